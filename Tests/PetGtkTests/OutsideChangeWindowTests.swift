import CPetGtk
import Foundation
import PetAdoptionFlow
import PetCatalog
import PetGtk
import PetTestSupport
import Testing

/// An open window shows what `petcards` changes while it runs: an inquiry made, its status set
/// by the shelter, a star added.
@MainActor
@Suite struct OutsideChangeWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func petcardsChanges_showInTheOpenWindow_withinSeconds() throws {
    let data = TemporaryDataDirectory()
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), data: data)
    try Fixtures.show(window)
    #expect(window.select(petID: "koyuki"))
    #expect(window.card.askedText == nil)

    _ = try data.petcards(PrintWindowTests.inquiryAboutKoyuki)
    let day = InquiryHistory.dayText(
      .today(), today: CalendarDate(year: 2026, month: 11, day: 21) ?? .today(), locale: Locale(identifier: "en_US"))
    #expect(
      Fixtures.runMainLoop(for: 10) { window.card.askedText == "You asked about 小雪 on \(day)" },
      "the card says \(window.card.askedText ?? "nothing")")

    _ = try data.petcards(["inquiries", "set-status", "1", "approved"])
    #expect(
      Fixtures.runMainLoop(for: 10) {
        window.card.askedText == "You asked about 小雪 on \(day): the shelter approved it"
      }, "the card says \(window.card.askedText ?? "nothing")")

    _ = try data.petcards(["favorite", "add", "koyuki"])
    let row = try #require(window.viewModel.position(ofPetWithID: "koyuki"))
    #expect(
      Fixtures.runMainLoop(for: 10) { window.cellText(row: row, column: PET_GTK_COLUMN_STAR) == "★" },
      "the star is \(window.cellText(row: row, column: PET_GTK_COLUMN_STAR) ?? "nothing")")
  }
}
