import Foundation
import PetCards
import PetCatalog
import PetPresentation

/// A fixture date; stops the test run when the date does not exist.
func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
  guard let date = CalendarDate(year: year, month: month, day: day) else {
    preconditionFailure("\(year)-\(month)-\(day) is not a date")
  }
  return date
}

/// The day every test is seen on.
let fixedToday = day(2026, 11, 21)

extension Pet {
  /// The MVVM chapter's very rare pet.
  static let stuart = Pet(
    id: "stuart", name: "Stuart", species: .dog, breed: "Cavalier King Charles Spaniel", sex: .male,
    birthday: day(2023, 6, 14), rarity: .veryRare,
    image: "pictures/stuart.svg", size: .small,
    description: "Stuart greets everyone at the door. He would suit a calm home.",
    intakeDate: day(2026, 10, 2), status: .available,
    goodWithKids: .yes, goodWithDogs: .yes, goodWithCats: .unknown,
    spayedNeutered: true, vaccinated: true, houseTrained: true)

  /// A pet whose name is four columns wide in two characters.
  static let koyuki = Pet(
    id: "koyuki", name: "小雪", species: .dog, breed: "Shiba Inu", sex: .female,
    birthday: day(2021, 1, 10), rarity: .rare,
    image: "pictures/koyuki.svg", size: .medium,
    description: "Independent and spotless.",
    intakeDate: day(2026, 9, 1), status: .pending,
    goodWithKids: .unknown, goodWithDogs: .no, goodWithCats: .no,
    spayedNeutered: true)

  /// A pet whose catalogue text tries to drive the terminal.
  static let hostile = Pet(
    id: "hostile", name: "Rex\u{1B}[2J\u{202E}kcab", species: .cat, breed: "Tab\tby", sex: .male,
    birthday: day(2026, 11, 14), rarity: .common,
    image: "pictures/none.svg", size: .small,
    description: "Line one.\u{7}\nLine two\u{1B}]0;owned\u{7}.",
    intakeDate: day(2026, 11, 20))
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
