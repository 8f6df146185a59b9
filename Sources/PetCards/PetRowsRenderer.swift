import PetPresentation

/// One aligned row per pet: id, name, species, age and fee, with a header.
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

  static let headers = ["ID", "NAME", "SPECIES", "AGE", "FEE"]

  /// Writes the header and one row per pet to `output`.
  public func render(_ pets: [PetViewModel], to output: inout some TextOutputStream) {
    let rows = pets.map { pet in
      [pet.id, pet.name, pet.speciesText, pet.ageText, pet.adoptionFeeText].map {
        TerminalText.sanitize($0)
      }
    }
    render(rows: rows, to: &output)
  }

  /// Writes already-sanitised cells, aligned by display width.
  func render(rows: [[String]], to output: inout some TextOutputStream) {
    var widths = Self.headers.map { DisplayWidth.of($0) }
    for row in rows {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], DisplayWidth.of(cell))
      }
    }
    // When the table is wider than the terminal, the name column gives way.
    let total = widths.reduce(0, +) + 2 * (widths.count - 1)
    if total > width {
      widths[1] = max(DisplayWidth.of(Self.headers[1]), widths[1] - (total - width))
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
    write(Self.headers, header: true)
    for row in rows { write(row, header: false) }
  }
}
