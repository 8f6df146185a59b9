/// How old something is on a given day, in the calendar's own units.
///
/// `years` and `months` are whole calendar units, counted the way Foundation's
/// Gregorian `Calendar.dateComponents([.year, .month, .day], from:to:)` counts
/// them on date-only values: an anniversary that falls on a day the month does
/// not have (29 February, 31 April) is the month's last day. `days` is what is
/// left after the years and months. `totalDays` is the plain count of days.
public struct Age: Hashable, Sendable {
  public let years: Int
  public let months: Int
  public let days: Int
  public let totalDays: Int

  /// The age of something born on `birthday`, on `today`. A birthday after
  /// today gives an age of zero.
  public init(birthday: CalendarDate, on today: CalendarDate) {
    guard birthday < today else {
      self.years = 0
      self.months = 0
      self.days = 0
      self.totalDays = 0
      return
    }
    var elapsedMonths = (today.year - birthday.year) * 12 + (today.month - birthday.month)
    // The anniversary in today's month is clamped to that month's end, so a
    // birthday on the 31st has its monthly anniversary on the 30th of April.
    if birthday.addingMonths(elapsedMonths) > today {
      elapsedMonths -= 1
    }
    self.years = elapsedMonths / 12
    self.months = elapsedMonths % 12
    self.days = today.dayNumber - birthday.addingMonths(elapsedMonths).dayNumber
    self.totalDays = today.dayNumber - birthday.dayNumber
  }
}

/// The life stage used to filter pets: baby under 1 year, young under 3,
/// adult under 8, senior from 8.
public enum AgeGroup: String, CaseIterable, Codable, Sendable {
  case baby
  case young
  case adult
  case senior

  public init(_ age: Age) {
    switch age.years {
    case ..<1: self = .baby
    case ..<3: self = .young
    case ..<8: self = .adult
    default: self = .senior
    }
  }
}
