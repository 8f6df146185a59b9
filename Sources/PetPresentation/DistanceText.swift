import Foundation
import PetCatalog
import PetLocalization

/// The unit distances are read and shown in: miles where people count in them (the United
/// States, the United Kingdom, Liberia, Myanmar), kilometres elsewhere.
public enum DistanceUnit: String, CaseIterable, Sendable {
  case miles
  case kilometres

  /// Kilometres in a mile (the international mile).
  public static let kilometresPerMile = 1.609344

  /// The unit the reader of `locale`'s region counts in.
  public static func preferred(by locale: Locale) -> DistanceUnit {
    switch locale.region?.identifier {
    case "US", "GB", "LR", "MM": .miles
    default: .kilometres
    }
  }

  /// `value` of this unit, in kilometres.
  public func kilometres(_ value: Double) -> Double {
    self == .miles ? value * Self.kilometresPerMile : value
  }

  /// How far `kilometres` is, in this unit, e.g. `4.2 mi away`, `12 km away`: a tenth under
  /// ten, whole above.
  public func awayText(kilometres: Double, locale: Locale) -> String {
    let number = number(kilometres: kilometres, locale: locale)
    return switch self {
    // TRANSLATORS: how far a pet's shelter is from the place asked; %1$@ is a number, e.g. "4.2 mi away".
    case .miles: trf(tr("%1$@ mi away"), number)
    // TRANSLATORS: how far a pet's shelter is from the place asked; %1$@ is a number, e.g. "6.8 km away".
    case .kilometres: trf(tr("%1$@ km away"), number)
    }
  }

  /// How far `kilometres` is, in this unit, for a column headed Distance, e.g. `4.2 mi`, `12 km`.
  public func text(kilometres: Double, locale: Locale) -> String {
    text(number: number(kilometres: kilometres, locale: locale))
  }

  /// `value` of this unit as it is, e.g. `25 mi`: a radius to choose.
  public func text(_ value: Double, locale: Locale) -> String {
    text(number: value.formatted(.number.locale(locale)))
  }

  private func text(number: String) -> String {
    switch self {
    // TRANSLATORS: a distance in miles in the list's Distance column; %1$@ is a number, e.g. "4.2 mi".
    case .miles: trf(tr("%1$@ mi"), number)
    // TRANSLATORS: a distance in kilometres in the list's Distance column; %1$@ is a number, e.g. "6.8 km".
    case .kilometres: trf(tr("%1$@ km"), number)
    }
  }

  /// `kilometres` in this unit as a number: a tenth under ten, whole above.
  private func number(kilometres: Double, locale: Locale) -> String {
    let value = self == .miles ? kilometres / Self.kilometresPerMile : kilometres
    return value.formatted(.number.precision(.fractionLength(value < 10 ? 1 : 0)).locale(locale))
  }
}
