import CPetGtk
import PetBrowsing
import PetCards
import PetCatalog
import PetGtk
import PetPresentation
import Testing

/// The window's card and the terminal's card are two `PetView`s filled by one `configure`:
/// what the GTK labels hold is exactly what the headless renderer holds and prints.
@MainActor
@Suite struct GtkCardMatchesTextCardTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func gtkCard_holdsExactlyWhatTheHeadlessRendererPrints_forEveryBundledPet() throws {
    // Every third pet with a colour and a coat, the others with neither (the line is hidden).
    var catalog = try Fixtures.bundledCatalog()
    let coloured = catalog.withColoursAndCoats(seed: 41)
    for index in catalog.pets.indices where index.isMultiple(of: 3) { catalog.pets[index] = coloured.pets[index] }
    let context = PresentationContext(catalog: catalog, today: Fixtures.today)
    let card = GtkPetView()
    for pet in catalog.pets {
      // Every other pet as in a catalogue several shelters share, its card naming its shelter.
      let shelter = pet.id.count.isMultiple(of: 2) ? "Hillside Rescue & Rehoming" : nil
      let model = PetViewModel(pet: pet, context: context, shelterName: shelter)
      model.configure(card)
      let text = TextCardView()
      model.configure(text)

      let held: [CardField: String] = [
        .name: text.name, .fee: text.adoptionFee,
        .age: text.details[.age] ?? "", .breed: text.details[.breed] ?? "",
        .sex: text.details[.sex] ?? "", .size: text.details[.size] ?? "", .coat: text.details[.coat] ?? "",
        .temperament: text.details[.temperament] ?? "",
        .health: text.details[.health] ?? "", .status: text.details[.status] ?? "",
        .shelter: text.details[.shelter] ?? "", .description: text.story,
      ]
      #expect(card.shownFields.contains(.shelter) == (shelter != nil), "pet \(pet.id)")
      #expect(card.shownFields.contains(.coat) == (model.coatText != nil), "pet \(pet.id)")
      #expect(held.count == CardField.allCases.count)
      for field in CardField.allCases {
        #expect(card.text(field) == held[field], "pet \(pet.id), \(field)")
      }
      #expect(card.imagePath == text.image.path, "pet \(pet.id)")

      // Wide enough that nothing wraps: every label's text stands in the printed card whole.
      var printed = ""
      text.render(width: 2_000, to: &printed)
      for field in CardField.allCases {
        for paragraph in card.text(field).split(separator: "\n") {
          #expect(printed.contains(paragraph), "pet \(pet.id), \(field)")
        }
      }
    }
  }
}
