import PetCatalog
import PetLocalization

/// The words for an age, e.g. `2 years old`, `1 week old`, `Born today`.
public enum AgeText {
  /// The text for the age label of a pet born on `birthday`, seen on `today`.
  ///
  /// Under a week it counts days, under a month weeks, under a year months, and
  /// years after that, with calendar months and years as Foundation's Gregorian
  /// calendar counts them on dates. Each count goes through `ngettext`, so every language
  /// keeps its own plural rules.
  public static func text(birthday: CalendarDate, today: CalendarDate) -> String {
    let age = Age(birthday: birthday, on: today)
    if age.years > 0 { return years(age.years) }
    if age.months > 0 { return months(age.months) }
    if age.totalDays >= 7 { return weeks(age.totalDays / 7) }
    if age.totalDays > 0 { return days(age.totalDays) }
    return bornToday
  }

  /// Every text an age label can show for pets up to `maxYears` old, e.g. `Born today`,
  /// `6 days old`, `11 months old`, `25 years old`: what a column of ages is sized to.
  public static func everyText(upToYears maxYears: Int) -> [String] {
    [bornToday] + (1...6).map(days) + (1...4).map(weeks) + (1...11).map(months)
      + (1...max(1, maxYears)).map(years)
  }

  private static func years(_ count: Int) -> String {
    // TRANSLATORS: a pet's age in years, e.g. "3 years old".
    trnf("%lld year old", "%lld years old", count)
  }

  private static func months(_ count: Int) -> String {
    // TRANSLATORS: a young pet's age in months, e.g. "8 months old".
    trnf("%lld month old", "%lld months old", count)
  }

  private static func weeks(_ count: Int) -> String {
    // TRANSLATORS: a young pet's age in weeks, e.g. "3 weeks old".
    trnf("%lld week old", "%lld weeks old", count)
  }

  private static func days(_ count: Int) -> String {
    // TRANSLATORS: a newborn pet's age in days, e.g. "6 days old".
    trnf("%lld day old", "%lld days old", count)
  }

  // TRANSLATORS: the age of a pet born on the day the catalogue is read.
  private static var bornToday: String { tr("Born today") }
}
