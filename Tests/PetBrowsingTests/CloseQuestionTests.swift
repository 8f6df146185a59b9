import Foundation
import PetBrowsing
import PetTestSupport
import Testing

/// Closing the window with an inquiry written and not saved asks first.
@MainActor
@Suite struct CloseQuestionTests {
  @Test func anUnsentInquiry_makesClosingAsk_andSavingItDoesNot() throws {
    let store = FakeStore()
    let browser = Browser(try bundledCatalog(), store: .success(store))
    let viewModel = browser.viewModel
    #expect(!viewModel.confirmsClose)
    #expect(viewModel.selectPet(id: "stuart"))
    viewModel.askToAdopt()
    let form = try #require(viewModel.inquiryForm)
    #expect(!viewModel.confirmsClose)  // opened, nothing typed
    form.textChanged(.name, to: "Ada Lovelace")
    #expect(viewModel.unsentInquiryNames == ["Stuart"])
    #expect(viewModel.closeQuestion == "Quit with an unsent inquiry?")
    #expect(viewModel.closeDetail == "What you wrote about Stuart is not saved and will be lost.")
    #expect(viewModel.closeAnswers == ("_Keep Editing", "_Quit"))

    // Closed unsent, it is a draft: still asked about, with the next one.
    viewModel.inquiryFormClosed()
    #expect(viewModel.selectPet(id: "zoe"))
    viewModel.askToAdopt()
    viewModel.inquiryForm?.textChanged(.message, to: "A sunny flat.")
    #expect(viewModel.unsentInquiryNames == ["Stuart", "Zoë"])
    #expect(viewModel.closeQuestion == "Quit with unsent inquiries?")
    #expect(viewModel.closeDetail == "What you wrote about Stuart and Zoë is not saved and will be lost.")

    // Discarded and saved: nothing is left to ask about.
    #expect(viewModel.inquiryForm?.cancel() == false)
    viewModel.inquiryForm?.discard()
    viewModel.inquiryFormClosed()
    #expect(viewModel.selectPet(id: "stuart"))
    viewModel.askToAdopt()
    let again = try #require(viewModel.inquiryForm)
    again.textChanged(.email, to: "ada@example.com")
    again.childrenAtHomeAnswered(false)
    again.housingAnswered(.own)
    again.textChanged(.message, to: "A quiet house with a big garden.")
    #expect(again.send())
    browser.settle()
    #expect(viewModel.unsentInquiryNames == [])
    #expect(!viewModel.confirmsClose)
  }
}
