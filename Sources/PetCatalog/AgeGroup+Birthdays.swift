/// The age-group filter as ranges of birthdays, for a store that keeps the birthday and not the
/// age: on a given day, a pet is in a life stage when its birthday falls in the stage's range
/// for its kind's stages (`LifeStages`). The shared catalogue asks PostgreSQL for these ranges
/// (`SharedQuery`), so that its age filter runs on the server; `AgeGroup(pet, on:)` is the
/// reference it is tested against.
///
/// It rests on age growing as the birthday goes back: of two birthdays, the earlier is never
/// the younger on the same day, in whole months as `Age` counts them (its clamped
/// anniversaries included). `AgeBirthdaysTests` checks that over every birthday of 61 years
/// before each of many days.
public struct AgeBirthdays: Sendable {
  /// The day ages are counted to.
  public let today: CalendarDate

  public init(today: CalendarDate) {
    self.today = today
  }

  /// The latest birthday of something at least `months` old on `today`; `nil` for 0 months or
  /// fewer, which every birthday is (a birthday after today included).
  public func latestBirthday(atLeast months: Int) -> CalendarDate? {
    guard months > 0 else { return nil }
    // Days before today: a month is at most 31 days, so `months` months and a day before is
    // old enough, and today is not; between them, the last day that is. (Past 9,999 years
    // nothing is that old: the earliest day a date can be.)
    func isOldEnough(_ daysBefore: Int) -> Bool {
      let age = Age(birthday: today.adding(days: -daysBefore), on: today)
      return age.years * 12 + age.months >= months
    }
    var (tooYoung, oldEnough) = (0, min(months, 12 * 9_999) * 31 + 1)
    while oldEnough - tooYoung > 1 {
      let middle = (oldEnough + tooYoung) / 2
      if isOldEnough(middle) { oldEnough = middle } else { tooYoung = middle }
    }
    return today.adding(days: -oldEnough)
  }

  /// The birthdays of the pets in `group` on `today` whose stages are `stages` (a kind's, each
  /// beginning after birth: `LifeStages(_:breed:)`): after `after` (none: no limit) and on or
  /// before `through` (none: no limit).
  public func birthdays(of group: AgeGroup, stages: LifeStages) -> (after: CalendarDate?, through: CalendarDate?) {
    // A stage that begins at `months` holds the birthdays on or before the latest of that age.
    func begins(_ months: Int) -> CalendarDate? { latestBirthday(atLeast: months) }
    return switch group {
    case .baby: (begins(stages.youngFrom), nil)
    case .young: (begins(stages.adultFrom), begins(stages.youngFrom))
    case .adult: (begins(stages.seniorFrom), begins(stages.adultFrom))
    case .senior: (nil, begins(stages.seniorFrom))
    }
  }

  /// Whether a birthday of `birthday` falls in `range` (the reference the ranges' tests use).
  public static func holds(_ birthday: CalendarDate, _ range: (after: CalendarDate?, through: CalendarDate?)) -> Bool {
    (range.after.map { birthday > $0 } ?? true) && (range.through.map { birthday <= $0 } ?? true)
  }
}
