/// The fixed words of the window: titles, tooltips, menus, captions and accessible names.
///
/// The GTK templates hold placeholders only; the window sets each of these on its widget, so
/// every word a person reads comes from here or from a view model, and can be translated.
public enum BrowserTexts {
  /// The application's name, e.g. in the header bar and the About dialog.
  public static let appName = "Pet Browser"
  /// The text for the About dialog's comment.
  public static let aboutComments = "Browse the pets waiting for a home at the shelter"
  /// The text for the About dialog's title.
  public static let aboutTitle = "About Pet Browser"
  /// The version About and `pet-browser --version` show.
  public static let version = "0.2.0"
  /// The title of the keyboard shortcuts window.
  public static let shortcutsTitle = "Keyboard Shortcuts"

  /// The text for the search button's tooltip.
  public static let searchTooltip = "Search (Ctrl+F)"
  /// The text screen readers say for the search button.
  public static let searchButtonName = "Search"
  /// The text shown in the empty search entry.
  public static let searchPlaceholder = "Search names, breeds and stories"
  /// The text screen readers say for the search entry.
  public static let searchEntryName = "Search pets"

  /// The text for the menu button's tooltip.
  public static let menuTooltip = "Main menu (F10)"
  /// The text screen readers say for the menu button.
  public static let menuButtonName = "Main menu"
  /// The main menu's items: the text (with `_` before the mnemonic) and the action each runs.
  public static let menuItems: [[(label: String, action: String)]] = [
    [("_Keyboard Shortcuts", "win.show-help-overlay"), ("_About Pet Browser", "app.about")],
    [("_Quit", "app.quit")],
  ]

  /// The text screen readers say for the list.
  public static let listName = "Pets"
  /// What screen readers say the list holds.
  public static let listDescription = "The pets that match the search and filters"
  /// The text screen readers say for the count label.
  public static let countName = "Matching pets"

  /// The text for the Favourites toggle, with `_` before the Alt+letter key.
  public static let favoritesToggleLabel = "_Favourites"
  /// The text for the Favourites toggle's tooltip and accessible name.
  public static let favoritesToggleName = "Show only favourites"

  /// The titles of the list's columns, left to right.
  public static let columnTitles = ["Picture", "Name", "Species", "Age", "Fee", "★"]
  /// The tooltip of the star column's header.
  public static let starColumnTooltip = "Favourite: click a row's star to keep the pet in Favourites"

  /// The card's captions, e.g. `Breed`, beside the labels they name.
  public static let cardCaptions: [(field: CardField, caption: String)] = [
    (.breed, "Breed"), (.sex, "Sex"), (.size, "Size"), (.temperament, "Temperament"), (.health, "Health"),
    (.status, "Status"),
  ]
  /// The caption before the fee on the card.
  public static let feeCaption = "Adoption fee"
  /// The text screen readers say for the card's name, age and story labels.
  public static let cardFieldNames: [(field: CardField, name: String)] = [
    (.name, "Name"), (.age, "Age"), (.description, "Description"),
  ]
  /// The text screen readers say for the card's picture before a pet is chosen.
  public static let noPetSelected = "No pet selected"
}

/// The card's text fields, in the order the card shows them; each is a label in the card's
/// template named `<field>_label`.
public enum CardField: String, CaseIterable, Sendable {
  /// Each field, in card order.
  case name, age, fee, breed, sex, size, temperament, health, status, description
}
