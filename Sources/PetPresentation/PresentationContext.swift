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
  /// Pictures that are web addresses, once fetched; `nil` shows their placeholder.
  public var downloadedPictures: DownloadedPictures?
  /// The shelters pets name (`Pet.shelter`), by id: the catalogue's `shelters`.
  public var shelters: [String: Shelter] = [:]
  /// The place the pets were asked near (`--near`), which each says how far it is from.
  public var near: Coordinates?
  /// The unit distances are shown in.
  public var distanceUnit: DistanceUnit = .miles
  /// The reader's locale, for numbers.
  public var locale = Locale(identifier: "en_US")

  public init(catalog: Catalog, today: CalendarDate, locale: Locale = Locale(identifier: "en_US")) {
    self.today = today
    self.fees = FeeFormatter(schedule: catalog.fees, locale: locale)
    self.imageDirectory = catalog.directory?.path
    self.missingImages = catalog.missingImages
    self.shelters = Self.byID(catalog.shelters)
    self.distanceUnit = DistanceUnit.preferred(by: locale)
    self.locale = locale
  }

  /// `shelters` by id, the first of two with one id.
  public static func byID(_ shelters: [Shelter]) -> [String: Shelter] {
    Dictionary(shelters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
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

/// Where pictures that are web addresses (`https://…`) are kept once fetched: the file for an
/// address, or `nil` while it is not there and the placeholder shows. The live one is
/// `PictureDownloads`, which fetches in the background; asking never waits for the network.
///
/// A class, so a context (copied into every row's view model) carries one reference for it.
public final class DownloadedPictures: Sendable {
  /// The folder the files are in, which a picture must lie in.
  public let folder: String
  public let file: @Sendable (_ address: String) -> String?

  public init(folder: String, file: @escaping @Sendable (String) -> String?) {
    self.folder = folder
    self.file = file
  }
}
