import Foundation
import PetCatalog

// Named days for tests. Nothing here reads the clock or Locale.current.

extension CalendarDate {
  /// A day known to exist; for fixtures, where a typo should stop the run loudly.
  public init(_ year: Int, _ month: Int, _ day: Int) {
    guard let date = CalendarDate(year: year, month: month, day: day) else {
      preconditionFailure("\(year)-\(month)-\(day) is not a day")
    }
    self = date
  }

  /// The day every test counts ages to.
  public static let fixedToday = CalendarDate(2026, 11, 21)

  /// `--today` and the fixed day, as the programs take it on their command lines.
  public static var fixedTodayArguments: [String] { ["--today", fixedToday.isoString] }

  /// The next day.
  public var next: CalendarDate {
    CalendarDate(year: year, month: month, day: day + 1)
      ?? CalendarDate(year: year, month: month + 1, day: 1)
      ?? CalendarDate(year + 1, 1, 1)
  }

  /// Every day from `first` to `last`, both included.
  public static func days(from first: CalendarDate, through last: CalendarDate) -> [CalendarDate] {
    var result: [CalendarDate] = []
    var day = first
    while day <= last {
      result.append(day)
      day = day.next
    }
    return result
  }

  /// This day at `hour` o'clock in `calendar`'s time zone.
  public func date(in calendar: Calendar, hour: Int = 12) throws -> Date {
    guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) else {
      throw FixtureError("\(self) at \(hour):00 is not a moment in \(calendar.timeZone.identifier)")
    }
    return date
  }
}

/// Foundation's Gregorian calendar in GMT, the reference the fast paths are held to.
public func gregorianGMT() throws -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  guard let gmt = TimeZone(identifier: "GMT") else { throw FixtureError("no GMT time zone") }
  calendar.timeZone = gmt
  calendar.locale = Locale(identifier: "en_US_POSIX")
  return calendar
}

/// A fixture that could not be made.
public struct FixtureError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
