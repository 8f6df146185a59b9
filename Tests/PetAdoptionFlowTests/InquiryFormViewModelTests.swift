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
    let mail = MailRecorder(answer: "No application is registered as handling this file")
    model.primaryActivated(mail: mail.client)
    #expect(mail.opened == [], "nothing is opened before it is saved")
    background.runAll()
    main.runAll()
    #expect(model.sendButtonTitle == "Email the Shelter")
    #expect(model.isPrimaryEnabled)
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. The shelter has not seen it yet: email it to them (adopt@riverbend.example)."
    )
    model.primaryActivated(mail: mail.client)
    #expect(mail.opened == [model.emailLink])
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. No mail program opened (No application is registered as handling this file). Write to adopt@riverbend.example yourself."
    )
    mail.answer = nil
    model.primaryActivated(mail: mail.client)
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. Your mail program has the email to the shelter ready: send it from there."
    )
    #expect(mail.copied == [])
    #expect(store.submitted.count == 1)
  }
}

extension InquiryFormViewModelTests {
  /// With no program for mail links, the primary button copies the email instead of "opening"
  /// it: it said "Your mail program has the email ready" while nothing opened (issue 45).
  @Test func saved_withNoMailProgram_copiesTheEmail_andSaysWhereToSendIt() {
    let model = makeViewModel(shelter: Self.riverbend)
    let mail = MailRecorder(hasMailProgram: false)
    model.mailProgramLooked(found: false)
    #expect(model.copiesTheEmail)
    fillIn(model)
    model.primaryActivated(mail: mail.client)
    background.runAll()
    main.runAll()
    #expect(model.sendButtonTitle == "Copy the Email")
    model.primaryActivated(mail: mail.client)
    #expect(mail.opened == [])
    #expect(
      mail.copied == [
        "To: adopt@riverbend.example\nSubject: Adoption inquiry: Stuart (stuart)\n\nHello Riverbend Animal Shelter,\n\n"
          + "I would like to adopt Stuart. My inquiry:\n\nInquiry: 1\nPet: Stuart (stuart)\nApplicant: Ada Lovelace\n"
          + "Email: ada@example.com\nPhone: Not given\nHousehold: No children at home · No other pets\n"
          + "Housing: Owns their home\nMessage: We have a garden and I work from home.\n\nAda Lovelace\n"
      ])
    #expect(
      model.statusText
        == "Saved on this computer as inquiry 1. No program on this computer opens mail, so the email is copied: paste it into a message to adopt@riverbend.example."
    )
  }

  /// Save's tooltip says why it is disabled, the field whose message waits until it is left
  /// first (issue 45: the focus still in the last field, Save stayed grey with no reason).
  @Test func saveHint_saysWhatIsMissing_untilTheFormCanBeSaved() {
    let model = makeViewModel()
    #expect(model.saveHint == "Your name: Enter your name")
    fillIn(model)
    model.textChanged(.message, to: "  A flat.  ")
    #expect(model.saveHint == "About your home needs 20 characters; 7 so far")
    model.textChanged(.message, to: "A flat with a garden.")
    #expect(model.saveHint == nil)
    model.textChanged(.email, to: "ada@")
    #expect(model.saveHint == "Email: Enter an email address like name@example.com")
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
