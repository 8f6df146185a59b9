import PetCatalog
import PetLocalization

/// The order of a date's day, month and year in a CSV written in a shelter's locale.
public enum DateOrder: String, CaseIterable, Sendable {
  /// 31/12/2024, as in most of the world.
  case dayMonthYear = "dmy"
  /// 12/31/2024, as in the United States.
  case monthDayYear = "mdy"
  /// 2024/12/31.
  case yearMonthDay = "ymd"
}

/// Dates as shelters' files write them.
public enum ListingDate {
  /// The date an ISO 8601 text begins with: `2024-05-01`, `2024-05-01T13:00:00Z`,
  /// `2024-05-01 13:00`; `nil` for anything else.
  public static func iso(_ text: String) -> CalendarDate? {
    let trimmed = text.trimmed
    guard trimmed.utf8.count >= 10 else { return nil }
    let day = String(trimmed.prefix(10))
    let rest = trimmed.dropFirst(10)
    guard rest.isEmpty || rest.first == "T" || rest.first == " " else { return nil }
    return CalendarDate(iso: day)
  }

  /// The three numbers of a date written with `/`, `.` or `-` between them (`05/01/2024`),
  /// and a time after a space ignored; `nil` when it is not three numbers.
  static func parts(_ text: String) -> (Int, Int, Int)? {
    let date = text.trimmed.split(separator: " ").first.map(String.init) ?? ""
    // Three runs of digits between separators: `-5/03/2019` (an empty part) and `+5` are no
    // date; split leaving out empty parts, the first was read as 5 March (issue 40).
    let numbers = date.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" })
    guard numbers.count == 3,
      numbers.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let first = Int(numbers[0]), let second = Int(numbers[1]), let third = Int(numbers[2])
    else { return nil }
    return (first, second, third)
  }

  /// The date `text` says in `order`; ISO dates are read in any order.
  public static func date(_ text: String, order: DateOrder?) -> CalendarDate? {
    if let date = iso(text) { return date }
    guard let order, let (first, second, third) = parts(text) else { return nil }
    let (year, month, day) =
      switch order {
      case .dayMonthYear: (third, second, first)
      case .monthDayYear: (third, first, second)
      case .yearMonthDay: (first, second, third)
      }
    // A two-digit year is not read: 01/02/03 could be any century.
    guard year >= 1000 else { return nil }
    return CalendarDate(year: year, month: month, day: day)
  }

  /// The order of the dates in `texts` when their days say it: a first number above 12 is a
  /// day (day first), a second above 12 is a day (month first), a first of four digits is a
  /// year. `nil` when no date decides it; an error when two dates say different orders.
  public static func order(of texts: some Sequence<(text: String, where: String)>) throws(OrderConflict) -> DateOrder? {
    var found: (order: DateOrder, where: String, text: String)?
    for (text, place) in texts {
      guard iso(text) == nil, let (first, second, _) = parts(text) else { continue }
      let says: DateOrder? =
        first > 31 ? .yearMonthDay : first > 12 ? .dayMonthYear : second > 12 ? .monthDayYear : nil
      guard let says else { continue }
      if let found, found.order != says {
        throw OrderConflict(first: "\"\(found.text)\" (\(found.where))", second: "\"\(text)\" (\(place))")
      }
      found = found ?? (says, place, text)
    }
    return found?.order
  }

  /// Two dates that can only be read in different orders, each as `"13/04/2020" (row 2)`.
  public struct OrderConflict: Error {
    public var first: String
    public var second: String
  }
}

extension String {
  var trimmed: String {
    // Most values start and end with a printable ASCII character: nothing to trim, and no
    // character's properties to look up.
    if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
      return self
    }
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
