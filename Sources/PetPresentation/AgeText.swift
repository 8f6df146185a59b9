import PetCatalog
import PetLocalization

/// The words for an age, e.g. `2 years old`, `1 week old`, `Born today`, `Age not known`.
public enum AgeText {
  /// The text for the age label of a pet born on `birthday`, seen on `today`.
  ///
  /// Under a week it counts days, under a month weeks, under a year months, and
  /// years after that, with calendar months and years as Foundation's Gregorian
  /// calendar counts them on dates. Each count goes through `ngettext`, so every language
  /// keeps its own plural rules.
  /// An `estimated` birthday reads `about 4 years old`.
  public static func text(birthday: CalendarDate, today: CalendarDate, estimated: Bool = false) -> String {
    let age = Age(birthday: birthday, on: today)
    if age.years > 0 { return estimated ? aboutYears(age.years) : years(age.years) }
    if age.months > 0 { return estimated ? aboutMonths(age.months) : months(age.months) }
    if age.totalDays >= 7 { return estimated ? aboutWeeks(age.totalDays / 7) : weeks(age.totalDays / 7) }
    if age.totalDays > 0 { return estimated ? aboutDays(age.totalDays) : days(age.totalDays) }
    return bornToday
  }

  /// Every text an age label can show for pets up to `maxYears` old, e.g. `Born today`,
  /// `6 days old`, `about 11 months old`, `25 years old`, `Senior`: what a column of ages is
  /// sized to.
  public static func everyText(upToYears maxYears: Int) -> [String] {
    let counts = [(1...6, days, aboutDays), (1...4, weeks, aboutWeeks), (1...11, months, aboutMonths)]
    let young = counts.flatMap { range, exact, about in range.map(exact) + range.map(about) }
    let old = (1...max(1, maxYears)).flatMap { [years($0), aboutYears($0)] }
    return [bornToday] + young + old + AgeGroup.allCases.map(\.displayName) + [notKnown]
  }

  /// The age label of a pet whose shelter gives neither its birthday nor its stage.
  public static var notKnown: String {
    // TRANSLATORS: the age of a pet whose shelter gives neither its birthday nor its life stage.
    tr("Age not known")
  }

  private static func aboutYears(_ count: Int) -> String {
    // TRANSLATORS: a pet's age in years when its birthday is the shelter's estimate, e.g. "about 3 years old".
    trnf("about %lld year old", "about %lld years old", count)
  }

  private static func aboutMonths(_ count: Int) -> String {
    // TRANSLATORS: an estimated age in months, e.g. "about 8 months old".
    trnf("about %lld month old", "about %lld months old", count)
  }

  private static func aboutWeeks(_ count: Int) -> String {
    // TRANSLATORS: an estimated age in weeks, e.g. "about 3 weeks old".
    trnf("about %lld week old", "about %lld weeks old", count)
  }

  private static func aboutDays(_ count: Int) -> String {
    // TRANSLATORS: an estimated age in days, e.g. "about 6 days old".
    trnf("about %lld day old", "about %lld days old", count)
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
