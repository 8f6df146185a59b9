import CPetGtk
import PetAdoptionFlow
import PetBrowsing

/// An object that a template (a `.ui` file in Resources/ui) names with an id, as Swift reaches
/// it. Each id is declared once, beside the code that binds it: `WindowID` in
/// PetBrowserWindow.swift, `FormID` in InquiryFormWindow.swift, the card's below. Code names
/// `.headerBar`, never the text `"header_bar"`, so a typo does not compile, and
/// `TemplateIDTests` checks every id (`all`) against the `.ui` file it belongs to, so a renamed
/// widget fails a test rather than a run. C binds every id a template holds by reading the
/// template (pet_gtk.c), so no third list exists.
struct TemplateID: Hashable, Sendable, CustomStringConvertible {
  /// The template files.
  enum File: String, CaseIterable, Sendable {
    case window = "window.ui"
    case card = "card.ui"
    case form = "form.ui"
  }

  /// The template it is in.
  let file: File
  /// The id, as the `.ui` file writes it.
  let id: String

  var description: String { "\(file.rawValue)#\(id)" }
}

/// The list's columns, left to right, each `<name>_column` in window.ui; the view model names
/// them the same way (`columnSamples`, `sortedColumn`).
enum ListColumn: String, CaseIterable {
  case picture, name, species, age, fee, distance, star

  /// The model column its cells show.
  var cells: PetGtkColumn {
    switch self {
    case .picture: PET_GTK_COLUMN_IMAGE_PATH
    case .name: PET_GTK_COLUMN_NAME
    case .species: PET_GTK_COLUMN_SPECIES
    case .age: PET_GTK_COLUMN_AGE
    case .fee: PET_GTK_COLUMN_FEE
    case .distance: PET_GTK_COLUMN_DISTANCE
    case .star: PET_GTK_COLUMN_STAR
    }
  }

  var templateID: TemplateID { TemplateID(file: .window, id: "\(rawValue)_column") }
}

/// The parts of an adoption form's field in form.ui: `<field>_input`, `_caption`, `_message`,
/// and for a choice of two its second answer, `_second`.
enum FormFieldPart: String, CaseIterable {
  case input, caption, message, second

  /// Whether `field` has this part: the consent box is its own caption, and only the choices
  /// have a second answer.
  func exists(for field: InquiryField) -> Bool {
    switch self {
    case .input, .message: true
    case .caption: field != .landlordConsent
    case .second: InquiryFormWindow.isChoice(field)
    }
  }
}

extension TemplateID {
  /// A drop-down's label (window.ui).
  static func label(_ kind: BrowserChoice.Kind) -> TemplateID {
    TemplateID(file: .window, id: "\(kind.rawValue)_label")
  }
  /// A drop-down (window.ui).
  static func combo(_ kind: BrowserChoice.Kind) -> TemplateID {
    TemplateID(file: .window, id: "\(kind.rawValue)_combo")
  }

  /// The card's picture (card.ui).
  static let cardImage = TemplateID(file: .card, id: "image")
  /// The line under "Ask to adopt…" (card.ui).
  static let askedLabel = TemplateID(file: .card, id: "asked_label")
  /// The gallery's arrows and position, under the picture (card.ui).
  static let photoBar = TemplateID(file: .card, id: "photo_bar")
  /// Which photo the picture is, "2 of 6" (card.ui).
  static let photoPosition = TemplateID(file: .card, id: "photoPosition_label")
  /// The caption before the fee (card.ui).
  static let feeCaption = TemplateID(file: .card, id: "fee_caption")
  /// The card's label of `field` (card.ui).
  static func label(_ field: CardField) -> TemplateID { TemplateID(file: .card, id: "\(field.rawValue)_label") }
  /// The caption before `field`'s label (card.ui), for the fields that have one.
  static func caption(_ field: CardField) -> TemplateID { TemplateID(file: .card, id: "\(field.rawValue)_caption") }
  /// One of the card's buttons (card.ui).
  static func button(_ button: GtkPetView.Button) -> TemplateID {
    TemplateID(file: .card, id: "\(button.rawValue)_button")
  }

  /// A part of the form's `field` (form.ui).
  static func form(_ field: InquiryField, _ part: FormFieldPart) -> TemplateID {
    TemplateID(file: .form, id: "\(field.rawValue)_\(part.rawValue)")
  }

  /// Every id Swift reaches, for the test that holds them to the `.ui` files.
  static var all: [TemplateID] {
    WindowID.allCases.map(\.templateID) + ListColumn.allCases.map(\.templateID)
      + BrowserChoice.Kind.allCases.flatMap { [label($0), combo($0)] }
      + [cardImage, askedLabel, feeCaption, photoBar, photoPosition] + CardField.allCases.map { label($0) }
      + BrowserTexts.cardCaptions.map { caption($0.field) } + GtkPetView.Button.allCases.map { button($0) }
      + FormID.allCases.map(\.templateID)
      + InquiryField.allCases.flatMap { field in
        FormFieldPart.allCases.filter { $0.exists(for: field) }.map { form(field, $0) }
      }
  }
}

extension GObject {
  /// The object `id` names in this widget's template.
  func child(_ id: TemplateID) -> GObject { child(named: id.id) }
  /// The browser window's object `id`.
  func child(_ id: WindowID) -> GObject { child(id.templateID) }
  /// The form's object `id`.
  func child(_ id: FormID) -> GObject { child(id.templateID) }
}
