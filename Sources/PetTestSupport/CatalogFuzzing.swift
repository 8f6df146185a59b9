import Foundation
import PetCatalog

/// The bundled catalogue's bytes, the base most mutations start from.
public func bundledCatalogueBytes() throws -> [UInt8] {
  Array(try Data(contentsOf: BuiltProgram.repository.appendingPathComponent("data/pets.json")))
}

/// Tricky catalogues found by attacking the reader (issue #9), the seed corpus for the fuzz
/// tests: each once broke a rule (a crash, a slow path, a trusted value) or nearly did.
public enum TrickyCatalogs {
  static let stuart = """
    {"id": "stuart", "name": "Stuart", "species": "dog", "breed": "Cavalier", "sex": "male",
     "birthday": "2023-06-14", "rarity": "very-rare", "image": "pictures/stuart.svg", "size": "small",
     "description": "Stuart greets everyone.", "intakeDate": "2026-10-02", "status": "available"}
    """

  /// A catalogue of one pet, Stuart, with `old` in his record replaced by `new`.
  static func stuart(replacing old: String, with new: String) -> String {
    #"{"pets": [\#(stuart.replacingOccurrences(of: old, with: new))]}"#
  }

  /// Named inputs; the names say what each tries.
  public static let corpus: [(name: String, text: String)] = [
    ("valid", #"{"format": 1, "pets": [\#(stuart)]}"#),
    ("pets twice", #"{"pets": [], "shelter": "x", "pets": [\#(stuart)]}"#),
    ("a pet field twice", #"{"pets": [\#(stuart.dropLast()), "name": "Impostor"}]}"#),
    ("the same id twice", #"{"pets": [\#(stuart), \#(stuart)]}"#),
    ("an id with an escape", stuart(replacing: #""stuart""#, with: #""st\u001bart""#)),
    ("a picture outside the folder", stuart(replacing: "pictures/stuart.svg", with: "../../../../etc/passwd")),
    ("a birthday after today", stuart(replacing: "2023-06-14", with: "2099-01-01")),
    ("an impossible date", stuart(replacing: "2023-06-14", with: "2023-02-30")),
    ("an escaped date", stuart(replacing: "2023-06-14", with: #"2023-06-1\u0034"#)),
    ("C1 controls and bidi in a name", stuart(replacing: #""Stuart""#, with: #""S\u009b31m\u202e""#)),
    ("a long key", "{\"" + String(repeating: "k", count: 5_000) + "\": 1, \"pets\": []}"),
    ("a key of combining marks", "{\"e" + String(repeating: "\u{301}", count: 2_000) + "\": 1, \"pets\": []}"),
    ("many top-level keys", "{" + (0..<2_000).map { "\"k\($0)\": 0, " }.joined() + "\"pets\": []}"),
    ("deep nesting", "{\"x\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"),
    ("a long word in a story", stuart(replacing: "greets everyone.", with: String(repeating: "x", count: 20_000))),
    ("fees with exponents", #"{"fees": {"rare": 1e999, "common": "-0"}, "pets": []}"#),
    ("a lone surrogate", #"{"shelter": "\ud800", "pets": []}"#),
    ("a byte order mark", "\u{FEFF}{\"pets\": []}"),
    (
      "shelters and a pet's shelter",
      #"{"shelters": [{"id": "rescuegroups:55", "name": "Hillside", "email": "hi@hillside.example.org", "#
        + #""latitude": 39.78, "longitude": -89.65, "website": "https://hillside.example.org"}], "#
        + #""pets": [\#(stuart.replacingOccurrences(of: #""status""#, with: #""shelter": "rescuegroups:55", "status""#))]}"#
    ),
    (
      "a shelter's web site that is a script",
      #"{"shelters": [{"id": "a", "website": "javascript:alert(1)"}], "pets": []}"#
    ),
    ("no intake date", stuart(replacing: #""intakeDate": "2026-10-02", "#, with: "")),
    ("no age", stuart(replacing: #""birthday": "2023-06-14", "#, with: "")),
    (
      "no age, but an estimate",
      stuart(replacing: #""birthday": "2023-06-14", "#, with: #""birthdayEstimated": true, "#)
    ),
    ("not an object", "[]"),
    ("empty", ""),
  ]
}

/// Seeded mutations of catalogue bytes: flips, cuts, repeats and the tokens that matter to a
/// catalogue reader, so a sweep reaches the reader's corners rather than only its first check.
public struct CatalogMutator {
  private var random: SeededGenerator

  public init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  static let tokens: [String] = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u0000", "\\ud800", "\\u001b", "\"pets\"", "\"pets\": []",
    "\"id\": \"stuart\"", "\"name\"", "\"image\": \"../x\"", "\"2026-02-30\"", "\"2099-01-01\"", "1e999", "-0",
    "null", "true", "false", "\"format\": 2", "\u{202E}", "\u{9B}", "\u{301}", " ", "\n", "\"\"",
    "\"species\": \"unicorn\"", "\"fees\": {\"rare\": \"1.234\"}",
    "\"shelter\": \"a\"", "\"shelters\": [{\"id\": \"a\", \"latitude\": 91, \"longitude\": 0}]",
    "\"birthday\": \"2023-06-14\", ",
  ]

  /// `bytes` with one to four mutations.
  public mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where !bytes.isEmpty:
        bytes[at] ^= UInt8.random(in: 1...255, using: &random)
      case 1 where !bytes.isEmpty:
        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
      case 2 where !bytes.isEmpty:
        let piece = bytes[at..<min(bytes.count, at + Int.random(in: 1...256, using: &random))]
        bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &random))
      case 3:
        bytes = Array(bytes.prefix(at))
      default:
        let token = Self.tokens.randomElement(using: &random) ?? ","
        bytes.insert(contentsOf: Array(token.utf8), at: at)
      }
    }
    return bytes
  }
}

/// A sweep of mutated catalogues: a fixed one by default (the same seeds every run), or, with
/// `PET_FUZZ_SECONDS`, as many as fit in that time from a fresh seed; `PET_FUZZ_SEED` starts at a
/// seed a failure printed, to replay it. Each seed picks one of the bases and mutates it.
public struct FuzzSweep {
  public let seconds: Double?
  public let firstSeed: UInt64
  /// How many seeds the fixed sweep takes.
  public let fixedCount: UInt64

  public init(fixedCount: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment) {
    seconds = environment["PET_FUZZ_SECONDS"].flatMap(Double.init)
    let fixedSeed: UInt64 = seconds == nil ? 1 : UInt64.random(in: 1...1 << 40)
    firstSeed = environment["PET_FUZZ_SEED"].flatMap(UInt64.init) ?? fixedSeed
    self.fixedCount = fixedCount
  }

  /// Calls `body` with each seed and its mutated catalogue; returns how many seeds it took.
  @discardableResult
  public func run(bases: [[UInt8]], _ body: (_ seed: UInt64, _ mutated: [UInt8]) throws -> Void) rethrows -> UInt64 {
    let deadline = Date().addingTimeInterval(seconds ?? 0)
    var seed = firstSeed
    repeat {
      var mutator = CatalogMutator(seed: seed)
      try body(seed, mutator.mutate(bases[Int(seed % UInt64(bases.count))]))
      seed += 1
    } while (seconds == nil && seed < firstSeed + fixedCount) || Date() < deadline
    return seed - firstSeed
  }
}
