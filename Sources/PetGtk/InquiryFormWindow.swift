import CPetGtk
import PetAdoptionFlow
import PetStore

/// The "Ask to adopt" dialog: a modal GtkDialog over the browser window, drawing an
/// `InquiryFormViewModel`.
///
/// The dialog reports each change (a field's number); this class reads the field's value into
/// the view model, and on `onChange` draws everything the view model says: the labels, the
/// message beside each field, whether the landlord's consent is asked, Send, and the status line.
@MainActor
public final class InquiryFormWindow {
  /// What the form shows and decides.
  public let model: InquiryFormViewModel
  let form: OpaquePointer
  /// Called when the person closes the dialog.
  var onClose: (() -> Void)?

  init(
    parent: OpaquePointer, petID: String, petName: String, store: any InquirySubmitting,
    background: any WorkScheduler, main: any WorkScheduler
  ) {
    model = InquiryFormViewModel(petID: petID, petName: petName, store: store, background: background, main: main)
    guard let form = pet_gtk_form_new(parent) else { fatalError("pet_gtk_form_new returned NULL") }
    self.form = form
    // The boxes hold this object weakly: it owns the dialog that owns them.
    pet_gtk_form_connect_changed(
      form, callIndex, CallbackBox<Int> { [weak self] field in self?.changed(field) }.retain(), releaseBox)
    pet_gtk_form_connect_left(
      form, callIndex, CallbackBox<Int> { [weak self] field in self?.left(field) }.retain(), releaseBox)
    pet_gtk_form_connect_send(
      form, callVoid, CallbackBox<Void> { [weak self] in self?.model.send() }.retain(), releaseBox)
    pet_gtk_form_connect_closed(
      form, callVoid, CallbackBox<Void> { [weak self] in self?.onClose?() }.retain(), releaseBox)
    model.onChange = { [weak self] in self?.draw() }
    draw()
  }

  isolated deinit {
    pet_gtk_form_free(form)
  }

  func present() {
    pet_gtk_form_present(form)
  }

  /// The dialog's field for a form field: both list the fields in the same order.
  static func gtkField(_ field: InquiryField) -> PetGtkFormField {
    PetGtkFormField(rawValue: UInt32(InquiryField.allCases.firstIndex(of: field) ?? 0))
  }

  private static func field(_ index: Int) -> InquiryField? {
    InquiryField.allCases.indices.contains(index) ? InquiryField.allCases[index] : nil
  }

  private func text(_ field: InquiryField) -> String {
    guard let text = pet_gtk_form_dup_text(form, Self.gtkField(field)) else { return "" }
    defer { pet_gtk_free(text) }
    return String(cString: text)
  }

  private func choice(_ field: InquiryField) -> Int {
    Int(pet_gtk_form_get_choice(form, Self.gtkField(field)))
  }

  private func changed(_ index: Int) {
    guard let field = Self.field(index) else { return }
    switch field {
    case .name: model.name = text(field)
    case .email: model.email = text(field)
    case .phone: model.phone = text(field)
    case .otherPets: model.otherPets = text(field)
    case .message: model.message = text(field)
    case .childrenAtHome:
      let answer = choice(field)
      model.childrenAtHome = answer < 0 ? nil : answer == 0
    case .housing:
      let answer = choice(field)
      model.housing = answer < 0 ? nil : answer == 0 ? .own : .rent
    case .landlordConsent: model.landlordConsent = choice(field) == 1
    }
  }

  private func left(_ index: Int) {
    guard let field = Self.field(index) else { return }
    model.finishEditing(field)
  }

  /// One line per output: the view model says, the dialog draws.
  private func draw() {
    pet_gtk_form_set_title(form, model.title)
    for field in InquiryField.allCases {
      pet_gtk_form_set_label(form, Self.gtkField(field), model.label(for: field))
      withOptionalCString(model.message(for: field)) { pet_gtk_form_set_message(form, Self.gtkField(field), $0) }
    }
    pet_gtk_form_set_field_visible(form, Self.gtkField(.landlordConsent), model.showsLandlordConsent)
    pet_gtk_form_set_editable(form, model.isEditable)
    pet_gtk_form_set_buttons(form, model.sendButtonTitle, model.canSend, model.closeButtonTitle)
    withOptionalCString(model.statusText) { pet_gtk_form_set_status(form, $0) }
  }

  // MARK: Driving the form (tests act as a person would, through the widgets' signals)

  /// Types `text` into a text field, replacing what was there.
  public func type(_ text: String, into field: InquiryField) {
    pet_gtk_form_set_text(form, Self.gtkField(field), text)
  }

  /// Picks an answer: for children at home 0 yes, 1 no; for housing 0 own, 1 rent; for the
  /// landlord's consent 1 ticks the box and 0 clears it.
  public func choose(_ answer: Int, for field: InquiryField) {
    pet_gtk_form_set_choice(form, Self.gtkField(field), Int32(answer))
  }

  /// Moves the keyboard focus out of a text field.
  public func leave(_ field: InquiryField) {
    pet_gtk_form_leave_field(form, Self.gtkField(field))
  }

  /// Clicks Send; nothing happens while it is disabled.
  public func clickSend() {
    pet_gtk_form_click_send(form)
  }

  /// The message shown beside `field`, read back from GTK, or `nil` when none is shown.
  public func shownMessage(for field: InquiryField) -> String? {
    pet_gtk_form_get_message(form, Self.gtkField(field)).map { String(cString: $0) }
  }

  /// Whether `field` is shown.
  public func isShown(_ field: InquiryField) -> Bool {
    pet_gtk_form_get_field_visible(form, Self.gtkField(field))
  }

  /// Whether Send can be clicked, read back from GTK.
  public var sendIsEnabled: Bool { pet_gtk_form_get_send_sensitive(form) }

  /// The status line, read back from GTK, or `nil` while it is hidden.
  public var shownStatus: String? {
    pet_gtk_form_get_status(form).map { String(cString: $0) }
  }

  /// Saves what the dialog shows as a PNG.
  public func saveScreenshot(to path: String) throws(ScreenshotError) {
    var error: UnsafeMutablePointer<CChar>?
    guard pet_gtk_form_save_png(form, path, &error) else {
      let message = error.map { String(cString: $0) } ?? "unknown error"
      pet_gtk_free(error)
      throw ScreenshotError(path: path, message: message)
    }
  }
}

extension PetBrowserWindow {
  /// Opens the adoption form for the selected pet (the card's "Ask to adopt" button), or brings
  /// the open one forward.
  func openInquiryForm() {
    if let inquiryForm {
      inquiryForm.present()
      return
    }
    guard let store, let id = selectedPetID, let pet = list.catalog.pets.first(where: { $0.id == id }) else { return }
    let form = InquiryFormWindow(
      parent: window, petID: pet.id, petName: pet.name, store: store, background: background, main: mainLoop)
    form.onClose = { [weak self] in
      // Not from inside the dialog's own signal: drop it once the main loop is idle.
      GtkSession.runOnMainLoop { self?.inquiryForm = nil }
    }
    inquiryForm = form
    form.present()
  }

  /// Clicks the card's "Ask to adopt" button; nothing happens while it is disabled.
  public func askToAdopt() {
    card.click(PET_GTK_CARD_BUTTON_ASK_TO_ADOPT)
  }
}
