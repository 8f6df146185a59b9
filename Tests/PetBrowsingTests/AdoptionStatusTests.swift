import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// Only pets that can be adopted take inquiries, and the window lists those at first.
@MainActor
@Suite struct AdoptionStatusTests {
  @Test func askToAdopt_forAnAdoptedPet_isDisabled_andSaysWhy() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "cleo"))
      #expect(
        viewModel.askToAdoptButton
          == ButtonState(
            text: "Ask to adopt…", tooltip: "Cleo has been adopted and is no longer looking for a home",
            isEnabled: false))
      viewModel.askToAdopt()
      #expect(viewModel.inquiryForm == nil)
    }
  }

  @Test func askToAdopt_whilePendingOrOnHold_isEnabled_andSaysWhatItMeans() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "koyuki"))
      #expect(
        viewModel.askToAdoptButton
          == ButtonState(
            text: "Ask to adopt…", tooltip: "Ask to adopt 小雪 if the pending adoption falls through", isEnabled: true))
      #expect(viewModel.selectPet(id: "tiny"))
      #expect(
        viewModel.askToAdoptButton
          == ButtonState(
            text: "Ask to adopt…", tooltip: "Ask to adopt Tiny; the shelter answers when the hold ends", isEnabled: true
          ))
      viewModel.askToAdopt()
      #expect(viewModel.inquiryForm?.title == "Ask to adopt Tiny")
    }
  }

  @Test func statusFilter_adoptable_hidesAdoptedPets() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.choiceChanged(.status, item: 0)
      #expect(viewModel.selectedItem(of: .status) == 0)
      #expect(viewModel.countText == "26 of 27 pets")
      #expect(!browser.names.contains("Cleo"))
      viewModel.choiceChanged(.status, item: 5)
      #expect(browser.names == ["Cleo"])
      viewModel.choiceChanged(.status, item: 1)
      #expect(viewModel.countText == "27 pets")
    }
  }

  /// A row says its pet's status when the pet is not simply available, whatever the status
  /// filter: Status: Any gave no sign which pet was adopted until it was clicked (issue 45).
  @Test func rows_sayEachStatusButAvailable() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.choiceChanged(.status, item: 1)
      #expect(viewModel.countText == "27 pets")
      let marked = (0..<viewModel.rowCount).compactMap { position in
        let row = viewModel.row(at: position)
        return row.status.map { "\(row.name): \($0)" }
      }
      #expect(
        marked == [
          "Bandit: On hold", "Cleo: Adopted", "Maple: Adoption pending", "Sunny: Adoption pending", "Tiny: On hold",
          "小雪: Adoption pending",
        ])
    }
  }

  @Test func browsingFilter_isAdoptablePets_withTheSearch() {
    var expected = PetFilter(search: "cat")
    expected.statuses = [.available, .pending, .onHold]
    #expect(PetFilter.browsing(search: "cat") == expected)
  }

  @Test(
    arguments: [
      (AdoptionStatus.available, nil, "Ask the shelter to adopt Rex"),
      (.pending, nil, "Ask to adopt Rex if the pending adoption falls through"),
      (.onHold, nil, "Ask to adopt Rex; the shelter answers when the hold ends"),
      (
        .adopted, "Rex has been adopted and is no longer looking for a home",
        "Rex has been adopted and is no longer looking for a home"
      ),
    ] as [(AdoptionStatus, String?, String)])
  func eligibility_byStatus(status: AdoptionStatus, refusal: String?, label: String) {
    var pet = Pet.template
    pet.name = "Rex"
    pet.status = status
    #expect(InquiryEligibility.refusal(for: pet) == refusal)
    #expect(InquiryEligibility.buttonLabel(for: pet) == label)
  }
}

/// One Reset puts every filter back to its default, where each drop-down was put back by hand
/// (issue 45); the search and the order stay.
@MainActor
@Suite struct ResetFiltersTests {
  @Test func reset_putsEveryFilterBack_andFavouritesOff_keepingTheSearchAndOrder() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      // The harness opens on every status; the window's default is the adoptable pets.
      #expect(viewModel.canResetFilters)
      viewModel.resetFilters()
      #expect(!viewModel.canResetFilters)
      #expect(viewModel.countText == "26 of 27 pets")
      viewModel.searchTextChanged("a")
      #expect(!viewModel.canResetFilters)
      let count = viewModel.countText
      let kinds: [BrowserChoice.Kind] = [.species, .age, .sex, .size, .goodWith, .status]
      viewModel.choiceChanged(.sort, item: 1)
      for kind in kinds { viewModel.choiceChanged(kind, item: 2) }
      viewModel.favoritesToggled(true)
      #expect(viewModel.canResetFilters)
      viewModel.resetFilters()
      #expect(kinds.map { viewModel.selectedItem(of: $0) } == [0, 0, 0, 0, 0, 0])
      #expect(!viewModel.onlyFavorites)
      #expect(viewModel.selectedItem(of: .sort) == 1)
      #expect(viewModel.searchText == "a")
      #expect(!viewModel.canResetFilters)
      #expect(viewModel.countText == count)
    }
  }
}

/// An inquiry goes to the pet's own shelter where its listing describes it (a listing service's
/// page lists many organisations), else to the catalogue's (issue 42, point 4).
@MainActor
@Suite struct InquiryShelterTests {
  @Test func theForm_writesToThePetsShelter() throws {
    try withBrowser(.twoShelters) { browser, _ in
      let viewModel = browser.viewModel
      let expected: [(String, ShelterContact)] = [
        ("rogers", ShelterContact(name: "Hillside Rescue & Rehoming", email: "hello@hillside-rescue.example.org")),
        ("pf-700101", ShelterContact(name: nil, email: "adopt@river-rescue.example.org")),
        ("stuart", ShelterContact(name: "Riverbend Animal Shelter", email: "adopt@riverbend.example")),
      ]
      for (id, contact) in expected {
        #expect(viewModel.selectPet(id: id))
        viewModel.askToAdopt()
        #expect(viewModel.inquiryForm?.shelter == contact, "\(id)")
        viewModel.inquiryFormClosed()
      }
    }
  }
}
