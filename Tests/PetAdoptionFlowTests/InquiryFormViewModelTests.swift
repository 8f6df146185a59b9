import PetAdoptionFlow
import PetStore
import PetTestSupport
import Testing

@MainActor @Suite struct InquiryFormViewModelTests {
  let store = FakeStore()
  let background = ManualScheduler()
  let main = ManualScheduler()

  func makeViewModel() -> InquiryFormViewModel {
    InquiryFormViewModel(petID: "stuart", petName: "Stuart", store: store, background: background, main: main)
  }

  func fillIn(_ model: InquiryFormViewModel) {
    model.name = "Ada Lovelace"
    model.email = "ada@example.com"
    model.childrenAtHome = false
    model.housing = .own
    model.message = "We have a garden and I work from home."
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
    #expect(model.sendButtonTitle == "Send")
    #expect(model.statusText == nil)
    #expect(model.showsLandlordConsent == false)
  }

  @Test func message_showsOnlyOnceTheFieldIsFinished() {
    let model = makeViewModel()
    model.email = "ada@"
    #expect(model.message(for: .email) == nil)  // still typing
    model.finishEditing(.email)
    #expect(model.message(for: .email) == "Enter an email address like name@example.com")
    #expect(model.message(for: .name) == nil)  // not touched yet
    model.email = "ada@example.com"
    #expect(model.message(for: .email) == nil)
  }

  @Test func choices_countAsFinishedWhenAnswered() {
    let model = makeViewModel()
    model.housing = .rent
    #expect(model.showsLandlordConsent)
    #expect(model.message(for: .landlordConsent) == nil)
    model.landlordConsent = false
    #expect(model.message(for: .landlordConsent) == "Renters need their landlord's consent")
    model.landlordConsent = true
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

  @Test func send_whenValid_sendsInTheBackgroundAndSaysWhereTheReplyGoes() {
    let model = makeViewModel()
    fillIn(model)
    #expect(model.canSend)
    #expect(model.send())
    #expect(model.canSend == false)
    #expect(model.isEditable == false)
    #expect(model.sendButtonTitle == "Sending…")
    #expect(model.statusText == "Sending your inquiry…")
    #expect(model.closeButtonTitle == "Cancel")
    #expect(model.send() == false)

    background.runAll()
    main.runAll()
    #expect(store.submitted.map(\.applicantName) == ["Ada Lovelace"])
    #expect(model.sendButtonTitle == "Sent")
    #expect(model.statusText == "Sent. The shelter will reply to ada@example.com.")
    #expect(model.closeButtonTitle == "Close")
    #expect(model.canSend == false)
    model.name = "Someone else"  // ignored once sent
    #expect(model.name == "Ada Lovelace")
  }

  @Test func send_whenSaveFails_saysWhyAndAllowsAnotherTry() {
    let model = makeViewModel()
    fillIn(model)
    store.failNext("the disk is full")
    model.send()
    background.runAll()
    main.runAll()
    #expect(model.statusText == "Could not send your inquiry: the disk is full")
    #expect(model.sendButtonTitle == "Send")
    #expect(model.canSend)
    #expect(model.send())
    background.runAll()
    main.runAll()
    #expect(model.statusText == "Sent. The shelter will reply to ada@example.com.")
  }
}
