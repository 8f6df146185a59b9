import Foundation
import PetCatalog

/// What formatting depends on besides the pet: the day, the fees, the locale
/// and where pictures live. It comes from outside, so tests pin every part.
public struct PresentationContext: Sendable {
  /// The day ages are counted to, in the viewer's time zone.
  public var today: CalendarDate
  public var fees: FeeFormatter
  /// The folder image paths are relative to.
  public var imageDirectory: String?
  /// Pets whose picture is missing; they get the placeholder.
  public var missingImages: Set<String>

  public init(catalog: Catalog, today: CalendarDate, locale: Locale = Locale(identifier: "en_US")) {
    self.today = today
    self.fees = FeeFormatter(schedule: catalog.fees, locale: locale)
    self.imageDirectory = catalog.directory?.path
    self.missingImages = catalog.missingImages
  }

  public init(
    today: CalendarDate, fees: FeeFormatter = FeeFormatter(schedule: .standard),
    imageDirectory: String? = nil, missingImages: Set<String> = []
  ) {
    self.today = today
    self.fees = fees
    self.imageDirectory = imageDirectory
    self.missingImages = missingImages
  }
}
