import PetLocalization

/// One line of the keyboard shortcuts window: the keys, in GTK's accelerator syntax, and what
/// they do.
public struct Shortcut: Equatable, Sendable {
  /// The keys, e.g. `<Primary>f`, or several separated by spaces: `F1 <Primary>question`.
  public var accelerator: String
  /// The text for what the keys do, e.g. `Search by name, species, breed or story`.
  public var title: String

  /// The line for `accelerator`, which does `title`.
  public init(_ accelerator: String, _ title: String) {
    self.accelerator = accelerator
    self.title = title
  }
}

/// A titled group of shortcuts, e.g. `Filters and order`.
public struct ShortcutGroup: Equatable, Sendable {
  /// The text for the group's heading, e.g. `General`.
  public var title: String
  /// The group's lines, in order.
  public var shortcuts: [Shortcut]

  /// Every group of the shortcuts window. The filter keys come from the drop-downs' own
  /// mnemonic labels, so the window cannot drift from the keys that work.
  public static var all: [ShortcutGroup] {
    [
      ShortcutGroup(
        title: tr("Finding pets"),
        shortcuts: [
          Shortcut(BrowserAccelerators.search, tr("Search by name, species, breed or story")),
          Shortcut("Escape", tr("Close the search")),
          Shortcut(BrowserAccelerators.back, tr("Back to the list from a pet's card (narrow window)")),
          Shortcut("Up Down", tr("Previous or next pet")),
          Shortcut(
            BrowserAccelerators.previousPhoto + " " + BrowserAccelerators.nextPhoto,
            tr("Previous or next photo of the pet")),
          Shortcut("Tab <Shift>Tab", tr("Move between search, filters, list and card")),
        ]),
      ShortcutGroup(
        title: tr("Filters and order"),
        // The place entry before its Within drop-down.
        shortcuts: (BrowserChoice.all.flatMap { choice in
          (choice.kind == .within ? [(BrowserTexts.placeLabel, tr("Place to list pets near"))] : [])
            + [(choice.label, choice.shortcutTitle)]
        }
          + [(BrowserTexts.favoritesToggleLabel, tr("Only favourites"))])
          .compactMap { label, title in label.mnemonicKey.map { Shortcut("<Alt>\($0)", title) } }),
      ShortcutGroup(
        title: tr("General"),
        shortcuts: [
          Shortcut(BrowserAccelerators.open, tr("Open a catalogue"))
        ]
          + (CatalogStatus.showProblemsTitle.mnemonicKey.map {
            [Shortcut("<Alt>\($0)", tr("Show what is wrong with the catalogue (when its bar says so)"))]
          } ?? []) + [
            Shortcut(BrowserAccelerators.toggleFavorite, tr("Add or remove the pet from favourites")),
            Shortcut(BrowserAccelerators.saveSearch, tr("Save the search and filters under a name")),
            Shortcut(BrowserAccelerators.savedSearches, tr("Saved searches")),
            Shortcut(BrowserAccelerators.showMenu, tr("Open the menu")),
            Shortcut(BrowserAccelerators.showHelp, tr("Keyboard shortcuts")),
            Shortcut(BrowserAccelerators.quit, trc("shortcut", "Quit")),
          ]),
    ]
  }
}

/// The window's and the application's keyboard shortcuts, bound to their actions from here so
/// the shortcuts window lists the keys that work.
public enum BrowserAccelerators {
  /// Opens the search bar: Ctrl+F.
  public static let search = "<Primary>f"
  /// Opens a catalogue with the file chooser: Ctrl+O.
  public static let open = "<Primary>o"
  /// Stars or unstars the selected pet: Ctrl+D.
  public static let toggleFavorite = "<Primary>d"
  /// Saves the search and filters under a name: Ctrl+S.
  public static let saveSearch = "<Primary>s"
  /// Lists the saved searches: Ctrl+Shift+S.
  public static let savedSearches = "<Primary><Shift>s"
  /// Opens the main menu: F10.
  public static let showMenu = "F10"
  /// Opens the shortcuts window: F1 or Ctrl+?.
  public static let showHelp = "F1 <Primary>question"
  /// Back to the list from the card of a narrow window: Escape or Alt+Left.
  public static let back = "Escape <Alt>Left"
  /// Quits: Ctrl+Q.
  public static let quit = "<Primary>q"
  /// The card's previous and next photo: Ctrl+Page Up and Ctrl+Page Down (the arrows alone
  /// move in the list, and with Ctrl by words in the search).
  public static let previousPhoto = "<Primary>Page_Up"
  public static let nextPhoto = "<Primary>Page_Down"

  /// The first of `accelerator`'s keys as people read it, e.g. `Ctrl+F` for `<Primary>f`, or
  /// `F1` for `F1 <Primary>question`: what tooltips name, from the same constant the action is
  /// bound with. The modifiers' names are translated, as GTK's own labels are.
  public static func label(_ accelerator: String) -> String {
    var rest = Substring(accelerator.split(separator: " ").first ?? "")
    var parts: [String] = []
    let modifiers: [(String, String)] = [
      // TRANSLATORS: the Control key, as tooltips name it ("Ctrl+F").
      ("<Primary>", trc("key", "Ctrl")), ("<Control>", trc("key", "Ctrl")),
      // TRANSLATORS: the Alt key, as tooltips name it ("Alt+Left").
      ("<Alt>", trc("key", "Alt")),
      // TRANSLATORS: the Shift key, as tooltips name it.
      ("<Shift>", trc("key", "Shift")),
    ]
    while rest.hasPrefix("<"), let modifier = modifiers.first(where: { rest.hasPrefix($0.0) }) {
      parts.append(modifier.1)
      rest = rest.dropFirst(modifier.0.count)
    }
    parts.append(rest.count == 1 ? rest.uppercased() : rest.replacingOccurrences(of: "_", with: " "))
    return parts.joined(separator: "+")
  }

  /// Each action and its keys.
  public static let all: [(action: String, keys: String)] = [
    ("app.quit", quit), ("win.show-help-overlay", showHelp), ("win.search", search), ("win.show-menu", showMenu),
    ("win.toggle-favorite", toggleFavorite), ("win.back", back), ("win.open", open),
    ("win.previous-photo", previousPhoto), ("win.next-photo", nextPhoto), ("win.save-search", saveSearch),
    ("win.saved-searches", savedSearches),
  ]
}
