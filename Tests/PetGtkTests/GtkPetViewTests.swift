import CPetGtk
import PetBrowsing
import PetCatalog
import PetGtk
import PetPresentation
import Testing

@MainActor
@Suite struct GtkPetViewTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func card_holdsTheViewModelsStrings_forEveryBundledPet() throws {
    let catalog = try Fixtures.bundledCatalog()
    #expect(catalog.pets.count == 27)
    let context = PresentationContext(catalog: catalog, today: Fixtures.today)
    let card = GtkPetView()
    for pet in catalog.pets {
      let model = PetViewModel(pet: pet, context: context)
      model.configure(card)
      #expect(shownFields(card) == expectedFields(model), "pet \(pet.id)")
      #expect(card.imagePath == model.image.path, "pet \(pet.id)")
      #expect(card.imageDescription == model.image.accessibleDescription, "pet \(pet.id)")
    }
  }

  @Test func windowCard_holdsTheViewModelsStrings_afterSelectingEachPet() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    let list = PetListViewModel(catalog: catalog, today: Fixtures.today)
    for position in 0..<list.visibleCount {
      let model = list.row(at: position)
      #expect(window.select(petID: model.id))
      #expect(window.selectedPetID == model.id)
      #expect(shownFields(window.card) == expectedFields(model), "pet \(model.id)")
    }
  }

  @Test func card_showsMarkupInANameLiterally() {
    let name = "<b>Rex</b> & Co"
    let pet = Fixtures.pet(id: "rex", name: name)
    let model = PetViewModel(pet: pet, context: PresentationContext(today: Fixtures.today))
    let card = GtkPetView()
    model.configure(card)
    #expect(card.text(.name) == "<b>Rex</b> & Co")
    #expect(card.text(.breed) == "Dog · Terrier <i>mix</i>")
    #expect(card.text(.description) == "Loves <span>naps</span> & treats.")
    for field in CardField.allCases {
      #expect(!card.usesMarkup(field), "the \(field) label reads markup")
    }
  }

  /// A right-to-left override in a name would reverse it on screen, and an unclosed one in a
  /// story everything after it: the labels hold the text without them.
  @Test func card_showsNoBidiOverride() {
    let pet = Fixtures.pet(id: "evil", name: "Evil\u{202E}osla\u{202C} Name")
    let model = PetViewModel(pet: pet, context: PresentationContext(today: Fixtures.today))
    let card = GtkPetView()
    model.configure(card)
    #expect(card.text(.name) == "Evilosla Name")
  }

  @Test func card_showsThePlaceholder_whenThePetHasNoPicture() {
    let pet = Fixtures.pet(id: "rex", name: "Rex")
    let model = PetViewModel(pet: pet, context: PresentationContext(today: Fixtures.today))
    let card = GtkPetView()
    model.configure(card)
    #expect(card.imagePath == nil)
    #expect(card.imageDescription == "No picture of Rex yet")
    #expect(card.detailLines.suffix(2) == ["image: placeholder", "image-description: No picture of Rex yet"])
  }
}
