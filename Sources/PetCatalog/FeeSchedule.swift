import Foundation

/// The adoption fee for each rarity, in one currency.
public struct FeeSchedule: Hashable, Sendable {
  /// ISO 4217 code, e.g. `USD`.
  public var currencyCode: String
  public var fees: [Rarity: Decimal]

  /// The schedule from the MVVM chapter: common $50.00, uncommon $75.00,
  /// rare $150.00, very rare $500.00.
  public static let standard = FeeSchedule(
    currencyCode: "USD",
    fees: [.common: 50, .uncommon: 75, .rare: 150, .veryRare: 500]
  )

  public init(currencyCode: String, fees: [Rarity: Decimal]) {
    self.currencyCode = currencyCode
    self.fees = fees
  }

  /// Whether `code` looks like an ISO 4217 code: three letters A-Z.
  public static func isCurrencyCode(_ code: String) -> Bool {
    code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase }
  }

  /// The fee for `rarity`; a rarity the schedule leaves out costs what the standard one says.
  public func fee(for rarity: Rarity) -> Decimal {
    fees[rarity] ?? FeeSchedule.standard.fees[rarity] ?? 0
  }
}
