import Foundation
import PetCards
import PetCatalog
import PetPresentation
import PetTerminalPictures
import PetTestSupport
import Testing

/// The headless renderer's card with a real picture, drawn by chafa as symbols without colour.
@Suite struct CardWithPictureTests {
  /// Pip's card, its picture the test picture, `width` columns wide.
  func card(width: Int, pictureRows: Int = 4) throws -> String {
    try withTemporaryDirectory { directory in
      try TestPicture.write(in: directory, name: "pip.svg")
      let pip = Pet.make("pip", "Pip") { $0.image = "pip.svg" }
      let context = PresentationContext(today: .fixedToday, imageDirectory: directory.path)
      let view = TextCardView()
      view.pictureBase = directory.path
      view.pictures = ChafaPictures(mode: .symbols, colors: .none)
      view.pictureRows = pictureRows
      PetViewModel(pet: pip, context: context).configure(view)
      var output = ""
      view.render(width: width, to: &output)
      return output
    }
  }

  @Test func card_atWidth60_hasThePictureAboveTheFields() throws {
    #expect(
      try card(width: 60) == """
        ╭──────────────────────────────────────────────────────────╮
        │ 🐈 Pip                                            $50.00 │
        ├──────────────────────────────────────────────────────────┤
        │                         ████                             │
        │                         ███████████▀                     │
        │                     ████    ████▀▔                       │
        │                     ████    █▀▔                          │
        ├──────────────────────────────────────────────────────────┤
        │ Age          4 years old                                 │
        │ Breed        Cat · Domestic Shorthair                    │
        │ Sex          Female                                      │
        │ Size         Medium                                      │
        │ Temperament  Untested with kids, dogs and cats           │
        │ Health       No health record yet                        │
        │ Status       Available                                   │
        │ Picture      pip.svg                                     │
        ├──────────────────────────────────────────────────────────┤
        │ A cat.                                                   │
        ╰──────────────────────────────────────────────────────────╯

        """)
  }

  @Test func card_atWidth90_hasThePictureBesideTheFields() throws {
    #expect(
      try card(width: 90) == """
        ╭────────────────────────────────────────────────────────────────────────────────────────╮
        │ 🐈 Pip                                                                          $50.00 │
        ├────────────────────────────────────────────────────────────────────────────────────────┤
        │     ████          Age          4 years old                                             │
        │     ███████████▀  Breed        Cat · Domestic Shorthair                                │
        │ ████    ████▀▔    Sex          Female                                                  │
        │ ████    █▀▔       Size         Medium                                                  │
        │                   Temperament  Untested with kids, dogs and cats                       │
        │                   Health       No health record yet                                    │
        │                   Status       Available                                               │
        │                   Picture      pip.svg                                                 │
        ├────────────────────────────────────────────────────────────────────────────────────────┤
        │ A cat.                                                                                 │
        ╰────────────────────────────────────────────────────────────────────────────────────────╯

        """)
  }
}
