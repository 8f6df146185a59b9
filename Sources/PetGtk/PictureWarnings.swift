import CPetPictures
import Foundation
import PetCards
import PetLocalization
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

  /// Warns that the picture at web `address` was not fetched, and why, unless it was warned
  /// about already.
  public static func reportFetch(_ address: String, _ message: String) {
    guard reported.insert(address).inserted else { return }
    // TRANSLATORS: %1$@ is a picture's web address, %2$@ why it was not fetched.
    output(
      "pet-browser: "
        + TerminalText.message(
          trf(tr("warning: the picture %1$@ was not fetched: %2$@; showing a placeholder instead"), address, message)))
  }

  /// Warns about `problem` unless its file was warned about already.
  public static func report(_ problem: PictureProblem) {
    guard reported.insert(problem.path).inserted else { return }
    output("pet-browser: " + TerminalText.message(problem.warning(.placeholder)))
  }
}
