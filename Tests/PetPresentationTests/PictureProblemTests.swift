import PetPresentation
import Testing

/// The warnings for pictures that cannot be shown, as the window and petcards print them.
@Suite struct PictureProblemTests {
  let path = "pictures/huge.png"

  @Test func tooLarge_saysTheSizeAndTheLimit() {
    let problem = PictureProblem(path: path, kind: .tooLarge(width: 10_000, height: 10_000))
    #expect(
      problem.warning(.placeholder)
        == "warning: pictures/huge.png: 10000 × 10000 pixels is over the limit of 40 million; showing the placeholder")
    #expect(
      problem.message(.speciesGlyph)
        == "pictures/huge.png: 10000 × 10000 pixels is over the limit of 40 million; showing the species glyph instead"
    )
  }

  @Test func unreadable_saysTheSystemsReason() {
    let problem = PictureProblem(path: path, kind: .unreadable(detail: "Permission denied"))
    #expect(
      problem.message(.placeholder)
        == "pictures/huge.png: cannot be read (Permission denied); showing the placeholder")
    #expect(
      problem.message(.speciesGlyph)
        == "pictures/huge.png: cannot be read (Permission denied); showing the species glyph instead")
  }

  @Test func undecodable_saysTheDecodersReason_whenItGivesOne() {
    let withReason = PictureProblem(path: path, kind: .undecodable(detail: "Unrecognized image file format"))
    #expect(
      withReason.message(.placeholder)
        == "pictures/huge.png: not a picture that can be shown (Unrecognized image file format); showing the placeholder"
    )
    #expect(
      withReason.message(.speciesGlyph)
        == "pictures/huge.png: not a picture that can be shown (Unrecognized image file format); showing the species glyph instead"
    )
    let without = PictureProblem(path: path, kind: .undecodable(detail: nil))
    #expect(
      without.message(.placeholder) == "pictures/huge.png: not a picture that can be shown; showing the placeholder")
    #expect(
      without.message(.speciesGlyph)
        == "pictures/huge.png: not a picture that can be shown; showing the species glyph instead")
  }

  @Test func incomplete_saysTheFileIsCutShort() {
    let problem = PictureProblem(path: path, kind: .incomplete)
    #expect(
      problem.message(.placeholder)
        == "pictures/huge.png: the file ends before the picture does; showing the placeholder")
    #expect(
      problem.message(.speciesGlyph)
        == "pictures/huge.png: the file ends before the picture does; showing the species glyph instead")
  }

  /// The C decoder's PetPictureFailure numbers; shown (0) and cancelled (5) are no problem.
  @Test func decoderCodes_mapToKinds() {
    func kind(_ code: Int, detail: String? = "why") -> PictureProblem.Kind? {
      PictureProblem(path: path, code: code, width: 7, height: 9, detail: detail)?.kind
    }
    #expect(kind(0) == nil)
    #expect(kind(1) == .unreadable(detail: "why"))
    #expect(kind(2) == .tooLarge(width: 7, height: 9))
    #expect(kind(3) == .undecodable(detail: "why"))
    #expect(kind(3, detail: "") == .undecodable(detail: nil))
    #expect(kind(4) == .incomplete)
    #expect(kind(5) == nil)
  }
}
