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
    // Foundation counts one unit at a time: whole years first, then whole
    // months from that anniversary, then days. An anniversary that falls on a
    // day the month does not have is clamped to the month's end, so a 29
    // February birthday's anniversary in 2025 is 28 February, and months and
    // days are counted from the 28th (2024-02-29 to 2025-03-28 is 1 year 1 month).
    var years = today.year - birthday.year
    if birthday.addingMonths(years * 12) > today {
      years -= 1
    }
    let anniversary = birthday.addingMonths(years * 12)
    var months = (today.year - anniversary.year) * 12 + (today.month - anniversary.month)
    if anniversary.addingMonths(months) > today {
      months -= 1
    }
    self.years = years
    // Counted from a clamped anniversary this can reach 12: Foundation says
    // 2020-02-29 to 2024-02-28 is 3 years 12 months.
    self.months = months
    self.days = today.dayNumber - anniversary.addingMonths(months).dayNumber
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
