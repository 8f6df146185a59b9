import Foundation
import PetCatalog

/// An adoption fee as a shelter writes it: `$250`, `75.00`, `1,250.00`, `150,00 €`, `Waived`.
public enum ListingFee: Equatable, Sendable {
  /// An amount, in the listing's currency.
  case amount(Decimal)
  /// No fee is charged ("Waived", "Free", "No fee"): an amount of nothing.
  case waived
  /// Nothing written.
  case none

  /// The fee `text` says, `nil` when it is something else ("call us", "$50-$100").
  ///
  /// Of `,` and `.`, the last in an amount is its decimal point when one or two digits follow
  /// it (`150,00`, `75.5`) and a thousands separator when three do (`1,250`, `1.250`); every
  /// other is a thousands separator, which must be followed by three digits.
  public static func parse(_ text: String) -> ListingFee? {
    let trimmed = text.trimmed
    if trimmed.isEmpty { return ListingFee.none }
    let lowered = trimmed.lowercased()
    if ["waived", "free", "no fee", "none", "0", "$0", "0.00", "$0.00"].contains(lowered)
      || lowered.hasPrefix("waived") || lowered.hasPrefix("fee waived")
    {
      return .waived
    }
    // A symbol or a code around the number: `$`, `€`, `£`, `USD`, `CA$`.
    var number = Substring(trimmed)
    while let first = number.first, !first.isNumber { number.removeFirst() }
    while let last = number.last, !last.isNumber { number.removeLast() }
    let outside = trimmed.replacingOccurrences(of: String(number), with: "")
    guard !number.isEmpty,
      outside.allSatisfy({ $0.isLetter || $0.isCurrencySymbol || $0 == " " || $0 == "$" }),
      outside.filter(\.isLetter).count <= 3
    else { return nil }
    guard let amount = amount(String(number)) else { return nil }
    return amount == 0 ? .waived : .amount(amount)
  }

  /// A fee a shelter wrote in words, as read leniently (issue 42): its one plain amount when it
  /// has one (`$75 for one, or adopt both` → 75), else none (`$75 (bonded pair $120)`, `call
  /// us`); the words are kept for the story.
  public static func amountInWords(_ text: String) -> Decimal? {
    var amounts: [Decimal] = []
    var scanner = Substring(text)
    while let start = scanner.firstIndex(where: { $0.isASCII && $0.isNumber }) {
      let rest = scanner[start...]
      let end = rest.firstIndex { !($0.isASCII && ($0.isNumber || $0 == "," || $0 == ".")) } ?? rest.endIndex
      var number = String(rest[..<end])
      while let last = number.last, last == "," || last == "." { number.removeLast() }
      if let amount = amount(number) { amounts.append(amount) } else { return nil }
      scanner = rest[end...]
    }
    return amounts.count == 1 ? amounts[0] : nil
  }

  /// `1,250.00` → 1250.00, `150,00` → 150.00; `nil` for a number written any other way.
  static func amount(_ text: String) -> Decimal? {
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }) else { return nil }
    let separators = text.indices.filter { text[$0] == "," || text[$0] == "." }
    var whole = text
    var fraction = ""
    if let last = separators.last {
      let after = text[text.index(after: last)...]
      if after.count <= 2 {
        whole = String(text[..<last])
        fraction = String(after)
        // A decimal point is neither missing its digits nor the thousands separator too.
        guard !fraction.isEmpty, !whole.contains(text[last]) else { return nil }
      }
    }
    // What is left uses one thousands separator, each followed by three digits.
    let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
    guard let head = groups.first, !head.isEmpty, head.count <= (groups.count > 1 ? 3 : 12),
      groups.dropFirst().allSatisfy({ $0.count == 3 }), Set(whole.filter { $0 == "," || $0 == "." }).count <= 1
    else { return nil }
    let digits = groups.joined()
    return Money.parse(fraction.isEmpty ? digits : digits + "." + fraction)
  }
}

extension Character {
  fileprivate var isCurrencySymbol: Bool {
    unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol }
  }
}
