import PetBrowsing
import PetCards
import PetCatalog
import PetGtk
import PetLocalization
import PetStore

/// The whole window as text, for `pet-browser --headless --print-window`: no display is opened.
///
/// `filters` holds each drop-down's item position (the sort order's too); see
/// `WindowSnapshot.headless(catalog:today:search:select:filters:onlyFavorites:userData:backgroundQueryThreshold:)`
/// for the order the inputs are given in. The card's picture is checked with the window card's own
/// decoder (no display needed), so a picture the window cannot show prints as `placeholder` here too.
@MainActor
func printHeadlessWindow(
  catalog: Catalog, today: CalendarDate, search: String?, select: String?, filters: [BrowserChoice.Kind: Int],
  onlyFavorites: Bool, userData: Result<UserDataStore, UserDataError>, opening: CatalogOpening, shelter: String?,
  near: String?, unknownShelter: (String) -> Void, unknownPlace: (String) -> Void, unmatchedPet: (String) -> Void
) -> String {
  WindowSnapshot.headless(
    catalog: catalog, today: today, search: search, select: select, filters: filters, onlyFavorites: onlyFavorites,
    userData: userData, locale: Localization.readerLocale, opening: opening, shelter: shelter, near: near,
    unknownShelter: unknownShelter, unknownPlace: unknownPlace, unmatchedPet: unmatchedPet,
    canShowPicture: GtkPetView.canShow(picture:)
  ).text
}
