import PetBrowsing
import PetCatalog
import PetPresentation
import Testing

/// A saved search's flags as the window reads and writes them: the flags `petcards saved add`
/// keeps (with `any` and the command line's other words) read to the same filter, and what the
/// window writes reads back to itself.
@Suite struct SearchFlagsTests {
  @Test func petcardsFlags_readToTheFilterTheySay() throws {
    let flags = try SearchFlags(flags: [
      "--search", "golden retriever", "--species", "dog", "--species", "Guinea pig", "--sex", "female",
      "--size", "any", "--coat", "short", "--age", "young", "--age-group", "senior", "--rarity", "rare",
      "--good-with", "kids", "--status", "adoptable", "--status", "adopted", "--shelter", "hillside",
      "--near", "Springfield, IL", "--within", "25mi", "--sort", "distance",
    ])
    var filter = SearchFlags.defaultFilter
    filter.search = "golden retriever"
    filter.species = [.dog, .guineaPig]
    filter.sex = .female
    filter.coats = [.short]
    filter.ageGroups = [.young, .senior]
    filter.rarities = [.rare]
    filter.goodWith = [.kids]
    filter.statuses = AdoptionStatus.adoptable.union([.adopted])
    filter.shelters = ["hillside"]
    #expect(flags == SearchFlags(filter: filter, place: "Springfield, IL", within: "25mi", sort: .distance))
    #expect(
      flags.flags == [
        "--search", "golden retriever", "--species", "dog", "--species", "guinea-pig", "--sex", "female", "--coat",
        "short", "--age", "young", "--age", "senior", "--rarity", "rare", "--good-with", "kids", "--status",
        "available", "--status", "pending", "--status", "on-hold", "--status", "adopted", "--shelter", "hillside",
        "--near", "Springfield, IL", "--within", "25mi", "--sort", "distance",
      ])
    #expect(try SearchFlags(flags: flags.flags) == flags)
  }

  @Test func noFlags_isEveryAdoptablePet_andAnyStatusIsSaidOnce() throws {
    #expect(try SearchFlags(flags: []) == SearchFlags())
    #expect(SearchFlags().flags == [])
    var every = SearchFlags()
    every.filter.statuses = []
    #expect(every.flags == ["--status", "any"])
    #expect(try SearchFlags(flags: ["--status", "any", "--status", "adopted"]) == every)
  }

  @Test func flagsThatDoNotRead_sayWhichAndWhy() {
    #expect(throws: SearchFlags.Problem(description: "--colour is not one of the list's filters")) {
      try SearchFlags(flags: ["--colour", "blue"])
    }
    #expect(throws: SearchFlags.Problem(description: "--species cannot be \"dragon\"")) {
      try SearchFlags(flags: ["--species", "dragon"])
    }
    #expect(throws: SearchFlags.Problem(description: "--status cannot be \"lost\"")) {
      try SearchFlags(flags: ["--status", "lost"])
    }
    #expect(throws: SearchFlags.Problem(description: "--sort has no value")) { try SearchFlags(flags: ["--sort"]) }
  }

  @Test func aDistance_isReadInItsUnit_orTheLocales() {
    #expect(SearchFlags.kilometres("25mi", unit: .kilometres) == DistanceUnit.miles.kilometres(25))
    #expect(SearchFlags.kilometres(" 40 km ", unit: .miles) == 40)
    #expect(SearchFlags.kilometres("40", unit: .miles) == DistanceUnit.miles.kilometres(40))
    #expect(SearchFlags.kilometres("0", unit: .miles) == nil)
    #expect(SearchFlags.kilometres("far", unit: .miles) == nil)
    #expect(SearchFlags.kilometres("30000km", unit: .miles) == nil)
    #expect(SearchFlags.withinText(25, unit: .miles) == "25mi")
    #expect(SearchFlags.withinText(2.5, unit: .kilometres) == "2.5km")
  }
}
