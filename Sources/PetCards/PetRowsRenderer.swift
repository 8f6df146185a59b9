import Foundation
import PetCatalog
import PetLocalization
import PetPresentation

/// One aligned row per pet: id, name, species, age and fee, with a header; the status before
/// the fee when the pets listed are not all in the same one; and asked near a place (`--near`),
/// how far each pet's shelter is, last.
///
///     ID      NAME     SPECIES  AGE          FEE      DISTANCE
///     stuart  Stuart   Dog      2 years old  $500.00    4.2 mi
public struct PetRowsRenderer: Sendable {
  public var width: Int
  public var style: TextStyle

  public init(width: Int = 80, style: TextStyle = .plain) {
    self.width = width
    self.style = style
  }

  /// The column headings, in capitals where the language has them; with `status`, the status
  /// column's too, and with `distance`, the distance column's.
  static func headers(status: Bool = false, distance: Bool = false) -> [String] {
    [
      trc("list heading", "ID"), trc("list heading", "NAME"), trc("list heading", "SPECIES"),
      trc("list heading", "AGE"),
    ]
      + (status ? [trc("list heading", "STATUS")] : []) + [trc("list heading", "FEE")]
      + (distance ? [trc("list heading", "DISTANCE")] : [])
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
    let showsDistance = pets.first?.distanceCellText != nil
    let statusTexts = Self.statusTexts
    let rows = pets.map { Self.cells($0, status: showsStatus, statusTexts: statusTexts) }
    let pictures = thumbnails.map { renderer in
      pets.map { pet in
        pet.image.path.flatMap {
          renderer.picture(at: $0, inside: pet.image.folder, columns: Self.thumbnailColumns, rows: 1)
        }
      }
    }
    render(
      rows: rows, headers: Self.headers(status: showsStatus, distance: showsDistance),
      rightAligned: showsDistance ? 2 : 1,
      thumbnails: pictures, to: &output)
  }

  /// Writes already-sanitised cells, aligned by display width, each row after its thumbnail
  /// when `thumbnails` is given.
  func render(
    rows: [[String]], headers: [String] = Self.headers(), rightAligned: Int = 1, thumbnails: [TextPicture?]? = nil,
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
      output.write(line(cells, widths: widths, header: header, rightAligned: rightAligned))
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

  /// One line of the table: `cells` padded to `widths`, the last `rightAligned` (the fee, and
  /// the distance after it) right-aligned so the amounts line up on the decimal point.
  func line(_ cells: [String], widths: [Int], header: Bool, rightAligned: Int = 1) -> String {
    var line = ""
    for (column, cell) in cells.enumerated() {
      let fitted = column == 1 ? DisplayWidth.truncate(cell, to: widths[column]) : cell
      let isLast = column == cells.count - 1
      let text =
        column >= cells.count - rightAligned
        ? String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(fitted))) + fitted
        : DisplayWidth.pad(fitted, to: widths[column])
      line += header ? style.paint(text, .header) : (column == 1 ? style.paint(text, .name) : text)
      if !isLast { line += "  " }
    }
    return line + "\n"
  }

  /// The sanitised cells of `pet`'s row, with its status when `status`.
  static func cells(
    _ pet: PetViewModel, status: Bool, statusTexts: [AdoptionStatus: String]
  ) -> [String] {
    var cells = [pet.id, pet.name, pet.speciesText, pet.ageText]
    cells.reserveCapacity(6)
    if status { cells.append(statusTexts[pet.pet.status] ?? pet.statusText) }
    cells.append(pet.adoptionFeeText)
    if let distance = pet.distanceCellText { cells.append(distance) }
    return cells.map { TerminalText.sanitize($0) }
  }

  /// Four words, looked up once rather than once a row (100,000 rows in a large catalogue).
  static var statusTexts: [AdoptionStatus: String] {
    Dictionary(uniqueKeysWithValues: AdoptionStatus.allCases.map { ($0, $0.displayName) })
  }

  /// The same table as `render(_:)` for rows read in place from a store: each row is given
  /// twice, to `measure` (the columns' widths, whether the status varies), then after
  /// `writeHeader` to `write`. Memory stays that of one row, whatever the number of pets.
  ///
  /// A million rows: the cells rows share (a species, an age from some 10,000 birthdays, a
  /// status, a fee) are made once each, from the pet's view model; an id or a name of plain
  /// ASCII short enough to show whole is its own cell, its bytes copied as they are; anything
  /// else goes the view model's whole way. What it writes is `render(_:)`'s, byte for byte
  /// (`PetRowsRendererTests`, on hostile text too).
  public struct Streaming {
    private let renderer: PetRowsRenderer
    /// What the view models of the pets are made with.
    private let context: PresentationContext
    /// The widest cell of each column, the status's included: id, name, species, age, status,
    /// fee, distance.
    private var widths = [0, 0, 0, 0, 0, 0, 0]
    private var firstStatus: AdoptionStatus?
    private var showsStatus = false
    private var finalWidths: [Int] = []
    /// The cells rows share, each made once: a few species, statuses and fees, found by
    /// comparing (quicker than hashing so few), and some 10,000 ages.
    private var shared = CellPool()
    private var speciesCells: [(Species, Cell)] = []
    private var statusCells: [(AdoptionStatus, Cell)] = []
    private var feeCells: [(FeeKey, Cell)] = []
    private var ageCells: [AgeKey: Cell] = [:]
    /// Whether the rows say how far each is (asked near a place), and the cell of each shelter.
    private let showsDistance: Bool
    private var distanceCells: [String: Cell] = [:]
    /// The cells of names that are not plain ASCII, up to 16,384 at a time: pets' names repeat.
    private var names = CellPool()
    private var nameCells: [String: Cell] = [:]
    /// The name column's style before and after it, painted once.
    private var namePaint = (before: [UInt8](), after: [UInt8]())

    /// A cell's text, sanitised, kept in a `CellPool`, and its width: nothing to count
    /// references to, a million times.
    private struct Cell {
      let start: Int
      let count: Int
      let width: Int
    }

    /// The bytes of cells.
    private struct CellPool {
      private var bytes: [UInt8] = []

      /// Keeps `text` as a cell, sanitised.
      mutating func add(_ text: String) -> Cell {
        let shown = TerminalText.sanitize(text)
        let cell = Cell(start: bytes.count, count: shown.utf8.count, width: DisplayWidth.of(shown))
        bytes += shown.utf8
        return cell
      }

      func write(_ cell: Cell, to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { output.append(contentsOf: $0[cell.start..<(cell.start + cell.count)]) }
      }

      func text(_ cell: Cell) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: $0[cell.start..<(cell.start + cell.count)], as: UTF8.self) }
      }

      mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }
    }

    /// What a pet's age text depends on besides the day: its birthday and how it is known.
    private struct AgeKey: Hashable {
      let birthday: CalendarDate
      let known: AgeKnown
    }

    /// What a pet's fee text depends on: its own fee and its rarity.
    private struct FeeKey: Equatable {
      let fee: Decimal?
      let rarity: Rarity?
    }

    public init(_ renderer: PetRowsRenderer, context: PresentationContext) {
      self.renderer = renderer
      self.context = context
      self.showsDistance = context.near != nil
    }

    /// Whether `bytes` show as they are, one column a byte: printable ASCII, no more than
    /// `limit` bytes.
    private static func isPlain(_ bytes: UnsafeRawBufferPointer, limit: Int = .max) -> Bool {
      bytes.count <= limit && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The id's text and width: its bytes when plain, else the view model's, sanitised.
    private func idText(_ row: ListedRow) -> (bytes: [UInt8]?, width: Int) {
      guard !Self.isPlain(row.id) else { return (nil, row.id.count) }
      let shown = TerminalText.sanitize(PetViewModel(pet: row.pet, context: context).id)
      return (Array(shown.utf8), DisplayWidth.of(shown))
    }

    /// The name's cell when it is not plain: cleaned and clipped by the view model.
    private mutating func nameCell(_ row: ListedRow) -> Cell? {
      guard !Self.isPlain(row.name, limit: DisplayText.readableNameLength) else { return nil }
      let name = String(decoding: row.name, as: UTF8.self)
      if let cell = nameCells[name] { return cell }
      if nameCells.count >= 16_384 {
        nameCells.removeAll(keepingCapacity: true)
        names.removeAll()
      }
      let cell = names.add(PetViewModel(pet: row.pet, context: context).name)
      nameCells[name] = cell
      return cell
    }

    /// The four cells rows share: species, age, status, fee.
    private mutating func sharedCells(_ row: ListedRow) -> (Cell, Cell, Cell, Cell) {
      let context = context
      let species = Self.cell(&speciesCells, row.species, in: &shared) {
        PetViewModel(pet: row.pet, context: context).speciesText
      }
      let age: Cell
      let key = AgeKey(birthday: row.birthday, known: row.ageKnown)
      if let known = ageCells[key] {
        age = known
      } else {
        age = shared.add(PetViewModel(pet: row.pet, context: context).ageText)
        ageCells[key] = age
      }
      let status = Self.cell(&statusCells, row.status, in: &shared) {
        PetViewModel(pet: row.pet, context: context).statusText
      }
      let fee = Self.cell(&feeCells, FeeKey(fee: row.fee, rarity: row.rarity), in: &shared) {
        PetViewModel(pet: row.pet, context: context).adoptionFeeText
      }
      return (species, age, status, fee)
    }

    /// The distance cell of `row`'s shelter, when the rows say how far each is.
    private mutating func distanceCell(_ row: ListedRow) -> Cell? {
      guard showsDistance else { return nil }
      let shelter = String(decoding: row.shelter, as: UTF8.self)
      if let cell = distanceCells[shelter] { return cell }
      let cell = shared.add(PetViewModel(pet: row.pet, context: context).distanceCellText ?? "")
      distanceCells[shelter] = cell
      return cell
    }

    private static func cell<Key: Equatable>(
      _ cells: inout [(Key, Cell)], _ key: Key, in pool: inout CellPool, _ text: () -> String
    ) -> Cell {
      for (known, cell) in cells where known == key { return cell }
      let cell = pool.add(text())
      cells.append((key, cell))
      return cell
    }

    /// Counts `row` in the columns' widths (the first pass).
    public mutating func measure(_ row: ListedRow) {
      widths[0] = max(widths[0], idText(row).width)
      widths[1] = max(widths[1], nameCell(row)?.width ?? row.name.count)
      let (species, age, status, fee) = sharedCells(row)
      widths[2] = max(widths[2], species.width)
      widths[3] = max(widths[3], age.width)
      widths[4] = max(widths[4], status.width)
      widths[5] = max(widths[5], fee.width)
      widths[6] = max(widths[6], distanceCell(row)?.width ?? 0)
      if let firstStatus, firstStatus != row.status { showsStatus = true }
      if firstStatus == nil { firstStatus = row.status }
    }

    /// Writes the header, once every row has been measured.
    public mutating func writeHeader(to output: inout some TextOutputStream) {
      let content = widths.enumerated().filter { (showsStatus || $0.offset != 4) && (showsDistance || $0.offset != 6) }
        .map(\.element)
      let headers = PetRowsRenderer.headers(status: showsStatus, distance: showsDistance)
      finalWidths = renderer.columnWidths(headers: headers, content: content, thumbnails: false)
      output.write(renderer.line(headers, widths: finalWidths, header: true, rightAligned: showsDistance ? 2 : 1))
      let painted = renderer.style.paint("\u{0}", .name).split(separator: "\u{0}", omittingEmptySubsequences: false)
      namePaint = (Array((painted.first ?? "").utf8), Array((painted.last ?? "").utf8))
    }

    /// Appends `row`'s line to `output` (the second pass): `line(_:widths:header:)`'s, a piece at
    /// a time.
    public mutating func write(_ row: ListedRow, to output: inout [UInt8]) {
      let (species, age, status, fee) = sharedCells(row)
      // The id.
      let id = idText(row)
      if let bytes = id.bytes { output += bytes } else { output.append(contentsOf: row.id) }
      pad(&output, column: 0, used: id.width)
      // The name: cut to its column when the terminal is too narrow, painted, padded.
      let cell = nameCell(row)
      var cut: [UInt8]?
      var nameWidth = cell?.width ?? row.name.count
      if nameWidth > finalWidths[1] {
        let whole = cell.map { names.text($0) } ?? String(decoding: row.name, as: UTF8.self)
        let shown = TerminalText.sanitize(DisplayWidth.truncate(whole, to: finalWidths[1]))
        (cut, nameWidth) = (Array(shown.utf8), DisplayWidth.of(shown))
      }
      let padding = max(0, finalWidths[1] - nameWidth)
      let isEmpty = cut.map(\.isEmpty) ?? cell.map { $0.count == 0 } ?? row.name.isEmpty
      let painted = !isEmpty || padding > 0
      if painted { output += namePaint.before }
      if let cut {
        output += cut
      } else if let cell {
        names.write(cell, to: &output)
      } else {
        output.append(contentsOf: row.name)
      }
      output.append(contentsOf: repeatElement(0x20, count: padding))
      if painted { output += namePaint.after }
      output += [0x20, 0x20]
      // Species, age, the status when it varies, and the fee, right-aligned.
      shared.write(species, to: &output)
      pad(&output, column: 2, used: species.width)
      shared.write(age, to: &output)
      pad(&output, column: 3, used: age.width)
      if showsStatus {
        shared.write(status, to: &output)
        pad(&output, column: 4, used: status.width)
      }
      let feeColumn = showsStatus ? 5 : 4
      output.append(contentsOf: repeatElement(0x20, count: max(0, finalWidths[feeColumn] - fee.width)))
      shared.write(fee, to: &output)
      if let distance = distanceCell(row) {
        output.append(contentsOf: repeatElement(0x20, count: max(0, finalWidths[feeColumn + 1] - distance.width) + 2))
        shared.write(distance, to: &output)
      }
      output.append(0x0A)
    }

    /// Pads a cell of `used` columns to its column's width, and the two spaces between columns.
    private func pad(_ output: inout [UInt8], column: Int, used: Int) {
      output.append(contentsOf: repeatElement(0x20, count: max(0, finalWidths[column] - used) + 2))
    }
  }
}
