import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// What Foundation's Gregorian calendar says, in GMT at `hour`, for a birthday and a day.
private struct FoundationAge: Equatable, CustomStringConvertible {
  var years: Int
  var months: Int
  var days: Int
  var totalDays: Int

  init(years: Int, months: Int, days: Int, totalDays: Int) {
    self.years = years
    self.months = months
    self.days = days
    self.totalDays = totalDays
  }

  init(_ age: Age) {
    self.init(years: age.years, months: age.months, days: age.days, totalDays: age.totalDays)
  }

  init(birthday: CalendarDate, today: CalendarDate, calendar: Calendar, hour: Int) throws {
    let from = try birthday.date(in: calendar, hour: hour)
    let to = try today.date(in: calendar, hour: hour)
    let parts = calendar.dateComponents([.year, .month, .day], from: from, to: to)
    let total = calendar.dateComponents([.day], from: from, to: to)
    self.init(
      years: try #require(parts.year), months: try #require(parts.month), days: try #require(parts.day),
      totalDays: try #require(total.day))
  }

  var description: String { "\(years)y \(months)m \(days)d (\(totalDays) days)" }
}

@Suite struct AgeTests {
  /// Days that catch month ends, leap days and century rules.
  static let sweepTodays: [CalendarDate] = [
    CalendarDate(2019, 2, 28), CalendarDate(2019, 3, 1), CalendarDate(2019, 12, 31),
    CalendarDate(2020, 2, 28), CalendarDate(2020, 2, 29), CalendarDate(2020, 3, 1),
    CalendarDate(2021, 2, 28), CalendarDate(2021, 3, 1), CalendarDate(2021, 4, 30),
    CalendarDate(2022, 1, 31), CalendarDate(2022, 6, 30), CalendarDate(2022, 9, 30),
    CalendarDate(2023, 2, 28), CalendarDate(2023, 3, 31), CalendarDate(2023, 11, 30),
    CalendarDate(2024, 1, 31), CalendarDate(2024, 2, 28), CalendarDate(2024, 2, 29),
    CalendarDate(2024, 3, 1), CalendarDate(2024, 3, 30), CalendarDate(2024, 12, 31),
    CalendarDate(2025, 2, 28), CalendarDate(2025, 3, 1), CalendarDate(2025, 3, 28),
    CalendarDate(2025, 3, 29), CalendarDate(2025, 4, 30), CalendarDate(2026, 11, 21),
    CalendarDate(2027, 2, 28), CalendarDate(2028, 2, 28), CalendarDate(2028, 2, 29),
    CalendarDate(2100, 2, 28), CalendarDate(2100, 3, 1),
  ]

  /// Every birthday across 2019…2024 against each of `sweepTodays` on or after it.
  @Test func age_matchesFoundation_forEveryBirthdayOf2019To2024() throws {
    let calendar = try gregorianGMT()
    var compared = 0
    var mismatches: [String] = []
    let birthdays = CalendarDate.days(from: CalendarDate(2019, 1, 1), through: CalendarDate(2024, 12, 31))
    for birthday in birthdays {
      for today in Self.sweepTodays where birthday <= today {
        let expected = try FoundationAge(birthday: birthday, today: today, calendar: calendar, hour: 12)
        let actual = FoundationAge(Age(birthday: birthday, on: today))
        compared += 1
        if actual != expected {
          mismatches.append("\(birthday) → \(today): \(actual), Foundation \(expected)")
        }
      }
    }
    #expect(compared > 30_000)
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(12))")
  }

  /// Random pairs from 1990 to 2100, with a fixed seed, at midnight rather than noon.
  @Test func age_matchesFoundation_forRandomPairs() throws {
    let calendar = try gregorianGMT()
    var generator = SeededGenerator(seed: 20_261_121)
    let first = CalendarDate(1990, 1, 1).dayNumber
    let last = CalendarDate(2100, 12, 31).dayNumber
    let days = CalendarDate.days(from: CalendarDate(1990, 1, 1), through: CalendarDate(2100, 12, 31))
    var mismatches: [String] = []
    for _ in 0..<10_000 {
      let a = Int.random(in: 0...(last - first), using: &generator)
      // Mostly pet-like ages (under 30 years), some across the whole range.
      let span = Bool.random(using: &generator) ? 30 * 366 : last - first
      let b = min(last - first, a + Int.random(in: 0...span, using: &generator))
      let (birthday, today) = (days[a], days[b])
      let expected = try FoundationAge(birthday: birthday, today: today, calendar: calendar, hour: 0)
      let actual = FoundationAge(Age(birthday: birthday, on: today))
      if actual != expected {
        mismatches.append("\(birthday) → \(today): \(actual), Foundation \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(12))")
  }

  @Test(arguments: [
    // birthday, today, years, months, days, total days — each checked against Foundation too.
    ("2023-06-14", "2023-06-14", 0, 0, 0, 0),
    ("2023-06-14", "2023-06-15", 0, 0, 1, 1),
    ("2023-01-31", "2023-02-28", 0, 1, 0, 28),
    ("2023-01-31", "2023-03-01", 0, 1, 1, 29),
    ("2023-01-31", "2023-03-30", 0, 1, 30, 58),
    ("2023-01-31", "2023-03-31", 0, 2, 0, 59),
    ("2024-02-29", "2025-02-27", 0, 11, 29, 364),
    ("2024-02-29", "2025-02-28", 1, 0, 0, 365),
    ("2024-02-29", "2025-03-28", 1, 1, 0, 393),
    ("2020-02-29", "2024-02-28", 3, 12, 0, 1460),
    ("2020-02-29", "2024-02-29", 4, 0, 0, 1461),
    ("2023-06-14", "2026-11-21", 3, 5, 7, 1256),
  ])
  func age_countsCalendarUnits(
    birthday: String, today: String, years: Int, months: Int, days: Int, totalDays: Int
  ) throws {
    let birthday = try #require(CalendarDate(iso: birthday))
    let today = try #require(CalendarDate(iso: today))
    let expected = FoundationAge(years: years, months: months, days: days, totalDays: totalDays)
    #expect(FoundationAge(Age(birthday: birthday, on: today)) == expected)
    #expect(try FoundationAge(birthday: birthday, today: today, calendar: gregorianGMT(), hour: 12) == expected)
  }

  @Test func age_isZero_whenTheBirthdayIsAfterToday() {
    let age = Age(birthday: CalendarDate(2026, 11, 22), on: .fixedToday)
    #expect(FoundationAge(age) == FoundationAge(years: 0, months: 0, days: 0, totalDays: 0))
  }
}

@Suite struct AgeGroupTests {
  let dog = LifeStages(.dog, breed: "Beagle")

  @Test(arguments: [
    ("2026-11-21", AgeGroup.baby),  // born today
    ("2025-11-22", .baby),  // the day before the first birthday
    ("2025-11-21", .young),  // the first birthday
    ("2023-11-22", .young),  // the day before the third
    ("2023-11-21", .adult),  // the third
    ("2018-11-22", .adult),  // the day before the eighth
    ("2018-11-21", .senior),  // the eighth
    ("1998-06-01", .senior),
  ])
  func ageGroup_onTheDayBeforeAndTheDayOfEachBirthday(birthday: String, expected: AgeGroup) throws {
    let birthday = try #require(CalendarDate(iso: birthday))
    #expect(AgeGroup(Age(birthday: birthday, on: .fixedToday), stages: dog) == expected)
  }

  @Test func ageGroup_forALeapDayBirthday_turnsYoungOn28FebruaryOfACommonYear() {
    #expect(AgeGroup(Age(birthday: CalendarDate(2024, 2, 29), on: CalendarDate(2025, 2, 27)), stages: dog) == .baby)
    #expect(AgeGroup(Age(birthday: CalendarDate(2024, 2, 29), on: CalendarDate(2025, 2, 28)), stages: dog) == .young)
  }
}

@Suite struct LifeStageTests {
  /// A pet of `species` and `breed`, `years` old on the fixed today.
  func group(_ species: Species, _ breed: String, years: Int, months: Int = 0) -> AgeGroup {
    let today = CalendarDate.fixedToday
    let birthday = today.addingMonths(-(years * 12 + months))
    return AgeGroup(Age(birthday: birthday, on: today), stages: LifeStages(species, breed: breed))
  }

  @Test func aBudgieIsSeniorAt8_butAnAfricanGreyIsAnAdultAt25() {
    #expect(group(.bird, "Budgerigar", years: 8) == .senior)
    #expect(group(.bird, "African Grey Parrot", years: 25) == .adult)
    #expect(group(.bird, "African Grey Parrot", years: 30) == .senior)
    #expect(group(.bird, "Blue-and-gold macaw", years: 29) == .adult)
  }

  @Test func aCockatielOrAConureIsSeniorFrom12() {
    #expect(group(.bird, "Cockatiel", years: 8) == .adult)
    #expect(group(.bird, "Sun Conure", years: 11) == .adult)
    #expect(group(.bird, "Sun Conure", years: 12) == .senior)
  }

  @Test func aCatIsSeniorFrom11_aHorseFrom20() {
    #expect(group(.cat, "Siamese", years: 10) == .adult)
    #expect(group(.cat, "Siamese", years: 11) == .senior)
    #expect(group(.horse, "Quarter Horse", years: 17) == .adult)
    #expect(group(.horse, "Quarter Horse", years: 20) == .senior)
    #expect(group(.horse, "Quarter Horse", years: 3) == .young)
  }

  @Test func smallAnimalsAgeInMonths() {
    #expect(group(.hamster, "Syrian", years: 0, months: 1) == .baby)
    #expect(group(.hamster, "Syrian", years: 0, months: 2) == .young)
    #expect(group(.hamster, "Syrian", years: 0, months: 6) == .adult)
    #expect(group(.hamster, "Syrian", years: 1, months: 6) == .senior)
    #expect(group(.guineaPig, "Abyssinian", years: 4) == .adult)
    #expect(group(.guineaPig, "Abyssinian", years: 5) == .senior)
    #expect(group(.rabbit, "Dutch", years: 0, months: 5) == .baby)
    #expect(group(.rabbit, "Dutch", years: 6) == .senior)
  }

  @Test func aTortoiseIsAnAdultAt28_aBeardedDragonSeniorAt10() {
    #expect(group(.reptile, "Russian Tortoise", years: 28) == .adult)
    #expect(group(.reptile, "Bearded Dragon", years: 10) == .senior)
    #expect(group(.reptile, "Bearded Dragon", years: 9) == .adult)
  }

  @Test func aFinchOrALovebirdIsASmallBird() {
    #expect(group(.bird, "Zebra finch", years: 7) == .senior)
    #expect(group(.bird, "Rosy-faced lovebird", years: 7) == .senior)
  }
}
