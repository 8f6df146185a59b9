/// Makes catalogue text safe to print on a terminal.
///
/// A catalogue is untrusted: a name may hold an escape sequence that clears the
/// screen or retitles the window, or a bidirectional override that makes text
/// read backwards. Those never reach the terminal raw.
public enum TerminalText {
  /// What a removed character is shown as.
  public static let replacement: Character = "\u{FFFD}"

  /// `text` with control characters, bidi overrides and isolates replaced by `�`.
  /// Tabs become a space; line breaks are kept only when `keepsLineBreaks`.
  public static func sanitize(_ text: String, keepsLineBreaks: Bool = false) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where keepsLineBreaks:
        result.append(scalar)
      case 0x09:
        result.append(" ")
      case 0x0D where keepsLineBreaks:
        continue
      case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C,
        0x2028, 0x2029:
        result.append(contentsOf: String(replacement).unicodeScalars)
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// A message for standard error: `sanitize(_:keepsLineBreaks:)`, and each line cut to its
  /// first `maximumLineLength` Unicode scalars and `…`, so a message that echoes a huge value
  /// (from the command line or a file) stays readable.
  public static func message(_ text: String, keepsLineBreaks: Bool = false, maximumLineLength: Int = 1_000) -> String {
    sanitize(text, keepsLineBreaks: keepsLineBreaks)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        guard !line.unicodeScalars.dropFirst(maximumLineLength).isEmpty else { return String(line) }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: line.unicodeScalars.prefix(maximumLineLength - 1))
        return String(cut) + "…"
      }
      .joined(separator: "\n")
  }

  /// Breaks `text` into lines of at most `columns` display columns, at spaces
  /// where it can and inside a word only when the word alone is too long.
  /// Line breaks in `text` start new lines; blank lines are kept.
  public static func wrap(_ text: String, columns: Int) -> [String] {
    let columns = max(columns, 1)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        var word = String(word)
        var wordWidth = DisplayWidth.of(word)
        if lineWidth > 0, lineWidth + 1 + wordWidth <= columns {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        // A word wider than the line is cut into pieces that fit, in one pass over it: each
        // character is measured once, so a 200,000-character word costs linear time.
        if wordWidth > columns {
          var piece = ""
          var pieceWidth = 0
          for character in word {
            let width = DisplayWidth.of(character)
            if pieceWidth + width > columns, !piece.isEmpty {
              lines.append(piece)
              piece = ""
              pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += width
          }
          word = piece
          wordWidth = pieceWidth
        }
        line = word
        lineWidth = wordWidth
      }
      lines.append(line)
    }
    return lines
  }
}
