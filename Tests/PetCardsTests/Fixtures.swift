import Foundation
import PetCards
import PetCatalog
import PetPresentation

/// The day every test is seen on.
let fixedToday = CalendarDate(year: 2026, month: 11, day: 21)!

extension Pet {
  /// The MVVM chapter's very rare pet.
  static let stuart = Pet(
    id: "stuart", name: "Stuart", species: .dog, breed: "Cavalier King Charles Spaniel", sex: .male,
    birthday: CalendarDate(year: 2023, month: 6, day: 14)!, rarity: .veryRare,
    image: "pictures/stuart.svg", size: .small,
    description: "Stuart greets everyone at the door. He would suit a calm home.",
    intakeDate: CalendarDate(year: 2026, month: 10, day: 2)!, status: .available,
    goodWithKids: .yes, goodWithDogs: .yes, goodWithCats: .unknown,
    spayedNeutered: true, vaccinated: true, houseTrained: true)

  /// A pet whose name is four columns wide in two characters.
  static let koyuki = Pet(
    id: "koyuki", name: "小雪", species: .dog, breed: "Shiba Inu", sex: .female,
    birthday: CalendarDate(year: 2021, month: 1, day: 10)!, rarity: .rare,
    image: "pictures/koyuki.svg", size: .medium,
    description: "Independent and spotless.",
    intakeDate: CalendarDate(year: 2026, month: 9, day: 1)!, status: .pending,
    goodWithKids: .unknown, goodWithDogs: .no, goodWithCats: .no,
    spayedNeutered: true)

  /// A pet whose catalogue text tries to drive the terminal.
  static let hostile = Pet(
    id: "hostile", name: "Rex\u{1B}[2J\u{202E}kcab", species: .cat, breed: "Tab\tby", sex: .male,
    birthday: CalendarDate(year: 2026, month: 11, day: 14)!, rarity: .common,
    image: "pictures/none.svg", size: .small,
    description: "Line one.\u{7}\nLine two\u{1B}]0;owned\u{7}.",
    intakeDate: CalendarDate(year: 2026, month: 11, day: 20)!)
}

extension PresentationContext {
  /// Pictures under `/catalog`, every one present, the standard fees, en_US.
  static let fixed = PresentationContext(today: fixedToday, imageDirectory: "/catalog")
}

/// Renders `pet`'s text card the way `petcards show` does.
func card(_ pet: Pet, width: Int, style: TextStyle = .plain) -> String {
  let view = TextCardView()
  PetViewModel(pet: pet, context: .fixed).configure(view)
  var output = ""
  view.render(width: width, style: style, to: &output)
  return output
}
