import Foundation
import PetCatalog
import PetTestSupport
import Testing

// Named values with fixed dates. Nothing here reads the clock.

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
      ("description", #""Stuart greets everyone at the door with a wagging tail.\n\nHe is house-trained.""#),
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
