import Foundation

/// A day on the proleptic Gregorian calendar, with no time and no time zone.
///
/// Birthdays and intake dates are calendar dates: a pet born on 2023-06-14 was
/// born on that day wherever the viewer is. Keeping them as plain year, month
/// and day avoids the off-by-one errors of storing midnight in some time zone,
/// and lets age arithmetic run on integers.
public struct CalendarDate: Hashable, Comparable, Sendable {
  // Kept in 4 bytes, not three Ints' 24: a pet holds two dates, and a list of 100,000 pets
  // is copied and walked whole (a `Pet` went from 184 bytes to 144 with it).
  private let storedYear: Int16
  private let storedMonth: UInt8
  private let storedDay: UInt8

  public var year: Int { Int(storedYear) }
  public var month: Int { Int(storedMonth) }
  public var day: Int { Int(storedDay) }

  /// Creates a date, or `nil` when no such day exists (2023-02-30, month 13).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...CalendarDate.daysInMonth(year: year, month: month)).contains(day)
    else { return nil }
    self.init(checkedYear: year, month: month, day: day)
  }

  /// A date from parts known to be a real day in 1...9999.
  init(checkedYear year: Int, month: Int, day: Int) {
    storedYear = Int16(truncatingIfNeeded: year)
    storedMonth = UInt8(truncatingIfNeeded: month)
    storedDay = UInt8(truncatingIfNeeded: day)
  }

  /// Parses exactly `YYYY-MM-DD`; anything else, or a day that does not exist, is `nil`.
  public init?(iso text: String) {
    var text = text
    guard let date = text.withUTF8({ CalendarDate(isoBytes: $0) }) else { return nil }
    self = date
  }

  /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes, without allocating.
  public init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    else { return nil }
    func digits(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = Int(bytes[index]) - 48
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// The day that `date` falls on in `calendar`'s time zone.
  public init(_ date: Date, in calendar: Calendar) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    // A Gregorian calendar always yields all three components in 1...9999 for real dates.
    self.init(checkedYear: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// Today in the viewer's time zone.
  public static func today(in calendar: Calendar = .current) -> CalendarDate {
    CalendarDate(Date(), in: calendar)
  }

  /// `YYYY-MM-DD`.
  public var isoString: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 (negative before it), by Howard Hinnant's `days_from_civil`.
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = (month + 9) % 12
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// This date moved by whole months, clamped to the end of a shorter month
  /// (31 January plus one month is the last day of February), as Foundation's
  /// Gregorian calendar does.
  public func addingMonths(_ months: Int) -> CalendarDate {
    let index = year * 12 + (month - 1) + months
    let newYear = index / 12
    let newMonth = index % 12 + 1
    let newDay = min(day, CalendarDate.daysInMonth(year: newYear, month: newMonth))
    // The clamped day always exists, so this cannot fail inside 1...9999.
    return CalendarDate(year: newYear, month: newMonth, day: newDay) ?? self
  }
}

extension CalendarDate: CustomStringConvertible {
  public var description: String { isoString }
}

extension CalendarDate: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = CalendarDate(iso: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a real date YYYY-MM-DD, found \"\(text)\"")
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(isoString)
  }
}

extension CalendarDate {
  /// The date `days` days later (earlier when negative), by Howard Hinnant's `civil_from_days`.
  public func adding(days: Int) -> CalendarDate {
    let z = dayNumber + days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return CalendarDate(year: year, month: month, day: day) ?? self
  }
}
