import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

@Suite struct DisplayTextTests {
  @Test func cleaned_removesOverridesEmbeddingsAndIsolates() {
    #expect(DisplayText.cleaned("Evil\u{202E}osla\u{202C} Name") == "Evilosla Name")
    #expect(DisplayText.cleaned("\u{202A}a\u{202B}b\u{202D}c\u{2066}d\u{2067}e\u{2068}f\u{2069}") == "abcdef")
  }

  @Test func cleaned_keepsRightToLeftLetters_marks_andEverythingElse() {
    let hebrew = "שלום \u{200F}Rex\u{200E} مرحبا 小雪 🐈"
    #expect(DisplayText.cleaned(hebrew) == hebrew)
    #expect(DisplayText.cleaned("") == "")
  }

  @Test func viewModel_showsNameBreedAndStoryCleaned() {
    let pet = Pet.make("evil", "Evil\u{202E}osla\u{202C} Name") {
      $0.breed = "Tabby\u{2067}"
      $0.description = "Fine until here \u{202E}and the rest would read backwards."
    }
    let model = PetViewModel(pet: pet, context: PresentationContext(today: CalendarDate.fixedToday))
    #expect(model.name == "Evilosla Name")
    #expect(model.breedText == "Cat · Tabby")
    #expect(model.descriptionText == "Fine until here and the rest would read backwards.")
    #expect(model.image.accessibleDescription == "No picture of Evilosla Name yet")
  }
}
