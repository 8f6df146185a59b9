import CGtk3
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

  /// A fee is set in the price's large bold type; "Fee not listed" is a note, set as the age
  /// beside it is: it was as big and bold as a price (issue 45).
  @Test func fee_isSetAsAPrice_onlyWhenThereIsOne() throws {
    let window = Fixtures.window(for: Catalog(shelter: "Riverbend Animal Shelter", pets: [.stuart, .adultOnly]))
    defer { window.close() }
    try Fixtures.show(window)
    func font(_ name: String) throws -> (weight: Int, size: Int32) {
      _ = Fixtures.runMainLoop(for: 0.2) { false }
      let widget = try #require(window.widgetPointer(name, inCard: true)).assumingMemoryBound(to: GtkWidget.self)
      let description = pango_context_get_font_description(gtk_widget_get_pango_context(widget))
      return (
        Int(pango_font_description_get_weight(description).rawValue), pango_font_description_get_size(description)
      )
    }
    #expect(window.select(petID: "stuart"))
    #expect(window.card.text(.fee) == "$500.00")
    let price = try font("fee_label")
    let age = try font("age_label")
    #expect(price.weight == Int(PANGO_WEIGHT_BOLD.rawValue))
    #expect(price.size > age.size)
    #expect(window.select(petID: "pf-700101"))
    #expect(window.card.text(.fee) == "Fee not listed")
    let note = try font("fee_label")
    #expect(note.weight == Int(PANGO_WEIGHT_NORMAL.rawValue))
    #expect(note.size == age.size)
    #expect(window.select(petID: "stuart"))
    #expect(try font("fee_label") == price)
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
