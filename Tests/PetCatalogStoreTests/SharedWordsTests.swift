import Foundation
import PetCatalog
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// A publish works out each pet's words and name key byte by byte; the plain references are
/// the SQLite store's rule as characters (`indexWords`, lowercased, split where a character is
/// not an ASCII letter or digit) and a name key's bytes in hex, one `String(format:)` each.
@Suite struct SharedWordsTests {
  static func referenceWords(_ folded: String) -> Set<String> {
    Set(
      SearchText.indexWords(folded).lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        .map(String.init))
  }

  static func referenceNameKey(_ name: String) -> String {
    "\\x" + PetRecord.nameKey(name).utf8.map { String(format: "%02x", $0) }.joined()
  }

  /// Odd text: accents as marks of their own, NUL, CR LF, the Kelvin sign (which lowercases to
  /// ASCII "k"), a dotted capital I, emoji with joiners, full-width letters, digits of other
  /// scripts, and bytes of every ASCII class.
  static let pieces = [
    "e\u{301}", "\u{0}", "\r\n", "\u{212A}", "\u{130}", "👩‍👩‍👧", "Ｂｅａ", "٣", "小雪", "Zoë", "ß", "ﬁ", "-", "'", "_",
    " ", "\t", "BEAGLE", "a1", "9", "~", "\u{7F}", "\u{85}", "é",
  ]

  @Test func words_andNameKeys_areTheReferences_onTheBundledPets() throws {
    for pet in try bundledCatalog().pets {
      let folded = SearchText.foldedParts(of: pet)
      #expect(SharedCatalog.words(folded) == Self.referenceWords(folded), "\(pet.id)")
      #expect(SharedCatalog.nameKey(pet.name) == Self.referenceNameKey(pet.name), "\(pet.id)")
    }
  }

  @Test func words_andNameKeys_areTheReferences_onOddText() {
    var generator = SeededGenerator(seed: 21)
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator) ?? ""
      }.joined()
      #expect(SharedCatalog.words(text) == Self.referenceWords(text), "\(text.debugDescription)")
      #expect(SharedCatalog.words(SearchText.fold(text)) == Self.referenceWords(SearchText.fold(text)))
      #expect(SharedCatalog.nameKey(text) == Self.referenceNameKey(text), "\(text.debugDescription)")
    }
  }
}

/// A picture as a publish sends it to a shared catalogue (`SharedCatalog.publishedPicture`).
@Suite struct PublishedPictureTests {
  @Test func aPathOfTheFolder_isItsAddressUnderThePicturesAddress_eachPartEncoded() {
    let base = URL(string: "https://pictures.example.org/riverbend")
    #expect(
      SharedCatalog.publishedPicture("pictures/señor bigotes#1.jpg", picturesAt: base)
        == "https://pictures.example.org/riverbend/pictures/se%C3%B1or%20bigotes%231.jpg")
    #expect(
      SharedCatalog.publishedPicture("./rex.jpg", picturesAt: URL(string: "http://127.0.0.1:8080/p/"))
        == "http://127.0.0.1:8080/p/rex.jpg")
    #expect(
      SharedCatalog.publishedPicture("https://elsewhere.example.org/rex.jpg", picturesAt: base)
        == "https://elsewhere.example.org/rex.jpg")
    #expect(
      SharedCatalog.publishedPicture("https://elsewhere.example.org/rex.jpg", picturesAt: nil)
        == "https://elsewhere.example.org/rex.jpg")
  }

  @Test func aFileWithNoPicturesAddress_orOneOutsideTheFolder_isNotPublished() {
    let base = URL(string: "https://pictures.example.org/")
    #expect(SharedCatalog.publishedPicture("pictures/rex.jpg", picturesAt: nil) == nil)
    #expect(SharedCatalog.publishedPicture("/home/riverbend/rex.jpg", picturesAt: base) == nil)
    #expect(SharedCatalog.publishedPicture("../secrets/rex.jpg", picturesAt: base) == nil)
  }
}
