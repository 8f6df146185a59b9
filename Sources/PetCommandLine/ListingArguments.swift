import ArgumentParser
import PetCatalog
import PetListings
import PetLocalization

extension ListingFormat: ExpressibleByArgument {}
extension DateOrder: ExpressibleByArgument {}

/// How to read a shelter's own listing (Petfinder, RescueGroups.org, ASM3, CSV): what the file
/// does not say by itself. `petcards` and `pet-browser` take the same flags.
public struct ListingArguments: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      trf(
        tr("The file's format: %1$@ (default: found from the file)."),
        ListingFormat.allCases.map(\.rawValue).joined(separator: ", ")),
      valueName: "format"))
  public var format: ListingFormat?

  @Option(
    help: ArgumentHelp(
      tr("The currency of fees when the file does not say, as an ISO 4217 code such as USD."), valueName: "code"))
  public var currency: String?

  @Option(
    name: .customLong("date-order"),
    help: ArgumentHelp(
      tr("The order of a CSV's dates when no day above 12 says it: dmy, mdy or ymd."), valueName: "order"))
  public var dateOrder: DateOrder?

  public init() {}

  public func validate() throws {
    if let currency, !FeeSchedule.isCurrencyCode(currency) {
      throw ValidationError(
        trf(tr("--currency expects a three-letter ISO 4217 code such as USD, found \"%1$@\""), currency))
    }
  }

  /// The options for reading a listing on `today`.
  public func options(today: CalendarDate) -> ListingOptions {
    ListingOptions(format: format, currency: currency, dateOrder: dateOrder, today: today)
  }
}
