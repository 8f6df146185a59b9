import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetGtk
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// The window on a shared catalogue (PostgreSQL): "Ask to adopt…" sends the inquiry to the
/// shelter's database, and the shelter's answer shows on the pet's card within seconds.
@MainActor
@Suite struct SharedCatalogueWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func askToAdopt_reachesTheShelter_andItsAnswerShowsOnTheCard() throws {
    let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      _ = try data.petcards(
        [
          "import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--today",
          Fixtures.today.isoString,
        ])
      let adopter = try database.role("adopter", password: "ask-to-adopt", in: "pets_adopter")
      let address = database.address(role: adopter, password: "ask-to-adopt")
      let catalog = try SharedCatalog.open(address).backedCatalog()
      let local = try UserDataStore(location: data.location, catalogue: CatalogueKey(catalogue: address))
      let window = PetBrowserWindow(
        list: PetListViewModel(catalog: catalog, today: Fixtures.today),
        store: .success(SharedCatalogueUserData(local: local, address: address)))
      try Fixtures.show(window)
      #expect(window.select(petID: "stuart"))
      #expect(window.card.askedText == nil)
      window.askToAdopt()
      let form = try #require(window.inquiryForm)
      #expect(form.sendTitle == "Send")
      form.type("Ada Lovelace", into: .name)
      form.type("ada@example.com", into: .email)
      form.choose(1, for: .childrenAtHome)
      form.choose(0, for: .housing)
      form.type("A house with a garden, and someone home all day.", into: .message)
      form.clickSend()
      #expect(
        Fixtures.runMainLoop(for: 10) { form.shownStatus?.hasPrefix("Sent") == true },
        "not sent within 10 seconds: \(form.shownStatus ?? "")")
      #expect(
        form.shownStatus
          == "Sent to Riverbend Animal Shelter as inquiry 1, with a copy kept on this computer. Their answer will show on the pet's card."
      )
      #expect(form.shownStatus == form.model.statusText)
      #expect(form.sendTitle == "Sent")
      #expect(!form.sendIsEnabled)
      #expect(
        try database.run("SELECT id, applicant_role, pet_id, shelter_id, status, applicant_name FROM inquiry")
          == "1|\(adopter)|stuart|riverbend|submitted|Ada Lovelace\n")
      #expect(try local.inquiries().map(\.sharedID) == [1])

      // The shelter answers in its database; the open window's card says so.
      try database.run("UPDATE inquiry SET status = 'approved' WHERE id = 1")
      let day = InquiryHistory.dayText(.today(), today: Fixtures.today, locale: Locale(identifier: "en_US"))
      #expect(
        Fixtures.runMainLoop(for: 10) {
          window.card.askedText == "You asked about Stuart on \(day): the shelter approved it"
        }, "the card says \(window.card.askedText ?? "nothing")")
      #expect(!(form.shownStatus ?? "").contains("ask-to-adopt"))
    }
  }
}
