import Foundation
import PetTestSupport
import Testing

/// Runs the built `petcards` binary, as a user would.
enum Petcards {
  static let program = BuiltProgram("petcards")
  static var executable: URL { program.executable }
  static let repository = BuiltProgram.repository

  /// Runs `petcards` with `arguments` and no terminal; `environment` adds to a clean one.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil
  ) throws -> BuiltProgram.Result {
    var base = ["PATH": "/usr/bin:/bin", "COLUMNS": "80", "LANG": "C.UTF-8"]
    base.merge(environment) { $1 }
    return try program.run(arguments, environment: base, directory: directory)
  }
}

/// A folder with a catalogue file written from `json`, removed when the test is done.
final class TemporaryCatalog {
  let directory: URL
  var path: String { directory.appendingPathComponent("pets.json").path }

  init(_ json: String) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("petcards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: directory.appendingPathComponent("pets.json"))
  }

  deinit { try? FileManager.default.removeItem(at: directory) }
}

/// One pet's JSON with `overrides` replacing fields (a `nil` value removes the field).
func petJSON(_ overrides: [String: String?] = [:]) -> String {
  var fields: [(String, String?)] = [
    ("id", #""rex""#), ("name", #""Rex""#), ("species", #""dog""#), ("breed", #""Beagle""#),
    ("sex", #""male""#), ("birthday", #""2024-11-21""#), ("rarity", #""common""#),
    ("image", #""pictures/rex.svg""#), ("size", #""medium""#), ("description", #""A good dog.""#),
    ("intakeDate", #""2026-01-05""#), ("status", #""available""#),
  ]
  for (key, value) in overrides {
    if let index = fields.firstIndex(where: { $0.0 == key }) {
      fields[index].1 = value
    } else {
      fields.append((key, value))
    }
  }
  let members = fields.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }
  return "{ " + members.joined(separator: ", ") + " }"
}

func catalogJSON(_ pets: [String]) -> String {
  "{\n  \"pets\": [\n    " + pets.joined(separator: ",\n    ") + "\n  ]\n}\n"
}

/// Rex's card at 60 columns, with `picture` lines (and the line under them) after the title.
func rexCard(picture: String = "") -> String {
  """
  ╭──────────────────────────────────────────────────────────╮
  │ 🐕 Rex                                            $50.00 │
  ├──────────────────────────────────────────────────────────┤
  \(picture)│ Age          2 years old                                 │
  │ Breed        Dog · Beagle                                │
  │ Sex          Male                                        │
  │ Size         Medium                                      │
  │ Temperament  Untested with kids, dogs and cats           │
  │ Health       No health record yet                        │
  │ Status       Available                                   │
  │ Picture      pictures/rex.svg                            │
  ├──────────────────────────────────────────────────────────┤
  │ A good dog.                                              │
  ╰──────────────────────────────────────────────────────────╯

  """
}
