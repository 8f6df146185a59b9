import PetCatalog
import PetLocalization

/// Catalogue text made fit to show a person.
///
/// A catalogue is untrusted. An explicit bidirectional embedding, override or isolate
/// (U+202A–U+202E, U+2066–U+2069) in a name makes it read backwards ("Evil‮osla‬ Name" shows
/// as "Evilalso Name"), and an unclosed one reverses everything after it in the same label.
/// They are removed before any view sees the text. Right-to-left names and stories still read
/// right to left: their direction comes from their letters, not from these characters. The
/// lighter marks (LRM, RLM, ALM) reorder nothing and stay. The terminal's sanitiser
/// (`TerminalText`) still guards everything that reaches a terminal.
///
/// Text a window lays out must also cost time linear in its length. GTK 3's labels (Pango) took
/// quadratic time on a run with no place to break (a name of 1,000 letters 0.7 s, 2,000 1.9 s,
/// 4,000 6.4 s; a one-word story, 10,000 zero-width spaces or 10,000 combining marks alike),
/// so `cleaned` also keeps at most `scalarsPerCharacter` scalars in a character and one of a
/// run of invisible characters, and `wrappable` gives a story a place to break at least every
/// `longestUnbrokenRun` characters. A NUL ended the C string GTK was given ("Nul" where the
/// text was "Nul\0Byte"): every control character but the line breaks and tabs a story may hold
/// becomes `�`, in the window, the terminal and the headless window alike.
public enum DisplayText {
  /// `kids`, `kids and dogs`, `kids, dogs and cats`, as the reader's language lists words.
  public static func list(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    // TRANSLATORS: between the first words of a list such as "kids, dogs and cats".
    let comma = trc("list", ", ")
    // TRANSLATORS: before the last word of a list such as "kids, dogs and cats".
    let and = trc("list", " and ")
    return words.dropLast().joined(separator: comma) + and + last
  }

  /// What a control character is shown as: the same as the terminal's (`TerminalText`).
  public static let replacement: Unicode.Scalar = "\u{FFFD}"
  /// The most Unicode scalars one character keeps: a base and its marks, or an emoji sequence
  /// (👩🏽‍❤️‍💋‍👨🏿 has 10). Zalgo text past it loses marks it could not show anyway.
  public static let scalarsPerCharacter = 16
  /// The longest a name is shown, in characters, before it is cut with `…`.
  public static let readableNameLength = 64
  /// The longest a breed is shown, in characters, before it is cut with `…`.
  public static let readableBreedLength = 80
  /// The most characters a story shows with no place to break: measured, a break opportunity
  /// every 40 letters lays out 16,000 letters in 0.45 s over the window's start, linear.
  public static let longestUnbrokenRun = 64

  /// `text` without bidirectional embeddings, overrides and isolates, with control characters
  /// (but line breaks and tabs) as `�`, at most `scalarsPerCharacter` scalars a character, and
  /// one invisible character where a run of them stood.
  public static func cleaned(_ text: String) -> String {
    guard !text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A || $0 == 0x09 }) else { return text }
    var result = String.UnicodeScalarView()
    var lastWasInvisible = false
    for character in text {
      let scalars = character.unicodeScalars
      if scalars.allSatisfy(isInvisible) {
        if lastWasInvisible { continue }
        lastWasInvisible = true
      } else {
        lastWasInvisible = false
      }
      var kept = 0
      for scalar in scalars where !isDirectionalFormatting(scalar) {
        guard kept < scalarsPerCharacter else { break }
        kept += 1
        result.append(isControl(scalar) ? replacement : scalar)
      }
    }
    return String(result)
  }

  /// `cleaned(text)` cut to its first `limit` characters and `…` when it is longer.
  public static func clipped(_ text: String, to limit: Int) -> String {
    let shown = cleaned(text)
    // A character is at least one byte: a name of no more bytes than the limit is whole. The
    // list asks for 100,000 names; walking characters for each cost it a tenth of a second.
    if shown.utf8.count <= limit { return shown }
    var end = shown.startIndex
    for _ in 0..<limit {
      guard end < shown.endIndex else { return shown }
      end = shown.index(after: end)
    }
    return end == shown.endIndex ? shown : String(shown[..<end]) + "…"
  }

  /// Whether `clipped(text, to: limit)` leaves some of `text` out.
  public static func isClipped(_ text: String, to limit: Int) -> Bool {
    text.utf8.count > limit && cleaned(text).dropFirst(limit).isEmpty == false
  }

  /// `cleaned(text)` for a label that wraps, laid out in time linear in its length: a
  /// zero-width space (a place to break, shown as nothing) after every `longestUnbrokenRun`
  /// characters of a run with nowhere else to break. Measured in the window (the card's story,
  /// CPU time): 2,000, 8,000 and 32,000 letters in one word 32, 147 and 856 ms; plain words of
  /// the same lengths 17, 85 and 305 ms. Before, 4,000 letters took 6.4 s.
  public static func wrappable(_ text: String) -> String {
    let shown = cleaned(text)
    var result = ""
    var run = 0
    for character in shown {
      result.append(character)
      if character.isWhitespace || character == "\u{200B}" || character == "-" {
        run = 0
      } else {
        run += 1
        if run == longestUnbrokenRun {
          result.append("\u{200B}")
          run = 0
        }
      }
    }
    return result
  }

  private static func isDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    default: false
    }
  }

  /// A character that draws nothing and takes no room: a zero-width space or joiner, a word
  /// joiner, a byte-order mark, a soft hyphen.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00AD, 0x180E, 0x200B...0x200D, 0x2060...0x2064, 0xFEFF: true
    default: false
    }
  }
}

extension Pet {
  /// The pet's name as a person is shown it: `DisplayText.cleaned` of the catalogue's, cut to
  /// `DisplayText.readableNameLength` characters and `…` (the card's story begins with the
  /// whole name then).
  public var shownName: String { DisplayText.clipped(name, to: DisplayText.readableNameLength) }
}
