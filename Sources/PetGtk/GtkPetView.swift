import CPetGtk
import PetPresentation

/// The detail card in the window: a large picture and one GTK label per field.
///
/// It holds no formatting: `PetViewModel.configure(_:)` fills it exactly as it fills the text
/// card, and each setter hands its string to `gtk_label_set_text` (never markup).
@MainActor
public final class GtkPetView {
  /// The C card; owned by the window, or by this view when it made the card itself.
  let card: OpaquePointer
  private let ownsCard: Bool

  /// A card on its own, outside any window (tests).
  public init(placeholderPath: String?, pictureSize: Int = 256) {
    guard let card = pet_gtk_card_new(placeholderPath, Int32(pictureSize)) else {
      fatalError("pet_gtk_card_new returned NULL")
    }
    self.card = card
    self.ownsCard = true
  }

  /// The card inside a window, which keeps it alive.
  init(card: OpaquePointer) {
    self.card = card
    self.ownsCard = false
  }

  isolated deinit {
    if ownsCard { pet_gtk_card_free(card) }
  }

  /// What the label of `field` shows, read back from GTK (`gtk_label_get_text`).
  public func text(_ field: PetGtkField) -> String {
    pet_gtk_card_get_text(card, field).map { String(cString: $0) } ?? ""
  }

  /// Whether the label of `field` reads its text as markup; it never should.
  public func usesMarkup(_ field: PetGtkField) -> Bool {
    pet_gtk_card_get_uses_markup(card, field)
  }

  /// The picture file shown, or `nil` while the placeholder is shown.
  public var imagePath: String? {
    pet_gtk_card_get_image_path(card).map { String(cString: $0) }
  }

  /// The picture's accessible description, as screen readers get it.
  public var imageDescription: String {
    pet_gtk_card_get_image_description(card).map { String(cString: $0) } ?? ""
  }

  /// The fields in card order, with the names `--print-detail` prints.
  public static let fields: [(name: String, field: PetGtkField)] = [
    ("name", PET_GTK_FIELD_NAME), ("age", PET_GTK_FIELD_AGE), ("fee", PET_GTK_FIELD_FEE),
    ("breed", PET_GTK_FIELD_BREED), ("sex", PET_GTK_FIELD_SEX), ("size", PET_GTK_FIELD_SIZE),
    ("temperament", PET_GTK_FIELD_TEMPERAMENT), ("health", PET_GTK_FIELD_HEALTH),
    ("status", PET_GTK_FIELD_STATUS), ("description", PET_GTK_FIELD_DESCRIPTION),
  ]

  /// A button's text, e.g. `★` for the star, read back from GTK.
  public func buttonText(_ button: PetGtkCardButton) -> String {
    pet_gtk_card_get_button_text(card, button).map { String(cString: $0) } ?? ""
  }

  /// A button's tooltip and accessible name, e.g. `Remove Stuart from favourites`.
  public func buttonLabel(_ button: PetGtkCardButton) -> String {
    pet_gtk_card_get_button_tooltip(card, button).map { String(cString: $0) } ?? ""
  }

  /// Whether a button can be clicked.
  public func isButtonEnabled(_ button: PetGtkCardButton) -> Bool {
    pet_gtk_card_get_button_sensitive(card, button)
  }

  /// Clicks a button as a person would; nothing happens when it is disabled.
  public func click(_ button: PetGtkCardButton) {
    pet_gtk_card_click_button(card, button)
  }

  /// Draws a button: its text, its tooltip and accessible name, and whether it can be clicked.
  func setButton(_ button: PetGtkCardButton, text: String, label: String, isEnabled: Bool) {
    pet_gtk_card_set_button(card, button, text, label, isEnabled)
  }

  /// Everything the card's widgets hold, one `field: value` per line, read back from GTK.
  public var detailLines: [String] {
    Self.fields.map { "\($0.name): \(text($0.field))" } + [
      "favorite: \(buttonText(PET_GTK_CARD_BUTTON_FAVORITE))",
      "image: \(imagePath ?? "placeholder")",
      "image-description: \(imageDescription)",
    ]
  }

  private func set(_ field: PetGtkField, _ text: String) {
    pet_gtk_card_set_text(card, field, text)
  }
}

// `PetView` is not isolated, the card is: an isolated conformance (SE-0470) lets the main actor
// pass the card to `configure(_:)` while the compiler keeps it from ever reaching another thread.
extension GtkPetView: @MainActor PetView {
  public func setName(_ text: String) { set(PET_GTK_FIELD_NAME, text) }
  public func setImage(_ image: PetImage) {
    pet_gtk_card_set_image(card, image.path, image.accessibleDescription)
  }
  public func setAge(_ text: String) { set(PET_GTK_FIELD_AGE, text) }
  public func setAdoptionFee(_ text: String) { set(PET_GTK_FIELD_FEE, text) }
  public func setBreed(_ text: String) { set(PET_GTK_FIELD_BREED, text) }
  public func setSex(_ text: String) { set(PET_GTK_FIELD_SEX, text) }
  public func setSize(_ text: String) { set(PET_GTK_FIELD_SIZE, text) }
  public func setTemperament(_ text: String) { set(PET_GTK_FIELD_TEMPERAMENT, text) }
  public func setHealth(_ text: String) { set(PET_GTK_FIELD_HEALTH, text) }
  public func setStatus(_ text: String) { set(PET_GTK_FIELD_STATUS, text) }
  public func setDescription(_ text: String) { set(PET_GTK_FIELD_DESCRIPTION, text) }
}
