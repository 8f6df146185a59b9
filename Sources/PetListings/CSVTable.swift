import Foundation
import PetCatalog
import PetLocalization

/// A CSV file read as RFC 4180 says: fields split at commas, a field in double quotes may hold
/// commas, line breaks and `""` for a quote; a row ends at a line break (CRLF or LF). A file
/// whose header has tabs and no comma is tab-separated, as spreadsheets save "Text (tab
/// delimited)": its fields split at tabs.
///
/// One pass over the bytes, so a file costs time linear in its size. A UTF-8 byte order mark
/// first (spreadsheets and ASM3 write one) is skipped.
public struct CSVTable: Sendable {
  /// The header row's names, as written.
  public var header: [String]
  /// The rows after the header, each with the line it starts on (from 1, the header's being 1).
  public var rows: [(line: Int, fields: [String])]

  /// The column of `name` in the header, `nil` when there is none.
  public func column(_ name: String) -> Int? {
    header.firstIndex(of: name)
  }

  /// The byte that separates fields: a tab when the first line has tabs and no comma, else a
  /// comma.
  static func separator(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
    let firstLine = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
    return firstLine.contains(0x09) && !firstLine.contains(UInt8(ascii: ",")) ? 0x09 : UInt8(ascii: ",")
  }

  /// Reads `bytes`, naming `file` in a problem: text that is not UTF-8, a quote never closed.
  public static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(CatalogError) -> CSVTable {
    let bytes = JSONValue.withoutByteOrderMark(bytes)
    if let problem = JSONValue.utf8Problem(bytes, file: file) {
      throw CatalogError(kind: .invalid, problems: [problem])
    }
    var rows: [(line: Int, fields: [String])] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var rowLine = 1
    var index = 0
    var quoted = false
    var quoteLine = 1
    var afterQuote = false
    let separator = separator(of: bytes)
    func endField() {
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      afterQuote = false
    }
    func endRow() {
      endField()
      // A line with nothing on it is no row.
      if !(fields.count == 1 && fields[0].isEmpty) { rows.append((rowLine, fields)) }
      fields.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            field.append(byte)
            index += 1
          } else {
            quoted = false
            afterQuote = true
          }
        } else {
          if byte == 0x0A { line += 1 }
          field.append(byte)
        }
        continue
      }
      if byte == separator {
        endField()
        continue
      }
      switch byte {
      case 0x0D where index < bytes.count && bytes[index] == 0x0A:
        continue
      case 0x0A, 0x0D:
        endRow()
        line += 1
        rowLine = line
      case UInt8(ascii: "\"") where field.isEmpty && !afterQuote:
        quoted = true
        quoteLine = line
      default:
        field.append(byte)
      }
    }
    if quoted {
      throw CatalogError(
        kind: .invalid,
        problems: [
          CatalogProblem(
            file: file, line: quoteLine, column: 1,
            message: trf(tr("a quoted field that starts on line %1$lld is never closed"), quoteLine), reason: .notJSON)
        ])
    }
    if !field.isEmpty || !fields.isEmpty { endRow() }
    guard let header = rows.first else {
      throw CatalogError(.invalid, file: file, tr("the file is empty: expected a header row naming the columns"))
    }
    let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
    // A column named twice: which one holds the value? The first was taken, silently (issue 40).
    var seen: [String: Int] = [:]
    for (column, name) in names.enumerated() where !name.isEmpty {
      if let first = seen[name] {
        // TRANSLATORS: %1$lld and %2$lld are positions of columns in a CSV file's header, from 1.
        let format = tr("is the name of columns %1$lld and %2$lld: a column is named once")
        throw CatalogError(
          kind: .invalid,
          problems: [
            CatalogProblem(
              file: file, line: 1, column: column + 1, field: name, message: trf(format, first + 1, column + 1))
          ])
      }
      seen[name] = column
    }
    return CSVTable(header: names, rows: Array(rows.dropFirst()))
  }
}
