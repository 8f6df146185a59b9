import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCards
import PetCatalog
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// The form remembers: a draft per pet until sent, the applicant's details from their last
/// inquiry, and "You asked about … on …" on the card.
@MainActor
@Suite struct InquiryDraftTests {
  /// A new form filled in from Ada's latest inquiry: her name, email and phone, nothing else.
  static func filledIn(petID: String) -> InquiryForm {
    var form = InquiryForm(petID: petID)
    form.name = "Ada Lovelace"
    form.email = "ada@example.com"
    form.phone = "+44 20 7946 0000"
    return form
  }

  func browser(_ store: FakeStore = FakeStore()) throws -> Browser {
    Browser(try bundledCatalog(), store: .success(store))
  }

  @Test func newForm_isFilledInFromTheLatestInquiry_exceptTheMessage() throws {
    let browser = try browser(FakeStore(inquiries: [.graceLastYear, .adaThisYear]))
    #expect(browser.viewModel.selectPet(id: "stuart"))
    browser.viewModel.askToAdopt()
    let form = try #require(browser.viewModel.inquiryForm)
    #expect(form.form == Self.filledIn(petID: "stuart"))
    // Filled in is not typed: closing it asks nothing and keeps no draft.
    #expect(!form.isModified)
    #expect(form.cancel())
    #expect(!form.isAskingToDiscard)
  }

  @Test func newForm_withNoInquiries_isBlank() throws {
    let browser = try browser()
    #expect(browser.viewModel.selectPet(id: "stuart"))
    browser.viewModel.askToAdopt()
    let form = try #require(browser.viewModel.inquiryForm)
    #expect(form.form == InquiryForm(petID: "stuart"))
  }

  @Test func closing_keepsTheDraftForThatPet_andReopeningRestoresIt() throws {
    let browser = try browser()
    let viewModel = browser.viewModel
    #expect(viewModel.selectPet(id: "stuart"))
    viewModel.askToAdopt()
    let form = try #require(viewModel.inquiryForm)
    form.textChanged(.name, to: "Ada Lovelace")
    form.textChanged(.email, to: "ada@")
    form.finishEditing(.email)
    form.housingAnswered(.rent)
    form.textChanged(.message, to: "A garden")
    viewModel.inquiryFormClosed()
    #expect(viewModel.draft(petID: "stuart")?.form.name == "Ada Lovelace")

    // Another pet's form starts blank: drafts are per pet.
    #expect(viewModel.selectPet(id: "zoe"))
    viewModel.askToAdopt()
    #expect(viewModel.inquiryForm?.form == InquiryForm(petID: "zoe"))
    viewModel.inquiryFormClosed()
    #expect(viewModel.draft(petID: "zoe") == nil)

    #expect(viewModel.selectPet(id: "stuart"))
    viewModel.askToAdopt()
    let reopened = try #require(viewModel.inquiryForm)
    #expect(reopened !== form)
    #expect(reopened.form == form.form)
    #expect(reopened.message(for: .email) == "Enter an email address like name@example.com")
    #expect(reopened.showsLandlordConsent)
    #expect(reopened.isModified)
  }

  @Test func cancel_withTypedText_asks_keepEditingKeepsIt_discardThrowsItAway() throws {
    let browser = try browser()
    let viewModel = browser.viewModel
    #expect(viewModel.selectPet(id: "stuart"))
    viewModel.askToAdopt()
    let form = try #require(viewModel.inquiryForm)
    var changes = 0
    form.onChange = { changes += 1 }
    form.textChanged(.message, to: "We have a garden")
    #expect(form.cancel() == false)
    #expect(form.isAskingToDiscard)
    #expect(form.discardQuestion == "Discard this inquiry?")
    #expect(form.discardDetail == "What you wrote about Stuart will be lost.")
    #expect(form.discardAnswers.keep == "_Keep Editing")
    #expect(form.discardAnswers.discard == "_Discard")
    #expect(changes == 2)

    form.keepEditing()
    #expect(!form.isAskingToDiscard)
    #expect(form.form.message == "We have a garden")
    #expect(form.cancel() == false)
    form.discard()
    #expect(form.isDiscarded)
    viewModel.inquiryFormClosed()
    #expect(viewModel.draft(petID: "stuart") == nil)
    viewModel.askToAdopt()
    #expect(viewModel.inquiryForm?.form == InquiryForm(petID: "stuart"))
  }

  @Test func sending_clearsTheDraft_theCardSaysSo_andTheNextFormIsFilledIn() throws {
    let store = FakeStore()
    let browser = try browser(store)
    let viewModel = browser.viewModel
    #expect(viewModel.selectPet(id: "bandit"))
    #expect(viewModel.askedText == nil)
    viewModel.askToAdopt()
    let form = try #require(viewModel.inquiryForm)
    form.textChanged(.name, to: "Ada Lovelace")
    form.textChanged(.email, to: "ada@example.com")
    form.textChanged(.phone, to: "+44 20 7946 0000")
    form.childrenAtHomeAnswered(false)
    form.housingAnswered(.own)
    form.textChanged(.message, to: "A quiet house with a big garden and a cat flap.")
    viewModel.inquiryFormClosed()
    #expect(viewModel.draft(petID: "bandit") != nil)
    viewModel.askToAdopt()
    let reopened = try #require(viewModel.inquiryForm)
    #expect(reopened.send())
    browser.save()
    #expect(store.submitted.count == 1)
    #expect(viewModel.draft(petID: "bandit") == nil)
    #expect(browser.updates.last == .card)
    #expect(viewModel.askedText == "You asked about Bandit on November 21")
    #expect(WindowSnapshot(viewModel).text.contains("\n  Asked:         You asked about Bandit on November 21\n"))
    viewModel.inquiryFormClosed()
    #expect(viewModel.draft(petID: "bandit") == nil)

    #expect(viewModel.selectPet(id: "zoe"))
    #expect(viewModel.askedText == nil)
    viewModel.askToAdopt()
    #expect(viewModel.inquiryForm?.form.name == "Ada Lovelace")
    #expect(viewModel.inquiryForm?.form.phone == "+44 20 7946 0000")
  }

  @Test func askedText_givesTheYear_onlyWhenItIsNotThisYear() throws {
    let browser = try browser(FakeStore(inquiries: [.graceLastYear, .adaThisYear]))
    #expect(browser.viewModel.selectPet(id: "zoe"))
    #expect(browser.viewModel.askedText == "You asked about Zoë on March 2, 2025")
    #expect(browser.viewModel.selectPet(id: "bandit"))
    #expect(browser.viewModel.askedText == "You asked about Bandit on November 21")
  }

  @Test func askedText_isTheLatestInquiryAboutThePet_andFollowsTheLocale() {
    let later = FakeStore.inquiry(.adaAboutBandit, id: 3, at: .sentThisYear.addingTimeInterval(86_400 * 2))
    let history = InquiryHistory([.adaThisYear, later, .graceLastYear], calendar: utcCalendar)
    #expect(history.latest == later)
    #expect(
      history.askedText(petID: "bandit", petName: "Bandit", today: today, locale: Locale(identifier: "en_GB"))
        == "You asked about Bandit on 23 November")
    #expect(
      history.askedText(petID: "stuart", petName: "Stuart", today: today, locale: Locale(identifier: "en_US")) == nil)
    #expect(
      InquiryHistory.dayText(CalendarDate(2025, 3, 2), today: today, locale: Locale(identifier: "ja_JP")) == "2025年3月2日"
    )
  }

  /// A form about a pet asked about before says so at the top, with that inquiry one click away.
  @Test func askToAdopt_again_saysSo_andHoldsTheEarlierInquiry() throws {
    var answered = Inquiry.adaThisYear
    answered.status = .underReview
    let browser = try browser(FakeStore(inquiries: [.graceLastYear, answered]))
    #expect(browser.viewModel.selectPet(id: "bandit"))
    browser.viewModel.askToAdopt()
    let form = try #require(browser.viewModel.inquiryForm)
    #expect(form.previousTitle == "You already asked about Bandit: inquiry 2, Under review")
    let details = try #require(form.previousDetails)
    #expect(details.hasPrefix("Inquiry: 2\nPet: Bandit (bandit)\nStatus: Under review\nSent: "))
    #expect(details.hasSuffix("\nMessage: A quiet house with a big garden and a cat flap."))
    browser.viewModel.inquiryFormClosed()
    #expect(browser.viewModel.selectPet(id: "stuart"))
    browser.viewModel.askToAdopt()
    #expect(browser.viewModel.inquiryForm?.previousTitle == nil)
    #expect(browser.viewModel.inquiryForm?.previousDetails == nil)
  }

  /// The card says what the shelter made of the latest inquiry, once it has answered.
  @Test(arguments: [
    (InquiryStatus.submitted, "You asked about Bandit on 21 November"),
    (.underReview, "You asked about Bandit on 21 November: the shelter is looking at it"),
    (.approved, "You asked about Bandit on 21 November: the shelter approved it"),
    (.declined, "You asked about Bandit on 21 November: the shelter declined it"),
    (.withdrawn, "You asked about Bandit on 21 November and withdrew it"),
  ])
  func askedText_saysWhereTheLatestInquiryStands(status: InquiryStatus, expected: String) {
    var answered = Inquiry.adaThisYear
    answered.status = status
    let history = InquiryHistory([.graceLastYear, answered], calendar: utcCalendar)
    #expect(
      history.askedText(petID: "bandit", petName: "Bandit", today: today, locale: Locale(identifier: "en_GB"))
        == expected)
  }

  @Test func newForm_isFilledInFromTheRealStore() throws {
    try withTemporaryDirectory { folder in
      let store = try UserDataStore(location: UserDataLocation(directory: folder))
      _ = try store.addInquiry(.graceAboutZoe, at: .sentLastYear)
      _ = try store.addInquiry(.adaAboutBandit, at: .sentThisYear)
      let browser = Browser(try bundledCatalog(), userData: .success(store))
      #expect(browser.viewModel.selectPet(id: "bandit"))
      #expect(browser.viewModel.askedText == "You asked about Bandit on November 21")
      browser.viewModel.askToAdopt()
      let form = try #require(browser.viewModel.inquiryForm)
      #expect(form.form == Self.filledIn(petID: "bandit"))
    }
  }
}
