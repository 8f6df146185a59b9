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
    let statusTexts = Self.statusTexts
    let rows = pets.map { Self.cells($0, status: showsStatus, statusTexts: statusTexts) }
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
    let blank = String(repeating: " ", count: Self.thumbnailColumns + 1)
    var contentWidths = headers.map { _ in 0 }
    for row in rows {
      for (column, cell) in row.enumerated() {
        contentWidths[column] = max(contentWidths[column], DisplayWidth.of(cell))
      }
    }
    let widths = columnWidths(headers: headers, content: contentWidths, thumbnails: thumbnails != nil)
    func write(_ cells: [String], header: Bool) {
      output.write(line(cells, widths: widths, header: header))
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

  /// The columns' widths: each as wide as its heading and its widest cell; when the table is
  /// wider than the terminal, the name column gives way.
  func columnWidths(headers: [String], content: [Int], thumbnails: Bool) -> [Int] {
    let width = thumbnails ? self.width - Self.thumbnailColumns - 1 : self.width
    var widths = zip(headers, content).map { max(DisplayWidth.of($0), $1) }
    let total = widths.reduce(0, +) + 2 * (widths.count - 1)
    if total > width {
      widths[1] = max(DisplayWidth.of(headers[1]), widths[1] - (total - width))
    }
    return widths
  }

  /// One line of the table: `cells` padded to `widths`, the fee right-aligned so the amounts
  /// line up on the decimal point.
  func line(_ cells: [String], widths: [Int], header: Bool) -> String {
    var line = ""
    for (column, cell) in cells.enumerated() {
      let fitted = column == 1 ? DisplayWidth.truncate(cell, to: widths[column]) : cell
      let isLast = column == cells.count - 1
      let text =
        isLast
        ? String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(fitted))) + fitted
        : DisplayWidth.pad(fitted, to: widths[column])
      line += header ? style.paint(text, .header) : (column == 1 ? style.paint(text, .name) : text)
      if !isLast { line += "  " }
    }
    return line + "\n"
  }

  /// The sanitised cells of `pet`'s row, with its status when `status`.
  static func cells(
    _ pet: PetViewModel, status: Bool, statusTexts: [AdoptionStatus: String], ageText: String? = nil
  ) -> [String] {
    var cells = [pet.id, pet.name, pet.speciesText, ageText ?? pet.ageText]
    cells.reserveCapacity(6)
    if status { cells.append(statusTexts[pet.pet.status] ?? pet.statusText) }
    cells.append(pet.adoptionFeeText)
    return cells.map { TerminalText.sanitize($0) }
  }

  /// Four words, looked up once rather than once a row (100,000 rows in a large catalogue).
  static var statusTexts: [AdoptionStatus: String] {
    Dictionary(uniqueKeysWithValues: AdoptionStatus.allCases.map { ($0, $0.displayName) })
  }

  /// The same table as `render(_:)` for pets that are not held: each is given twice, to
  /// `measure` (the columns' widths, whether the status varies), then after `writeHeader` to
  /// `write`. Memory stays that of one row, whatever the number of pets.
  public struct Streaming {
    private let renderer: PetRowsRenderer
    private let statusTexts = PetRowsRenderer.statusTexts
    /// The widest cell of each column, the status's included: id, name, species, age, status, fee.
    private var widths = [0, 0, 0, 0, 0, 0]
    private var firstStatus: AdoptionStatus?
    private var showsStatus = false
    private var finalWidths: [Int] = []
    /// Each birthday's age text, made once: a million pets have some 10,000 birthdays.
    private var ageTexts: [CalendarDate: String] = [:]

    public init(_ renderer: PetRowsRenderer) {
      self.renderer = renderer
    }

    /// Counts `pet` in the columns' widths (the first pass).
    public mutating func measure(_ pet: PetViewModel) {
      let cells = PetRowsRenderer.cells(pet, status: true, statusTexts: statusTexts, ageText: ageText(pet))
      for (column, cell) in cells.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell)) }
      if let firstStatus, firstStatus != pet.pet.status { showsStatus = true }
      if firstStatus == nil { firstStatus = pet.pet.status }
    }

    private mutating func ageText(_ pet: PetViewModel) -> String {
      if let text = ageTexts[pet.pet.birthday] { return text }
      let text = pet.ageText
      ageTexts[pet.pet.birthday] = text
      return text
    }

    /// Writes the header, once every pet has been measured.
    public mutating func writeHeader(to output: inout some TextOutputStream) {
      let content = showsStatus ? widths : widths.enumerated().filter { $0.offset != 4 }.map(\.element)
      let headers = PetRowsRenderer.headers(status: showsStatus)
      finalWidths = renderer.columnWidths(headers: headers, content: content, thumbnails: false)
      output.write(renderer.line(headers, widths: finalWidths, header: true))
    }

    /// Writes `pet`'s row (the second pass).
    public mutating func write(_ pet: PetViewModel, to output: inout some TextOutputStream) {
      let cells = PetRowsRenderer.cells(pet, status: showsStatus, statusTexts: statusTexts, ageText: ageText(pet))
      output.write(renderer.line(cells, widths: finalWidths, header: false))
    }
  }
}
