import PetCatalog
import PetLocalization
import PetPresentation

/// One aligned row per pet: id, name, species, age and fee, with a header; and the status before
/// the fee when the pets listed are not all in the same one.
///
///     ID      NAME     SPECIES  AGE          FEE
///     stuart  Stuart   Dog      2 years old  $500.00
public struct PetRowsRenderer: Sendable {
  public var width: Int
  public var style: TextStyle

  public init(width: Int = 80, style: TextStyle = .plain) {
    self.width = width
    self.style = style
  }

  /// The column headings, in capitals where the language has them; with `status`, the status
  /// column's too.
  static func headers(status: Bool = false) -> [String] {
    [
      trc("list heading", "ID"), trc("list heading", "NAME"), trc("list heading", "SPECIES"),
      trc("list heading", "AGE"),
    ]
      + (status ? [trc("list heading", "STATUS")] : []) + [trc("list heading", "FEE")]
  }

  /// The cells a row's thumbnail covers: two columns (about square on a terminal's cells), one row.
  public static let thumbnailColumns = 2

  /// Writes the header and one row per pet to `output`; with `thumbnails`, each row starts with
  /// the pet's picture, `thumbnailColumns` × 1 cells (blank where it has none or it cannot be
  /// drawn).
  public func render(
    _ pets: [PetViewModel], thumbnails: (any PictureRendering)? = nil, to output: inout some TextOutputStream
  ) {
    let showsStatus = pets.first.map { first in pets.contains { $0.pet.status != first.pet.status } } ?? false
    // Four words, looked up once rather than once a row (100,000 rows in a large catalogue).
    let statusTexts = Dictionary(uniqueKeysWithValues: AdoptionStatus.allCases.map { ($0, $0.displayName) })
    let rows = pets.map { pet in
      var cells = [pet.id, pet.name, pet.speciesText, pet.ageText]
      cells.reserveCapacity(6)
      if showsStatus { cells.append(statusTexts[pet.pet.status] ?? pet.statusText) }
      cells.append(pet.adoptionFeeText)
      return cells.map { TerminalText.sanitize($0) }
    }
    let pictures = thumbnails.map { renderer in
      pets.map { pet in
        pet.image.path.flatMap {
          renderer.picture(at: $0, inside: pet.image.folder, columns: Self.thumbnailColumns, rows: 1)
        }
      }
    }
    render(rows: rows, headers: Self.headers(status: showsStatus), thumbnails: pictures, to: &output)
  }

  /// Writes already-sanitised cells, aligned by display width, each row after its thumbnail
  /// when `thumbnails` is given.
  func render(
    rows: [[String]], headers: [String] = Self.headers(), thumbnails: [TextPicture?]? = nil,
    to output: inout some TextOutputStream
  ) {
    let width = thumbnails == nil ? self.width : self.width - Self.thumbnailColumns - 1
    let blank = String(repeating: " ", count: Self.thumbnailColumns + 1)
    var widths = headers.map { DisplayWidth.of($0) }
    for row in rows {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], DisplayWidth.of(cell))
      }
    }
    // When the table is wider than the terminal, the name column gives way.
    let total = widths.reduce(0, +) + 2 * (widths.count - 1)
    if total > width {
      widths[1] = max(DisplayWidth.of(headers[1]), widths[1] - (total - width))
    }
    func write(_ cells: [String], header: Bool) {
      var line = ""
      for (column, cell) in cells.enumerated() {
        let fitted = column == 1 ? DisplayWidth.truncate(cell, to: widths[column]) : cell
        let isLast = column == cells.count - 1
        // The fee is right-aligned so the amounts line up on the decimal point.
        let text =
          isLast
          ? String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(fitted))) + fitted
          : DisplayWidth.pad(fitted, to: widths[column])
        line += header ? style.paint(text, .header) : (column == 1 ? style.paint(text, .name) : text)
        if !isLast { line += "  " }
      }
      output.write(line + "\n")
    }
    if thumbnails != nil { output.write(blank) }
    write(headers, header: true)
    for (number, row) in rows.enumerated() {
      guard let thumbnails else {
        write(row, header: false)
        continue
      }
      let picture = thumbnails[number]
      switch picture?.content {
      case .lines(let lines)?:
        let cells = lines.first ?? ""
        output.write(cells + String(repeating: " ", count: max(0, blank.count - (picture?.columns ?? 0))))
        write(row, header: false)
      case .image(let sequence)?:
        // Blank cells first, then, from the line below, back up to draw the image over them.
        output.write(blank)
        write(row, header: false)
        output.write("\u{1B}7\u{1B}[1A\r" + sequence + "\u{1B}8")
      case nil:
        output.write(blank)
        write(row, header: false)
      }
    }
  }
}
