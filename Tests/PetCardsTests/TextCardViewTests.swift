import PetCards
import PetCatalog
import PetPresentation
import Testing

@Suite struct TextCardViewTests {
  @Test func card_forStuart_atWidth60() {
    #expect(
      card(.stuart, width: 60) == """
        ╭──────────────────────────────────────────────────────────╮
        │ 🐕 Stuart                                        $500.00 │
        ├──────────────────────────────────────────────────────────┤
        │ Age          3 years old                                 │
        │ Breed        Dog · Cavalier King Charles Spaniel         │
        │ Sex          Male                                        │
        │ Size         Small                                       │
        │ Temperament  Good with kids and dogs · Untested with     │
        │              cats                                        │
        │ Health       Neutered · Vaccinated · House-trained       │
        │ Status       Available                                   │
        │ Picture      /catalog/pictures/stuart.svg                │
        ├──────────────────────────────────────────────────────────┤
        │ Stuart greets everyone at the door with a wagging tail.  │
        │                                                          │
        │ He is house-trained.                                     │
        ╰──────────────────────────────────────────────────────────╯

        """)
  }

  /// A pet with several photos: the card says which it shows and how many there are.
  @Test func card_forAPetWithPhotos_saysWhichOfHowMany() {
    #expect(
      card(.rogers, width: 60) == """
        ╭──────────────────────────────────────────────────────────╮
        │ 🐈 Rogers                                         $50.00 │
        ├──────────────────────────────────────────────────────────┤
        │ Age          4 years old                                 │
        │ Breed        Cat · Domestic Shorthair                    │
        │ Sex          Female                                      │
        │ Size         Medium                                      │
        │ Temperament  Untested with kids, dogs and cats           │
        │ Health       No health record yet                        │
        │ Status       Available                                   │
        │ Picture      https://pictures.example.org/rogers/1.jpg   │
        │              (not fetched; placeholder shown)            │
        │ Photo        1 of 3                                      │
        ├──────────────────────────────────────────────────────────┤
        │ A cat.                                                   │
        ╰──────────────────────────────────────────────────────────╯

        """)
  }

  /// A pet whose listing gives no age: the card says it is not known.
  @Test func card_forAPetWhoseAgeIsNotKnown_saysSo() {
    #expect(
      card(.ageNotKnown, width: 60) == """
        ╭──────────────────────────────────────────────────────────╮
        │ 🐕 Pip                                    Fee not listed │
        ├──────────────────────────────────────────────────────────┤
        │ Age          Age not known                               │
        │ Breed        Dog · Beagle                                │
        │ Sex          Unknown                                     │
        │ Size         Unknown                                     │
        │ Temperament  Untested with kids, dogs and cats           │
        │ Health       No health record yet                        │
        │ Status       Available                                   │
        │ Picture      none (placeholder shown)                    │
        ╰──────────────────────────────────────────────────────────╯

        """)
  }

  @Test func card_whenNameIsCJK_keepsEveryLineTheSameWidth() {
    let lines = card(.koyuki, width: 50).split(separator: "\n")
    #expect(lines.count > 5)
    for line in lines {
      #expect(DisplayWidth.of(line) == 50, "\(line)")
    }
    #expect(lines[1] == "│ 🐕 小雪" + String(repeating: " ", count: 32) + "$150.00 │")
  }

  @Test func card_whenTextHoldsControlCharacters_printsNoneOfThem() {
    let text = card(.hostile, width: 60)
    let forbidden = text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) || (0x202A...0x202E).contains($0.value)
    }
    #expect(forbidden.isEmpty)
    // The escape shows as `�`; the right-to-left override is removed (`DisplayText`).
    #expect(text.contains("│ 🐈 Rex�[2Jkcab "))
    #expect(text.contains("Cat · Tab by"))
    #expect(text.contains("│ Line one.�"))
    #expect(text.contains("│ Line two�]0;owned�."))
  }

  @Test func card_withColor_paintsNameAndFee_andPlainHasNoEscapes() {
    let colored = card(.stuart, width: 60, style: .color)
    #expect(colored.contains("\u{1B}[1mStuart\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[1;32m$500.00\u{1B}[0m"))
    #expect(!card(.stuart, width: 60).contains("\u{1B}"))
  }

  @Test func card_isNeverNarrowerThan40Columns() {
    let lines = card(.stuart, width: 10).split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 40 })
  }

  @Test func card_whenPictureIsMissing_saysThePlaceholderIsShown() {
    let view = TextCardView()
    let context = PresentationContext(today: .fixedToday, imageDirectory: "/catalog", missingImages: ["stuart"])
    PetViewModel(pet: .stuart, context: context).configure(view)
    var output = ""
    view.render(width: 60, to: &output)
    #expect(output.contains("│ Picture      none (placeholder shown)                    │"))
  }

  @Test func card_showsPicturesRelativeToItsBase() {
    let view = TextCardView()
    view.pictureBase = "/catalog"
    PetViewModel(pet: .stuart, context: .fixed).configure(view)
    var output = ""
    view.render(width: 60, to: &output)
    #expect(output.contains("│ Picture      pictures/stuart.svg                         │"))
  }

  @Test func configure_fillsEveryFieldOfTheTextCard() {
    let view = TextCardView()
    let viewModel = PetViewModel(pet: .stuart, context: .fixed)
    viewModel.configure(view)
    #expect(view.name == "Stuart")
    #expect(view.adoptionFee == "$500.00")
    #expect(view.image == viewModel.image)
    #expect(view.story == viewModel.descriptionText)
    #expect(
      view.details == [
        .age: "3 years old", .breed: "Dog · Cavalier King Charles Spaniel", .sex: "Male", .size: "Small",
        .temperament: "Good with kids and dogs · Untested with cats",
        .health: "Neutered · Vaccinated · House-trained", .status: "Available",
        .picture: "/catalog/pictures/stuart.svg",
      ])
  }
}
