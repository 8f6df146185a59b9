import CPetGtk
import Foundation
import PetAdoptionFlow
import PetGtk
import PetTestSupport
import Testing

@MainActor
@Suite struct InquiryFormWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  /// Every message beside a field, read back from GTK, against the view model's.
  func expectShownMessagesMatch(_ form: InquiryFormWindow, sourceLocation: SourceLocation = #_sourceLocation) {
    for field in InquiryField.allCases {
      #expect(
        form.shownMessage(for: field) == form.model.message(for: field), "field \(field)",
        sourceLocation: sourceLocation)
    }
  }

  /// A window on the bundled catalogue (its data in `data`, mail through `mail` when given),
  /// shown, with Zoë's adoption form open: the window, which the test keeps alive while it
  /// uses the form (the window is destroyed with it), and the form.
  func zoesForm(
    data: TemporaryDataDirectory? = nil, mail: InquiryFormViewModel.MailClient? = nil
  ) throws -> (window: PetBrowserWindow, form: InquiryFormWindow) {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), data: data)
    if let mail { window.mail = mail }
    try Fixtures.show(window)
    #expect(window.select(petID: "zoe"))
    window.askToAdopt()
    return (window, try #require(window.inquiryForm))
  }

  @Test func askToAdopt_opensTheForm_andSaveStoresAnInquirySeenByPetcards_thenEmailsTheShelter() throws {
    let data = TemporaryDataDirectory()
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), data: data)
    let mail = MailRecorder()
    window.mail = mail.client
    try Fixtures.show(window)
    #expect(window.select(petID: "stuart"))
    #expect(window.card.buttonText(.askToAdopt) == "Ask to adopt…")
    #expect(window.card.buttonLabel(.askToAdopt) == "Ask the shelter to adopt Stuart")
    window.askToAdopt()
    let form = try #require(window.inquiryForm)
    #expect(form.model.title == "Ask to adopt Stuart")
    #expect(!form.sendIsEnabled)
    #expect(!form.isShown(.landlordConsent))
    #expect(form.shownStatus == nil)
    expectShownMessagesMatch(form)
    #expect(InquiryField.allCases.allSatisfy { form.shownMessage(for: $0) == nil })

    // Leaving a field shows what is wrong with it, beside it.
    form.type("Ada Lovelace", into: .name)
    form.leave(.name)
    form.type("ada@", into: .email)
    form.leave(.email)
    form.type("12", into: .phone)
    form.leave(.phone)
    #expect(form.shownMessage(for: .name) == nil)
    #expect(form.shownMessage(for: .email) == "Enter an email address like name@example.com")
    #expect(form.shownMessage(for: .phone) == "Enter the whole number, with at least 7 digits")
    expectShownMessagesMatch(form)

    // Renting asks for the landlord's consent.
    form.choose(1, for: .housing)
    #expect(form.isShown(.landlordConsent))
    #expect(form.shownMessage(for: .landlordConsent) == nil)  // not answered yet
    form.choose(1, for: .landlordConsent)
    form.choose(0, for: .landlordConsent)
    #expect(form.shownMessage(for: .landlordConsent) == "Renters need their landlord's consent")
    expectShownMessagesMatch(form)
    form.choose(1, for: .landlordConsent)
    form.choose(1, for: .childrenAtHome)
    form.type("ada@example.com", into: .email)
    form.type("", into: .phone)
    form.type("one old cat", into: .otherPets)
    #expect(!form.sendIsEnabled)
    form.type("A quiet flat with a garden nearby and someone home all day.", into: .message)
    expectShownMessagesMatch(form)
    #expect(InquiryField.allCases.allSatisfy { form.shownMessage(for: $0) == nil })
    #expect(form.sendIsEnabled == form.model.canSend)
    #expect(form.sendIsEnabled)

    #expect(form.sendTitle == "Save")
    form.clickSend()
    #expect(
      Fixtures.runMainLoop { form.shownStatus?.hasPrefix("Saved") == true },
      "not saved within 5 seconds: \(form.shownStatus ?? "")")
    // Nothing reached the shelter: the words say so, and the primary button now emails it.
    #expect(
      form.shownStatus
        == "Saved on this computer as inquiry 1. The shelter has not seen it yet: email it to them (adopt@riverbend.example)."
    )
    #expect(form.shownStatus == form.model.statusText)
    #expect(form.sendTitle == "Email the Shelter")
    #expect(form.sendIsEnabled)
    #expect(mail.opened == [])
    // Saved: nothing in it can be changed (the second answer of each choice still switched).
    #expect(InquiryField.allCases.filter { form.canChange($0) } == [])
    form.clickSend()
    #expect(mail.opened.count == 1)
    #expect(
      mail.opened.first?.hasPrefix(
        "mailto:adopt@riverbend.example?subject=Adoption%20inquiry%3A%20Stuart%20%28stuart%29&body=") == true)
    #expect(mail.opened.first == form.model.emailLink)
    #expect(
      form.shownStatus
        == "Saved on this computer as inquiry 1. Your mail program has the email to the shelter ready: send it from there."
    )

    let list = try data.petcards(["inquiries", "list"])
    let lines = list.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
    #expect(lines.count == 2, "\(list)")
    #expect(list.contains("Stuart (stuart)"))
    #expect(list.contains("Ada Lovelace"))
    #expect(list.contains("Submitted"))
    let shown = try data.petcards(["inquiries", "show", "1"])
    #expect(shown.contains("Rents, with the landlord's consent"))
    #expect(shown.contains("A quiet flat with a garden nearby and someone home all day."))
  }

  /// Another window taking the keyboard (Alt+Tab to copy an address) is not leaving the field:
  /// the half-typed field shows no message until the person really leaves it.
  @Test func anotherWindowTakingTheKeyboard_showsNoMessage_leavingTheFieldDoes() throws {
    let (window, form) = try zoesForm()
    defer { withExtendedLifetime(window) {} }
    // The name has the focus as the form opens.
    form.switchToAnotherWindow(from: .name)
    #expect(InquiryField.allCases.allSatisfy { form.shownMessage(for: $0) == nil })
    expectShownMessagesMatch(form)
    form.leave(.name)
    #expect(form.shownMessage(for: .name) == "Enter your name")
    expectShownMessagesMatch(form)
  }

  @Test func send_isInsensitive_untilTheFormIsValid() throws {
    let (window, form) = try zoesForm()
    defer { withExtendedLifetime(window) {} }
    let steps: [(InquiryFormWindow) -> Void] = [
      { $0.type("Grace Hopper", into: .name) },
      { $0.type("grace@example.com", into: .email) },
      { $0.choose(0, for: .childrenAtHome) },
      { $0.choose(0, for: .housing) },
    ]
    for step in steps {
      #expect(!form.sendIsEnabled)
      step(form)
    }
    #expect(!form.sendIsEnabled)
    #expect(!form.isShown(.landlordConsent))
    form.type("Too short", into: .message)
    #expect(!form.sendIsEnabled)
    form.leave(.message)
    #expect(form.shownMessage(for: .message) == "Tell the shelter a little about your home (at least 20 characters)")
    form.type("A house with a sunny window sill for a Siamese.", into: .message)
    #expect(form.sendIsEnabled)
    #expect(form.shownMessage(for: .message) == nil)
    expectShownMessagesMatch(form)
  }

  /// A message that comes or goes moves no field: each keeps its place, as drawn, so a click
  /// meant for Phone does not land in Email (a message moved every field below it by a line,
  /// issue 45). Each phone message in turn, the longest of its field, on the same line.
  @Test func messages_keepEveryFieldInItsPlace() throws {
    let (window, form) = try zoesForm()
    defer { withExtendedLifetime(window) {} }
    #expect(Fixtures.runMainLoop { form.top(of: .message) > 0 })
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    let places = InquiryField.allCases.map { form.top(of: $0) }
    for (field, text) in [
      (InquiryField.email, "ada@"), (.phone, "12ab"), (.phone, "12"), (.phone, String(repeating: "1", count: 31)),
      (.email, "ada@example.com"), (.phone, ""),
    ] {
      form.type(text, into: field)
      form.leave(field)
      _ = Fixtures.runMainLoop(for: 0.2) { false }
      #expect(InquiryField.allCases.map { form.top(of: $0) } == places, "after \(field) \(text)")
    }
    #expect(form.shownMessage(for: .email) == nil)
    form.leave(.name)
    #expect(form.shownMessage(for: .name) == "Enter your name")
    _ = Fixtures.runMainLoop(for: 0.2) { false }
    #expect(InquiryField.allCases.map { form.top(of: $0) } == places)
  }

  /// Save's tooltip says what is missing while the focus is still in the last field, whose
  /// message waits until it is left (issue 45).
  @Test func save_saysInItsTooltipWhyItWaits() throws {
    let (window, form) = try zoesForm()
    defer { withExtendedLifetime(window) {} }
    #expect(form.sendTooltip == "Your name: Enter your name")
    form.type("Ada Lovelace", into: .name)
    #expect(form.sendTooltip == "Email: Enter an email address like name@example.com")
    form.type("ada@example.com", into: .email)
    form.choose(0, for: .childrenAtHome)
    form.choose(0, for: .housing)
    form.type("A flat", into: .message)
    #expect(!form.sendIsEnabled)
    #expect(form.sendTooltip == "About your home needs 20 characters; 6 so far")
    form.type("A flat with a sunny window sill.", into: .message)
    #expect(form.sendIsEnabled)
    #expect(form.sendTooltip == nil)
  }

  /// With no program for mail links, the saved inquiry's button copies the email, and the
  /// form says where to paste it; nothing is "opened" (issue 45).
  @Test func saved_withNoMailProgram_copiesTheEmail() throws {
    let data = TemporaryDataDirectory()
    let mail = MailRecorder(hasMailProgram: false)
    let (window, form) = try zoesForm(data: data, mail: mail.client)
    defer { withExtendedLifetime(window) {} }
    form.type("Ada Lovelace", into: .name)
    form.type("ada@example.com", into: .email)
    form.choose(1, for: .childrenAtHome)
    form.choose(0, for: .housing)
    form.type("A flat with a sunny window sill.", into: .message)
    form.clickSend()
    #expect(Fixtures.runMainLoop { form.shownStatus?.hasPrefix("Saved") == true })
    #expect(form.sendTitle == "Copy the Email")
    form.clickSend()
    #expect(mail.opened == [])
    #expect(mail.copied.count == 1)
    #expect(
      mail.copied.first?.hasPrefix("To: adopt@riverbend.example\nSubject: Adoption inquiry: Zoë (zoe)\n\n") == true)
    #expect(
      form.shownStatus
        == "Saved on this computer as inquiry 1. No program on this computer opens mail, so the email is copied: paste it into a message to adopt@riverbend.example."
    )
  }
}
