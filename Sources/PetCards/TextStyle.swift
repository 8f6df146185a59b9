/// Colour and weight for terminal output, or none at all.
///
/// Whether to use colour is decided once, by the caller (a terminal, not
/// `NO_COLOR`, not `--no-color`); a renderer only asks its style to paint.
public struct TextStyle: Sendable, Equatable {
  public var usesColor: Bool

  public static let plain = TextStyle(usesColor: false)
  public static let color = TextStyle(usesColor: true)

  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  public enum Role: Sendable {
    case name, fee, label, border, header, muted
  }

  /// `text` wrapped in the SGR codes for `role`, or as it is without colour.
  public func paint(_ text: String, _ role: Role) -> String {
    guard usesColor, !text.isEmpty else { return text }
    let code =
      switch role {
      case .name: "1"
      case .fee: "1;32"
      case .label: "36"
      case .border: "2"
      case .header: "1;4"
      case .muted: "2"
      }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
