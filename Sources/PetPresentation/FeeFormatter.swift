import Foundation
import PetCatalog
import PetLocalization

/// Formats adoption fees as currency: the four rarities' once, and a pet's own fee the first
/// time it is asked for.
///
/// `NumberFormatter` is slow to create and use, and a catalogue has a handful of distinct fees,
/// so each is formatted once and looked up after that.
///
/// Its state is one reference, so a context, copied into every row's view model, copies little.
public struct FeeFormatter: Sendable {
  private let texts: FeeTexts

  public var schedule: FeeSchedule { texts.schedule }
  public var locale: Locale { texts.locale }

  /// `locale` is explicit: `Locale.current` depends on the environment and is unreliable here.
  public init(schedule: FeeSchedule, locale: Locale = Locale(identifier: "en_US")) {
    texts = FeeTexts(schedule: schedule, locale: locale)
  }

  /// The text for the adoption fee of a pet of this rarity, e.g. `$500.00`.
  public func text(for rarity: Rarity) -> String {
    texts.rarities[rarity] ?? ""
  }

  /// The text for `pet`'s adoption fee: its own, e.g. `$250.00`, else its rarity's; `Fee
  /// waived` for a fee of nothing, `Fee not listed` when it has neither.
  public func text(for pet: Pet) -> String {
    if let fee = pet.fee {
      // TRANSLATORS: the fee label of a pet its shelter lists for no fee.
      return fee == 0 ? tr("Fee waived") : texts.text(for: fee)
    }
    // TRANSLATORS: the fee label of a pet whose shelter did not list a fee.
    return pet.rarity.map(text(for:)) ?? tr("Fee not listed")
  }

  /// Every text a fee label shows for the rarities, fees up to `9,999.00`, and none: what a
  /// column of fees is sized to.
  public var everyText: [String] {
    Rarity.allCases.map(text(for:)) + [texts.text(for: 9_999), tr("Fee waived"), tr("Fee not listed")]
  }
}

/// The schedule's four texts, and each pet's own fee formatted once, for any thread; past 4,096
/// distinct fees those start afresh.
private final class FeeTexts: @unchecked Sendable {
  let schedule: FeeSchedule
  let locale: Locale
  /// Made in `init`, never changed.
  private(set) var rarities: [Rarity: String] = [:]
  private let lock = NSLock()
  private let formatter: NumberFormatter
  private var texts: [Decimal: String] = [:]

  init(schedule: FeeSchedule, locale: Locale) {
    self.schedule = schedule
    self.locale = locale
    formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = locale
    formatter.currencyCode = schedule.currencyCode
    for rarity in Rarity.allCases {
      rarities[rarity] = text(for: schedule.fee(for: rarity))
    }
  }

  func text(for fee: Decimal) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let text = texts[fee] { return text }
    if texts.count >= 4_096 { texts.removeAll(keepingCapacity: true) }
    let text = formatter.string(from: fee as NSDecimalNumber) ?? "\(schedule.currencyCode) \(fee)"
    texts[fee] = text
    return text
  }
}
