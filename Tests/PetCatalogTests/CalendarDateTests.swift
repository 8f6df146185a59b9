import Foundation
import PetCatalog
import PetTestSupport
import Testing

@Suite struct CalendarDateTests {
  @Test(arguments: [
    ("2023-06-14", 2023, 6, 14),
    ("2024-02-29", 2024, 2, 29),
    ("2000-02-29", 2000, 2, 29),
    ("2023-12-31", 2023, 12, 31),
    ("0001-01-01", 1, 1, 1),
    ("9999-12-31", 9999, 12, 31),
  ])
  func isoParsing_whenTextIsARealDay(text: String, year: Int, month: Int, day: Int) throws {
    let date = try #require(CalendarDate(iso: text))
    #expect(date.year == year)
    #expect(date.month == month)
    #expect(date.day == day)
  }

  @Test(arguments: [
    "2023-02-30",  // no such day
    "2023-02-29",  // not a leap year
    "1900-02-29",  // a century that is not a leap year
    "2023-13-01",  // no month 13
    "2023-00-10",  // no month 0
    "2023-01-00",  // no day 0
    "2023-04-31",  // April has 30 days
    "0000-01-01",  // no year 0
    "2023-6-14",  // too short
    "23-06-14",
    "2023-06-140",  // too long
    "2023-06-14 ",
    " 2023-06-14",
    "2023-06-14T00:00:00Z",
    "",
    "2023/06/14",  // wrong separators
    "2023-06_14",
    "2O23-06-14",  // a letter O
    "2023-0a-14",
    "+023-06-14",
    "-023-06-14",
    "２０２３-06-14",  // full-width digits
    "2023-06-1٤",  // an Arabic-Indic digit
  ])
  func isoParsing_isNil_whenTextIsNotARealDay(text: String) {
    #expect(CalendarDate(iso: text) == nil)
  }

  @Test func memberwiseInit_isNil_forImpossibleDays() {
    #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
    #expect(CalendarDate(year: 2024, month: 2, day: 30) == nil)
    #expect(CalendarDate(year: 2023, month: 13, day: 1) == nil)
    #expect(CalendarDate(year: 2023, month: 0, day: 1) == nil)
    #expect(CalendarDate(year: 0, month: 1, day: 1) == nil)
    #expect(CalendarDate(year: 10000, month: 1, day: 1) == nil)
    #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
  }

  @Test(arguments: ["2023-06-14", "0001-01-01", "0999-09-09", "2024-02-29", "9999-12-31"])
  func isoString_isTheTextParsed(text: String) throws {
    #expect(try #require(CalendarDate(iso: text)).isoString == text)
  }

  @Test func isoString_padsYearMonthAndDay() {
    #expect(CalendarDate(7, 3, 5).isoString == "0007-03-05")
    #expect(CalendarDate(7, 3, 5).description == "0007-03-05")
  }

  @Test func isoString_roundTrips_forEveryDayOf2023And2024() {
    for day in CalendarDate.days(from: CalendarDate(2023, 1, 1), through: CalendarDate(2024, 12, 31)) {
      #expect(CalendarDate(iso: day.isoString) == day)
    }
  }

  @Test func dayNumber_matchesFoundation_forEveryDayOf1899To2101() throws {
    let calendar = try gregorianGMT()
    var mismatches: [String] = []
    for day in CalendarDate.days(from: CalendarDate(1899, 1, 1), through: CalendarDate(2101, 12, 31)) {
      let date = try day.date(in: calendar, hour: 0)
      let expected = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
      if day.dayNumber != expected {
        mismatches.append("\(day): \(day.dayNumber), Foundation \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    #expect(CalendarDate(1970, 1, 1).dayNumber == 0)
    #expect(CalendarDate(1969, 12, 31).dayNumber == -1)
    #expect(CalendarDate(2000, 3, 1).dayNumber == 11_017)
  }

  @Test func dayNumber_countsConsecutiveDays_acrossTheWholeRange() {
    var previous = CalendarDate(1, 1, 1).dayNumber
    var day = CalendarDate(1, 1, 2)
    // Every 97th day from year 1 to 9999 keeps day numbers in step.
    var steps = 1
    while day.year < 9999 {
      #expect(day.dayNumber - previous == steps)
      previous = day.dayNumber
      steps = 0
      for _ in 0..<97 {
        day = day.next
        steps += 1
      }
    }
  }

  @Test(arguments: [
    ("2023-01-31", 1, "2023-02-28"),  // clamped to the end of February
    ("2024-01-31", 1, "2024-02-29"),  // … of a leap February
    ("2023-01-31", 2, "2023-03-31"),
    ("2023-01-31", 3, "2023-04-30"),
    ("2023-03-31", -1, "2023-02-28"),
    ("2024-02-29", 12, "2025-02-28"),  // a leap day's anniversary in a common year
    ("2024-02-29", 48, "2028-02-29"),
    ("2023-12-15", 1, "2024-01-15"),  // across a year
    ("2023-01-15", -1, "2022-12-15"),
    ("2023-06-14", 0, "2023-06-14"),
    ("2023-06-14", 121, "2033-07-14"),
  ])
  func addingMonths_clampsToTheEndOfShorterMonths(start: String, months: Int, expected: String) throws {
    let date = try #require(CalendarDate(iso: start))
    #expect(date.addingMonths(months).isoString == expected)
  }

  @Test func addingMonths_matchesFoundation_forEveryDayOf2023And2024() throws {
    let calendar = try gregorianGMT()
    var mismatches: [String] = []
    for day in CalendarDate.days(from: CalendarDate(2023, 1, 1), through: CalendarDate(2024, 12, 31)) {
      for months in [1, 2, 11, 12, 13, 25, 48] {
        let moved = try #require(calendar.date(byAdding: .month, value: months, to: day.date(in: calendar)))
        let expected = CalendarDate(moved, in: calendar)
        if day.addingMonths(months) != expected {
          mismatches.append("\(day) + \(months): \(day.addingMonths(months)), Foundation \(expected)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func comparison_ordersByYearThenMonthThenDay() {
    #expect(CalendarDate(2023, 12, 31) < CalendarDate(2024, 1, 1))
    #expect(CalendarDate(2024, 1, 31) < CalendarDate(2024, 2, 1))
    #expect(CalendarDate(2024, 2, 1) < CalendarDate(2024, 2, 2))
    #expect(!(CalendarDate(2024, 2, 2) < CalendarDate(2024, 2, 2)))
  }

  @Test func initFromDate_isTheDayInTheCalendarsTimeZone() throws {
    // 2026-11-21 23:30 GMT is already 22 November in Tokyo and still 21st in New York.
    var calendar = try gregorianGMT()
    let instant = try CalendarDate(2026, 11, 21).date(in: calendar, hour: 0).addingTimeInterval(23.5 * 3600)
    #expect(CalendarDate(instant, in: calendar) == CalendarDate(2026, 11, 21))
    calendar.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(CalendarDate(instant, in: calendar) == CalendarDate(2026, 11, 22))
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    #expect(CalendarDate(instant, in: calendar) == CalendarDate(2026, 11, 21))
  }

  @Test func codable_roundTripsAsISOText_andRejectsImpossibleDays() throws {
    let encoded = try JSONEncoder().encode([CalendarDate(2024, 2, 29)])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["2024-02-29"]"#)
    #expect(try JSONDecoder().decode([CalendarDate].self, from: encoded) == [CalendarDate(2024, 2, 29)])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2023-02-29"]"#.utf8))
    }
  }
}
