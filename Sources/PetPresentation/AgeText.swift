import PetCatalog

/// The words for an age, e.g. `2 years old`, `1 week old`, `Born today`.
public enum AgeText {
  /// The text for the age label of a pet born on `birthday`, seen on `today`.
  ///
  /// Under a week it counts days, under a month weeks, under a year months, and
  /// years after that, with calendar months and years as Foundation's Gregorian
  /// calendar counts them on dates.
  public static func text(birthday: CalendarDate, today: CalendarDate) -> String {
    let age = Age(birthday: birthday, on: today)
    if age.years > 0 { return count(age.years, "year") }
    if age.months > 0 { return count(age.months, "month") }
    if age.totalDays >= 7 { return count(age.totalDays / 7, "week") }
    if age.totalDays > 0 { return count(age.totalDays, "day") }
    return "Born today"
  }

  private static func count(_ value: Int, _ unit: String) -> String {
    value == 1 ? "1 \(unit) old" : "\(value) \(unit)s old"
  }
}
