import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCards
import PetCatalog
import PetPresentation
import PetStore
import PetTestSupport
import Synchronization
import Testing

/// Saved searches in the window (issue 44, points 3 and 4): saved under a name from the
/// window's search, filters and place, kept as `petcards saved` keeps them, listed with what is
/// new, applied and deleted; and, on a shared catalogue, a pet published that one finds is told
/// as a desktop notification, many as one summary.
@MainActor
@Suite struct SavedSearchTests {
  @Test func theSearchShown_isSavedUnderAName_asPetcardsKeepsIt() throws {
    let store = FakeStore()
    let browser = Browser(.sheltersNearAndFar, store: .success(store))
    let viewModel = browser.viewModel
    viewModel.choiceChanged(.species, item: try #require(viewModel.choices[0].item(named: "dog")))
    viewModel.placeEntered("Chicago, IL")
    viewModel.choiceChanged(.within, item: 5)
    browser.settle()
    #expect(browser.names == ["Stuart"])

    viewModel.saveSearchTapped()
    browser.settle()
    #expect(viewModel.savedSearchDialog == .save)
    #expect(browser.updates.last == .savedSearches)
    // The window of this test starts with every status (the program's, with those adoptable).
    #expect(viewModel.saveSearchName == "Dog · Status: Any · Near Chicago, IL, within 250 mi")
    #expect(
      viewModel.saveSearchNote == """
        Finds: Dog · Status: Any · Near Chicago, IL, within 250 mi.
        The pets it finds now are not new; those listed later are.
        """)
    viewModel.saveSearchNameChanged("  ")
    #expect(!viewModel.saveSearchButton.isEnabled)
    viewModel.saveSearchNameChanged("add")
    #expect(!viewModel.saveSearchButton.isEnabled, "a word of petcards saved")
    viewModel.saveSearchNameChanged("Dogs near Chicago")
    #expect(viewModel.saveSearchButton.isEnabled)
    viewModel.saveSearchConfirmed()
    browser.settle()
    #expect(viewModel.savedSearchDialog == nil)
    #expect(viewModel.notification?.text == "Saved “Dogs near Chicago”: 1 pet matches now.")
    #expect(viewModel.notification?.actionTitle == "Sa_ved Searches…")
    let saved = try #require(try store.savedSearches().first)
    #expect(saved.flags == ["--species", "dog", "--status", "any", "--near", "Chicago, IL", "--within", "250mi"])
    #expect(try store.newPets(of: saved.name, showing: ["stuart", "rogers"], marking: false) == ["rogers"])

    // The notification's button lists them.
    viewModel.notificationActionTapped()
    browser.settle()
    #expect(viewModel.savedSearchDialog == .list)
    #expect(viewModel.notification == nil)
    let row = try #require(viewModel.savedSearchRows.first)
    #expect(row.name == "Dogs near Chicago")
    #expect(row.newText == "Nothing new since Nov 21, 2026")
    #expect(row.filtersText == "Dog · Status: Any · Near Chicago, IL, within 250 mi")
    #expect(row.deleteName == "Delete the saved search “Dogs near Chicago”")

    // Saving again under the name says it replaces it.
    viewModel.savedSearchesClosed()
    viewModel.saveSearchTapped()
    browser.settle()
    viewModel.saveSearchNameChanged("Dogs near Chicago")
    #expect(viewModel.saveSearchNote.hasSuffix("\nReplaces the saved search “Dogs near Chicago”."))
    viewModel.saveSearchCancelled()
    #expect(viewModel.savedSearchDialog == nil)
    #expect(store.calls.filter { $0.hasPrefix("save search") } == ["save search Dogs near Chicago"])
  }

  @Test func aSavedSearchChosen_showsItsPets_andTheyAreNoLongerNew() throws {
    let store = FakeStore()
    try store.saveSearch(
      "Cats", flags: ["--species", "cat", "--search", "rog", "--status", "any", "--sort", "reverse-name"], showing: [])
    try store.saveSearch("Lost place", flags: ["--near", "Atlantis"], showing: [])
    try store.saveSearch("Broken", flags: ["--colour", "blue"], showing: [])
    let browser = Browser(.sheltersNearAndFar, store: .success(store))
    let viewModel = browser.viewModel
    viewModel.savedSearchesTapped()
    browser.settle()
    #expect(viewModel.savedSearchRows.map(\.name) == ["Broken", "Cats", "Lost place"])
    #expect(
      viewModel.savedSearchRows.map(\.newText) == [
        "Cannot be counted", "1 new since Nov 21, 2026", "Cannot be counted",
      ])
    #expect(
      viewModel.savedSearchRows.map(\.filtersText) == [
        "These filters no longer read: save the search again", "“rog” · Cat · Status: Any · Name, Z to A",
        "Every pet that can be adopted",
      ])

    viewModel.savedSearchChosen("Cats")
    browser.settle()
    #expect(viewModel.savedSearchDialog == nil)
    #expect(viewModel.searchText == "rog")
    #expect(browser.updates.contains(.searchText))
    #expect(browser.names == ["Rogers"])
    #expect(viewModel.savedSearchRows.first { $0.name == "Cats" }?.newText == "Nothing new since Nov 21, 2026")

    // A place no longer known is said on the entry, as one typed there is.
    viewModel.savedSearchChosen("Lost place")
    browser.settle()
    #expect(viewModel.placeText == "Atlantis")
    #expect(viewModel.placeProblem?.hasPrefix("No place called “Atlantis” is known") == true)

    viewModel.savedSearchesTapped()
    viewModel.savedSearchDeleteTapped("Broken")
    browser.settle()
    #expect(viewModel.savedSearchRows.map(\.name) == ["Cats", "Lost place"])
    #expect(try store.savedSearches().map(\.name) == ["Cats", "Lost place"])
  }

  @Test func noSavedSearches_saysHowToSaveOne() throws {
    let browser = Browser(.sheltersNearAndFar, store: .success(FakeStore()))
    browser.viewModel.savedSearchesTapped()
    browser.settle()
    #expect(browser.viewModel.savedSearchRows.isEmpty)
    #expect(
      browser.viewModel.noSavedSearchesText
        == "No saved searches yet. Save Search… (Ctrl+S) keeps the search, the filters and the place under a name.")
  }

  /// A shared catalogue's publish: a new pet a saved search finds is told once, one a search
  /// does not find is not, and many are one summary; clicking shows the search and the pet.
  @Test func aPetPublishedThatASavedSearchFinds_isToldOnce_andManyAreOneSummary() throws {
    let store = FakeStore()
    try store.saveSearch("Dogs", flags: ["--species", "dog"], showing: [])
    let start = Catalog.sheltersNearAndFar.pets
    let published = Mutex<[Pet]>(start)
    let address = "postgresql://catalogue.example/pets"
    let remote: @Sendable ([Pet]) -> Catalog = { pets in
      var catalog = Catalog(pets: pets)
      catalog.shelters = Catalog.sheltersNearAndFar.shelters
      catalog.backing = WantedRecordingBacking(pets: pets, remote: true)
      return catalog
    }
    let client = CatalogLoadingClient(
      source: { CatalogSource($0) }, load: { _, _, _, deliver in deliver(.success(remote(published.withLock { $0 }))) })
    let first = remote(start)
    let browser = Browser(
      first, store: .success(store),
      opening: CatalogOpening(source: CatalogSource(address), isBundled: false, result: .success(first)),
      catalogues: client)
    var told: [DesktopNotification] = []
    browser.viewModel.onDesktopNotification = { told.append($0) }
    browser.settle()
    #expect(told.isEmpty, "what was listed before the window opened is not told")

    func publish(_ pets: [Pet]) {
      published.withLock { $0 += pets }
      browser.viewModel.refreshCatalogue()
      browser.settle()
    }
    publish([
      Pet.make("pip", "Pip") {
        $0.species = .dog
        $0.breed = "Beagle"
        $0.shelter = Shelter.lakeside.id
      }
    ])
    #expect(told.map(\.title) == ["Pip matches “Dogs”"])
    #expect(told.map(\.body) == ["Dog · Beagle · 4 years old"])
    #expect(told.first?.petID == "pip")

    publish([Pet.make("tom", "Tom")])
    #expect(told.count == 1, "a cat is not a dog")
    publish([])
    #expect(told.count == 1, "Pip is told once")

    publish((1...5).map { number in Pet.make("dog-\(number)", "Dog \(number)") { $0.species = .dog } })
    #expect(told.count == 2)
    #expect(told.last?.title == "5 new pets match “Dogs”")
    #expect(told.last?.body == "Dog 1, Dog 2, Dog 3 and 2 more")
    #expect(told.last?.id == "saved-search-Dogs")

    browser.viewModel.desktopNotificationOpened(try #require(told.first?.token))
    browser.settle()
    #expect(browser.viewModel.selectedItem(of: .species) == browser.viewModel.choices[0].item(named: "dog"))
    #expect(browser.viewModel.selectedPetID == "pip")
  }
}

/// The window and `petcards saved` keep saved searches in one place, in one form: each reads
/// the other's.
@MainActor
@Suite struct SavedSearchesSharedWithPetcardsTests {
  @Test func aSearchSavedInTheWindow_isPetcards_andPetcardsIsTheWindows() throws {
    try withTemporaryDirectory { folder in
      let path = try #require(BundledCatalog.locate(environment: [:]))
      let data = folder.appendingPathComponent("data")
      let store = try UserDataStore(location: UserDataLocation(directory: data), catalogue: CatalogKey(file: path))
      let opening = CatalogOpening(
        source: CatalogSource(path), isBundled: true,
        result: .success(try CatalogLoader(today: today).load(path: path)))
      let browser = Browser(opening.catalog, userData: .success(store), opening: opening)
      let viewModel = browser.viewModel
      viewModel.resetFilters()
      viewModel.searchTextChanged("ca")
      viewModel.choiceChanged(.species, item: try #require(viewModel.choices[0].item(named: "cat")))
      browser.settle()
      viewModel.saveSearchTapped()
      viewModel.saveSearchNameChanged("Cats")
      viewModel.saveSearchConfirmed()
      browser.settle()
      #expect(viewModel.notification?.text == "Saved “Cats”: \(browser.names.count) pets match now.")

      let petcards = BuiltProgram("petcards")
      let environment = ["PATH": "/usr/bin:/bin", "COLUMNS": "80", "LANG": "C.UTF-8", "PET_DATA_DIR": data.path]
      let listed = try petcards.run(
        ["saved", "list", "--catalog", path, "--today", today.isoString], environment: environment)
      #expect(listed.status == 0, "\(listed.stderr)")
      #expect(
        listed.stdout == """
          NAME  NEW  FILTERS
          Cats  0    --search ca --species cat

          """)
      let added = try petcards.run(
        ["saved", "add", "Old dogs", "--species", "dog", "--age", "senior", "--status", "any", "--catalog", path],
        environment: environment)
      #expect(added.status == 0, "\(added.stderr)")
      viewModel.savedSearchesTapped()
      browser.settle()
      #expect(viewModel.savedSearchRows.map(\.name) == ["Cats", "Old dogs"])
      #expect(viewModel.savedSearchRows.map(\.filtersText) == ["“ca” · Cat", "Dog · Senior · Status: Any"])
      viewModel.savedSearchChosen("Old dogs")
      browser.settle()
      let petcardsList = try petcards.run(
        ["list", "--saved", "Old dogs", "--catalog", path, "--today", today.isoString], environment: environment)
      let ids = petcardsList.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
      #expect(!ids.isEmpty)
      #expect(viewModel.rowCount == ids.count)
      #expect(ids.allSatisfy { viewModel.position(ofPetWithID: $0) != nil }, "\(ids)")
    }
  }
}
