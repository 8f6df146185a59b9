import CPetChafa
import CPetPictures
import PetCards
import PetPresentation

/// Pet pictures drawn by libchafa from the same files the window shows (SVG, PNG, JPEG through
/// gdk-pixbuf): block symbols, sixels, kitty or iTerm2 images.
public struct ChafaPictures: PictureRendering, Sendable {
  /// How a picture reaches the terminal.
  public enum Mode: String, CaseIterable, Sendable {
    case symbols, sixels, kitty, iterm
  }

  /// Which colours symbols may use; images always have their own.
  public enum Colors: Sendable, Equatable {
    case none, indexed16, indexed256, truecolor
  }

  /// Why a picture was not drawn: the decoder's problem with the file.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What failed, and with which file.
    public var problem: PictureProblem

    public init(_ problem: PictureProblem) {
      self.problem = problem
    }

    /// The file, what failed, and that the card shows its species glyph instead.
    public var description: String { problem.message(.speciesGlyph) }
  }

  /// The largest terminal cell drawn for, a side in pixels (`PET_CHAFA_CELL_MAX`): a terminal
  /// that reports more is not believed.
  public static let largestCell = Int(PET_CHAFA_CELL_MAX)

  public var mode: Mode
  public var colors: Colors
  /// A terminal cell's width in pixels.
  public var cellWidth: Int
  /// A terminal cell's height in pixels.
  public var cellHeight: Int

  /// Cells of 10 × 20 pixels, chafa's guess when the terminal does not say.
  public init(mode: Mode, colors: Colors, cellWidth: Int = 10, cellHeight: Int = 20) {
    self.mode = mode
    self.colors = colors
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  /// What the terminal supports, as chafa detects it from the environment (`TERM`,
  /// `TERM_PROGRAM`, `VTE_VERSION` …); the terminal itself is not asked.
  public static func detect() -> (mode: Mode, colors: Colors) {
    var pixels = PET_CHAFA_PIXELS_SYMBOLS
    var colors = PET_CHAFA_COLORS_NONE
    pet_chafa_detect(&pixels, &colors)
    let mode: Mode =
      switch pixels {
      case PET_CHAFA_PIXELS_SIXELS: .sixels
      case PET_CHAFA_PIXELS_KITTY: .kitty
      case PET_CHAFA_PIXELS_ITERM: .iterm
      default: .symbols
      }
    let depth: Colors =
      switch colors {
      case PET_CHAFA_COLORS_TRUECOLOR: .truecolor
      case PET_CHAFA_COLORS_256: .indexed256
      case PET_CHAFA_COLORS_16: .indexed16
      default: .none
      }
    return (mode, depth)
  }

  public func picture(at path: String, inside folder: String?, columns: Int, rows: Int) -> TextPicture? {
    try? draw(path, inside: folder, columns: columns, rows: rows)
  }

  /// The picture file at `path` in at most `columns` × `rows` cells, keeping its shape; decoded
  /// in the caged decoder at the size drawn, refused when it claims more than
  /// `PictureProblem.pixelLimit` pixels or leads out of `folder` (`nil`: the file's own).
  public func draw(_ path: String, inside folder: String? = nil, columns: Int, rows: Int) throws(Failure)
    -> TextPicture
  {
    var drawnColumns: Int32 = 0
    var drawnRows: Int32 = 0
    var problem = PetPictureProblem()
    guard
      let text = pet_chafa_draw(
        folder, path, pixels, chafaColors, Int32(clamping: max(columns, 1)), Int32(clamping: max(rows, 1)),
        Int32(clamping: max(cellWidth, 1)), Int32(clamping: max(cellHeight, 1)), Int64(PictureProblem.pixelLimit),
        &drawnColumns, &drawnRows, &problem)
    else {
      let detail = problem.detail.map { String(cString: $0) }
      pet_chafa_free(problem.detail)
      throw Failure(
        PictureProblem(
          path: path, code: Int(problem.kind.rawValue), width: Int(problem.width), height: Int(problem.height),
          detail: detail) ?? PictureProblem(path: path, kind: .undecodable(detail: nil)))
    }
    defer { pet_chafa_free(text) }
    let printed = String(cString: text)
    let content: TextPicture.Content =
      switch mode {
      case .symbols: .lines(Self.lines(of: printed, colors: colors))
      case .sixels, .kitty, .iterm: .image(printed)
      }
    return TextPicture(content: content, columns: Int(drawnColumns), rows: Int(drawnRows))
  }

  /// chafa's symbols as lines, each one closing its own colours so that the card's border,
  /// printed between them, keeps the terminal's.
  static func lines(of printed: String, colors: Colors) -> [String] {
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard colors != .none else { return lines }
    return lines.map { $0.hasSuffix("\u{1B}[0m") ? $0 : $0 + "\u{1B}[0m" }
  }

  private var pixels: PetChafaPixels {
    switch mode {
    case .symbols: PET_CHAFA_PIXELS_SYMBOLS
    case .sixels: PET_CHAFA_PIXELS_SIXELS
    case .kitty: PET_CHAFA_PIXELS_KITTY
    case .iterm: PET_CHAFA_PIXELS_ITERM
    }
  }

  private var chafaColors: PetChafaColors {
    switch colors {
    case .none: PET_CHAFA_COLORS_NONE
    case .indexed16: PET_CHAFA_COLORS_16
    case .indexed256: PET_CHAFA_COLORS_256
    case .truecolor: PET_CHAFA_COLORS_TRUECOLOR
    }
  }
}
