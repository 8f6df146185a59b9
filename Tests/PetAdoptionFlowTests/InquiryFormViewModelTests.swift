import Foundation
import PetAdoptionFlow
import PetStore
import PetTestSupport
import Testing

@MainActor @Suite struct InquiryFormViewModelTests {
  let store = FakeStore()
  let background = ManualScheduler()
  let main = ManualScheduler()

  func makeViewModel(shelter: ShelterContact = ShelterContact()) -> InquiryFormViewModel {
    InquiryFormViewModel(
      petID: "stuart", petName: "Stuart", shelter: shelter, store: store, background: background, main: main)
  }

  static let riverbend = ShelterContact(name: "Riverbend Animal Shelter", email: "adopt@riverbend.example")

  func fillIn(_ model: InquiryFormViewModel) {
    model.textChanged(.name, to: "Ada Lovelace")
    model.textChanged(.email, to: "ada@example.com")
    model.childrenAtHomeAnswered(false)
    model.housingAnswered(.own)
    model.textChanged(.message, to: "We have a garden and I work from home.")
  }

  @Test func newForm_showsTitleLabelsAndNoMessages() {
    let model = makeViewModel()
    #expect(model.title == "Ask to adopt Stuart")
    #expect(
      InquiryField.allCases.map(model.label(for:)) == [
        "Your name", "Email", "Phone (optional)", "Do children live in your home?", "Other pets at home (optional)",
        "Do you own or rent your home?", "My landlord agrees to a pet", "About your home",
      ])
    #expect(InquiryField.allCases.allSatisfy { model.message(for: $0) == nil })
    #expect(model.canSend == false)
    #expect(model.sendButtonTitle == "Save")
    #expect(model.statusText == nil)
    #expect(model.showsLandlordConsent == false)
  }

  @Test func message_showsOnlyOnceTheFieldIsFinished() {
    let model = makeViewModel()
    model.textChanged(.email, to: "ada@")
    #expect(model.message(for: .email) == nil)  // still typing
    model.finishEditing(.email)
    #expect(model.message(for: .email) == "Enter an email address like name@example.com")
    #expect(model.message(for: .name) == nil)  // not touched yet
    model.textChanged(.email, to: "ada@example.com")
    #expect(model.message(for: .email) == nil)
  }

  @Test func choices_countAsFinishedWhenAnswered() {
    let model = makeViewModel()
    model.housingAnswered(.rent)
    #expect(model.showsLandlordConsent)
    #expect(model.message(for: .landlordConsent) == nil)
    model.landlordConsentChanged(false)
    #expect(model.message(for: .landlordConsent) == "Renters need their landlord's consent")
    model.landlordConsentChanged(true)
    #expect(model.message(for: .landlordConsent) == nil)
  }

  @Test func send_whenInvalid_showsEveryProblemAndSendsNothing() {
    let model = makeViewModel()
    var changes = 0
    model.onChange = { changes += 1 }
    #expect(model.send() == false)
    #expect(changes == 1)
    #expect(model.message(for: .name) == "Enter your name")
    #expect(model.message(for: .childrenAtHome) == "Say whether children live in your home")
    #expect(model.message(for: .housing) == "Say whether you own or rent your home")
    #expect(model.message(for: .phone) == nil)
    #expect(background.pendingCount == 0)
  }

  @Test func send_whenValid_savesInTheBackground_andSaysTheShelterHasNoAddress() {
    let model = makeViewModel(shelter: ShelterContact(name: "Riverbend Animal Shelter"))
    fillIn(model)
    #expect(model.canSend)
    #expect(model.send())
    #expect(model.canSend == false)
    #expect(model.isEditable == false)
    #expect(model.sendButtonTitle == "Saving…")
    #expect(model.statusText == "Saving your inquiry…")
    #expect(model.closeButtonTitle == "Cancel")
    #expect(model.send() == false)

    background.runAll()
    main.runAll()
    #expect(store.submitted.map(\.applicantName) == ["Ada Lovelace"])
    #expect(model.sendButtonTitle == "Saved")
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. The catalogue gives no email address for Riverbend Animal Shelter: contact them and mention this inquiry."
    )
    #expect(model.closeButtonTitle == "Close")
    #expect(model.canSend == false)
    #expect(model.isPrimaryEnabled == false)
    #expect(model.emailLink == nil)
    model.textChanged(.name, to: "Someone else")  // ignored once sent
    #expect(model.form.name == "Ada Lovelace")
  }

  /// On a shared catalogue the inquiry goes to the shelter's database: the words say it is sent,
  /// not saved, and there is nothing to email.
  @Test func send_onASharedCatalogue_saysItReachedTheShelter() {
    let shared = FakeStore(reachesShelter: true)
    let model = InquiryFormViewModel(
      petID: "stuart", petName: "Stuart", shelter: Self.riverbend, store: shared, background: background, main: main)
    #expect(model.sendButtonTitle == "Send")
    fillIn(model)
    shared.failNext("the server is not answering")
    model.send()
    #expect(model.sendButtonTitle == "Sending…")
    #expect(model.statusText == "Sending your inquiry to the shelter…")
    background.runAll()
    main.runAll()
    #expect(model.statusText == "Could not send your inquiry: the server is not answering")
    #expect(model.sendButtonTitle == "Send")
    model.send()
    background.runAll()
    main.runAll()
    #expect(
      model.statusText
        == "Sent to Riverbend Animal Shelter as inquiry 101, with a copy kept on this computer. Their answer will show on the pet's card."
    )
    #expect(model.sendButtonTitle == "Sent")
    #expect(model.isPrimaryEnabled == false)
    #expect(model.emailLink == nil)
    #expect(model.closeButtonTitle == "Close")
  }

  @Test func send_whenSaveFails_saysWhyAndAllowsAnotherTry() {
    let model = makeViewModel()
    fillIn(model)
    store.failNext("the disk is full")
    model.send()
    background.runAll()
    main.runAll()
    #expect(model.statusText == "Could not save your inquiry: the disk is full")
    #expect(model.sendButtonTitle == "Save")
    #expect(model.canSend)
    #expect(model.send())
    background.runAll()
    main.runAll()
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. The catalogue gives no email address for the shelter: contact them and mention this inquiry."
    )
  }

  /// Saving sends nothing: once saved, the primary button emails the shelter through the
  /// desktop's mail program, and the words say where the inquiry is at each step.
  @Test func saved_withTheSheltersAddress_offersToEmailIt_andSaysWhatHappened() {
    let model = makeViewModel(shelter: Self.riverbend)
    fillIn(model)
    model.primaryActivated { _ in
      Issue.record("nothing is opened before it is saved")
      return nil
    }
    background.runAll()
    main.runAll()
    #expect(model.sendButtonTitle == "Email the Shelter")
    #expect(model.isPrimaryEnabled)
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. The shelter has not seen it yet: email it to them (adopt@riverbend.example)."
    )
    var opened: [String] = []
    model.primaryActivated { link in
      opened.append(link)
      return "No application is registered as handling this file"
    }
    #expect(opened == [model.emailLink])
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. No mail program opened (No application is registered as handling this file). Write to adopt@riverbend.example yourself."
    )
    model.primaryActivated { _ in nil }
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. Your mail program has the email to the shelter ready: send it from there."
    )
    #expect(store.submitted.count == 1)
  }
}

@Suite struct InquiryEmailTests {
  /// The whole email, and the whole link: every byte that is not unreserved is encoded, so the
  /// applicant's text (a `&`, a new line, `?cc=`) cannot add a header or a recipient.
  @Test func link_holdsTheInquiry_withNothingThatCouldAddAHeader() throws {
    var inquiry = Inquiry.graceLastYear
    inquiry.message = "Garden & cats?cc=evil@example.com\nBye"
    let email = InquiryEmail(inquiry: inquiry, petName: "Zoë", shelterName: "Riverbend Animal Shelter")
    #expect(email.subject == "Adoption inquiry: Zoë (zoe)")
    #expect(
      email.body
        == "Hello Riverbend Animal Shelter,\r\n\r\nI would like to adopt Zoë. My inquiry:\r\n\r\nInquiry: 1\r\n"
        + "Pet: Zoë (zoe)\r\nApplicant: Grace Hopper\r\nEmail: grace@example.com\r\nPhone: Not given\r\n"
        + "Household: Children at home · No other pets\r\nHousing: Rents, with the landlord's consent\r\n"
        + "Message: Garden & cats?cc=evil@example.com\nBye\r\n\r\nGrace Hopper")
    let link = email.link(to: "adopt@riverbend.example")
    #expect(
      link.hasPrefix(
        "mailto:adopt@riverbend.example?subject=Adoption%20inquiry%3A%20Zo%C3%AB%20%28zoe%29&body=Hello%20Riverbend"))
    #expect(link.filter { $0 == "?" }.count == 1)
    #expect(link.filter { $0 == "&" }.count == 1)
    #expect(!link.contains { $0 == " " || $0 == "\n" || $0 == "\r" })
    let body = try #require(link.range(of: "&body=")).upperBound
    #expect(String(link[body...]).removingPercentEncoding == email.body)
  }
}
