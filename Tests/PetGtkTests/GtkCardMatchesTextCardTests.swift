import CPetGtk
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
    let catalog = try Fixtures.bundledCatalog()
    let context = PresentationContext(catalog: catalog, today: Fixtures.today)
    let card = GtkPetView(placeholderPath: Fixtures.placeholderPath)
    for pet in catalog.pets {
      let model = PetViewModel(pet: pet, context: context)
      model.configure(card)
      let text = TextCardView()
      model.configure(text)

      let held: [PetGtkField: String] = [
        PET_GTK_FIELD_NAME: text.name, PET_GTK_FIELD_FEE: text.adoptionFee,
        PET_GTK_FIELD_AGE: text.details[.age] ?? "", PET_GTK_FIELD_BREED: text.details[.breed] ?? "",
        PET_GTK_FIELD_SEX: text.details[.sex] ?? "", PET_GTK_FIELD_SIZE: text.details[.size] ?? "",
        PET_GTK_FIELD_TEMPERAMENT: text.details[.temperament] ?? "",
        PET_GTK_FIELD_HEALTH: text.details[.health] ?? "", PET_GTK_FIELD_STATUS: text.details[.status] ?? "",
        PET_GTK_FIELD_DESCRIPTION: text.story,
      ]
      #expect(held.count == GtkPetView.fields.count)
      for (name, field) in GtkPetView.fields {
        #expect(card.text(field) == held[field], "pet \(pet.id), \(name)")
      }
      #expect(card.imagePath == text.image.path, "pet \(pet.id)")

      // Wide enough that nothing wraps: every label's text stands in the printed card whole.
      var printed = ""
      text.render(width: 2_000, to: &printed)
      for (name, field) in GtkPetView.fields {
        for paragraph in card.text(field).split(separator: "\n") {
          #expect(printed.contains(paragraph), "pet \(pet.id), \(name)")
        }
      }
    }
  }
}
