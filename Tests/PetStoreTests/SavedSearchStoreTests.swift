import Foundation
import Testing

@testable import PetStore

/// Saved searches (issue 44, point 3): kept per catalogue, replaced by name, and each says
/// which of the pets it shows it has not shown before, once.
@Suite struct SavedSearchStoreTests {
  @Test func aSavedSearch_saysWhatIsNew_once_andIsTheCataloguesOwn() throws {
    let folder = try TemporaryFolder()
    let store = try UserDataStore(location: folder.location, catalogue: .riverbend)
    #expect(try store.saveSearch("Dogs", flags: ["--species", "dog"], showing: ["rex"], at: .fixed))
    #expect(
      try store.savedSearches() == [
        SavedSearch(name: "Dogs", flags: ["--species", "dog"], savedAt: .fixed, checkedAt: .fixed)
      ])
    // Asked without marking, the new ones stay new.
    #expect(try store.newPets(of: "Dogs", showing: ["bo", "rex"], marking: false) == ["bo"])
    let later = Date.fixed.addingTimeInterval(3_600)
    #expect(try store.newPets(of: "Dogs", showing: ["bo", "rex"], marking: true, at: later) == ["bo"])
    #expect(try store.newPets(of: "Dogs", showing: ["bo", "rex"], marking: true, at: later) == [])
    #expect(try store.savedSearch(named: "Dogs")?.checkedAt == later)
    // Another catalogue has none; saved again, it forgets what it had shown.
    #expect(try store.scoped(to: .hillside).savedSearches() == [])
    #expect(try !store.saveSearch("Dogs", flags: ["--species", "dog", "--sex", "male"], showing: [], at: later))
    #expect(try store.newPets(of: "Dogs", showing: ["bo", "rex"], marking: false) == ["bo", "rex"])
    #expect(try store.deleteSavedSearch("Dogs"))
    #expect(try !store.deleteSavedSearch("Dogs"))
    #expect(try store.savedSearches() == [])
  }

  @Test func flagsText_quotesWhatAShellWould() {
    let search = SavedSearch(
      name: "x", flags: ["--search", "golden retriever", "--near", #"Say "hi""#, "--species", "dog"], savedAt: .fixed,
      checkedAt: .fixed)
    #expect(search.flagsText == #"--search "golden retriever" --near "Say \"hi\"" --species dog"#)
  }
}
