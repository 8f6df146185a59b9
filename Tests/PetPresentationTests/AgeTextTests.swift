import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// The age text the issue specifies, built on Foundation's calendar rather than the fast path.
private func referenceAgeText(birthday: CalendarDate, today: CalendarDate, calendar: Calendar) throws -> String {
  let from = try birthday.date(in: calendar)
  let to = try today.date(in: calendar)
  let parts = calendar.dateComponents([.year, .month, .day], from: from, to: to)
  let days = try #require(calendar.dateComponents([.day], from: from, to: to).day)
  func count(_ value: Int, _ unit: String) -> String {
    value == 1 ? "1 \(unit) old" : "\(value) \(unit)s old"
  }
  let (years, months) = (try #require(parts.year), try #require(parts.month))
  if years > 0 { return count(years, "year") }
  if months > 0 { return count(months, "month") }
  if days >= 7 { return count(days / 7, "week") }
  if days > 0 { return count(days, "day") }
  return "Born today"
}

@Suite struct AgeTextTests {
  /// Each branch and boundary of the age text: birthday, today, the whole text in English and in
  /// Japanese (`ja`, from po/ja.po).
  static let boundaries: [(String, String, String, String)] = [
    ("2026-11-21", "2026-11-21", "Born today", "今日生まれ"),
    ("2026-11-20", "2026-11-21", "1 day old", "生後1日"),
    ("2026-11-19", "2026-11-21", "2 days old", "生後2日"),
    ("2026-11-15", "2026-11-21", "6 days old", "生後6日"),
    ("2026-11-14", "2026-11-21", "1 week old", "生後1週"),
    ("2026-11-08", "2026-11-21", "1 week old", "生後1週"),  // 13 days
    ("2026-11-07", "2026-11-21", "2 weeks old", "生後2週"),  // 14 days
    ("2026-10-22", "2026-11-21", "4 weeks old", "生後4週"),  // the day before the one-month anniversary
    ("2026-10-21", "2026-11-21", "1 month old", "生後1か月"),  // the anniversary
    ("2026-02-01", "2026-02-28", "3 weeks old", "生後3週"),  // 27 days: February has no "4 weeks old" day
    ("2026-02-01", "2026-03-01", "1 month old", "生後1か月"),
    // Born on 31 January: a month later is the end of February.
    ("2023-01-31", "2023-02-27", "3 weeks old", "生後3週"),
    ("2023-01-31", "2023-02-28", "1 month old", "生後1か月"),
    ("2023-01-31", "2023-03-01", "1 month old", "生後1か月"),
    ("2023-01-31", "2023-03-30", "1 month old", "生後1か月"),
    ("2023-01-31", "2023-03-31", "2 months old", "生後2か月"),
    ("2024-01-31", "2024-02-28", "4 weeks old", "生後4週"),  // a leap year: the anniversary is the 29th
    ("2024-01-31", "2024-02-29", "1 month old", "生後1か月"),
    // Born on 29 February.
    ("2024-02-29", "2024-03-28", "4 weeks old", "生後4週"),
    ("2024-02-29", "2024-03-29", "1 month old", "生後1か月"),
    ("2024-02-29", "2025-02-27", "11 months old", "生後11か月"),
    ("2024-02-29", "2025-02-28", "1 year old", "1歳"),  // the anniversary in a common year
    ("2024-02-29", "2025-03-01", "1 year old", "1歳"),
    ("2024-02-29", "2028-02-28", "3 years old", "3歳"),  // a leap year again: the anniversary is the 29th
    ("2024-02-29", "2028-02-29", "4 years old", "4歳"),
    // Around birthdays.
    ("2025-11-22", "2026-11-21", "11 months old", "生後11か月"),  // the day before the first birthday
    ("2025-12-21", "2026-11-21", "11 months old", "生後11か月"),
    ("2025-11-21", "2026-11-21", "1 year old", "1歳"),
    ("2024-11-22", "2026-11-21", "1 year old", "1歳"),  // the day before the second birthday
    ("2024-11-21", "2026-11-21", "2 years old", "2歳"),
    ("2023-06-14", "2026-11-21", "3 years old", "3歳"),
    ("2001-03-01", "2026-11-21", "25 years old", "25歳"),
    ("2025-12-31", "2026-01-01", "1 day old", "生後1日"),  // across a year
  ]

  @Test(arguments: boundaries)
  func ageText_forEachBranchAndBoundary(birthday: String, today: String, expected: String, japanese: String) throws {
    let birthday = try #require(CalendarDate(iso: birthday))
    let today = try #require(CalendarDate(iso: today))
    #expect(AgeText.text(birthday: birthday, today: today) == expected)
    // And Foundation agrees that this is the right text.
    #expect(try referenceAgeText(birthday: birthday, today: today, calendar: gregorianGMT()) == expected)
  }

  @Test(arguments: boundaries)
  func ageText_inJapanese_forEachBranchAndBoundary(birthday: String, today: String, english: String, expected: String)
    throws
  {
    let birthday = try #require(CalendarDate(iso: birthday))
    let today = try #require(CalendarDate(iso: today))
    let text = try Translations.inLocale("ja_JP.UTF-8", catalogs: Translations.compiled()) {
      AgeText.text(birthday: birthday, today: today)
    }
    #expect(text == expected)
  }

  @Test func ageText_isBornToday_whenTheBirthdayIsAfterToday() {
    #expect(AgeText.text(birthday: CalendarDate(2026, 11, 22), today: .fixedToday) == "Born today")
  }

  @Test func ageText_isThePetViewModelsAgeText() {
    #expect(PetViewModel.fixed(.stuart).ageText == "3 years old")
    let context = PresentationContext(today: CalendarDate(2023, 6, 21))
    #expect(PetViewModel(pet: .stuart, context: context).ageText == "1 week old")
  }

  /// Every birthday of 2019…2024 against days that end months and straddle leap days.
  @Test func ageText_matchesAFoundationReference_forEveryBirthdayOf2019To2024() throws {
    let calendar = try gregorianGMT()
    let todays = [
      CalendarDate(2019, 2, 28), CalendarDate(2020, 2, 29), CalendarDate(2020, 3, 1), CalendarDate(2021, 2, 28),
      CalendarDate(2021, 3, 31), CalendarDate(2022, 4, 30), CalendarDate(2023, 1, 31), CalendarDate(2023, 2, 28),
      CalendarDate(2024, 2, 28), CalendarDate(2024, 2, 29), CalendarDate(2024, 3, 1), CalendarDate(2024, 12, 31),
      CalendarDate(2025, 2, 28), CalendarDate(2025, 3, 1), .fixedToday, CalendarDate(2028, 2, 28),
    ]
    var compared = 0
    var mismatches: [String] = []
    for birthday in CalendarDate.days(from: CalendarDate(2019, 1, 1), through: CalendarDate(2024, 12, 31)) {
      for today in todays where birthday <= today {
        let expected = try referenceAgeText(birthday: birthday, today: today, calendar: calendar)
        let actual = AgeText.text(birthday: birthday, today: today)
        compared += 1
        if actual != expected { mismatches.append("\(birthday) → \(today): \"\(actual)\", Foundation \"\(expected)\"") }
      }
    }
    #expect(compared > 15_000)
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(12))")
  }

  /// Pet-like ages, where the text changes most: every birthday in the 400 days before each of 30 random days.
  @Test func ageText_matchesAFoundationReference_forYoungPetsOnRandomDays() throws {
    let calendar = try gregorianGMT()
    var generator = SeededGenerator(seed: 0x0BE7)
    let candidates = CalendarDate.days(from: CalendarDate(2019, 1, 1), through: CalendarDate(2032, 12, 31))
    var mismatches: [String] = []
    for _ in 0..<30 {
      let todayIndex = Int.random(in: 400..<candidates.count, using: &generator)
      let today = candidates[todayIndex]
      for birthday in candidates[(todayIndex - 400)...todayIndex] {
        let expected = try referenceAgeText(birthday: birthday, today: today, calendar: calendar)
        let actual = AgeText.text(birthday: birthday, today: today)
        if actual != expected { mismatches.append("\(birthday) → \(today): \"\(actual)\", Foundation \"\(expected)\"") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(12))")
  }
}
