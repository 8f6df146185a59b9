import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// The search rule (`SearchText`): every typed word matches the start of a word of the name,
/// species, breed or story; a word that starts outside the Latin alphabet matches anywhere. The
/// fast search (`PetIndex.query`, `refine`) is held to the plain reference
/// (`PetIndex.referenceMatches`) on the bundled catalogue, for words cut from its own texts at
/// word starts and inside words.
@Suite struct SearchRuleTests {
  static let catalog: Catalog = {
    let path = BundledCatalog.locate(environment: [:]) ?? "data/pets.json"
    return (try? CatalogLoader(today: .fixedToday).load(path: path)) ?? Catalog(pets: [])
  }()

  /// Every start of 1 to 4 characters of each word of the bundled pets' texts, and as many
  /// pieces from inside words, plus a few in Japanese and with digits.
  static let terms: [String] = {
    var terms: Set<String> = ["小", "雪", "犬", "3", "7 years", "dog-sized", "zz"]
    for pet in catalog.pets {
      let text = SearchText.fold(pet.searchedTexts.joined(separator: " "))
      for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
        let letters = Array(word)
        for length in 1...min(4, letters.count) {
          terms.insert(String(letters.prefix(length)))
          if letters.count > length { terms.insert(String(letters.dropFirst().prefix(length))) }
        }
      }
    }
    return terms.sorted()
  }()

  @Test func theCatalogueAndTheTerms_areThere() {
    #expect(Self.catalog.pets.count == 27)
    #expect(Self.terms.count > 1000)
  }

  @Test func query_agreesWithTheReference_forEveryTerm() {
    let index = PetIndex(catalog: Self.catalog, speciesNames: [.dog: "Hund", .cat: "猫"])
    var disagreements: [String] = []
    for term in Self.terms + ["hund", "猫", "guinea pig", "pig guinea"] {
      let filter = PetFilter(search: term)
      let fast = Set(index.query(filter, today: .fixedToday))
      let reference = Set(
        Self.catalog.pets.indices.filter {
          PetIndex.referenceMatches(
            Self.catalog.pets[$0], terms: filter.searchTerms, speciesNames: [.dog: "Hund", .cat: "猫"])
        })
      if fast != reference { disagreements.append(term) }
    }
    #expect(disagreements == [])
  }

  @Test func refine_agreesWithAFreshQuery_asEachLetterIsTyped() {
    let index = PetIndex(catalog: Self.catalog)
    for word in ["beagle", "gentle", "dogs", "catch", "hedge"] {
      var shown = index.query(PetFilter(), today: .fixedToday)
      for length in 1...word.count {
        let terms = PetFilter(search: String(word.prefix(length))).searchTerms
        shown = index.refine(shown, terms: terms)
        #expect(Set(shown) == Set(index.query(PetFilter(search: String(word.prefix(length))), today: .fixedToday)))
      }
    }
  }

  @Test func theSpecies_isFoundInTheReadersLanguageAndInEnglish() {
    let index = PetIndex(catalog: .riverbend, speciesNames: [.dog: "Hund"])
    let ids = { (text: String) in
      index.query(PetFilter(search: text), today: .fixedToday).map { index.catalog.pets[$0].id }
    }
    #expect(ids("hund") == ["biscuit", "stuart"])
    #expect(ids("dog") == ["biscuit", "stuart"])
    #expect(ids("HUN") == ["biscuit", "stuart"])
  }

  @Test(arguments: [
    ("dogs here", "dog", true), ("easy to catch", "cat", true), ("a dog-sized pen", "sized", true),
    ("talks back", "alks", false), ("小雪は静か", "雪", true), ("abc", "abcd", false), ("", "a", false),
  ])
  func holds_followsTheRule(text: String, term: String, expected: Bool) {
    #expect(SearchText.holds(text, term: term) == expected)
  }
}
