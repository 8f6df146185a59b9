import ArgumentParser
import PetCards
import PetLocalization
import PetTerminalPictures

/// How `--picture` draws a card's picture.
enum PictureChoice: String, CaseIterable, ExpressibleByArgument {
  case auto, symbols, sixels, kitty, iterm, none
}

/// Whether and how cards show their pet's picture.
struct PictureOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      tr(
        "How to draw each pet's picture: auto (on a terminal, the best it shows, else symbols; none when output is not a terminal), symbols, sixels, kitty, iterm or none."
      ),
      valueName: "how"))
  var picture: PictureChoice = .auto

  /// What draws the pictures, or `nil` for cards of text alone. Symbols take colour only when
  /// `style` does (so never with `NO_COLOR` or `--no-color`, nor into a pipe).
  func renderer(style: TextStyle) -> (any PictureRendering)? {
    let mode: ChafaPictures.Mode
    switch picture {
    case .none: return nil
    case .auto:
      guard Terminal.isTerminal, !Terminal.isDumb else { return nil }
      mode = ChafaPictures.detect().mode
    case .symbols: mode = .symbols
    case .sixels: mode = .sixels
    case .kitty: mode = .kitty
    case .iterm: mode = .iterm
    }
    let colors = style.usesColor ? ChafaPictures.detect().colors : .none
    let cell = Terminal.cellSize ?? (width: 10, height: 20)
    return ReportedPictures(
      chafa: ChafaPictures(mode: mode, colors: colors, cellWidth: cell.width, cellHeight: cell.height))
  }
}

extension PictureOptions {
  /// What draws the list's thumbnails: only on a terminal that shows images, as symbols two
  /// cells wide are not a picture anyone can make out.
  static func thumbnails() -> (any PictureRendering)? {
    guard Terminal.isTerminal, !Terminal.isDumb else { return nil }
    let detected = ChafaPictures.detect()
    guard detected.mode != .symbols else { return nil }
    let cell = Terminal.cellSize ?? (width: 10, height: 20)
    let chafa = ChafaPictures(
      mode: detected.mode, colors: detected.colors, cellWidth: cell.width, cellHeight: cell.height)
    return ReportedPictures(chafa: chafa)
  }
}

/// Draws with chafa, and says on standard error which picture could not be drawn and why: once
/// per file, however many pets share it.
private final class ReportedPictures: PictureRendering {
  let chafa: ChafaPictures
  private var reported: Set<String> = []

  init(chafa: ChafaPictures) {
    self.chafa = chafa
  }

  func picture(at path: String, inside folder: String?, columns: Int, rows: Int) -> TextPicture? {
    do {
      return try chafa.draw(path, inside: folder, columns: columns, rows: rows)
    } catch {
      if reported.insert(path).inserted { Terminal.error(error.problem.warning(.speciesGlyph)) }
      return nil
    }
  }
}
