import Foundation
import PetLocalization
import PetPresentation
import PetStore

/// The "Ask to adopt" form: what it says, which messages show, whether Save
/// is enabled, saving, and emailing the shelter.
///
/// Saving keeps the inquiry in the adopter's own user data: nothing reaches the shelter by
/// itself, and the form never says otherwise. Once it is saved, the form offers to email it:
/// when the catalogue gives the shelter's address (`shelterEmail`) the primary button becomes
/// `Email the Shelter`, which hands the desktop's mail program a message with the inquiry
/// filled in (`emailLink`); the person sends it from there.
///
/// One shape with the browser's view model: what the form shows is one value (`State`); each
/// input (`textChanged(_:to:)`, `answered…`, `finishEditing(_:)`, `send()`, …) changes it
/// inside `update(_:)`, which calls `onChange` only when the value changed; every output is a
/// read of it. The view calls `finishEditing(_:)` when a text entry loses focus. A message shows beside a
/// field once the user has finished editing it (text entries), has answered it
/// (choices and the consent box), or has pressed Send; never while they are
/// still typing their first attempt. It lives on the main thread; sending runs
/// on `background` and the result comes back through `main`.
///
/// Closing the form loses nothing: the browser keeps what was typed as a draft for the pet
/// (`draft`), and the next form about that pet starts from it. Only Cancel throws the typing
/// away, and when the form holds anything typed (`isModified`) it first asks
/// `Discard this inquiry?`, with `Keep Editing` as the choice that loses nothing.
@MainActor
public final class InquiryFormViewModel {
  /// Where sending stands.
  public enum SendState: Equatable, Sendable {
    case editing
    case sending
    case sent(Inquiry)
    case failed(message: String)
  }

  /// Where the email to the shelter stands, once the inquiry is saved.
  public enum EmailState: Equatable, Sendable {
    case notOpened
    case opened
    case failed(reason: String)
    /// No program on this computer opens mail links: the email was put on the clipboard.
    case copied
  }

  /// How the form hands its email to the shelter: the desktop's mail program when it has one
  /// (asked before, as GIO's default handler for `mailto:`; "opening" a link with none reported
  /// success while nothing opened, issue 45), else the clipboard. Tests record both.
  public struct MailClient: Sendable {
    /// Whether a program opens `mailto:` links.
    public var hasMailProgram: @Sendable @MainActor () -> Bool
    /// Hands a `mailto:` link to it: `nil` when it took it, else why not.
    public var open: @Sendable @MainActor (String) -> String?
    /// Puts text on the clipboard.
    public var copy: @Sendable @MainActor (String) -> Void

    public init(
      hasMailProgram: @escaping @Sendable @MainActor () -> Bool,
      open: @escaping @Sendable @MainActor (String) -> String?,
      copy: @escaping @Sendable @MainActor (String) -> Void
    ) {
      self.hasMailProgram = hasMailProgram
      self.open = open
      self.copy = copy
    }
  }

  public let petName: String
  /// The latest inquiry already made about this pet, or `nil`: the form says so at the top.
  public let previous: Inquiry?
  /// The shelter's name and email address, from the catalogue, when it gives them.
  public let shelter: ShelterContact
  /// Everything the form shows, as one value.
  struct State: Equatable {
    /// What the applicant has entered.
    var form: InquiryForm
    /// The fields finished with: their messages show.
    var touched: Set<InquiryField> = []
    /// Whether Save has been pressed; from then on every problem shows.
    var sendAttempted = false
    var sendState: SendState = .editing
    /// Whether the email to the shelter was handed to a mail program, or why it could not be.
    var emailState: EmailState = .notOpened
    var hasMailProgram = true
    /// Whether the form asks `Discard this inquiry?` (after Cancel with something typed).
    var isAskingToDiscard = false
    /// Whether the person chose to throw the form away: no draft is kept.
    var isDiscarded = false
  }

  private var state: State
  private let store: any InquirySubmitting
  private let background: any WorkScheduler
  private let main: any WorkScheduler
  /// What the form held when it was new: blank, or filled in from the last inquiry.
  public let initialForm: InquiryForm

  /// What the applicant has entered.
  public var form: InquiryForm { state.form }
  /// The fields finished with.
  public var touched: Set<InquiryField> { state.touched }
  /// Whether Save has been pressed.
  public var sendAttempted: Bool { state.sendAttempted }
  /// Where saving stands.
  public var sendState: SendState { state.sendState }
  /// Whether the email to the shelter was handed to a mail program, or why it could not be.
  public var emailState: EmailState { state.emailState }
  /// Whether the form asks `Discard this inquiry?` (after Cancel with something typed).
  public var isAskingToDiscard: Bool { state.isAskingToDiscard }
  /// Whether the person chose to throw the form away: no draft is kept.
  public var isDiscarded: Bool { state.isDiscarded }

  /// Called on the main thread whenever anything the form shows may have changed.
  public var onChange: (() -> Void)?
  /// Called on the main thread once the inquiry is stored.
  public var onSent: ((Inquiry) -> Void)?
  /// Called on the main thread when the inquiry could not reach the shelter's server and was
  /// kept on this computer instead, to send again.
  public var onKeptUnsent: ((Inquiry) -> Void)?
  /// The inquiry kept unsent by the last Send, if it was.
  public private(set) var keptUnsent: Inquiry?

  /// A form about `petID` starting as `initial` (blank when `nil`), or from `draft` when the
  /// person left one.
  public init(
    petID: String, petName: String, shelter: ShelterContact = ShelterContact(), previous: Inquiry? = nil,
    store: any InquirySubmitting, background: any WorkScheduler, main: any WorkScheduler,
    initial: InquiryForm? = nil, draft: InquiryDrafts.Draft? = nil
  ) {
    self.shelter = shelter
    self.previous = previous
    let initial = initial ?? InquiryForm(petID: petID)
    self.initialForm = initial
    self.state = State(form: draft?.form ?? initial, touched: draft?.touched ?? [])
    self.petName = petName
    self.store = store
    self.background = background
    self.main = main
  }

  // MARK: - Inputs

  /// The text of `field` (a text entry) changed.
  public func textChanged(_ field: InquiryField, to text: String) {
    edit {
      switch field {
      case .name: $0.name = text
      case .email: $0.email = text
      case .phone: $0.phone = text
      case .otherPets: $0.otherPets = text
      case .message: $0.message = text
      case .childrenAtHome, .housing, .landlordConsent: break
      }
    }
  }

  /// "Do children live in your home?" was answered; answering counts as finishing with it.
  public func childrenAtHomeAnswered(_ answer: Bool?) {
    edit(touching: .childrenAtHome) { $0.childrenAtHome = answer }
  }

  /// "Do you own or rent your home?" was answered.
  public func housingAnswered(_ answer: Housing?) {
    edit(touching: .housing) { $0.housing = answer }
  }

  /// The landlord's consent box was ticked or cleared.
  public func landlordConsentChanged(_ consent: Bool) {
    edit(touching: .landlordConsent) { $0.landlordConsent = consent }
  }

  /// The user left `field` (a text entry lost focus): its message may show from now on.
  public func finishEditing(_ field: InquiryField) {
    update { state.touched.insert(field) }
  }

  /// Sends the form when it is valid and returns `true`; otherwise shows every
  /// problem and returns `false`. Does nothing while sending or once sent.
  @discardableResult
  public func send() -> Bool {
    switch sendState {
    case .sending, .sent: return false
    case .editing, .failed: break
    }
    guard let application = form.application else {
      update { state.sendAttempted = true }
      return false
    }
    update {
      state.sendAttempted = true
      state.sendState = .sending
    }
    let store = store
    let main = main
    background.schedule {
      let result: Result<Inquiry, FailureText>
      var kept: Inquiry?
      do {
        result = .success(try store.submitInquiry(application))
      } catch let error as InquiryKeptUnsent {
        kept = error.kept
        result = .failure(
          FailureText(
            text: trf(
              tr(
                // TRANSLATORS: under the adoption form; %1$@ says why the server could not be reached, naming it.
                "Not sent: the shelter's server cannot be reached (%1$@). Your inquiry is kept on this computer; click Send again when the server is back, now or after closing the form."
              ), DisplayText.cleaned(error.reason)),
            isWhole: true))
      } catch {
        result = .failure(FailureText(text: FavoritesViewModel.reason(error)))
      }
      main.schedule {
        MainActor.assumeIsolated {
          self.update {
            switch result {
            case .success(let inquiry):
              self.state.sendState = .sent(inquiry)
            case .failure(let failure) where failure.isWhole:
              self.state.sendState = .failed(message: failure.text)
            case .failure(let failure):
              self.state.sendState = .failed(
                message: store.reachesShelter
                  ? trf(tr("Could not send your inquiry: %1$@"), failure.text)
                  : trf(tr("Could not save your inquiry: %1$@"), failure.text))
            }
          }
          if case .success(let inquiry) = result { self.onSent?(inquiry) }
          self.keptUnsent = kept
          if let kept { self.onKeptUnsent?(kept) }
        }
      }
    }
    return true
  }

  /// Cancel was clicked: `true` when the form may close at once (nothing typed, or already
  /// sent); otherwise it asks `Discard this inquiry?` and returns `false`.
  public func cancel() -> Bool {
    if case .sent = sendState { return true }
    // Kept on this computer as it stands, to send again: nothing is lost by closing.
    if isKeptAsItStands { return true }
    guard isModified else { return true }
    update { state.isAskingToDiscard = true }
    return false
  }

  /// `Keep Editing` was chosen (or the question closed): back to the form as it was.
  public func keepEditing() {
    update { state.isAskingToDiscard = false }
  }

  /// `Discard` was chosen: the form is thrown away, and no draft kept; the form closes.
  public func discard() {
    update {
      state.isAskingToDiscard = false
      state.isDiscarded = true
    }
  }

  // MARK: - Outputs

  /// Whether the form holds anything the person typed or chose since it opened new.
  public var isModified: Bool { form != initialForm }

  /// Whether the form, as it stands, is kept on this computer unsent (the shelter's server could
  /// not be reached): closing it loses nothing.
  public var isKeptAsItStands: Bool {
    guard let keptUnsent, let application = form.application else { return false }
    return keptUnsent.application == application
  }

  /// What to keep when the form closes unsent: the form and the fields finished with.
  public var draft: InquiryDrafts.Draft { InquiryDrafts.Draft(form: form, touched: touched) }

  /// The text of the question before typing is thrown away: `Discard this inquiry?`.
  public var discardQuestion: String { tr("Discard this inquiry?") }

  /// The text under the question, e.g. `What you wrote about Stuart will be lost.`
  public var discardDetail: String {
    // TRANSLATORS: under "Discard this inquiry?"; %1$@ is the pet's name.
    trf(tr("What you wrote about %1$@ will be lost."), petName)
  }

  /// The question's two answers, with `_` before the Alt+letter key: `_Keep Editing`, which
  /// loses nothing, and `_Discard`.
  public var discardAnswers: (keep: String, discard: String) {
    // TRANSLATORS: the answers to "Discard this inquiry?"; "_" marks the Alt+letter key.
    (tr("_Keep Editing"), tr("_Discard"))
  }

  /// The text for the form's title, e.g. `Ask to adopt Stuart`.
  public var title: String {
    // TRANSLATORS: the form's title; %1$@ is the pet's name.
    trf(tr("Ask to adopt %1$@"), petName)
  }

  /// The text for the line at the top of a form about a pet asked about before, e.g. `You
  /// already asked about Stuart: inquiry 3, Approved`, or `nil` for a first inquiry.
  public var previousTitle: String? {
    guard let previous else { return nil }
    return trf(
      // TRANSLATORS: at the top of the form, opening the earlier inquiry; %1$@ is the pet's name,
      // %2$lld the inquiry's number, %3$@ where it stands, e.g. "Under review".
      tr("You already asked about %1$@: inquiry %2$lld, %3$@"), petName, previous.id, previous.status.displayName)
  }

  /// The earlier inquiry in full, one `Label: value` a line, under `previousTitle`.
  public var previousDetails: String? {
    guard let previous else { return nil }
    let details = InquiryViewModel(
      inquiry: previous, petName: petName, timeZone: .current, locale: Localization.readerLocale)
    return details.details.map { "\($0.label): \($0.value)" }.joined(separator: "\n")
  }

  /// The text for a field's label, e.g. `Phone (optional)`.
  public func label(for field: InquiryField) -> String {
    switch field {
    case .name: tr("Your name")
    case .email: tr("Email")
    case .phone: tr("Phone (optional)")
    case .childrenAtHome: tr("Do children live in your home?")
    case .otherPets: tr("Other pets at home (optional)")
    case .housing: tr("Do you own or rent your home?")
    case .landlordConsent: tr("My landlord agrees to a pet")
    case .message: tr("About your home")
    }
  }

  /// The text shown next to `field`, e.g. `Enter your name`, or `nil` when nothing should show.
  public func message(for field: InquiryField) -> String? {
    guard sendAttempted || touched.contains(field) else { return nil }
    return form.problem(with: field)
  }

  /// Whether the landlord's consent box is shown (only to renters).
  public var showsLandlordConsent: Bool { form.housing == .rent }

  /// Whether the Send button is enabled: the form is valid and nothing is being sent.
  public var canSend: Bool {
    switch sendState {
    case .sending, .sent: false
    case .editing, .failed: form.isValid
    }
  }

  /// Whether the entries can be edited (not while sending, nor once sent).
  public var isEditable: Bool {
    switch sendState {
    case .sending, .sent: false
    case .editing, .failed: true
    }
  }

  /// The text for the primary button: `Save`, `Saving…`, then `Email the Shelter` when the
  /// catalogue gives its address, else `Saved`; on a shared catalogue, whose database takes the
  /// inquiry to the shelter, `Send`, `Sending…`, then `Sent`.
  public var sendButtonTitle: String {
    switch sendState {
    // TRANSLATORS: the form's primary button on a shared catalogue: the inquiry goes to the shelter.
    case .editing where store.reachesShelter, .failed where store.reachesShelter: trc("button", "Send")
    // TRANSLATORS: the form's primary button: the inquiry is kept on this computer.
    case .editing, .failed: trc("button", "Save")
    case .sending where store.reachesShelter: tr("Sending…")
    case .sending: tr("Saving…")
    // TRANSLATORS: the primary button once the inquiry reached the shelter.
    case .sent(let inquiry) where inquiry.sharedID != nil: trc("button", "Sent")
    // TRANSLATORS: the primary button once the inquiry is saved: it opens an email to the shelter.
    case .sent where emailLink != nil && copiesTheEmail: tr("Copy the Email")
    case .sent where emailLink != nil: tr("Email the Shelter")
    // TRANSLATORS: the primary button once the inquiry is saved, when no address is known.
    case .sent: trc("button", "Saved")
    }
  }

  /// Whether the primary button does something: saves a valid form, or emails the saved one.
  public var isPrimaryEnabled: Bool {
    if case .sent = sendState { return emailLink != nil }
    return canSend
  }

  /// The primary button was clicked: saves, or once saved opens the email to the shelter
  /// through `open`, which answers `nil` when a mail program took it, or why not.
  public func primaryActivated(mail: MailClient) {
    guard case .sent(let inquiry) = sendState else {
      send()
      return
    }
    guard let emailLink, let address = shelter.email else { return }
    guard mail.hasMailProgram() else {
      mail.copy(InquiryEmail(inquiry: inquiry, petName: petName, shelterName: shelter.name).text(to: address))
      update { state.emailState = .copied }
      return
    }
    let opened = mail.open(emailLink).map { EmailState.failed(reason: $0) } ?? .opened
    update { state.emailState = opened }
  }

  /// Whether the primary button, once the inquiry is saved, copies the email rather than opening
  /// it: no program on this computer opens mail links. Told by `mailProgramLooked(found:)`.
  public var copiesTheEmail: Bool { !state.hasMailProgram }

  /// The form looked whether a program opens mail links, when it opened.
  public func mailProgramLooked(found: Bool) {
    update { state.hasMailProgram = found }
  }

  /// Why the primary button cannot save yet, for its tooltip: the first field that is not
  /// right, e.g. `About your home needs 20 characters; 4 so far`; `nil` when it can, or while
  /// it saves or is saved. The fields' own messages wait until each is left, so the last one
  /// typed in said nothing of why Save stayed disabled (issue 45).
  public var saveHint: String? {
    guard isEditable, !canSend, let first = form.problems.first else { return nil }
    let caption = label(for: first.field).replacingOccurrences(of: "_", with: "")
    if first.field == .message {
      let count = InquiryForm.trimmed(form.message).count
      if count < InquiryForm.minimumMessageLength {
        // TRANSLATORS: why Save is disabled; %1$@ is the field's caption, %2$lld the characters it needs, %3$lld those typed.
        return trf(tr("%1$@ needs %2$lld characters; %3$lld so far"), caption, InquiryForm.minimumMessageLength, count)
      }
    }
    // TRANSLATORS: why Save is disabled; %1$@ is the field's caption, %2$@ what is wrong with it.
    return trf(tr("%1$@: %2$@"), caption, first.message)
  }

  /// The `mailto:` link to the shelter with the saved inquiry as its subject and body, or `nil`
  /// before it is saved or when the catalogue gives no address.
  public var emailLink: String? {
    guard case .sent(let inquiry) = sendState, inquiry.sharedID == nil, let address = shelter.email else { return nil }
    return InquiryEmail(inquiry: inquiry, petName: petName, shelterName: shelter.name).link(to: address)
  }

  /// The text for the button that closes the form: `Cancel` until it is sent, then `Close`.
  public var closeButtonTitle: String {
    if case .sent = sendState { return tr("Close") }
    return tr("Cancel")
  }

  /// The texts of a choice's two answers, with `_` before the Alt+letter key, e.g. `_Yes` and
  /// `_No`; `nil` for fields that are not a choice of two.
  public nonisolated static func answers(for field: InquiryField) -> (first: String, second: String)? {
    switch field {
    case .childrenAtHome: (tr("_Yes"), tr("_No"))
    case .housing: (tr("I _own it"), tr("I _rent it"))
    default: nil
    }
  }

  /// The text for the card's button that opens the form.
  public nonisolated static var openButtonTitle: String { tr("Ask to adopt…") }

  /// The text for that button's tooltip and accessible name, e.g. `Ask the shelter to adopt Stuart`.
  public nonisolated static func openButtonLabel(petName: String) -> String {
    // TRANSLATORS: the tooltip of the card's "Ask to adopt…" button; %1$@ is the pet's name.
    trf(tr("Ask the shelter to adopt %1$@"), petName)
  }

  /// The shelter as the form's words name it: its name, cleaned, or `the shelter`.
  private var shelterNameText: String { shelter.name.map { DisplayText.cleaned($0) } ?? tr("the shelter") }

  /// The text under the form: where the inquiry is kept and how it reaches the shelter, e.g.
  /// `Saved on this computer as inquiry 3. The shelter has not seen it yet: email it to them
  /// (adopt@riverbend.example).`, or `nil` while editing.
  public var statusText: String? {
    switch sendState {
    case .editing: return nil
    case .sending where store.reachesShelter: return tr("Sending your inquiry to the shelter…")
    case .sending: return tr("Saving your inquiry…")
    case .failed(let message): return message
    case .sent(let inquiry) where inquiry.sharedID != nil:
      return trf(
        tr(
          // TRANSLATORS: %1$@ is the shelter's name (or "the shelter"), %2$lld the shelter's number for the inquiry.
          "Sent to %1$@ as inquiry %2$lld, with a copy kept on this computer. Their answer will show on the pet's card."
        ),
        shelterNameText, inquiry.sharedID ?? 0)
    case .sent(let inquiry):
      // TRANSLATORS: %1$lld is the inquiry's number, as `petcards inquiries list` shows it.
      let saved = trf(tr("Saved on this computer as inquiry %1$lld."), inquiry.id)
      guard let address = shelter.email else {
        return saved + " "
          + trf(
            // TRANSLATORS: %1$@ is the shelter's name, or "the shelter".
            tr("The catalogue gives no email address for %1$@: contact them and mention this inquiry."), shelterNameText
          )
      }
      switch emailState {
      case .notOpened:
        // TRANSLATORS: %1$@ is the shelter's email address.
        return saved + " " + trf(tr("The shelter has not seen it yet: email it to them (%1$@)."), address)
      case .opened:
        return saved + " " + tr("Your mail program has the email to the shelter ready: send it from there.")
      case .failed(let reason):
        // TRANSLATORS: %1$@ is why no mail program opened, %2$@ the shelter's email address.
        return saved + " " + trf(tr("No mail program opened (%1$@). Write to %2$@ yourself."), reason, address)
      case .copied:
        return saved + " "
          + trf(
            // TRANSLATORS: %1$@ is the shelter's email address.
            tr("No program on this computer opens mail, so the email is copied: paste it into a message to %1$@."),
            address)
      }
    }
  }

  /// Changes what is entered, while the form can be edited.
  private func edit(touching field: InquiryField? = nil, _ change: (inout InquiryForm) -> Void) {
    guard isEditable else { return }
    update {
      change(&state.form)
      if let field { state.touched.insert(field) }
      if case .failed = state.sendState { state.sendState = .editing }
    }
  }

  /// Runs `body`, which changes the state, and calls `onChange` when it did.
  private func update(_ body: () -> Void) {
    let before = state
    body()
    if state != before { onChange?() }
  }
}
