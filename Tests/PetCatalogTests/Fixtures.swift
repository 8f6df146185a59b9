import Foundation
import PetCatalog
import PetTestSupport
import Testing

// Named values with fixed dates. Nothing here reads the clock.

extension Pet {
  /// The MVVM chapter's very rare dog.
  static let stuart = Pet(
    id: "stuart", name: "Stuart", species: .dog, breed: "Cavalier King Charles Spaniel",
    sex: .male, birthday: CalendarDate(2023, 6, 14), rarity: .veryRare,
    image: "pictures/stuart.svg", size: .small,
    description: "Stuart greets everyone at the door.", intakeDate: CalendarDate(2026, 10, 2),
    status: .available, goodWithKids: .yes, goodWithDogs: .yes, goodWithCats: .unknown,
    spayedNeutered: true, vaccinated: true, houseTrained: true)
}

/// One pet as catalogue JSON, kept as ordered members so a test can change one field.
struct PetRecord {
  /// Members as `key` and the raw JSON text of the value.
  var members: [(key: String, json: String)]

  /// A pet with every field valid, like Stuart.
  static func valid(id: String = "stuart") -> PetRecord {
    PetRecord(members: [
      ("id", "\"\(id)\""),
      ("name", "\"Stuart\""),
      ("species", "\"dog\""),
      ("breed", "\"Cavalier King Charles Spaniel\""),
      ("sex", "\"male\""),
      ("birthday", "\"2023-06-14\""),
      ("rarity", "\"very-rare\""),
      ("image", "\"pictures/\(id).svg\""),
      ("size", "\"small\""),
      ("description", "\"Stuart greets everyone at the door.\""),
      ("intakeDate", "\"2026-10-02\""),
      ("status", "\"available\""),
      ("goodWithKids", "\"yes\""),
      ("goodWithDogs", "\"yes\""),
      ("goodWithCats", "\"unknown\""),
      ("spayedNeutered", "true"),
      ("vaccinated", "true"),
      ("houseTrained", "true"),
    ])
  }

  /// This record with `key` set to the raw JSON `json` (replaced in place, or added at the end).
  func with(_ key: String, _ json: String) -> PetRecord {
    var copy = self
    if let index = copy.members.firstIndex(where: { $0.key == key }) {
      copy.members[index].json = json
    } else {
      copy.members.append((key, json))
    }
    return copy
  }

  /// This record without `key`.
  func without(_ key: String) -> PetRecord {
    PetRecord(members: members.filter { $0.key != key })
  }

  /// The record on one line.
  var json: String {
    "{" + members.map { "\"\($0.key)\": \($0.json)" }.joined(separator: ", ") + "}"
  }
}

/// A catalogue file: the top-level members, then `pets`, one pet per line.
func catalogJSON(_ pets: [PetRecord], top: String = "\"format\": 1,") -> String {
  """
  {
    \(top)
    "pets": [
      \(pets.map(\.json).joined(separator: ",\n    "))
    ]
  }

  """
}

/// Writes `text` to `pets.json` in a fresh folder, with an empty picture for each
/// path in `pictures`, and loads it. Returns the file's path (messages name it) and
/// the outcome.
func loadCatalog(
  _ text: String, pictures: [String] = [], loader: CatalogLoader = CatalogLoader(today: .fixedToday)
) throws -> (file: String, result: Result<Catalog, CatalogError>) {
  try loadCatalog(bytes: Data(text.utf8), pictures: pictures, loader: loader)
}

/// As `loadCatalog(_:pictures:loader:)`, with the file's exact bytes.
func loadCatalog(
  bytes: Data, pictures: [String] = [], loader: CatalogLoader = CatalogLoader(today: .fixedToday)
) throws -> (file: String, result: Result<Catalog, CatalogError>) {
  try withTemporaryDirectory { directory in
    let file = directory.appendingPathComponent("pets.json")
    try bytes.write(to: file)
    for picture in pictures {
      let url = directory.appendingPathComponent(picture)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("<svg/>".utf8).write(to: url)
    }
    do throws(CatalogError) {
      return (file.path, .success(try loader.load(path: file.path)))
    } catch {
      return (file.path, .failure(error))
    }
  }
}

extension Catalog {
  /// Eight pets chosen for search, filter and sort: accents in names, a shared
  /// birthday and intake day (stuart, ada) to show stable ties, every age group.
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
        ($0.goodWithKids, $0.goodWithDogs, $0.goodWithCats) = (.yes, .no, .yes)
      },
      Pet.make("senor-bigotes", "Señor Bigotes") {
        ($0.species, $0.sex, $0.breed, $0.size) = (.guineaPig, .male, "Abyssinian", .small)
        $0.birthday = CalendarDate(2024, 1, 15)
        $0.rarity = .uncommon
        $0.intakeDate = CalendarDate(2026, 9, 16)
        $0.description = "A moustached gentleman who whistles for lettuce."
        $0.goodWithKids = .yes
      },
      Pet.make("biscuit", "Biscuit") {
        ($0.species, $0.breed, $0.size) = (.dog, "Labrador mix", .large)
        $0.birthday = CalendarDate(2019, 3, 1)
        $0.intakeDate = CalendarDate(2026, 8, 15)
        $0.description = "Biscuit has never met a tennis ball she didn't want to bring back."
        ($0.goodWithKids, $0.goodWithDogs, $0.goodWithCats) = (.yes, .yes, .no)
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
        $0.goodWithKids = .no
      },
      Pet.make("ada", "Ada") {
        $0.birthday = CalendarDate(2023, 6, 14)
        $0.intakeDate = CalendarDate(2026, 10, 2)
        $0.status = .adopted
        $0.description = "A lap cat with opinions about breakfast."
      },
      Pet.make("emile", "Émile") {
        ($0.species, $0.sex, $0.breed, $0.size) = (.rabbit, .male, "Dutch", .small)
        $0.birthday = CalendarDate(2026, 3, 1)
        $0.intakeDate = CalendarDate(2026, 10, 24)
        $0.status = .pending
        $0.description = "Émile thumps once for yes and twice for more carrots."
      },
    ])
}
