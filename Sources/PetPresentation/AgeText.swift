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
    if age.years > 0 {
      // TRANSLATORS: a pet's age in years, e.g. "3 years old".
      return trnf("%lld year old", "%lld years old", age.years)
    }
    if age.months > 0 {
      // TRANSLATORS: a young pet's age in months, e.g. "8 months old".
      return trnf("%lld month old", "%lld months old", age.months)
    }
    if age.totalDays >= 7 {
      // TRANSLATORS: a young pet's age in weeks, e.g. "3 weeks old".
      return trnf("%lld week old", "%lld weeks old", age.totalDays / 7)
    }
    if age.totalDays > 0 {
      // TRANSLATORS: a newborn pet's age in days, e.g. "6 days old".
      return trnf("%lld day old", "%lld days old", age.totalDays)
    }
    // TRANSLATORS: the age of a pet born on the day the catalogue is read.
    return tr("Born today")
  }
}
