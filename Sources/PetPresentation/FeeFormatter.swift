import Foundation
import PetCatalog

/// Formats adoption fees as currency, once per rarity.
///
/// `NumberFormatter` is slow to create and use, and a catalogue has only four
/// fees, so each is formatted once and looked up after that.
public struct FeeFormatter: Sendable {
  public let schedule: FeeSchedule
  public let locale: Locale
  private let texts: [Rarity: String]

  /// `locale` is explicit: `Locale.current` depends on the environment and is unreliable here.
  public init(schedule: FeeSchedule, locale: Locale = Locale(identifier: "en_US")) {
    self.schedule = schedule
    self.locale = locale
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = locale
    formatter.currencyCode = schedule.currencyCode
    var texts: [Rarity: String] = [:]
    for rarity in Rarity.allCases {
      let fee = schedule.fee(for: rarity)
      texts[rarity] = formatter.string(from: fee as NSDecimalNumber) ?? "\(schedule.currencyCode) \(fee)"
    }
    self.texts = texts
  }

  /// The text for the adoption fee of a pet of this rarity, e.g. `$500.00`.
  public func text(for rarity: Rarity) -> String {
    texts[rarity] ?? ""
  }
}
