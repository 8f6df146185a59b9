/// Draws pet pictures for a terminal card: the card asks, and places what comes back.
///
/// `PetCards` knows no image library; `PetTerminalPictures` draws with libchafa, and tests
/// may hand in text of their own.
public protocol PictureRendering {
  /// The picture file at `path`, which must lie inside `folder` (the catalogue's; `nil`: its
  /// own), drawn in at most `columns` × `rows` cells, or `nil` when it cannot be read (the card
  /// then shows the species glyph alone).
  func picture(at path: String, inside folder: String?, columns: Int, rows: Int) -> TextPicture?
}

/// A picture ready to print, and the cells it covers.
public struct TextPicture: Sendable, Equatable {
  /// How the picture reaches the terminal.
  public enum Content: Sendable, Equatable {
    /// Symbols: `rows` lines of text, each `columns` cells wide (colour codes do not count).
    case lines([String])
    /// One escape sequence (sixels, kitty, iTerm2) that paints `columns` × `rows` cells from
    /// the cursor.
    case image(String)
  }

  public var content: Content
  public var columns: Int
  public var rows: Int

  public init(content: Content, columns: Int, rows: Int) {
    self.content = content
    self.columns = columns
    self.rows = rows
  }
}
