import PetBrowsing
import PetCards
import PetCatalog
import PetLocalization
import PetStore

/// The whole window as text, for `pet-browser --headless --print-window`: no display is opened.
///
/// `filters` holds each drop-down's item position (the sort order's too); see
/// `WindowSnapshot.headless(catalog:today:search:select:filters:onlyFavorites:userData:backgroundQueryThreshold:)`
/// for the order the inputs are given in.
@MainActor
func printHeadlessWindow(
  catalog: Catalog, today: CalendarDate, search: String?, select: String?, filters: [BrowserChoice.Kind: Int],
  onlyFavorites: Bool, userData: Result<UserDataStore, UserDataError>, opening: CatalogOpening
) -> String {
  WindowSnapshot.headless(
    catalog: catalog, today: today, search: search, select: select, filters: filters, onlyFavorites: onlyFavorites,
    userData: userData, locale: Localization.readerLocale, opening: opening
  ).text
}
