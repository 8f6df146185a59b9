/// The search rule (`SearchText`) as a word index can answer it.
///
/// A word index such as SQLite's FTS5 with its `ascii` tokenizer splits text where a character
/// is not an ASCII letter or digit, but it takes every character outside ASCII for part of a
/// word. Give it `indexWords(_:)` of the folded text, where each byte outside ASCII is a space,
/// and its words are exactly the Latin words that the rule lets a typed word start at; then:
///
/// - a typed word of ASCII letters and digits only holds exactly where an index word starts
///   with it (a prefix query, `"bea"*`);
/// - a typed word that starts with them and goes on with something else (`dog-sized`, `bjø`)
///   can only hold where an index word starts with its leading letters and digits: those pets
///   are the candidates, and `holds` decides;
/// - a typed word that starts outside the Latin alphabet matches anywhere, so no word index
///   narrows it: the folded texts are searched.
extension SearchText {
  /// How a store finds the pets whose text holds a typed word.
  public enum IndexLookup: Hashable, Sendable {
    /// Pets with an index word that starts with this; exactly the ones that hold the word.
    case wordStart(String)
    /// Pets with an index word that starts with `lead`, the typed word's leading ASCII letters
    /// and digits; of those, the ones whose text `holds` the whole word.
    case wordStartThenCheck(lead: String)
    /// Every pet's folded text, searched for the word anywhere (`holds` on each).
    case anywhere
  }

  /// How to find folded, non-empty `term` in an index of `indexWords`.
  public static func lookup(_ term: String) -> IndexLookup {
    let bytes = Array(term.utf8)
    let lead = bytes.prefix(while: isLatinLetterOrDigit)
    if lead.isEmpty { return .anywhere }
    let text = String(decoding: lead, as: UTF8.self)
    return lead.count == bytes.count ? .wordStart(text) : .wordStartThenCheck(lead: text)
  }

  /// Folded `text` for a word index: every byte outside ASCII replaced by a space, the rest as
  /// it is (see the type's comment); a NUL too, which a word index's text may stop at and which
  /// starts no word.
  public static func indexWords(_ folded: String) -> String {
    var bytes = Array(folded.utf8)
    for offset in bytes.indices where bytes[offset] >= 0x80 || bytes[offset] == 0 { bytes[offset] = 0x20 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The folded texts a search looks in for a pet besides its species, one per line, in one
  /// string: its name, breed, story and colour (`Pet.searchedTexts`). A typed word never holds a line break, so it can match
  /// in no more than one of them, and a line break starts a word as the start of a text does.
  public static func foldedParts(of pet: Pet) -> String {
    pet.searchedTexts.map(fold).joined(separator: "\n")
  }
}
