import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards show --picture symbols` on pictures written to hurt: each one hung, ran for minutes
/// or took gigabytes when pictures were decoded in-process. Now they are decoded in a cage
/// (pet_picture_cage.c): each gives one warning, the card without its picture, and exit 0.
@Suite struct HostilePictureTests {
  let day = ["--today", CalendarDate.fixedToday.isoString]

  /// A catalogue of Rex whose picture `pictures/rex.svg` is made by `make` in the pictures folder.
  func catalog(_ make: (URL) throws -> Void) throws -> TemporaryCatalog {
    let catalog = try TemporaryCatalog(catalogJSON([petJSON()]))
    let folder = catalog.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try make(folder)
    return catalog
  }

  func show(_ catalog: TemporaryCatalog, ids: [String] = ["rex"], environment: [String: String] = [:]) throws
    -> BuiltProgram.Result
  {
    try Petcards.run(
      ["show"] + ids + ["--catalog", catalog.path, "--picture", "symbols"] + day,
      environment: ["COLUMNS": "60"].merging(environment) { $1 }, directory: catalog.directory)
  }

  /// The most memory, in KiB, that any finished child of this process (or a child of theirs,
  /// such as a decoder) held at once: the decoder's limit keeps it under 800 MiB.
  func childrenPeakKiB() -> Int {
    var usage = rusage()
    guard getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 else { return .max }
    return usage.ru_maxrss
  }

  /// The warning for Rex's picture, with what went wrong.
  func warning(_ catalog: TemporaryCatalog, _ problem: String) -> String {
    "petcards: warning: \(catalog.directory.path)/pictures/rex.svg: \(problem); showing the species glyph instead\n"
  }

  /// A FIFO waited for a writer for ever: it is never opened for reading now.
  @Test(.timeLimit(.minutes(1)))
  func fifo_isRefusedAtOnce() throws {
    let catalog = try catalog { folder in
      #expect(mkfifo(folder.appendingPathComponent("rex.svg").path, 0o600) == 0)
    }
    let result = try show(catalog)
    #expect(result.status == 0)
    #expect(result.stderr == warning(catalog, "not a regular file (a pipe, a device or a folder)"))
    #expect(result.stdout == rexCard())
  }

  /// A link to a terminal or standard input hung too; a link to a file outside the catalogue's
  /// folder was drawn. A link is followed only as far as the folder goes.
  @Test(.timeLimit(.minutes(1)), arguments: ["/dev/tty", "/dev/stdin", "../../outside.svg"])
  func linkOutOfTheFolder_isRefused(target: String) throws {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside.svg")
    try TestPicture.write(in: outside.deletingLastPathComponent(), name: "outside.svg")
    let catalog = try catalog { folder in
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("rex.svg").path, withDestinationPath: target)
    }
    let result = try show(catalog)
    #expect(result.status == 0)
    #expect(result.stderr == warning(catalog, "leads out of the catalogue's folder (through a link)"))
    #expect(result.stdout == rexCard())
  }

  @Test func linkWithinTheFolder_isDrawn() throws {
    let catalog = try catalog { folder in
      let shared = folder.appendingPathComponent("shared")
      try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
      try TestPicture.write(in: shared, name: "dog.svg")
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("rex.svg").path, withDestinationPath: "shared/dog.svg")
    }
    let result = try show(catalog)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("████████████"))
  }

  /// gdk-pixbuf printed `GdkPixbuf-CRITICAL: info_cb: assertion 'width > 0 && height > 0'` for these.
  @Test(arguments: ["1e-30", "0"])
  func svgWithoutASize_isNotAPicture_andPrintsNoCritical(size: String) throws {
    let catalog = try catalog { folder in
      try HostilePictures.write(HostilePictures.sizelessSVG(size), in: folder, name: "rex.svg")
    }
    let result = try show(catalog)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("petcards: warning: \(catalog.directory.path)/pictures/rex.svg: not a picture"))
    #expect(!result.stderr.contains("CRITICAL"))
    #expect(result.stdout == rexCard())
  }

  /// Ten pets share one picture that librsvg lays out in quadratic time (it took ~70 s a card):
  /// the decoder is stopped at its time limit, and the picture is decoded once for the ten
  /// cards, not ten times (after its size, read from its header, for the first card).
  @Test func slowPicture_sharedByTenPets_isStoppedOnce_withOneWarning() throws {
    let ids = (0..<10).map { "rex\($0)" }
    let catalog = try TemporaryCatalog(catalogJSON(ids.map { petJSON(["id": "\"\($0)\""]) }))
    let folder = catalog.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try HostilePictures.write(HostilePictures.longLineSVG(), in: folder, name: "rex.svg")
    let count = catalog.directory.appendingPathComponent("runs")
    let decoder = try HostilePictures.countingDecoder(
      in: catalog.directory, decoder: BuiltProgram("pet-picture-decoder").executable, countFile: count)
    let result = try show(
      catalog, ids: ids, environment: ["PET_PICTURE_DECODER": decoder.path, "PET_PICTURE_TIME_LIMIT": "2"])
    #expect(result.status == 0)
    #expect(result.stderr == warning(catalog, "took more than 2 seconds to decode"))
    #expect(try String(contentsOf: count, encoding: .utf8) == "size\npixels\n")
    #expect(result.stdout == Array(repeating: rexCard(), count: 10).joined(separator: "\n"))
  }

  /// An SVG of 1.5 MB embedding a 20,000 × 20,000 data: PNG cost petcards 2.8 GB: an SVG is
  /// drawn at any size, but what it embeds is decoded in full. An embedded picture is held to the
  /// pixel limit of a file, from its header, before the SVG is parsed; and whatever a picture
  /// costs, the decoder has 768 MiB, so no process of the run comes near 2.8 GB.
  @Test func svgEmbeddingAHugePNG_isOverThePixelLimit() throws {
    let catalog = try catalog { folder in
      let huge = TestPNG.black(width: 20_000, height: 20_000)
      try HostilePictures.write(
        HostilePictures.svgDrawing(HostilePictures.dataURL(png: huge)), in: folder, name: "rex.svg")
    }
    let result = try show(catalog)
    #expect(result.status == 0)
    #expect(result.stderr == warning(catalog, "20000 × 20000 pixels is over the limit of 40 million"))
    #expect(result.stdout == rexCard())
    #expect(childrenPeakKiB() < 800 * 1024)
  }

  /// An embedded picture within the limit is drawn: the limit is the file's, not a ban.
  @Test func svgEmbeddingASmallPNG_isDrawn() throws {
    let catalog = try catalog { folder in
      try HostilePictures.write(
        HostilePictures.svgDrawing(HostilePictures.dataURL(png: TestPNG.black(width: 64, height: 64))), in: folder,
        name: "rex.svg")
    }
    let result = try show(catalog)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // A picture area between the title and the fields (black on no colour is blank cells).
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == rexCard().split(separator: "\n").count + 13)
  }

  /// A 10 KB SVG whose text entity expands to 1 MB ran past 120 s at 3.4 GB (150 s and 2.7 GB
  /// when stopped, release build). In the cage it costs at most 5 s of CPU and 768 MiB.
  @Test(.timeLimit(.minutes(1)))
  func svgWhoseEntityExpandsToAMegabyte_staysWithinTheDecodersLimits() throws {
    let catalog = try catalog { folder in
      try HostilePictures.write(HostilePictures.entitySVG, in: folder, name: "rex.svg")
    }
    let result = try show(catalog)
    #expect(result.status == 0)
    #expect(childrenPeakKiB() < 800 * 1024)
  }

  /// The decoder program missing: each picture says so, and the cards are printed.
  @Test func missingDecoder_saysSo() throws {
    let catalog = try catalog { folder in try TestPicture.write(in: folder, name: "rex.svg") }
    let missing = catalog.directory.appendingPathComponent("no-such-decoder").path
    let result = try show(catalog, environment: ["PET_PICTURE_DECODER": missing])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == warning(catalog, "the picture decoder could not start (\(missing): No such file or directory)"))
    #expect(result.stdout == rexCard())
  }
}
