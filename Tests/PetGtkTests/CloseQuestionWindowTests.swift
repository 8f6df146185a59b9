import Foundation
import PetGtk
import Testing

/// The window's close button (and Ctrl+Q) asks first while an inquiry is unsent.
@MainActor
@Suite struct CloseQuestionWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func closing_withNothingUnsent_closesAtOnce() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    try Fixtures.show(window)
    window.requestClose()
    #expect(Fixtures.runMainLoop { window.isClosed })
    #expect(window.shownCloseQuestion == nil)
  }

  @Test func closing_withAnUnsentInquiry_asks_keepEditingKeepsIt_andQuitCloses() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    try Fixtures.show(window)
    #expect(window.select(petID: "stuart"))
    window.askToAdopt()
    let form = try #require(window.inquiryForm)
    form.type("Ada Lovelace", into: .name)
    // While the form is open it is modal: GTK gives the window no close request. Escape keeps
    // what was typed as a draft.
    form.pressEscape()
    #expect(Fixtures.runMainLoop { window.inquiryForm == nil })
    window.requestClose()
    #expect(Fixtures.runMainLoop { window.shownCloseQuestion != nil })
    #expect(!window.isClosed)
    #expect(window.shownCloseQuestion?.text == "Quit with an unsent inquiry?")
    #expect(window.shownCloseQuestion?.detail == "What you wrote about Stuart is not saved and will be lost.")
    let picture = FileManager.default.temporaryDirectory.appendingPathComponent("close-question-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: picture) }
    try window.saveCloseQuestionScreenshot(to: picture.path)
    #expect(FileManager.default.fileExists(atPath: picture.path))

    window.answerCloseQuestion(quit: false)
    #expect(Fixtures.runMainLoop { window.shownCloseQuestion == nil })
    #expect(!window.isClosed)
    #expect(window.viewModel.draft(petID: "stuart")?.form.name == "Ada Lovelace")

    window.requestClose()
    #expect(Fixtures.runMainLoop { window.shownCloseQuestion != nil })
    window.answerCloseQuestion(quit: true)
    #expect(Fixtures.runMainLoop { window.isClosed })
  }
}
