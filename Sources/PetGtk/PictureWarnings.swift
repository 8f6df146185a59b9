import CPetPictures
import Foundation
import PetCards
import PetPictureDownloads
import PetPresentation

/// Says on standard error which picture files cannot be shown and why, once per file per run:
/// the list's thumbnails and the card decode the same file at two sizes, and many pets share
/// one, but a person reads one warning, e.g. `pet-browser: warning: /…/pictures/huge.png:
/// 10000 × 10000 pixels is over the limit of 40 million; showing the placeholder`.
@MainActor
public enum PictureWarnings {
  /// Where each warning goes, without its newline; tests may collect them instead.
  public static var output: @MainActor (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The files warned about so far.
  private static var reported: Set<String> = []

  /// Warns that the picture at web `address` was not fetched, and why (`PictureDownloads`
  /// tells each address once).
  public static func reportFetch(_ address: String, _ message: String) {
    output("pet-browser: " + TerminalText.message(PictureDownloads.warning(address: address, message: message)))
  }

  /// Warns about `problem` unless its file was warned about already.
  public static func report(_ problem: PictureProblem) {
    guard reported.insert(problem.path).inserted else { return }
    output("pet-browser: " + TerminalText.message(problem.warning(.placeholder)))
  }
}
