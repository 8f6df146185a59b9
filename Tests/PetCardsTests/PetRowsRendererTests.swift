import Foundation
import PetCards
import PetCatalog
import PetPresentation
import Testing

@Suite struct PetRowsRendererTests {
  func rows(_ pets: [Pet], width: Int = 80, style: TextStyle = .plain) -> String {
    var output = ""
    PetRowsRenderer(width: width, style: style)
      .render(pets.map { PetViewModel(pet: $0, context: .fixed) }, to: &output)
    return output
  }

  @Test func rows_alignColumnsByDisplayWidth_andRightAlignFees_withTheStatusWhenItVaries() {
    #expect(
      rows([.stuart, .koyuki, .hostile]) == """
        ID       NAME         SPECIES  AGE          STATUS                FEE
        stuart   Stuart       Dog      3 years old  Available         $500.00
        koyuki   小雪         Dog      5 years old  Adoption pending  $150.00
        hostile  Rex�[2Jkcab  Cat      1 week old   Available          $50.00

        """)
  }

  @Test func rows_whenEveryPetHasOneStatus_haveNoStatusColumn() {
    #expect(
      rows([.stuart, .hostile]) == """
        ID       NAME         SPECIES  AGE              FEE
        stuart   Stuart       Dog      3 years old  $500.00
        hostile  Rex�[2Jkcab  Cat      1 week old    $50.00

        """)
  }

  @Test func rows_whenTooWide_truncateTheNameColumn() {
    var long = Pet.stuart
    long.name = "Sir Stuart Wagglesworth of Riverbend, Esquire"
    let output = rows([long], width: 60)
    #expect(
      output == """
        ID      NAME                   SPECIES  AGE              FEE
        stuart  Sir Stuart Waggleswo…  Dog      3 years old  $500.00

        """)
    #expect(output.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 60 })
  }

  @Test func rows_withColor_underlineTheHeader() {
    #expect(rows([.stuart], style: .color).hasPrefix("\u{1B}[1;4mID    \u{1B}[0m  "))
  }
}
