import Foundation
import PetCatalog
import PetLocalization

/// Formats adoption fees as currency: the four rarities' once, and a pet's own fee the first
/// time it is asked for.
///
/// `NumberFormatter` is slow to create and use, and a catalogue has a handful of distinct fees,
/// so each is formatted once and looked up after that.
public struct FeeFormatter: Sendable {
  public let schedule: FeeSchedule
  public let locale: Locale
  private let texts: [Rarity: String]
  private let ownFees: OwnFeeTexts

  /// `locale` is explicit: `Locale.current` depends on the environment and is unreliable here.
  public init(schedule: FeeSchedule, locale: Locale = Locale(identifier: "en_US")) {
    self.schedule = schedule
    self.locale = locale
    let ownFees = OwnFeeTexts(currencyCode: schedule.currencyCode, locale: locale)
    var texts: [Rarity: String] = [:]
    for rarity in Rarity.allCases {
      texts[rarity] = ownFees.text(for: schedule.fee(for: rarity))
    }
    self.texts = texts
    self.ownFees = ownFees
  }

  /// The text for the adoption fee of a pet of this rarity, e.g. `$500.00`.
  public func text(for rarity: Rarity) -> String {
    texts[rarity] ?? ""
  }

  /// The text for `pet`'s adoption fee: its own, e.g. `$250.00`, else its rarity's; `Fee
  /// waived` for a fee of nothing, `Fee not listed` when it has neither.
  public func text(for pet: Pet) -> String {
    if let fee = pet.fee {
      // TRANSLATORS: the fee label of a pet its shelter lists for no fee.
      return fee == 0 ? tr("Fee waived") : ownFees.text(for: fee)
    }
    // TRANSLATORS: the fee label of a pet whose shelter did not list a fee.
    return pet.rarity.map(text(for:)) ?? tr("Fee not listed")
  }

  /// Every text a fee label shows for the rarities, fees up to `9,999.00`, and none: what a
  /// column of fees is sized to.
  public var everyText: [String] {
    Rarity.allCases.map(text(for:)) + [ownFees.text(for: 9_999), tr("Fee waived"), tr("Fee not listed")]
  }
}

/// Fees formatted once each, for any thread; past 4,096 distinct fees the texts start afresh.
private final class OwnFeeTexts: @unchecked Sendable {
  private let lock = NSLock()
  private let formatter: NumberFormatter
  private let currencyCode: String
  private var texts: [Decimal: String] = [:]

  init(currencyCode: String, locale: Locale) {
    formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = locale
    formatter.currencyCode = currencyCode
    self.currencyCode = currencyCode
  }

  func text(for fee: Decimal) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let text = texts[fee] { return text }
    if texts.count >= 4_096 { texts.removeAll(keepingCapacity: true) }
    let text = formatter.string(from: fee as NSDecimalNumber) ?? "\(currencyCode) \(fee)"
    texts[fee] = text
    return text
  }
}
