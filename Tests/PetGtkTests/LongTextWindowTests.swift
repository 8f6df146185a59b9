import CGtk3
import CPetGtk
import Foundation
import PetCatalog
import PetGtk
import PetPresentation
import PetTestSupport
import Testing

/// Catalogue text that GTK 3 laid out in quadratic time froze the window: a name of 1,000
/// letters with no space took 0.7 s, 4,000 6.4 s, 10,000 40 s (Ctrl+Q ignored meanwhile); a
/// one-word story, 10,000 zero-width spaces and 10,000 combining marks alike. The view model
/// now bounds what each label gets (`DisplayText`), and the window's cost grows linearly.
@MainActor
@Suite(.serialized) struct LongTextWindowTests {
  /// A pet whose name and breed are `length` letters with no space, and whose story is a word
  /// of `length` letters, `length` zero-width spaces, and a letter with `length` combining marks.
  static func longPet(_ length: Int) -> Pet {
    var pet = Fixtures.pet(id: "long\(length)", name: String(repeating: "N", count: length))
    pet.breed = String(repeating: "B", count: length)
    pet.description =
      String(repeating: "S", count: length) + " " + String(repeating: "\u{200B}", count: length) + " x"
      + String(repeating: "\u{0301}", count: length)
    return pet
  }

  /// The card's own labels (their fonts and widths), given the view model's texts for pets of
  /// 1,000 and 4,000 characters, and asked for their height at a width, which lays them out.
  /// The main loop is not run inside the measure: other tests' windows share it.
  @Test func cardText_isLaidOutInTimeLinearInItsLength() throws {
    try Fixtures.requireDisplay()
    let sizes = [1_000, 4_000]
    let window = Fixtures.window(for: Catalog(pets: sizes.map(Self.longPet)))
    window.requestSize(width: 1280, height: 800)
    try Fixtures.show(window)
    defer { window.close() }
    let context = PresentationContext(today: Fixtures.today)
    let texts = Dictionary(
      uniqueKeysWithValues: sizes.map { size in
        let model = PetViewModel(pet: Self.longPet(size), context: context)
        return (
          size,
          [("name_label", model.name), ("breed_label", model.breedText), ("description_label", model.descriptionText)]
        )
      })
    let labels = try ["name_label", "breed_label", "description_label"].map { name in
      (name, try #require(window.widgetPointer(name, inCard: true)).assumingMemoryBound(to: GtkWidget.self))
    }
    let ratio = growthRatio(size: sizes[0], runs: 3) { length in
      for (name, label) in labels {
        let text = texts[length]?.first { $0.0 == name }?.1 ?? ""
        gtk_label_set_text(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self), text)
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(label, 500, &minimum, &natural)
      }
    }
    print("card text, 4 times as long: \(ratio) times the CPU time")
    // Linear is about 4, quadratic about 16; measured 5 to 7 (GTK's own layout of plain words
    // grows a little faster than their length too), and several hundred before.
    #expect(ratio < 10)
  }

  /// A name or breed past a readable length is cut with `…` where it is a label of its own, and
  /// given whole as the story's first lines, where it wraps.
  @Test func longNameAndBreed_areCut_andGivenWholeInTheStory() throws {
    try Fixtures.requireDisplay()
    let pet = Self.longPet(100)
    let window = Fixtures.window(for: Catalog(pets: [pet]))
    try Fixtures.show(window)
    defer { window.close() }
    #expect(window.select(petID: pet.id))
    #expect(window.card.text(.name) == String(repeating: "N", count: 64) + "…")
    #expect(window.card.text(.breed) == "Dog · " + String(repeating: "B", count: 80) + "…")
    let zeroWidthSpace = "\u{200B}"
    let name = String(repeating: "N", count: 64) + zeroWidthSpace + String(repeating: "N", count: 36)
    let breed = String(repeating: "B", count: 64) + zeroWidthSpace + String(repeating: "B", count: 36)
    let story =
      String(repeating: "S", count: 64) + zeroWidthSpace + String(repeating: "S", count: 36) + " "
      + zeroWidthSpace + " x" + String(repeating: "\u{0301}", count: 15)
    #expect(window.card.text(.description) == "Name in full: \(name)\nBreed in full: \(breed)\n\(story)")
  }

  /// A NUL ended the C string GTK was given: the card said "Nul" and the star's tooltip "Add
  /// Nul", where `--headless` printed "Nul�Byte". Every view shows `�` for it now.
  @Test func nulInAName_isTheReplacementCharacter_inEveryLabel() throws {
    try Fixtures.requireDisplay()
    let pet = Fixtures.pet(id: "nul", name: "Nul\u{0}Byte")
    let window = Fixtures.window(for: Catalog(pets: [pet]))
    try Fixtures.show(window)
    defer { window.close() }
    #expect(window.select(petID: "nul"))
    #expect(window.card.text(.name) == "Nul\u{FFFD}Byte")
    #expect(window.card.buttonLabel(.favorite) == "Add Nul\u{FFFD}Byte to favourites")
  }
}
