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
    case age = "Age"
    case breed = "Breed"
    case sex = "Sex"
    case size = "Size"
    case temperament = "Temperament"
    case health = "Health"
    case status = "Status"
    case picture = "Picture"
  }

  public private(set) var name = ""
  public private(set) var image = PetImage(path: nil, accessibleDescription: "", glyph: "")
  public private(set) var adoptionFee = ""
  public private(set) var details: [Field: String] = [:]
  public private(set) var story = ""

  /// A folder that picture paths are shown relative to when they lie inside it.
  public var pictureBase: String?

  /// Shown for the picture row when a pet has no picture.
  public static let noPictureText = "none (placeholder shown)"

  public init() {}

  public func setName(_ text: String) { name = text }
  public func setImage(_ image: PetImage) {
    self.image = image
    details[.picture] = image.path ?? Self.noPictureText
  }

  private var pictureText: String {
    guard let path = image.path else { return Self.noPictureText }
    guard let base = pictureBase, path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
  }
  public func setAge(_ text: String) { details[.age] = text }
  public func setAdoptionFee(_ text: String) { adoptionFee = text }
  public func setBreed(_ text: String) { details[.breed] = text }
  public func setSex(_ text: String) { details[.sex] = text }
  public func setSize(_ text: String) { details[.size] = text }
  public func setTemperament(_ text: String) { details[.temperament] = text }
  public func setHealth(_ text: String) { details[.health] = text }
  public func setStatus(_ text: String) { details[.status] = text }
  public func setDescription(_ text: String) { story = text }

  /// Writes the card, `width` columns wide (at least 40), to `output`.
  public func render(width: Int, style: TextStyle = .plain, to output: inout some TextOutputStream) {
    let width = max(width, 40)
    let inner = width - 4  // "│ " and " │"
    let border = { (left: String, right: String) in
      style.paint(left + String(repeating: "─", count: width - 2) + right, .border)
    }
    let side = style.paint("│", .border)
    func line(_ text: String, painted: String? = nil) {
      let padding = String(repeating: " ", count: max(0, inner - DisplayWidth.of(text)))
      output.write("\(side) \(painted ?? text)\(padding) \(side)\n")
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

    let labelWidth = Field.allCases.map { DisplayWidth.of($0.rawValue) }.max() ?? 0
    for field in Field.allCases {
      let value = TerminalText.sanitize(field == .picture ? pictureText : details[field] ?? "")
      let lines = TerminalText.wrap(value, columns: inner - labelWidth - 2)
      for (number, text) in lines.enumerated() {
        let label = number == 0 ? field.rawValue : ""
        let padded = DisplayWidth.pad(label, to: labelWidth) + "  "
        line(padded + text, painted: style.paint(padded, .label) + text)
      }
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
}
