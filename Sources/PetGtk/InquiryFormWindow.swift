import CGtk3
import CPetGtk
import PetAdoptionFlow
import PetCards
import PetLocalization

/// The "Ask to adopt" dialog (form.ui): a modal GtkDialog over the browser window, drawing an
/// `InquiryFormViewModel`.
///
/// Each widget's change is read into the view model; on `onChange` everything the view model
/// says is drawn: the labels, the message beside each field, whether the landlord's consent is
/// asked, Send, and the status line.
@MainActor
public final class InquiryFormWindow {
  /// What the form shows and decides.
  public let model: InquiryFormViewModel
  let dialog: GObject
  /// The template's children Swift uses, held from the start: a destroyed dialog has none.
  private var children: [TemplateID: GObject] = [:]
  private var isClosed = false
  /// Called when the person closes the dialog.
  var onClose: (() -> Void)?

  /// How the email reaches the shelter: the desktop's mail program, or the clipboard. Tests
  /// put recorders here.
  let mail: InquiryFormViewModel.MailClient

  init(parent: GObject, model: InquiryFormViewModel, mail: InquiryFormViewModel.MailClient? = nil) {
    self.model = model
    let dialog = GObject(new: "PetGtkForm")
    self.mail = mail ?? Self.liveMail(over: dialog)
    self.dialog = dialog
    model.mailProgramLooked(found: self.mail.hasMailProgram())
    for field in InquiryField.allCases {
      for part in FormFieldPart.allCases where part.exists(for: field) {
        children[.form(field, part)] = dialog.child(.form(field, part))
      }
    }
    for id in FormID.allCases { children[id.templateID] = dialog.child(id) }
    // Each message's line is as wide as the longest it can say, on one line: with its line kept
    // while it is empty (`draw`), a message that comes or goes moves no field.
    for field in InquiryField.allCases {
      let problems = InquiryForm.Problem.allCases.filter { $0.field == field }
      let widest = problems.map { DisplayWidth.of($0.text) }.max() ?? 0
      let message = child(field, .message)
      message.set("wrap", false)
      message.set("width-chars", widest)
      message.set("max-width-chars", widest)
    }
    // The browser window the form is over: its monitor's height bounds the form's.
    dialog.set("transient-for", object: parent)
    for field in InquiryField.allCases {
      guard let answers = InquiryFormViewModel.answers(for: field) else { continue }
      child(field, .input).set("label", answers.first)
      child(field, .second).set("label", answers.second)
    }
    fill()
    // The closures hold this object weakly: the dialog that owns them may outlive it.
    for field in InquiryField.allCases {
      let signal = field == .landlordConsent || Self.isChoice(field) ? "toggled" : "changed"
      let source = field == .message ? child(.messageBuffer) : child(field, .input)
      source.connect(signal) { [weak self] _ in self?.changed(field) }
      if Self.isChoice(field) {
        child(field, .second).connect("toggled") { [weak self] _ in self?.changed(field) }
      }
      if !Self.isChoice(field) && field != .landlordConsent {
        // Leaving the field (Tab, a click on another) moves the dialog's focus; another window
        // taking the keyboard does not, and says nothing about the field, so it shows no
        // message. GTK sends the event before it moves the focus: look once it has.
        child(field, .input).connect("focus-out-event") { _ in
          GtkSession.runOnMainLoop { [weak self] in self?.left(field) }
        }
      }
    }
    dialog.connect("response") { [weak self] response in
      guard let self else { return }
      switch response {
      // Save, then Email the Shelter.
      case Int(GTK_RESPONSE_OK.rawValue): model.primaryActivated(mail: self.mail)
      // Cancel throws the form away, asking first when anything was typed.
      case Int(GTK_RESPONSE_CANCEL.rawValue): if model.cancel() { onClose?() }
      // Escape and the title bar's close button: the browser keeps what was typed as a draft.
      default: onClose?()
      }
    }
    child(.discardDialog).connect("response") { [weak self] response in
      guard let self else { return }
      // Discard; any other answer (Keep Editing, Escape) keeps editing.
      if response == Int(GTK_RESPONSE_REJECT.rawValue) {
        model.discard()
        onClose?()
      } else {
        model.keepEditing()
      }
    }
    // Closing is a response; the view model decides when the dialog goes.
    dialog.connect("delete-event") { _ in }
    dialog.connect("destroy") { [weak self] _ in self?.isClosed = true }
    model.onChange = { [weak self] in self?.draw() }
    draw()
  }

  isolated deinit {
    if !isClosed { pet_gtk_widget_destroy(dialog.pointer) }
  }

  /// Shows what the form starts with (a draft, or the applicant's details from their last
  /// inquiry) in the widgets, before their signals are connected.
  private func fill() {
    for field in [InquiryField.name, .email, .phone, .otherPets, .message] {
      let text =
        switch field {
        case .name: model.form.name
        case .email: model.form.email
        case .phone: model.form.phone
        case .otherPets: model.form.otherPets
        default: model.form.message
        }
      input(field).set("text", text)
    }
    if let children = model.form.childrenAtHome {
      child(.childrenAtHome, children ? .input : .second).set("active", true)
    }
    if let housing = model.form.housing {
      child(.housing, housing == .own ? .input : .second).set("active", true)
    }
    input(.landlordConsent).set("active", model.form.landlordConsent)
  }

  /// The height of the screen's work area the form fits in; `nil` asks GTK (tests set a small
  /// laptop's).
  public var screenHeight: Int? {
    didSet { fitToScreen() }
  }

  func present() {
    guard !isClosed else { return }
    fitToScreen()
    dialog.set("visible", true)
    child(.name, .input).set("has-focus", true)
    // Measured again once shown: the fields measured before the dialog is realized came out a
    // line taller than they draw, and a later fit shrank the dialog by that line.
    GtkSession.runOnMainLoop { [weak self] in
      guard let self, !isClosed else { return }
      fitToScreen()
    }
  }

  /// The template child `id`, as held since the dialog was made.
  private func child(_ id: TemplateID) -> GObject {
    guard let child = children[id] else { fatalError("the form has no \(id)") }
    return child
  }

  private func child(_ id: FormID) -> GObject { child(id.templateID) }

  /// The part `part` of `field`.
  private func child(_ field: InquiryField, _ part: FormFieldPart) -> GObject { child(.form(field, part)) }

  /// The fields take the height they need, as messages come and go, up to what the screen
  /// leaves (1366x768 at 1.5x text); past that they scroll, and Save stays in the header bar.
  private func fitToScreen() {
    dialog.emit("fit-to-screen", screenHeight ?? 0)
  }

  /// The desktop's mail: GIO's default handler for `mailto:` links, opened over `dialog`, and
  /// the clipboard.
  static func liveMail(over dialog: GObject) -> InquiryFormViewModel.MailClient {
    InquiryFormViewModel.MailClient(
      hasMailProgram: {
        guard let handler = g_app_info_get_default_for_uri_scheme("mailto") else { return false }
        g_object_unref(UnsafeMutableRawPointer(handler))
        return true
      },
      open: { link in
        var code: Int32 = 0
        return pet_gtk_show_uri(dialog.pointer, link, &code) ? nil : whyNotOpened(code)
      },
      copy: { text in
        gtk_clipboard_set_text(gtk_clipboard_get(gdk_atom_intern_static_string("CLIPBOARD")), text, -1)
      })
  }

  /// What a message's label holds while the field has nothing to say: a space, which keeps
  /// the label a line tall (an empty one is shorter).
  static let noMessage = " "

  /// Why no mail program took the link, from GIO's error code, in the reader's words.
  nonisolated static func whyNotOpened(_ code: Int32) -> String {
    switch code {
    case Int32(G_IO_ERROR_NOT_SUPPORTED.rawValue), Int32(G_IO_ERROR_NOT_FOUND.rawValue):
      tr("no program on this computer opens mail links")
    default:
      tr("the desktop could not start the mail program")
    }
  }

  /// Whether `field` is a choice of two answers (its second is `<field>_second`).
  nonisolated static func isChoice(_ field: InquiryField) -> Bool {
    InquiryFormViewModel.answers(for: field) != nil
  }

  private func input(_ field: InquiryField) -> GObject {
    (field == .message ? child(.messageBuffer) : child(field, .input))
  }

  private func text(_ field: InquiryField) -> String {
    input(field).string("text") ?? ""
  }

  /// A choice's answer: 0 the first, 1 the second, -1 none yet.
  private func choice(_ field: InquiryField) -> Int {
    if input(field).bool("active") { return 0 }
    return child(field, .second).bool("active") ? 1 : -1
  }

  private func changed(_ field: InquiryField) {
    guard !isClosed else { return }
    switch field {
    case .name, .email, .phone, .otherPets, .message: model.textChanged(field, to: text(field))
    case .childrenAtHome:
      let answer = choice(field)
      if answer >= 0 { model.childrenAtHomeAnswered(answer == 0) }
    case .housing:
      let answer = choice(field)
      if answer >= 0 { model.housingAnswered(answer == 0 ? .own : .rent) }
    case .landlordConsent: model.landlordConsentChanged(input(field).bool("active"))
    }
  }

  /// One line per output: the view model says, the dialog draws.
  private func draw() {
    guard !isClosed else { return }
    dialog.set("title", model.title)
    for field in InquiryField.allCases {
      let label = field == .landlordConsent ? input(field) : child(field, .caption)
      label.set("label", model.label(for: field))
      // Each message keeps its line, a space until it has something to say (an empty label is
      // shorter than a line): one that came and went moved every field below it by a line,
      // under the pointer (issue 45).
      child(field, .message).set("label", model.message(for: field) ?? Self.noMessage)
      if field != .message { input(field).set("sensitive", model.isEditable) }
      // Both answers of a choice: the second one still switched after Send.
      if Self.isChoice(field) { child(field, .second).set("sensitive", model.isEditable) }
    }
    child(.message, .input).set("sensitive", model.isEditable)
    // Hidden as a page of the same size, so the dialog keeps its size; insensitive too, so
    // the keyboard never reaches it there.
    child(.landlordConsentStack).set("visible-child-name", model.showsLandlordConsent ? "shown" : "hidden")
    input(.landlordConsent).set("sensitive", model.isEditable && model.showsLandlordConsent)
    child(.sendButton).set("label", model.sendButtonTitle)
    child(.sendButton).set("tooltip-text", model.saveHint)
    child(.sendButton).set("sensitive", model.isPrimaryEnabled)
    child(.cancelButton).set("label", model.closeButtonTitle)
    child(.statusLabel).set("label", model.statusText ?? "")
    child(.statusLabel).set("visible", model.statusText != nil)
    child(.previousExpander).set("label", model.previousTitle ?? "")
    child(.previousLabel).set("label", model.previousDetails ?? "")
    child(.previousExpander).set("visible", model.previousTitle != nil)
    fitToScreen()
    let question = child(.discardDialog)
    question.set("text", model.discardQuestion)
    question.set("secondary-text", model.discardDetail)
    child(.keepButton).set("label", model.discardAnswers.keep)
    child(.discardButton).set("label", model.discardAnswers.discard)
    if question.bool("visible") != model.isAskingToDiscard { question.set("visible", model.isAskingToDiscard) }
  }

  // MARK: Driving the form (tests act as a person would, through the widgets' signals)

  /// Types `text` into a text field, replacing what was there.
  public func type(_ text: String, into field: InquiryField) {
    guard !isClosed else { return }
    input(field).set("text", text)
  }

  /// Picks an answer: for children at home 0 yes, 1 no; for housing 0 own, 1 rent; for the
  /// landlord's consent 1 ticks the box and 0 clears it.
  public func choose(_ answer: Int, for field: InquiryField) {
    guard !isClosed else { return }
    if field == .landlordConsent {
      input(field).set("active", answer == 1)
    } else {
      child(field, answer == 0 ? .input : .second).set("active", true)
    }
  }

  /// After the focus went out of `field`'s input: the person left it, unless it is still the
  /// dialog's focus (the dialog lost the keyboard to another window, or was hidden).
  private func left(_ field: InquiryField) {
    guard !isClosed else { return }
    let widget = child(field, .input).pointer.assumingMemoryBound(to: GtkWidget.self)
    if gtk_widget_is_focus(widget) == 0 { model.finishEditing(field) }
  }

  /// Moves the keyboard focus out of a text field, as Tab does, and handles what follows.
  public func leave(_ field: InquiryField) {
    guard !isClosed else { return }
    let widget = child(field, .input).pointer.assumingMemoryBound(to: GtkWidget.self)
    // The focus moves to the dialog itself (no field), whether or not the dialog has the
    // keyboard under Xvfb; then the focus-out event Tab sends, which GTK sends only when it has.
    gtk_widget_grab_focus(widget)
    gtk_window_set_focus(dialog.pointer.assumingMemoryBound(to: GtkWindow.self), nil)
    sendFocusOut(to: widget)
  }

  /// Gives the keyboard to another window while `field` has the focus, as Alt+Tab does: the
  /// field's focus-out event, the field still the dialog's focus.
  public func switchToAnotherWindow(from field: InquiryField) {
    guard !isClosed else { return }
    let widget = child(field, .input).pointer.assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_grab_focus(widget)
    sendFocusOut(to: widget)
  }

  /// Sends `widget` a focus-out event, then handles what follows.
  private func sendFocusOut(to widget: UnsafeMutablePointer<GtkWidget>) {
    defer { GtkSession.runPendingEvents() }
    guard let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
    defer { gdk_event_free(event) }
    // gdk_event_free releases the window the event holds: it holds a reference of its own.
    if let window = gtk_widget_get_window(widget) {
      event.pointee.focus_change.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
    }
    event.pointee.focus_change.send_event = 1
    event.pointee.focus_change.in = 0
    gtk_widget_send_focus_change(widget, event)
  }

  /// Clicks Cancel.
  public func clickCancel() {
    guard !isClosed else { return }
    child(.cancelButton).emit("clicked")
  }

  /// Presses Escape, as a person closes a dialog.
  public func pressEscape() {
    guard !isClosed else { return }
    dialog.emit("close")
  }

  /// Whether the form asks `Discard this inquiry?`, read back from GTK.
  public var isAskingToDiscard: Bool { !isClosed && child(.discardDialog).bool("visible") }

  /// The question and its two answers as shown, read back from GTK, e.g. `Discard this
  /// inquiry?`, `What you wrote about Stuart will be lost.`, `_Keep Editing`, `_Discard`.
  public var discardQuestionTexts: [String] {
    let question = child(.discardDialog)
    return [
      question.string("text") ?? "", question.string("secondary-text") ?? "", child(.keepButton).text,
      child(.discardButton).text,
    ]
  }

  /// Answers the discard question: `true` clicks Discard, `false` Keep Editing.
  public func answerDiscardQuestion(discard: Bool) {
    guard isAskingToDiscard else { return }
    child(discard ? FormID.discardButton : .keepButton).emit("clicked")
  }

  /// What a text field shows, read back from GTK.
  public func shownText(_ field: InquiryField) -> String {
    text(field)
  }

  /// Whether the dialog has been closed (destroyed).
  public var isShown: Bool { !isClosed }

  /// The dialog's allocated size, in pixels.
  public var size: (width: Int, height: Int) {
    guard !isClosed, let bounds = dialog.bounds else { return (0, 0) }
    return (bounds.width, bounds.height)
  }

  /// The size GTK asks the dialog to take (its natural size; it is not resizable): the size
  /// it has once the display has done what GTK asked.
  public var wantedSize: (width: Int, height: Int) {
    guard !isClosed else { return (0, 0) }
    var natural = GtkRequisition()
    gtk_widget_get_preferred_size(dialog.pointer.assumingMemoryBound(to: GtkWidget.self), nil, &natural)
    return (Int(natural.width), Int(natural.height))
  }

  /// Saves the discard question as a PNG.
  public func saveDiscardQuestionScreenshot(to path: String) throws(ScreenshotError) {
    _ = try child(.discardDialog).saveScreenshot(to: path)
  }

  /// Clicks the primary button (Save, then Email the Shelter); nothing happens while it is disabled.
  public func clickSend() {
    guard !isClosed, sendIsEnabled else { return }
    child(.sendButton).emit("clicked")
  }

  /// The message shown beside `field`, read back from GTK, or `nil` when none is shown.
  public func shownMessage(for field: InquiryField) -> String? {
    let message = child(field, .message).text
    return message == Self.noMessage || message.isEmpty ? nil : message
  }

  /// Whether `field` is shown.
  public func isShown(_ field: InquiryField) -> Bool {
    if field == .landlordConsent { return child(.landlordConsentStack).string("visible-child-name") == "shown" }
    return input(field == .message ? .name : field).bool("visible")
  }

  /// The line at the top about the inquiry already made, and that inquiry in full, read back
  /// from GTK, or `nil` while it is hidden.
  public var shownPrevious: (title: String, details: String)? {
    guard !isClosed, child(.previousExpander).bool("visible") else { return nil }
    return (child(.previousExpander).string("label") ?? "", child(.previousLabel).text)
  }

  /// Where the primary button lies in the dialog, or `nil` while it is not shown.
  public var primaryButtonBounds: WidgetBounds? {
    isClosed ? nil : child(.sendButton).bounds
  }

  /// Whether the primary button (Save, then Email the Shelter) can be clicked, read back from GTK.
  public var sendIsEnabled: Bool { child(.sendButton).bool("sensitive") }

  /// The primary button's text, read back from GTK.
  public var sendTitle: String { child(.sendButton).string("label") ?? "" }

  /// The primary button's tooltip, read back from GTK: why it cannot save yet.
  public var sendTooltip: String? { child(.sendButton).string("tooltip-text") }

  /// Where `field`'s input starts, in pixels from the top of the form's content, as drawn.
  public func top(of field: InquiryField) -> Int {
    let widget = child(field, .input).pointer.assumingMemoryBound(to: GtkWidget.self)
    let content = child(.formContent).pointer.assumingMemoryBound(to: GtkWidget.self)
    var x: Int32 = 0
    var y: Int32 = 0
    _ = gtk_widget_translate_coordinates(widget, content, 0, 0, &x, &y)
    return Int(y)
  }

  /// Whether a person can change `field`: every widget of it takes input (both answers of a
  /// choice).
  public func canChange(_ field: InquiryField) -> Bool {
    guard !isClosed else { return false }
    let widget = field == .message ? child(.message, .input) : input(field)
    let second = Self.isChoice(field) ? child(field, .second).bool("sensitive") : true
    return widget.bool("sensitive") && second
  }

  /// The status line, read back from GTK, or `nil` while it is hidden.
  public var shownStatus: String? {
    let status = child(.statusLabel).text
    return status.isEmpty ? nil : status
  }

  /// Saves what the dialog shows as a PNG.
  public func saveScreenshot(to path: String) throws(ScreenshotError) {
    _ = try dialog.saveScreenshot(to: path)
  }
}

extension PetBrowserWindow {
  /// Clicks the card's "Ask to adopt" button; nothing happens while it is disabled.
  public func askToAdopt() {
    card.click(.askToAdopt)
  }
}

/// The adoption form's other objects (form.ui).
enum FormID: String, CaseIterable {
  case messageBuffer = "message_buffer"
  case cancelButton = "cancel_button"
  case sendButton = "send_button"
  case formScroller = "form_scroller"
  case formContent = "form_content"
  case previousExpander = "previous_expander"
  case previousLabel = "previous_label"
  case statusLabel = "status_label"
  case landlordConsentStack = "landlordConsent_stack"
  case discardDialog = "discard_dialog"
  case keepButton = "keep_button"
  case discardButton = "discard_button"

  var templateID: TemplateID { TemplateID(file: .form, id: rawValue) }
}
