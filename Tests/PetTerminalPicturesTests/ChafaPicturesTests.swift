import CPetPictures
import Foundation
import PetCards
import PetCatalog
import PetPresentation
import PetTerminalPictures
import PetTestSupport
import Synchronization
import Testing

@Suite struct ChafaPicturesTests {
  /// Symbols without colour: what `--no-color` and pipes get.
  let plain = ChafaPictures(mode: .symbols, colors: .none)

  @Test func symbols_forTheTestPicture_withoutColor_areThePinnedText() throws {
    try withTemporaryDirectory { directory in
      let picture = try plain.draw(try TestPicture.write(in: directory), columns: 16, rows: 8)
      #expect(
        picture
          == TextPicture(
            content: .lines([
              "    ████        ",
              "    ███████████▀",
              "████    ████▀▔  ",
              "████    █▀▔     ",
            ]), columns: 16, rows: 4))
    }
  }

  @Test func symbols_keepTheShape_forCellsTwiceAsTallAsWide() throws {
    try withTemporaryDirectory { directory in
      let path = try TestPicture.write(in: directory)
      // 32 × 16 pixels on cells of 10 × 20: four columns a row; the rows are what limits it.
      let wide = try plain.draw(path, columns: 40, rows: 2)
      #expect(wide.columns == 8 && wide.rows == 2)
      // Square cells: two columns a row; the columns limit it.
      let square = try ChafaPictures(mode: .symbols, colors: .none, cellWidth: 8, cellHeight: 8)
        .draw(path, columns: 10, rows: 10)
      #expect(square.columns == 10 && square.rows == 5)
    }
  }

  @Test func symbols_withColor_closeTheirColoursOnEveryLine() throws {
    try withTemporaryDirectory { directory in
      let picture = try ChafaPictures(mode: .symbols, colors: .truecolor)
        .draw(try TestPicture.write(in: directory), columns: 16, rows: 8)
      guard case .lines(let lines) = picture.content else {
        Issue.record("expected lines of symbols, got \(picture.content)")
        return
      }
      #expect(lines.count == 4)
      #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[") && $0.hasSuffix("\u{1B}[0m") })
    }
  }

  @Test func sixels_areOneDeviceControlString_ofTheCellsInPixels() throws {
    try withTemporaryDirectory { directory in
      let picture = try ChafaPictures(mode: .sixels, colors: .truecolor)
        .draw(try TestPicture.write(in: directory), columns: 16, rows: 8)
      #expect(picture.columns == 16 && picture.rows == 4)
      guard case .image(let sequence) = picture.content else {
        Issue.record("expected an image, got \(picture.content)")
        return
      }
      // DCS P1;P2;P3 q, raster attributes "Pan;Pad;Ph;Pv, … ST: 160 × 80 pixels, which chafa
      // trims to 78, a whole number of six-pixel bands.
      #expect(sequence.hasPrefix("\u{1B}P0;1;0q\"1;1;160;78#"))
      #expect(sequence.hasSuffix("\u{1B}\\"))
      #expect(sequence.dropFirst(2).dropLast(2).allSatisfy { $0 != "\u{1B}" })
      // 78 pixels are 13 bands of six, each ended by "-".
      #expect(sequence.filter { $0 == "-" }.count == 13)
    }
  }

  @Test func kitty_isOneImageInChunks_ofTheCellsInPixels() throws {
    try withTemporaryDirectory { directory in
      let picture = try ChafaPictures(mode: .kitty, colors: .truecolor)
        .draw(try TestPicture.write(in: directory), columns: 16, rows: 8)
      #expect(picture.columns == 16 && picture.rows == 4)
      guard case .image(let sequence) = picture.content else {
        Issue.record("expected an image, got \(picture.content)")
        return
      }
      // Transmit and show (a=T) 32-bit RGBA, 160 × 80 pixels, over 16 × 4 cells, more to come (m=1).
      let header = "\u{1B}_Ga=T,f=32,s=160,v=80,c=16,r=4,m=1\u{1B}\\"
      #expect(sequence.hasPrefix(header))
      let chunks = sequence.dropFirst(header.count).components(separatedBy: "\u{1B}\\").dropLast()
      #expect(chunks.last == "\u{1B}_Gm=0")
      // Each chunk is base64 of its own, padding and all.
      var pixels = Data()
      for chunk in chunks.dropLast() {
        #expect(chunk.hasPrefix("\u{1B}_Gm=1;"))
        pixels.append(Data(base64Encoded: String(chunk.dropFirst(7))) ?? Data())
      }
      #expect(pixels.count == 160 * 80 * 4)
    }
  }

  @Test func iterm_isOneInlineFile_ofTheCells() throws {
    try withTemporaryDirectory { directory in
      let picture = try ChafaPictures(mode: .iterm, colors: .truecolor)
        .draw(try TestPicture.write(in: directory), columns: 16, rows: 8)
      guard case .image(let sequence) = picture.content else {
        Issue.record("expected an image, got \(picture.content)")
        return
      }
      #expect(sequence.hasPrefix("\u{1B}]1337;File=inline=1;width=16;height=4;preserveAspectRatio=0:"))
      #expect(sequence.hasSuffix("\u{07}"))
    }
  }

  @Test func missingPicture_failsSayingSo_andGivesNoPicture() {
    let problem = PictureProblem(path: "/nonexistent/rex.svg", kind: .unreadable(detail: "No such file or directory"))
    #expect(throws: ChafaPictures.Failure(problem)) {
      try plain.draw("/nonexistent/rex.svg", columns: 16, rows: 8)
    }
    #expect(
      ChafaPictures.Failure(problem).description
        == "/nonexistent/rex.svg: cannot be read (No such file or directory); showing the species glyph instead")
    #expect(plain.picture(at: "/nonexistent/rex.svg", inside: nil, columns: 16, rows: 8) == nil)
  }

  @Test func folderInsteadOfAPicture_failsSayingSo() throws {
    try withTemporaryDirectory { directory in
      let folder = ChafaPictures.Failure(PictureProblem(path: directory.path, kind: .notAFile))
      #expect(throws: folder) { try plain.draw(directory.path, columns: 16, rows: 8) }
    }
  }

  @Test func unreadablePicture_failsSayingSo() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("rex.svg").path
      try Data("not a picture\n".utf8).write(to: URL(fileURLWithPath: path))
      #expect(
        throws: ChafaPictures.Failure(
          PictureProblem(path: path, kind: .undecodable(detail: "Unrecognized image file format")))
      ) {
        try plain.draw(path, columns: 16, rows: 8)
      }
    }
  }

  /// 10000 × 10000 pixels in 79 KB: refused from its header, before anything is decoded (it
  /// cost 380 MB when decoded in full and then shrunk).
  @Test func hugePicture_isRefused_overThePixelLimit() throws {
    try withTemporaryDirectory { directory in
      let path = try TestPNG.writeBlack(in: directory, name: "huge.png", width: 10_000, height: 10_000)
      let failure = ChafaPictures.Failure(PictureProblem(path: path, kind: .tooLarge(width: 10_000, height: 10_000)))
      #expect(throws: failure) { try plain.draw(path, columns: 16, rows: 8) }
      #expect(
        failure.description
          == "\(path): 10000 × 10000 pixels is over the limit of 40 million; showing the species glyph instead")
    }
  }

  /// The same refusal whether or not the rest of the file is there.
  @Test func truncatedHugePicture_isRefused_overThePixelLimit() throws {
    try withTemporaryDirectory { directory in
      let path = try TestPNG.writeBlack(in: directory, name: "cut.png", width: 10_000, height: 10_000, rows: 10)
      #expect(
        throws: ChafaPictures.Failure(PictureProblem(path: path, kind: .tooLarge(width: 10_000, height: 10_000)))
      ) {
        try plain.draw(path, columns: 16, rows: 8)
      }
    }
  }

  /// A PNG cut short closes without an error in gdk-pixbuf, its missing rows grey: it is
  /// incomplete, not a picture.
  @Test func truncatedPicture_failsAsIncomplete() throws {
    try withTemporaryDirectory { directory in
      let path = try TestPNG.writeBlack(in: directory, name: "cut.png", width: 64, height: 64, rows: 20)
      #expect(throws: ChafaPictures.Failure(PictureProblem(path: path, kind: .incomplete))) {
        try plain.draw(path, columns: 16, rows: 8)
      }
    }
  }

  /// The same file whole is drawn, 8 × 4 cells of one colour: without colour, chafa leaves one
  /// flat colour to the terminal's background, so they are spaces.
  @Test func wholeTestPNG_isDrawn() throws {
    try withTemporaryDirectory { directory in
      let path = try TestPNG.writeBlack(in: directory, name: "whole.png", width: 64, height: 64)
      let picture = try plain.draw(path, columns: 8, rows: 4)
      #expect(picture == TextPicture(content: .lines(Array(repeating: "        ", count: 4)), columns: 8, rows: 4))
    }
  }

  /// Large pictures decoded in full take turns (one lock, so two never hold their pixels at
  /// once). From many threads at once, whole ones and ones cut short alike, every decode ends
  /// with its own answer: a decode that fails lets the next one go as one that succeeds does.
  @Test func largePictures_fromManyThreads_eachGetTheirOwnAnswer() throws {
    try withTemporaryDirectory { directory in
      let whole = try TestPNG.writeBlack(in: directory, name: "large.png", width: 2_400, height: 2_400)
      let cut = try TestPNG.writeBlack(in: directory, name: "cut.png", width: 2_400, height: 2_400, rows: 200)
      let answers = Mutex([String](repeating: "", count: 8))
      DispatchQueue.concurrentPerform(iterations: 8) { number in
        let path = number.isMultiple(of: 2) ? whole : cut
        let answer: String
        do {
          answer = "\(try plain.draw(path, columns: 8, rows: 4).columns) columns"
        } catch {
          answer = String(describing: error)
        }
        answers.withLock { $0[number] = answer }
      }
      let drawn = "8 columns"
      let incomplete = ChafaPictures.Failure(PictureProblem(path: cut, kind: .incomplete)).description
      #expect(answers.withLock { $0 } == (0..<8).map { $0.isMultiple(of: 2) ? drawn : incomplete })
    }
  }

  @Test func pixelLimit_isTheDecodersLimit() {
    #expect(PictureProblem.pixelLimit == Int(PET_PICTURE_PIXEL_LIMIT))
  }
}
