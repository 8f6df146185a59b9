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

  @Option(
    help: ArgumentHelp(
      tr(
        "A JSON file naming a spreadsheet's own columns and codes (docs/formats/spreadsheet.md); an import keeps it beside the store, as STORE.mapping.json, for the next."
      ), valueName: "file"))
  public var mapping: String?

  @Flag(
    help: ArgumentHelp(
      tr(
        "Refuse a listing whole when any record of it is left out (no name, no id, not a pet for adoption) or a value is read in a way of its own (a fee in words), naming each; by default the rest is read."
      )))
  public var strict = false

  @Flag(
    help: ArgumentHelp(
      tr(
        "Say each value read in a way of its own (a fee in words, an intake date from another date) by its record, beside the line that counts them."
      )))
  public var explain = false

  public init() {}

  public func validate() throws {
    if let currency, !FeeSchedule.isCurrencyCode(currency) {
      throw ValidationError(
        trf(tr("--currency expects a three-letter ISO 4217 code such as USD, found \"%1$@\""), currency))
    }
  }

  /// The options for reading a listing on `today`.
  public func options(today: CalendarDate) -> ListingOptions {
    var options = ListingOptions(
      format: format, currency: currency, dateOrder: dateOrder, today: today, strict: strict, explains: explain)
    options.mappingFile = mapping
    return options
  }
}
