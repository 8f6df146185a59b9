import PetAdoptionFlow

/// What changed in the window's outputs, so a view redraws only that.
public enum PetBrowserUpdate: Equatable, Sendable {
  /// The rows, the count, the empty state and the selected row.
  case list
  /// One row's star (its position).
  case row(Int)
  /// Every row's star.
  case stars
  /// The selected pet's card, its star and its "Ask to adopt…" button.
  case card
  /// The message bar.
  case message
  /// The adoption form opened or closed.
  case inquiryForm
  /// The notification over the window appeared, changed or went.
  case notification
  /// The narrow window folded or unfolded, or the pane it shows changed (the back button).
  case pane
  /// Another catalogue was opened: the header's subtitle, the catalogue bar and the error page
  /// (the list and the card follow with `.list` and `.card`).
  case catalog
  /// The problems view opened or closed.
  case problems
  /// Pets of rows drawn blank were read: the rows on screen are drawn again (`rowAtHand`).
  case rowsRead
  /// The view model changed the search itself (the empty state's button cleared it): the
  /// search entry shows the new text. Typing never causes it, so no keystroke is overwritten.
  case searchText
  /// The place entry: the text the view model set (the place of last time, Reset) or what is
  /// wrong with the place entered.
  case place
  /// The saved searches' dialogs: opened, closed, their rows or what they say.
  case savedSearches
  /// The password dialog: opened, closed, or what it says.
  case password
  /// The Write to the Shelter dialog: opened, closed, or what it says.
  case reply
}

/// The empty state that replaces the list when no pet is shown.
public struct EmptyState: Equatable, Sendable {
  /// The text for the empty state's title, e.g. `No pets match “rex”`.
  public var title: String
  /// The text under it, saying what to do, e.g. `Try a different name or breed, or fewer words.`
  public var message: String
  /// The symbolic icon's name, e.g. `system-search-symbolic`.
  public var iconName: String
  /// The text for the button that shows pets again, e.g. `Clear the filters`, or `nil` when
  /// there is nothing to clear (an empty catalogue).
  public var actionTitle: String?

  /// An empty state with these texts, icon and button.
  public init(title: String, message: String, iconName: String, actionTitle: String? = nil) {
    self.title = title
    self.message = message
    self.iconName = iconName
    self.actionTitle = actionTitle
  }
}

/// A notification shown over the window for a moment's decision, e.g. `Removed Zoë from
/// favourites` with `Undo`.
public struct InAppNotification: Equatable, Sendable {
  /// The text for the notification, e.g. `Removed Zoë from favourites`.
  public var text: String
  /// The text for its button, e.g. `Undo`.
  public var actionTitle: String
  /// The text screen readers say for its close button.
  public var closeName: String

  public init(text: String, actionTitle: String, closeName: String) {
    self.text = text
    self.actionTitle = actionTitle
    self.closeName = closeName
  }
}

/// A button's text, what its tooltip and screen readers say, and whether it can be clicked.
public struct ButtonState: Equatable, Sendable {
  /// The text on the button, e.g. `Ask to adopt…`.
  public var text: String
  /// The text for the tooltip and accessible name, e.g. `Ask the shelter about adopting Stuart`.
  public var tooltip: String
  /// Whether the button can be clicked.
  public var isEnabled: Bool

  /// A button with this text and tooltip, clickable or not.
  public init(text: String, tooltip: String, isEnabled: Bool) {
    self.text = text
    self.tooltip = tooltip
    self.isEnabled = isEnabled
  }
}

/// One row of the list: the texts of its cells.
public struct PetRowViewModel: Equatable, Sendable {
  /// The picture file for the thumbnail, or `nil` for the placeholder.
  public var imagePath: String?
  /// The folder the picture must lie in: the catalogue's, or the fetched pictures'.
  public var imageFolder: String?
  /// The text for the name cell, e.g. `Stuart`.
  public var name: String
  /// The text for the species cell, e.g. `Dog`.
  public var species: String
  /// The text for the age cell, e.g. `2 years old`.
  public var age: String
  /// The text for the fee cell, e.g. `$500.00`.
  public var fee: String
  /// The row's star: its symbol, e.g. `☆`, and its tooltip.
  public var star: FavoriteStar
  /// The pet's status beside its name, e.g. `Adopted`, `On hold`; `nil` for a pet simply
  /// available, as most are.
  public var status: String? = nil
  /// How far the pet's shelter is from the place the list is near, e.g. `4.2 mi`; `nil` when
  /// the list is not near a place.
  public var distance: String? = nil

  /// A row whose pet is being read: blank, its star neither set nor clickable.
  public static let beingRead = PetRowViewModel(
    imagePath: nil, imageFolder: nil, name: "", species: "", age: "", fee: "",
    star: FavoriteStar(symbol: "", isFavorite: false, isEnabled: false, label: ""))
}
