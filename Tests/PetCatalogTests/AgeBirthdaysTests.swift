import PetCatalog
import Testing

/// `AgeBirthdays`, the age groups as ranges of birthdays that the shared catalogue asks
/// PostgreSQL for, against the reference: `AgeGroup(Age(birthday:on:), stages:)`, for every
/// birthday of the 61 years before each of a dozen days (month ends, leap days, a plain day).
@Suite struct AgeBirthdaysTests {
  static let days = [
    "2026-11-21", "2024-02-29", "2025-02-28", "2025-03-01", "2024-03-31", "2023-01-31", "2024-12-31", "2025-06-30",
    "2025-07-31", "2028-02-29", "2026-01-01", "2025-04-30",
  ]

  /// Each kind's stages, the tortoise's (senior at 50) the longest.
  static let stages: [LifeStages] = Array(
    Set(
      Species.allCases.flatMap { species in
        ["", "African Grey Parrot", "Cockatiel", "Hermann's tortoise", "Leopard gecko"].map {
          LifeStages(species, breed: $0)
        }
      }))

  @Test(arguments: days)
  func eachBirthday_isInItsGroupsRange_andNoOther(day: String) throws {
    let today = try #require(CalendarDate(iso: day))
    let birthdays = AgeBirthdays(today: today)
    // From a week after today (an age of zero) back 61 years.
    let ages = (-7...(61 * 366)).map { back in
      let birthday = today.adding(days: -back)
      return (birthday, Age(birthday: birthday, on: today))
    }
    for stages in Self.stages {
      let ranges = AgeGroup.allCases.map { ($0, birthdays.birthdays(of: $0, stages: stages)) }
      var wrong: [String] = []
      for (birthday, age) in ages {
        let group = AgeGroup(age, stages: stages)
        var (holding, holdsItsOwn) = (0, false)
        for (other, range) in ranges where AgeBirthdays.holds(birthday, range) {
          holding += 1
          holdsItsOwn = holdsItsOwn || other == group
        }
        if holding != 1 || !holdsItsOwn {
          let said = ranges.filter { AgeBirthdays.holds(birthday, $0.1) }.map(\.0)
          wrong.append("\(birthday): \(group), ranges say \(said)")
        }
      }
      #expect(wrong.isEmpty, "on \(day), stages \(stages): \(wrong.prefix(5))")
    }
  }

  @Test func theLatestBirthdayOfAnAge_isOneDayBeforeTheFirstTooYoung() throws {
    let today = try #require(CalendarDate(iso: "2025-03-31"))
    let birthdays = AgeBirthdays(today: today)
    #expect(birthdays.latestBirthday(atLeast: 0) == nil)
    // A month old on 31 March: born on or before the last day of February.
    #expect(birthdays.latestBirthday(atLeast: 1) == CalendarDate(iso: "2025-02-28"))
    #expect(birthdays.latestBirthday(atLeast: 12) == CalendarDate(iso: "2024-03-31"))
    #expect(birthdays.latestBirthday(atLeast: 600) == CalendarDate(iso: "1975-03-31"))
  }
}
