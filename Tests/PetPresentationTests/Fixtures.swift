import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

// Named values with fixed dates. Nothing here reads the clock or Locale.current.

extension Pet {
  /// The MVVM chapter's very rare dog: good with kids and dogs, untested with cats, fully recorded health.
  static let stuart = Pet(
    id: "stuart", name: "Stuart", species: .dog, breed: "Cavalier King Charles Spaniel",
    sex: .male, birthday: CalendarDate(2023, 6, 14), rarity: .veryRare,
    image: "pictures/stuart.svg", size: .small,
    description: "Stuart greets everyone at the door with a wagging tail.\n\nHe is house-trained.",
    intakeDate: CalendarDate(2026, 10, 2), status: .available, goodWithKids: .yes, goodWithDogs: .yes,
    goodWithCats: .unknown, spayedNeutered: true, vaccinated: true, houseTrained: true)
}

extension PresentationContext {
  /// Today fixed, the standard fees in en_US, pictures under `/srv/pets`.
  static let fixed = PresentationContext(today: .fixedToday, imageDirectory: "/srv/pets")
}

extension PetViewModel {
  /// The view model of `pet` in the fixed context.
  static func fixed(_ pet: Pet) -> PetViewModel {
    PetViewModel(pet: pet, context: .fixed)
  }
}

extension Catalog {
  /// Eight pets chosen for search, filter and sort: accents in names, a shared
  /// birthday and intake day (stuart, ada) to show stable ties.
  static let riverbend = Catalog(
    shelter: "Riverbend Animal Shelter",
    pets: [
      .stuart,
      Pet.make("zoe", "Zoë") {
        $0.breed = "Siamese"
        $0.birthday = CalendarDate(2020, 5, 12)
        $0.rarity = .uncommon
        $0.intakeDate = CalendarDate(2026, 8, 27)
        $0.description = "Zoë talks back, loudly, and likes a sunny windowsill."
      },
      Pet.make("senor-bigotes", "Señor Bigotes") {
        ($0.species, $0.sex, $0.breed, $0.size) = (.guineaPig, .male, "Abyssinian", .small)
        $0.birthday = CalendarDate(2024, 1, 15)
        $0.rarity = .uncommon
        $0.intakeDate = CalendarDate(2026, 9, 16)
        $0.description = "A moustached gentleman who whistles for lettuce."
      },
      Pet.make("biscuit", "Biscuit") {
        ($0.species, $0.breed, $0.size) = (.dog, "Labrador mix", .large)
        $0.birthday = CalendarDate(2019, 3, 1)
        $0.intakeDate = CalendarDate(2026, 8, 15)
        $0.description = "Biscuit has never met a tennis ball she didn't want to bring back."
      },
      Pet.make("tiny", "Tiny") {
        $0.birthday = CalendarDate(2026, 10, 31)
        $0.intakeDate = CalendarDate(2026, 11, 7)
        $0.status = .onHold
        $0.description = "Found in a hedge, three weeks old, and already in charge."
      },
      Pet.make("captain", "Captain") {
        ($0.species, $0.sex, $0.breed) = (.bird, .male, "African Grey Parrot")
        $0.birthday = CalendarDate(2001, 3, 1)
        $0.rarity = .veryRare
        $0.intakeDate = CalendarDate(2026, 6, 30)
        $0.description = "Captain says hello, goodbye and the microwave's beep."
      },
      Pet.make("ada", "Ada") {
        $0.birthday = CalendarDate(2023, 6, 14)
        $0.intakeDate = CalendarDate(2026, 10, 2)
        $0.status = .adopted
        $0.description = "A lap cat with opinions about breakfast."
      },
      Pet.make("emile", "Émile") {
        ($0.species, $0.sex, $0.breed, $0.size) = (.rabbit, .male, "Dutch", .small)
        $0.birthday = CalendarDate(2025, 6, 1)
        $0.intakeDate = CalendarDate(2026, 10, 24)
        $0.status = .pending
        $0.description = "Émile thumps once for yes and twice for more carrots."
      },
    ])
}
