import CPetChafa
import CPetPictures
import Foundation
import PetPresentation
import PetTerminalPictures
import PetTestSupport
import Testing

/// What the caged decoder (pet_picture_cage.c, pet-picture-decoder) lets a picture reach, and
/// what a terminal may ask of chafa.
@Suite struct CagedDecoderTests {
  /// Symbols in true colour: the red of a picture shows as `;255;0;0m`.
  let colored = ChafaPictures(mode: .symbols, colors: .truecolor)

  /// Whether the symbols of the picture at `path` hold pure red.
  func drawsRed(_ path: String, inside folder: String) throws -> Bool {
    let picture = try colored.draw(path, inside: folder, columns: 8, rows: 4)
    guard case .lines(let lines) = picture.content else { return false }
    return lines.joined().contains(";255;0;0m")
  }

  /// An SVG may draw a `data:` picture, never a file: it has no base file in the cage, so
  /// librsvg resolves no reference to one (here a red PNG just outside the catalogue's folder).
  @Test func svg_drawsADataPicture_butNoFileItNames() throws {
    try withTemporaryDirectory { directory in
      let pictures = directory.appendingPathComponent("pictures")
      try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
      let red = directory.appendingPathComponent("red.png")
      try TestPNG.red.write(to: red)
      let embedded = try HostilePictures.write(
        HostilePictures.svgDrawing(HostilePictures.dataURL(png: TestPNG.red)), in: pictures, name: "data.svg")
      let referring = try HostilePictures.write(
        HostilePictures.svgDrawing(red.absoluteString), in: pictures, name: "file.svg")
      #expect(try drawsRed(embedded, inside: directory.path))
      #expect(try !drawsRed(referring, inside: directory.path))
    }
  }

  /// A terminal that reports cells of 65535 × 65535 pixels made chafa ask for a ~50,000 × 65,535
  /// canvas and crash: a cell is drawn for as at most PET_CHAFA_CELL_MAX pixels a side.
  @Test(arguments: [ChafaPictures.Mode.sixels, .kitty, .symbols])
  func hugeCells_drawWithinTheCellsAsked(mode: ChafaPictures.Mode) throws {
    try withTemporaryDirectory { directory in
      let huge = ChafaPictures(mode: mode, colors: .truecolor, cellWidth: 65_535, cellHeight: 65_535)
      let picture = try huge.draw(try TestPicture.write(in: directory), columns: 16, rows: 8)
      #expect(picture.columns == 16 && picture.rows == 8)
      #expect(ChafaPictures.largestCell == 256)
    }
  }

  /// The size a picture claims comes from its header, read in the cage: no pixel is decoded.
  @Test func readSize_isTheSizeThePictureClaims() throws {
    try withTemporaryDirectory { directory in
      let path = try TestPNG.writeBlack(in: directory, name: "huge.png", width: 10_000, height: 10_000)
      var problem = PetPictureProblem()
      #expect(pet_picture_read_size(nil, path, &problem))
      #expect(problem.kind == PET_PICTURE_OK && problem.width == 10_000 && problem.height == 10_000)
      pet_picture_problem_clear(&problem)
    }
  }

  /// A path that does not name a place inside the folder it is given is refused before any file
  /// is opened.
  @Test func pathOutsideTheFolderItIsGiven_isRefused() throws {
    try withTemporaryDirectory { directory in
      let path = try TestPicture.write(in: directory)
      #expect(throws: ChafaPictures.Failure(PictureProblem(path: path, kind: .outsideFolder))) {
        try colored.draw(path, inside: directory.appendingPathComponent("pictures").path, columns: 8, rows: 4)
      }
    }
  }

  /// Each new failure kind of the decoder becomes a problem, in words, with its numbers.
  @Test func failureCodes_becomeProblems() {
    #expect(PictureProblem(path: "p", code: 6, width: 0, height: 0, detail: nil)?.kind == .notAFile)
    #expect(PictureProblem(path: "p", code: 7, width: 0, height: 0, detail: nil)?.kind == .outsideFolder)
    #expect(PictureProblem(path: "p", code: 8, width: 5, height: 0, detail: nil)?.kind == .timedOut(seconds: 5))
    #expect(
      PictureProblem(path: "p", code: 9, width: 768, height: 0, detail: "signal 6, Aborted")?.message(.placeholder)
        == "p: the decoder stopped (signal 6, Aborted), over its 768 MiB of memory or at a fault; showing the placeholder"
    )
    #expect(
      PictureProblem(path: "p", code: 10, width: 0, height: 0, detail: "gone")?.message(.placeholder)
        == "p: the picture decoder could not start (gone); showing the placeholder")
    #expect(
      PictureProblem(path: "p", code: 10, width: 0, height: 0, detail: nil)?.message(.speciesGlyph)
        == "p: the picture decoder, pet-picture-decoder, is not installed beside this program; "
        + "showing the species glyph instead")
  }
}
