import Foundation
import PetAdoptionFlow
import PetGtk
import PetStore
import PetTestSupport
import Testing

/// An inquiry sent while the shared catalogue's server is down (issue 43, point 5): it showed
/// libpq's raw text and kept nothing to send later. It is kept on this computer, said plainly
/// in the form and on the card, and sent, the same inquiry, when the person sends it again.
@MainActor
@Suite struct InquiryWhileServerDownTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func anInquirySentWhileTheServerIsDown_isKept_andSentWhenAskedAgain() throws {
    try TestPostgres.withOwnServer { server, own in
      try server.withDatabase { database in
        let data = TemporaryDataDirectory()
        let opened = try SharedCatalogWindowTests.openWindow(on: database, data: data, password: "down-then-up")
        let (window, local) = (opened.window, opened.local)
        try Fixtures.show(window)
        #expect(window.select(petID: "stuart"))
        window.askToAdopt()
        var form = try #require(window.inquiryForm)
        SharedCatalogWindowTests.fillIn(form)

        try own.stop()
        form.clickSend()
        #expect(
          Fixtures.runMainLoop(for: 15) { form.shownStatus?.hasPrefix("Not sent") == true },
          "the form says \(form.shownStatus ?? "nothing")")
        let address = "postgresql://\(opened.adopter)@127.0.0.1:\(database.server.port)/\(database.name)"
        let status = try #require(form.shownStatus)
        #expect(status.hasPrefix("Not sent: the shelter's server cannot be reached (\(address): "), "\(status)")
        #expect(
          status.hasSuffix(
            "). Your inquiry is kept on this computer; click Send again when the server is back, now or after closing the form."
          ), "\(status)")
        #expect(!status.contains("down-then-up"))
        #expect(form.sendTitle == "Send")
        let kept = try local.inquiries()
        #expect(kept.map(\.sharedID) == [nil])
        #expect(kept.map(\.message) == ["A house with a garden, and someone home all day."])
        #expect(
          window.card.askedText
            == "Your inquiry about Stuart is kept on this computer, not sent: the shelter's server could not be reached. Ask to adopt… sends it."
        )

        // Closed, and opened again once the server is back: the form is the inquiry kept.
        form.clickCancel()
        #expect(Fixtures.runMainLoop { window.inquiryForm == nil })
        #expect(window.viewModel.unsentInquiryNames.isEmpty, "nothing to lose on quitting: it is kept on disk")
        try own.start()
        window.askToAdopt()
        form = try #require(window.inquiryForm)
        #expect(form.shownText(.message) == "A house with a garden, and someone home all day.")
        #expect(form.shownText(.name) == "Ada Lovelace")
        form.clickSend()
        #expect(
          Fixtures.runMainLoop(for: 15) { form.shownStatus?.hasPrefix("Sent") == true },
          "the form says \(form.shownStatus ?? "nothing")")
        #expect(
          form.shownStatus
            == "Sent to Riverbend Animal Shelter as inquiry 1, with a copy kept on this computer. Their answer will show on the pet's card."
        )
        // One inquiry, sent: the copy kept took the shelter's number rather than a second copy.
        #expect(try local.inquiries().map(\.sharedID) == [1])
        #expect(try database.run("SELECT id, pet_id, applicant_name FROM inquiry") == "1|stuart|Ada Lovelace\n")
        window.close()
        #expect(Fixtures.runMainLoop { window.isClosed })
      }
    }
  }
}
