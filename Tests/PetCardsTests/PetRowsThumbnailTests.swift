import PetCards
import PetCatalog
import PetPresentation
import Testing

@Suite struct PetRowsThumbnailTests {
  func rows(_ pets: [Pet], thumbnails: FixedPictures, context: PresentationContext = .fixed) -> String {
    var output = ""
    PetRowsRenderer(width: 80)
      .render(pets.map { PetViewModel(pet: $0, context: context) }, thumbnails: thumbnails, to: &output)
    return output
  }

  @Test func rows_withImageThumbnails_leaveCellsForThem_andDrawEachFromTheLineBelow() {
    let thumbnails = FixedPictures(TextPicture(content: .image("<IMG>"), columns: 2, rows: 1))
    let context = PresentationContext(today: .fixedToday, imageDirectory: "/catalog", missingImages: ["koyuki"])
    #expect(
      rows([.stuart, .koyuki], thumbnails: thumbnails, context: context) == """
           ID      NAME    SPECIES  AGE          STATUS                FEE
           stuart  Stuart  Dog      3 years old  Available         $500.00
        \u{1B}7\u{1B}[1A\r<IMG>\u{1B}8   koyuki  小雪    Dog      5 years old  Adoption pending  $150.00

        """)
    // Koyuki has no picture, so only Stuart's is asked for, two cells by one.
    #expect(thumbnails.asked == ["/catalog/pictures/stuart.svg in 2×1"])
  }

  @Test func rows_withSymbolThumbnails_putThemBeforeTheRow() {
    let thumbnails = FixedPictures(TextPicture(content: .lines(["▟▙"]), columns: 2, rows: 1))
    #expect(
      rows([.stuart], thumbnails: thumbnails) == """
           ID      NAME    SPECIES  AGE              FEE
        ▟▙ stuart  Stuart  Dog      3 years old  $500.00

        """)
  }

  @Test func rows_whenAThumbnailCannotBeDrawn_leaveItsCellsBlank() {
    #expect(
      rows([.stuart], thumbnails: FixedPictures(nil)) == """
           ID      NAME    SPECIES  AGE              FEE
           stuart  Stuart  Dog      3 years old  $500.00

        """)
  }
}
