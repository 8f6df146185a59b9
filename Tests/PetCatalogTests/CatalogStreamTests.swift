import Foundation
import PetTestSupport
import Testing

@testable import PetCatalog

/// The catalogue read a window at a time (`CatalogLoader.stream`): the full reader's pets and
/// fields wherever the window's end falls (inside a record, a string, a UTF-8 character, the
/// byte order mark), or `nil`, which leaves the file to the full reader. `ReaderFuzzTests`
/// holds it to the full reader on every mutated catalogue too.
@Suite struct CatalogStreamTests {
  /// What streaming `bytes` through a window of `window` bytes gives: the pets handed on, with
  /// whether each picture is missing, and the rest of the catalogue; `nil` when it gave up.
  static func streamed(
    _ bytes: [UInt8], window: Int, loader: CatalogLoader = CatalogLoader(today: .fixedToday, checksImages: false)
  ) throws -> (pets: [Pet], missing: [Bool], streamed: StreamedCatalog)? {
    var pets: [Pet] = []
    var missing: [Bool] = []
    let result = try loader.stream(
      file: "pets.json", directory: nil, window: window,
      read: { buffer, offset in
        let count = min(buffer.count, max(bytes.count - offset, 0))
        if count > 0 { buffer.copyBytes(from: bytes[offset..<offset + count]) }
        return count
      },
      { pet, pictureMissing in
        pets.append(pet)
        missing.append(pictureMissing)
      })
    return result.map { (pets, missing, $0) }
  }

  /// As `ReaderFuzzTests.outcome` prints a catalogue: what the import does with `bytes` (the
  /// stream's catalogue, or the full reader's when the stream gives up), and whether the
  /// stream read it.
  static func outcome(_ bytes: [UInt8], window: Int) -> (outcome: String, streamed: Bool) {
    if let (pets, _, streamed) = try? streamed(bytes, window: window) {
      let catalog = streamed.catalog
      return (
        "pets: \(pets)\nshelter: \(String(describing: catalog.shelter))\nfees: \(catalog.fees)\nshelters: \(catalog.shelters)",
        true
      )
    }
    return (ReaderFuzzTests.outcome(bytes, fastPath: false), false)
  }

  static func loaded(_ bytes: [UInt8]) throws -> Catalog {
    try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(bytes), file: "pets.json", directory: nil)
  }

  @Test(arguments: [16, 37, 1_000, 1 << 20])
  func aGeneratedCatalogue_streamed_isThePetsReadWhole(window: Int) throws {
    let bytes = Array(generatedCatalogJSON(count: 2_000).utf8)
    let whole = try Self.loaded(bytes)
    let (pets, missing, streamed) = try #require(try Self.streamed(bytes, window: window))
    #expect(pets.count == 2_000)
    #expect(pets == whole.pets)
    #expect(missing == Array(repeating: false, count: 2_000))
    #expect(streamed.count == 2_000)
    #expect(streamed.catalog.pets == [])
    #expect(streamed.catalog.shelter == "Generated shelter")
    #expect(streamed.catalog.fees == whole.fees)
  }

  /// The bundled catalogue has names and stories beyond ASCII (Zoë, 小雪): windows of 16 to 19
  /// bytes cut its characters at every byte.
  @Test(arguments: [16, 17, 18, 19])
  func theBundledCatalogue_streamed_isThePetsReadWhole(window: Int) throws {
    let bytes = try bundledCatalogueBytes()
    let whole = try Self.loaded(bytes)
    let (pets, _, streamed) = try #require(try Self.streamed(bytes, window: window))
    #expect(pets == whole.pets)
    #expect(pets.contains { $0.name == "小雪" })
    #expect(streamed.catalog.shelter == whole.shelter)
    #expect(streamed.catalog.shelterEmail == whole.shelterEmail)
    #expect(streamed.catalog.fees == whole.fees)
  }

  /// The fields after the pets, a byte order mark, and an empty array of pets.
  @Test func fieldsAfterThePets_andAByteOrderMark_areRead() throws {
    let records = [PetRecord.valid(id: "one"), PetRecord.valid(id: "two")].map(\.json).joined(separator: ", ")
    let text =
      "\u{FEFF}{ \"pets\": [\(records)], "
      + #""shelterEmail": "adopt@example.org", "currency": "EUR", "fees": {"rare": "99.50"}, "format": 1 }"#
    let bytes = Array(text.utf8)
    #expect(bytes.prefix(3) == [0xEF, 0xBB, 0xBF])
    let whole = try Self.loaded(bytes)
    #expect(whole.shelterEmail == "adopt@example.org")
    for window in [16, 4_096] {
      let (read, _, streamed) = try #require(try Self.streamed(bytes, window: window))
      #expect(read.map(\.id) == ["one", "two"])
      #expect(streamed.catalog.shelterEmail == "adopt@example.org")
      #expect(streamed.catalog.fees == whole.fees)
      #expect(streamed.catalog.fees.currencyCode == "EUR")
    }
    let empty = try #require(try Self.streamed(Array(#"{"pets": [ ]}"#.utf8), window: 16))
    #expect(empty.pets == [])
    #expect(empty.streamed.count == 0)
  }

  /// Anything the full reader refuses, the stream leaves to it (`nil`), even after handing on
  /// the pets before it: a bad pet at the end, an id used twice, a bad fee after the pets, text
  /// after the document, a byte that is not UTF-8, a file cut short.
  @Test func whatTheFullReaderRefuses_isLeftToIt() throws {
    let good = (0..<50).map { PetRecord.valid(id: "pet-\($0)") }
    var badLast = good
    badLast[49] = badLast[49].with("birthday", "\"2026-13-45\"")
    var twice = good
    twice[49] = PetRecord.valid(id: "pet-3")
    let refused: [(String, [UInt8])] = [
      ("a bad birthday at the end", Array(catalogJSON(badLast).utf8)),
      ("an id used twice", Array(catalogJSON(twice).utf8)),
      ("a bad fee after the pets", Array((catalogJSON(good).dropLast(1) + #", "fees": {"rare": "-1"}}"#).utf8)),
      ("text after the document", Array((catalogJSON(good) + " x").utf8)),
      ("a byte that is not UTF-8", Array(catalogJSON(good).utf8) + [0x20, 0xFF]),
      ("a file cut short", Array(catalogJSON(good).utf8.dropLast(2))),
      ("no pets", Array(#"{"shelter": "x"}"#.utf8)),
    ]
    for (name, bytes) in refused {
      #expect(throws: CatalogError.self, "\(name): the full reader refuses it") { try Self.loaded(bytes) }
      for window in [16, 333, 1 << 20] {
        #expect(try Self.streamed(bytes, window: window) == nil, "\(name), window \(window)")
      }
    }
  }

  /// Pictures are looked for beside the file, once a path, as the full reader looks: the same
  /// warnings, and each pet told whether its picture is missing.
  @Test func missingPictures_areTheFullReadersWarnings() throws {
    try withTemporaryDirectory { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
      try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("pictures/there.svg"))
      let records = [
        PetRecord.valid(id: "there"), PetRecord.valid(id: "gone-1").with("image", "\"pictures/gone.svg\""),
        PetRecord.valid(id: "gone-2").with("image", "\"pictures/gone.svg\""),
      ]
      let path = folder.appendingPathComponent("pets.json").path
      try Data(catalogJSON(records).utf8).write(to: URL(fileURLWithPath: path))
      let loader = CatalogLoader(today: .fixedToday)
      let whole = try loader.load(path: path)
      var missing: [String: Bool] = [:]
      let streamed = try #require(try loader.stream(path: path, window: 64) { missing[$0.id] = $1 })
      #expect(missing == ["there": false, "gone-1": true, "gone-2": true])
      #expect(streamed.catalog.missingImages == ["gone-1", "gone-2"])
      #expect(streamed.catalog.warningLines() == whole.warningLines())
      #expect(
        streamed.catalog.warningLines() == [
          "warning: \(path): pets[1] (id \"gone-1\", \"Stuart\"), field \"image\": the picture \"pictures/gone.svg\" "
            + "does not exist; showing a placeholder instead (for this pet and 1 other pet that use it)"
        ])
      #expect(streamed.catalog.readFrom == whole.readFrom)
    }
  }

  /// A file written while it is read gives `nil`: what was read may be two versions mixed. The
  /// full reader then reads it again whole.
  @Test func aFileChangedWhileRead_isLeftToTheFullReader() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.json").path
      try Data(generatedCatalogJSON(count: 200).utf8).write(to: URL(fileURLWithPath: path))
      var changed = false
      let streamed = try CatalogLoader(today: .fixedToday, checksImages: false).stream(
        path: path, window: 4_096,
        progress: { _, _ in
          guard !changed else { return }
          changed = true
          let handle = FileHandle(forWritingAtPath: path)
          handle?.seekToEndOfFile()
          handle?.write(Data("\n".utf8))
          try? handle?.close()
        }
      ) { _, _ in }
      #expect(changed)
      #expect(streamed == nil)
    }
  }

  /// A file that cannot be opened gets the full reader's words, naming it.
  @Test func aMissingFile_isNamed() throws {
    #expect {
      try CatalogLoader(today: .fixedToday).stream(path: "/nonexistent/pets.json") { _, _ in }
    } throws: { error in
      (error as? CatalogError)?.problems.map(\.description) == ["/nonexistent/pets.json: no such file"]
        && (error as? CatalogError)?.exitCode == 66
    }
  }
}
