import PetLocalization
import PetPresentation

/// The pet card as text: a `PetView` that the same `PetViewModel.configure(_:)`
/// fills as it fills the window's card, rendered inside a box-drawn border.
///
///     ╭──────────────────────────────────────────╮
///     │ 🐕 Stuart                         $500.00 │
///     ├──────────────────────────────────────────┤
///     │ Age          2 years old                 │
///     …
public final class TextCardView: PetView {
  /// The fields in the order the card shows them, with their labels.
  public enum Field: String, CaseIterable, Sendable {
    case age, breed, sex, size, coat, temperament, health, status, shelter, picture, photo

    /// Whether the card shows the field only when it has a text (`PetView.setCoat`, `setShelter`,
    /// `setPhotoPosition`).
    var isOptional: Bool { self == .coat || self == .shelter || self == .photo }

    /// The text for the field's label, e.g. `Age`.
    public var caption: String {
      switch self {
      case .age: trc("card", "Age")
      case .breed: trc("card", "Breed")
      case .sex: trc("card", "Sex")
      case .size: trc("card", "Size")
      case .coat: trc("card", "Coat")
      case .temperament: trc("card", "Temperament")
      case .health: trc("card", "Health")
      case .status: trc("card", "Status")
      case .shelter: trc("card", "Shelter")
      case .picture: trc("card", "Picture")
      case .photo: trc("card", "Photo")
      }
    }
  }

  public private(set) var name = ""
  public private(set) var image = PetImage(path: nil, accessibleDescription: "", glyph: "")
  public private(set) var adoptionFee = ""
  public private(set) var details: [Field: String] = [:]
  public private(set) var story = ""

  /// The line under the fields, e.g. `You asked about Stuart on November 21`, or `nil` for none.
  public var note: String?

  /// A folder that picture paths are shown relative to when they lie inside it.
  public var pictureBase: String?

  /// Shown for the picture row when a pet has no picture.
  public static var noPictureText: String {
    // TRANSLATORS: the card's Picture line for a pet with no picture.
    tr("none (placeholder shown)")
  }

  public init() {}

  public func setName(_ text: String) { name = text }
  public func setImage(_ image: PetImage) {
    self.image = image
    details[.picture] = image.path ?? Self.noPictureText
  }

  public func setPhotoPosition(_ text: String?) { details[.photo] = text }

  private var pictureText: String {
    if let address = image.address {
      // TRANSLATORS: the card's Picture line for a picture on the web not fetched (no network,
      // or the server failed); %1$@ is its address.
      return image.path == nil ? trf(tr("%1$@ (not fetched; placeholder shown)"), address) : address
    }
    guard let path = image.path else { return Self.noPictureText }
    guard let base = pictureBase, path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
  }
  public func setAge(_ text: String) { details[.age] = text }
  public func setAdoptionFee(_ text: String, isListed: Bool) { adoptionFee = text }
  public func setBreed(_ text: String) { details[.breed] = text }
  public func setSex(_ text: String) { details[.sex] = text }
  public func setSize(_ text: String) { details[.size] = text }
  public func setCoat(_ text: String?) { details[.coat] = text }
  public func setTemperament(_ text: String) { details[.temperament] = text }
  public func setHealth(_ text: String) { details[.health] = text }
  public func setStatus(_ text: String) { details[.status] = text }
  public func setShelter(_ text: String?) { details[.shelter] = text }
  public func setDescription(_ text: String) { story = text }

  /// Draws the pet's picture on the card; `nil` (the default) prints the card as text alone.
  public var pictures: (any PictureRendering)?

  /// The tallest the picture may be, in rows.
  public var pictureRows = 12

  /// A card at least this wide puts the picture beside the fields; a narrower one, above them.
  public static let sideBySideWidth = 90

  /// The widest the picture may be beside the fields, in columns.
  public static let sidePictureColumns = 26

  /// Writes the card, `width` columns wide (at least 40), to `output`.
  public func render(width: Int, style: TextStyle = .plain, to output: inout some TextOutputStream) {
    let width = max(width, 40)
    let inner = width - 4  // "│ " and " │"
    let border = { (left: String, right: String) in
      style.paint(left + String(repeating: "─", count: width - 2) + right, .border)
    }
    let side = style.paint("│", .border)
    func line(_ text: String, painted: String? = nil) {
      line(columns: DisplayWidth.of(text), painted: painted ?? text)
    }
    func line(columns: Int, painted: String) {
      let padding = String(repeating: " ", count: max(0, inner - columns))
      output.write("\(side) \(painted)\(padding) \(side)\n")
    }

    output.write(border("╭", "╮") + "\n")
    // The title: glyph and name on the left, the fee on the right.
    let fee = TerminalText.sanitize(adoptionFee)
    let glyph = image.glyph.isEmpty ? "" : image.glyph + " "
    let nameRoom = inner - DisplayWidth.of(glyph) - DisplayWidth.of(fee) - 1
    let title = DisplayWidth.truncate(TerminalText.sanitize(name), to: max(nameRoom, 1))
    let gap = String(repeating: " ", count: max(1, inner - DisplayWidth.of(glyph + title) - DisplayWidth.of(fee)))
    line(glyph + title + gap + fee, painted: glyph + style.paint(title, .name) + gap + style.paint(fee, .fee))
    output.write(border("├", "┤") + "\n")

    let besideFields = width >= Self.sideBySideWidth
    let picture = image.path.flatMap { path in
      pictures?.picture(
        at: path, inside: image.folder, columns: besideFields ? Self.sidePictureColumns : inner,
        rows: max(pictureRows, 1))
    }
    let fieldColumns = besideFields ? inner - (picture.map { $0.columns + 2 } ?? 0) : inner
    let fields = fieldLines(columns: fieldColumns, style: style)

    if let picture, besideFields {
      // Picture on the left, fields on the right, as many lines as the taller of the two.
      let cells = pictureCells(picture)
      for number in 0..<max(cells.count, fields.count) {
        let cell = number < cells.count ? cells[number] : String(repeating: " ", count: picture.columns)
        let field = number < fields.count ? fields[number] : (text: "", painted: "")
        line(columns: picture.columns + 2 + DisplayWidth.of(field.text), painted: cell + "  " + field.painted)
      }
      overlay(picture, linesUp: max(cells.count, fields.count), column: 2, to: &output)
    } else {
      if let picture {
        // The picture above the fields, in the middle of the card.
        let indent = String(repeating: " ", count: max(0, (inner - picture.columns) / 2))
        for cell in pictureCells(picture) {
          line(columns: indent.count + picture.columns, painted: indent + cell)
        }
        overlay(picture, linesUp: picture.rows, column: 2 + indent.count, to: &output)
        output.write(border("├", "┤") + "\n")
      }
      for field in fields { line(field.text, painted: field.painted) }
    }

    if let note = note.map({ TerminalText.sanitize($0) }), !note.isEmpty {
      output.write(border("├", "┤") + "\n")
      for text in TerminalText.wrap(note, columns: inner) { line(text) }
    }

    let storyText = TerminalText.sanitize(story, keepsLineBreaks: true)
    if !storyText.isEmpty {
      output.write(border("├", "┤") + "\n")
      for text in TerminalText.wrap(storyText, columns: inner) {
        line(text)
      }
    }
    output.write(border("╰", "╯") + "\n")
  }

  /// The labelled fields, wrapped to `columns`: each line as text (for its width) and as printed.
  private func fieldLines(columns: Int, style: TextStyle) -> [(text: String, painted: String)] {
    // The coat's line only for a pet whose shelter recorded it; the shelter's only in a
    // catalogue several shelters share.
    let shown = Field.allCases.filter { !$0.isOptional || details[$0] != nil }
    let labelWidth = shown.map { DisplayWidth.of($0.caption) }.max() ?? 0
    var result: [(text: String, painted: String)] = []
    for field in shown {
      let value = TerminalText.sanitize(field == .picture ? pictureText : details[field] ?? "")
      let lines = TerminalText.wrap(value, columns: columns - labelWidth - 2)
      for (number, text) in lines.enumerated() {
        let label = number == 0 ? field.caption : ""
        let padded = DisplayWidth.pad(label, to: labelWidth) + "  "
        result.append((padded + text, style.paint(padded, .label) + text))
      }
    }
    return result
  }

  /// The picture's lines for the card: its symbols, or blank cells that an image is drawn over.
  private func pictureCells(_ picture: TextPicture) -> [String] {
    switch picture.content {
    case .lines(let lines): lines
    case .image: Array(repeating: String(repeating: " ", count: picture.columns), count: picture.rows)
    }
  }

  /// For an image: goes back up `linesUp` lines to `column`, draws it over the blank cells left
  /// for it, and returns to where the card goes on (DECSC and DECRC, so however the terminal
  /// moves its cursor after an image, the card continues below).
  private func overlay(
    _ picture: TextPicture, linesUp: Int, column: Int, to output: inout some TextOutputStream
  ) {
    guard case .image(let sequence) = picture.content, linesUp > 0 else { return }
    output.write("\u{1B}7\u{1B}[\(linesUp)A\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + sequence + "\u{1B}8")
  }
}
