import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// Each format read from its sample (docs/formats/samples), field by field, with the awkward
/// cases its documentation warns of.
@Suite struct ListingReadingTests {
  static let today = CalendarDate(2026, 11, 25)

  static func read(
    _ name: String, currency: String? = nil, dateOrder: DateOrder? = nil
  ) throws(CatalogError) -> ShelterListing {
    try ShelterListing.read(
      path: ListingSamples.path(name), options: ListingOptions(currency: currency, dateOrder: dateOrder, today: today))
  }

  static func pet(_ id: String, in listing: ShelterListing) throws -> Pet {
    try #require(listing.pets.first { $0.id == id })
  }

  // MARK: Petfinder

  @Test func petfinder_readsAnimals_withAgeGroupsAndNoFees() throws {
    let listing = try Self.read("petfinder-page-1.json")
    #expect(listing.format == .petfinder)
    #expect(listing.pets.map(\.id) == ["pf-700101", "pf-700102", "pf-700104"])
    let biscuit = try Self.pet("pf-700101", in: listing)
    #expect(biscuit.name == "Biscuit")
    #expect(biscuit.species == .dog)
    #expect(biscuit.breed == "Labrador Retriever mix")
    #expect(biscuit.sex == .male)
    #expect(biscuit.size == .large)
    #expect(biscuit.ageKnown == .group(.adult))
    #expect(
      biscuit.birthday
        == AgeKnown.standInBirthday(for: .adult, species: .dog, breed: biscuit.breed, on: CalendarDate(2026, 10, 1)))
    #expect(biscuit.intakeDate == CalendarDate(2026, 10, 1))
    #expect(biscuit.fee == nil)
    #expect(biscuit.rarity == nil)
    #expect((biscuit.goodWithKids, biscuit.goodWithDogs, biscuit.goodWithCats) == (.yes, .unknown, .no))
    #expect((biscuit.spayedNeutered, biscuit.vaccinated, biscuit.houseTrained) == (true, true, true))
    #expect(biscuit.image == "https://pictures.example.org/petfinder/700101/1")
    // Entities encoded twice, an encoded tag, a typographic apostrophe; cut short by Petfinder,
    // so the listing's address follows.
    #expect(
      biscuit.description
        == "Biscuit & his ball 'Mr. Bounce' are a team.\nHe\u{2019}s house-trained...\n\n"
        + "The whole story: https://www.petfinder.com/dog/biscuit-700101/")
  }

  @Test func petfinder_unknownGender_isUnknown_andNoPhoto_isNoPicture() throws {
    let clover = try Self.pet("pf-700102", in: try Self.read("petfinder-page-1.json"))
    #expect(clover.sex == .unknown)
    #expect(clover.image == "")
    #expect(clover.description == "")
    #expect(clover.ageKnown == .group(.baby))
    #expect((clover.goodWithKids, clover.goodWithDogs, clover.goodWithCats) == (.unknown, .unknown, .unknown))
  }

  @Test func petfinder_aFoundNotice_isLeftOut_withALineThatNamesIt() throws {
    let listing = try Self.read("petfinder-page-1.json")
    #expect(
      listing.notes.map(\.description) == [
        "warning: \(ListingSamples.path("petfinder-page-1.json")): animals[2] (id \"pf-700103\", \"Found: grey tabby on Elm Street\"): "
          + "left out: a found-pet notice (status \"found\"), not a pet for adoption"
      ])
    // An adopted animal is a listing, shown as adopted; an unknown breed is no breed.
    let pickles = try Self.pet("pf-700104", in: listing)
    #expect(pickles.status == .adopted)
    #expect(pickles.species == .guineaPig)
    #expect(pickles.breed == "")
  }

  @Test func petfinder_aPageOfSeveral_saysWhichPage() throws {
    #expect(try Self.read("petfinder-page-1.json").page == ListingPage(number: 1, count: 2, next: "/v2/animals?page=2"))
    let second = try Self.read("petfinder-page-2.json")
    #expect(second.page == ListingPage(number: 2, count: 2))
    let saffron = try Self.pet("pf-700105", in: second)
    // A name as the shelter wrote it; a carriage return is not kept.
    #expect(saffron.name == "SAFFRON *bonded*")
    #expect(saffron.description == "Saffron is 14 and wants a quiet lap.\n\nShe needs daily thyroid pills.")
    #expect(saffron.breed == "Maine Coon / Siamese")
    #expect(saffron.size == .extraLarge)
  }

  // MARK: RescueGroups.org

  @Test func rescueGroups_resolvesIncluded_inAnyOrder() throws {
    let listing = try Self.read("rescuegroups.json", currency: "USD")
    #expect(listing.format == .rescueGroups)
    #expect(listing.pets.map(\.id) == ["rg-9001", "rg-9002", "rg-9004"])
    #expect(listing.shelter == "Hillside Rescue & Rehoming")
    #expect(listing.shelterEmail == "hello@hillside-rescue.example.org")
    let juniper = try Self.pet("rg-9001", in: listing)
    #expect(juniper.species == .dog)
    #expect(juniper.birthday == CalendarDate(2021, 4, 10))
    #expect(juniper.ageKnown == .exact)
    #expect(juniper.fee == 250)
    #expect(juniper.intakeDate == CalendarDate(2026, 6, 3))
    // The picture with order 1 comes first, though listed second.
    #expect(juniper.image == "https://pictures.example.org/rg/9001-a.jpg")
    #expect(juniper.description == "Juniper loves long hikes.\n\nShe's shy at first & warms up fast.")
    #expect((juniper.goodWithKids, juniper.goodWithDogs, juniper.goodWithCats) == (.yes, .unknown, .no))
  }

  @Test func rescueGroups_anEstimatedBirthday_aWaivedFee_andAPendingAdoption() throws {
    let oliver = try Self.pet("rg-9002", in: try Self.read("rescuegroups.json", currency: "USD"))
    #expect(oliver.ageKnown == .estimated)
    #expect(oliver.fee == 0)
    #expect(oliver.status == .pending)
    #expect(oliver.sex == .unknown)
    #expect(oliver.size == .unknown)
    #expect(
      oliver.description
        == "Oliver is a calm lap cat.\nHe came in as a stray, so his age is our vet's best guess.\n\n"
        + "Adoption fee: Waived for seniors.")
  }

  @Test func rescueGroups_aLostAnimal_isLeftOut_andAStageAloneIsTheAge() throws {
    let listing = try Self.read("rescuegroups.json", currency: "USD")
    #expect(
      listing.notes.map(\.description) == [
        "warning: \(ListingSamples.path("rescuegroups.json")): data[2] (id \"rg-9003\", \"Domino\"): "
          + "left out: status \"Lost\" is not a listing for adoption"
      ])
    let nutmeg = try Self.pet("rg-9004", in: listing)
    #expect(nutmeg.ageKnown == .group(.young))
    #expect(nutmeg.fee == 75)
    #expect(nutmeg.species == .rabbit)
  }

  @Test func rescueGroups_feesWithoutACurrency_areRefused() {
    let error = #expect(throws: CatalogError.self) { try Self.read("rescuegroups.json") }
    #expect(
      error?.description
        == "\(ListingSamples.path("rescuegroups.json")): the listing has fees but does not say their currency; "
        + "give it with --currency, e.g. --currency USD")
    #expect(error?.exitCode == 65)
  }

  // MARK: ASM3

  @Test func asm3_json_readsItsCodes_theRightWayRound() throws {
    let listing = try Self.read("asm3-adoptable.json", currency: "USD")
    #expect(listing.format == .asm3JSON)
    let rosie = try Self.pet("asm-101", in: listing)
    // SEX 0 is female and SIZE 2 medium; good-with 0 is yes and 1 no; NEUTERED 1 yes.
    #expect(rosie.sex == .female)
    #expect(rosie.size == .medium)
    #expect((rosie.goodWithKids, rosie.goodWithDogs, rosie.goodWithCats) == (.unknown, .yes, .no))
    #expect(rosie.spayedNeutered == true)
    #expect(rosie.houseTrained == true)
    #expect(rosie.fee == 125)
    #expect(rosie.birthday == CalendarDate(2020, 3, 15))
    #expect(rosie.intakeDate == CalendarDate(2026, 8, 2))
    #expect(rosie.image == "https://pictures.example.org/asm/101.jpg")
    #expect(rosie.description == "Rosie is a gentle beagle.\nShe loves walks & naps.\n\nGood with children over 5.")
    let whiskers = try Self.pet("asm-102", in: listing)
    #expect(whiskers.sex == .male)
    #expect(whiskers.size == .small)
    #expect(whiskers.status == .pending)
    #expect(whiskers.ageKnown == .estimated)
    #expect(whiskers.fee == 0)
    #expect(whiskers.houseTrained == nil)
    let tank = try Self.pet("asm-103", in: listing)
    #expect(tank.sex == .unknown)
    #expect(tank.status == .onHold)
    #expect(tank.species == .reptile)
    #expect(tank.fee == 50)
  }

  @Test func asm3_csv_isTheSameListing_withTheShelterLocalesDatesAndFees() throws {
    let csv = try Self.read("asm3-adoptable.csv", currency: "USD")
    let json = try Self.read("asm3-adoptable.json", currency: "USD")
    #expect(csv.format == .asm3CSV)
    #expect(csv.pets.map(\.id) == json.pets.map(\.id))
    for (fromCSV, fromJSON) in zip(csv.pets, json.pets) {
      #expect(
        (fromCSV.name, fromCSV.sex, fromCSV.size, fromCSV.birthday) == (
          fromJSON.name, fromJSON.sex, fromJSON.size, fromJSON.birthday
        ))
      #expect(
        (fromCSV.intakeDate, fromCSV.ageKnown, fromCSV.status) == (
          fromJSON.intakeDate, fromJSON.ageKnown, fromJSON.status
        ))
      #expect(fromCSV.image == fromJSON.image)
    }
    // A thousands separator in a locale's fee; a quote ASM3 wrote as two apostrophes.
    #expect(try Self.pet("asm-103", in: csv).fee == 1050)
    #expect(
      try Self.pet("asm-101", in: csv).description
        == "Rosie is a gentle beagle.\nShe loves walks and says \"woof\".\n\nGood with children over 5.")
  }

  // MARK: CSV with the catalogue's fields

  @Test func csv_readsTheCataloguesFields_andItsDatesByADayAbove12() throws {
    let listing = try Self.read("spreadsheet.csv", currency: "EUR")
    #expect(listing.format == .csv)
    #expect(listing.pets.map(\.id) == ["hazel", "pepper", "sunny"])
    let hazel = try Self.pet("hazel", in: listing)
    #expect(hazel.birthday == CalendarDate(2019, 3, 4))
    #expect(hazel.intakeDate == CalendarDate(2026, 9, 11))
    #expect(hazel.fee == 1200)
    #expect(hazel.description == "Retired racer, \"couch-shaped\" now.")
    let pepper = try Self.pet("pepper", in: listing)
    #expect(pepper.ageKnown == .group(.young))
    #expect(pepper.sex == .unknown)
    #expect(pepper.size == .unknown)
    #expect(pepper.fee == nil)
    let sunny = try Self.pet("sunny", in: listing)
    #expect(sunny.ageKnown == .estimated)
    #expect(sunny.birthday == CalendarDate(2025, 6, 1))
  }
}
