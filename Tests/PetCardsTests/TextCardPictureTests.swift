import PetCards
import PetCatalog
import PetPresentation
import Testing

/// Hands the card fixed text for every picture, and remembers what it was asked.
final class FixedPictures: PictureRendering {
  var picture: TextPicture?
  private(set) var asked: [String] = []

  init(_ picture: TextPicture?) {
    self.picture = picture
  }

  func picture(at path: String, inside folder: String?, columns: Int, rows: Int) -> TextPicture? {
    asked.append("\(path) in \(columns)×\(rows)")
    return picture
  }
}

@Suite struct TextCardPictureTests {
  /// Stuart's card drawn with `pictures`, `width` columns wide.
  func card(_ pet: Pet = .stuart, width: Int, pictures: FixedPictures?, context: PresentationContext = .fixed)
    -> String
  {
    let view = TextCardView()
    view.pictureBase = "/catalog"
    view.pictures = pictures
    PetViewModel(pet: pet, context: context).configure(view)
    var output = ""
    view.render(width: width, to: &output)
    return output
  }

  let twoLines = TextPicture(content: .lines(["▗▄▖", "▝▀▘"]), columns: 3, rows: 2)

  @Test func card_atWidth50_asksForAPictureAsWideAsTheCard_andPutsItAboveTheFields() {
    let pictures = FixedPictures(twoLines)
    #expect(
      card(width: 50, pictures: pictures) == """
        ╭────────────────────────────────────────────────╮
        │ 🐕 Stuart                              $500.00 │
        ├────────────────────────────────────────────────┤
        │                      ▗▄▖                       │
        │                      ▝▀▘                       │
        ├────────────────────────────────────────────────┤
        │ Age          3 years old                       │
        │ Breed        Dog · Cavalier King Charles       │
        │              Spaniel                           │
        │ Sex          Male                              │
        │ Size         Small                             │
        │ Temperament  Good with kids and dogs ·         │
        │              Untested with cats                │
        │ Health       Neutered · Vaccinated ·           │
        │              House-trained                     │
        │ Status       Available                         │
        │ Picture      pictures/stuart.svg               │
        ├────────────────────────────────────────────────┤
        │ Stuart greets everyone at the door with a      │
        │ wagging tail.                                  │
        │                                                │
        │ He is house-trained.                           │
        ╰────────────────────────────────────────────────╯

        """)
    #expect(pictures.asked == ["/catalog/pictures/stuart.svg in 46×12"])
  }

  @Test func card_atWidth90_asksForANarrowPicture_andPutsItBesideTheFields() {
    let pictures = FixedPictures(twoLines)
    #expect(
      card(width: 90, pictures: pictures).split(separator: "\n").prefix(6) == [
        "╭────────────────────────────────────────────────────────────────────────────────────────╮",
        "│ 🐕 Stuart                                                                      $500.00 │",
        "├────────────────────────────────────────────────────────────────────────────────────────┤",
        "│ ▗▄▖  Age          3 years old                                                          │",
        "│ ▝▀▘  Breed        Dog · Cavalier King Charles Spaniel                                  │",
        "│      Sex          Male                                                                 │",
      ])
    #expect(pictures.asked == ["/catalog/pictures/stuart.svg in 26×12"])
  }

  @Test func card_withAnImage_leavesBlankCells_thenDrawsItOverThem_andComesBack() {
    let image = TextPicture(content: .image("<IMAGE>"), columns: 4, rows: 2)
    let text = card(width: 40, pictures: FixedPictures(image))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines[3...5]) == [
        "│                                      │",
        "│                                      │",
        // Save the cursor, up two lines, to column 2 + 16, the image, restore the cursor.
        "\u{1B}7\u{1B}[2A\r\u{1B}[18C<IMAGE>\u{1B}8├──────────────────────────────────────┤",
      ])
  }

  @Test func card_whenThePictureCannotBeDrawn_isTheCardWithoutOne() {
    let pictures = FixedPictures(nil)
    #expect(card(width: 60, pictures: pictures) == card(width: 60, pictures: nil))
    #expect(card(width: 95, pictures: pictures) == card(width: 95, pictures: nil))
    #expect(pictures.asked.count == 2)
  }

  @Test func card_whenThePetHasNoPicture_neverAsksForOne() {
    let pictures = FixedPictures(twoLines)
    let context = PresentationContext(today: .fixedToday, imageDirectory: "/catalog", missingImages: ["stuart"])
    #expect(card(width: 60, pictures: pictures, context: context) == card(width: 60, pictures: nil, context: context))
    #expect(pictures.asked == [])
  }
}
