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

  /// A NUL ended the C string GTK was given ("Nul" on the card, "Add Nul" on the star): every
  /// control character but line breaks and tabs is `�`, in every view.
  @Test func cleaned_showsControlCharactersAsTheReplacement_keepingLineBreaksAndTabs() {
    #expect(DisplayText.cleaned("Nul\u{0}Byte") == "Nul\u{FFFD}Byte")
    #expect(DisplayText.cleaned("a\u{1B}]0;x\u{7}b\u{85}") == "a\u{FFFD}]0;x\u{FFFD}b\u{FFFD}")
    #expect(DisplayText.cleaned("one\ntwo\tthree\r\n") == "one\ntwo\tthree\r\n")
  }

  @Test func cleaned_keepsSixteenScalarsACharacter_andOneOfARunOfInvisibleOnes() {
    #expect(
      DisplayText.cleaned("x" + String(repeating: "\u{0301}", count: 10_000)) == "x"
        + String(repeating: "\u{0301}", count: 15))
    #expect(DisplayText.cleaned("a" + String(repeating: "\u{200B}", count: 10_000) + "b") == "a\u{200B}b")
    // Emoji sequences are whole: a kiss with two skin tones is 10 scalars.
    let kiss = "👩🏽\u{200D}❤️\u{200D}💋\u{200D}👨🏿"
    #expect(DisplayText.cleaned(kiss) == kiss)
  }

  @Test func clipped_cutsAtTheLimit_withAnEllipsis() {
    #expect(DisplayText.clipped("Stuart", to: 6) == "Stuart")
    #expect(DisplayText.clipped("Stuarts", to: 6) == "Stuart…")
    #expect(DisplayText.isClipped("Stuarts", to: 6))
    #expect(!DisplayText.isClipped("Stuart", to: 6))
    #expect(DisplayText.clipped("小雪ちゃん", to: 2) == "小雪…")
  }

  @Test func wrappable_givesARunAPlaceToBreak_everySixtyFourCharacters() {
    let run = String(repeating: "a", count: 130)
    let zeroWidthSpace = "\u{200B}"
    let sixtyFour = String(repeating: "a", count: 64)
    #expect(DisplayText.wrappable(run) == sixtyFour + zeroWidthSpace + sixtyFour + zeroWidthSpace + "aa")
    let words = "Stuart greets everyone at the door with a wagging tail."
    #expect(DisplayText.wrappable(words) == words)
  }

  @Test func viewModel_cutsALongNameAndBreed_andGivesThemWholeFirstInTheStory() {
    let name = String(repeating: "Reginald ", count: 8) + "III"
    let pet = Pet.make("reggie", name) {
      $0.breed = String(repeating: "Tabby ", count: 15)
      $0.description = "A gentleman."
    }
    let model = PetViewModel(pet: pet, context: PresentationContext(today: CalendarDate.fixedToday))
    // 64 characters of the name, 80 of the breed.
    #expect(model.name == "Reginald Reginald Reginald Reginald Reginald Reginald Reginald R…")
    #expect(
      model.breedText == "Cat · Tabby Tabby Tabby Tabby Tabby Tabby Tabby Tabby Tabby Tabby Tabby Tabby Tabby Ta…")
    #expect(
      model.descriptionText
        == "Name in full: \(name)\nBreed in full: \(String(repeating: "Tabby ", count: 15))\nA gentleman.")
  }
}
