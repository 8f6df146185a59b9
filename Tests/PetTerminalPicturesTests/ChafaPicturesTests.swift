import Foundation
import PetCards
import PetCatalog
import PetPresentation
import PetTerminalPictures
import PetTestSupport
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
    #expect(throws: ChafaPictures.Failure(description: "Unable to read '/nonexistent/rex.svg': no such file.")) {
      try plain.draw("/nonexistent/rex.svg", columns: 16, rows: 8)
    }
    #expect(plain.picture(at: "/nonexistent/rex.svg", columns: 16, rows: 8) == nil)
  }

  @Test func folderInsteadOfAPicture_failsSayingSo() throws {
    try withTemporaryDirectory { directory in
      #expect(throws: ChafaPictures.Failure(description: "Unable to read '\(directory.path)': not a file.")) {
        try plain.draw(directory.path, columns: 16, rows: 8)
      }
    }
  }

  @Test func unreadablePicture_failsSayingSo() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("rex.svg").path
      try Data("not a picture\n".utf8).write(to: URL(fileURLWithPath: path))
      #expect(
        throws: ChafaPictures.Failure(description: "Unable to read '\(path)': not a picture gdk-pixbuf can load.")
      ) {
        try plain.draw(path, columns: 16, rows: 8)
      }
    }
  }
}
