import Foundation
import PetCards
import PetCatalog
import PetPresentation
import PetTestSupport

extension Pet {
  /// A pet whose name is four columns wide in two characters.
  static let koyuki = Pet(
    id: "koyuki", name: "小雪", species: .dog, breed: "Shiba Inu", sex: .female,
    birthday: CalendarDate(2021, 1, 10), rarity: .rare,
    image: "pictures/koyuki.svg", size: .medium,
    description: "Independent and spotless.",
    intakeDate: CalendarDate(2026, 9, 1), status: .pending,
    goodWithKids: .unknown, goodWithDogs: .no, goodWithCats: .no,
    spayedNeutered: true)

  /// A pet whose catalogue text tries to drive the terminal.
  static let hostile = Pet(
    id: "hostile", name: "Rex\u{1B}[2J\u{202E}kcab", species: .cat, breed: "Tab\tby", sex: .male,
    birthday: CalendarDate(2026, 11, 14), rarity: .common,
    image: "pictures/none.svg", size: .small,
    description: "Line one.\u{7}\nLine two\u{1B}]0;owned\u{7}.",
    intakeDate: CalendarDate(2026, 11, 20))
}

extension PresentationContext {
  /// Pictures under `/catalog`, every one present, the standard fees, en_US.
  static let fixed = PresentationContext(today: .fixedToday, imageDirectory: "/catalog")
}

/// Renders `pet`'s text card the way `petcards show` does.
func card(_ pet: Pet, width: Int, style: TextStyle = .plain) -> String {
  let view = TextCardView()
  PetViewModel(pet: pet, context: .fixed).configure(view)
  var output = ""
  view.render(width: width, style: style, to: &output)
  return output
}
