import PetCatalog

/// Catalogue text made fit to show a person.
///
/// A catalogue is untrusted. An explicit bidirectional embedding, override or isolate
/// (U+202A–U+202E, U+2066–U+2069) in a name makes it read backwards ("Evil‮osla‬ Name" shows
/// as "Evilalso Name"), and an unclosed one reverses everything after it in the same label.
/// They are removed before any view sees the text. Right-to-left names and stories still read
/// right to left: their direction comes from their letters, not from these characters. The
/// lighter marks (LRM, RLM, ALM) reorder nothing and stay. The terminal's sanitiser
/// (`TerminalText`) still guards everything that reaches a terminal.
public enum DisplayText {
  /// `text` without bidirectional embeddings, overrides and isolates.
  public static func cleaned(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isDirectionalFormatting) else { return text }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: text.unicodeScalars.lazy.filter { !isDirectionalFormatting($0) })
    return String(result)
  }

  private static func isDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }
}

extension Pet {
  /// The pet's name as a person is shown it: `DisplayText.cleaned` of the catalogue's.
  public var shownName: String { DisplayText.cleaned(name) }
}
