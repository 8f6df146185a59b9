import PetAdoptionFlow
import PetBrowsing
import PetPresentation

/// Everything the browser window shows, as the strings its widgets hold.
///
/// It is made two ways: from a `PetBrowserViewModel` with no display (`init(_:)`), and read back
/// from the real GTK widgets (`pet-browser --print-window`). Both print through `render(to:)`,
/// so for the same state the two texts are byte-identical, which the window's tests check.
public struct WindowSnapshot: Equatable, Sendable {
  /// A label and what it shows, e.g. `_Species` and `Any`.
  public struct Field: Equatable, Sendable {
    /// The caption or widget label, e.g. `_Species` (a mnemonic label prints without its `_`).
    public var label: String
    /// What it shows, e.g. `Any`.
    public var value: String

    /// The field `label` showing `value`.
    public init(_ label: String, _ value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The window's title.
  public var title = ""
  /// The header bar's title.
  public var headerTitle = ""
  /// The header bar's subtitle, or empty when it has none.
  public var headerSubtitle = ""
  /// The search entry's text, or `nil` when there is none.
  public var search: String?
  /// The filter row: each drop-down's label and chosen item, then the Favourites toggle.
  public var filters: [Field] = []
  /// The sort drop-down's label and chosen item.
  public var sort = Field("", "")
  /// The count label.
  public var count = ""
  /// The message bar, or `nil` while it is hidden.
  public var message: String?
  /// The catalogue bar and its button (empty when it has none), e.g. `2 pets in pets.json could
  /// not be shown` and `Show _Problems`, or `nil` while it is hidden.
  public var catalogBar: Field?
  /// The error page's icon, title, message lines, advice and buttons, or `nil` while the
  /// catalogue's pets are listed.
  public var errorPage: [String]?
  /// The notification over the window and its button, e.g. `Removed Zoë from favourites` and
  /// `_Undo`, or `nil` while none shows.
  public var notification: Field?
  /// The list's column titles (the picture column's included).
  public var columns: [String] = []
  /// Each row's cells, in column order: picture file (or `placeholder`), name, species, age, fee,
  /// the distance while the list is near a place, star.
  public var rows: [[String]] = []
  /// The selected row, or `nil`.
  public var selectedRow: Int?
  /// The empty state's icon, title and message, or `nil` while the list shows.
  public var emptyState: [String]?
  /// The card: its caption and value lines, in the order it shows them.
  public var card: [Field] = []

  /// A blank window, to fill in field by field (as the GTK read-back does).
  public init() {}

  /// Prints the window as text: header, search, filters, count and sort, message, then the list
  /// (a table, or the empty state) and the card, each under its own heading with its lines
  /// indented. Pictures print as their file's name, so the text does not depend on where the
  /// catalogue lives. Catalogue text is sanitised: no control character reaches the terminal.
  public func render(to output: inout some TextOutputStream) {
    func line(_ text: String) { output.write(TerminalText.sanitize(text) + "\n") }
    line("Window: \(title)")
    line("Header: \(headerTitle)" + (headerSubtitle.isEmpty ? "" : " · \(headerSubtitle)"))
    line("Search: " + (search.map { "“\($0)”" } ?? "none"))
    line("Filters: " + filters.map { "\(Self.caption($0.label)): \($0.value)" }.joined(separator: " | "))
    line("Count: \(count) | \(Self.caption(sort.label)): \(sort.value)")
    if let message { line("Message: \(message)") }
    if let catalogBar {
      line("Catalogue: \(catalogBar.label)" + (catalogBar.value.isEmpty ? "" : " " + Self.buttonText(catalogBar.value)))
    }
    if let notification { line("Notification: \(notification.label) [\(Self.caption(notification.value))]") }
    if let errorPage {
      let icon = errorPage.first.map { " (\($0))" } ?? ""
      line("List: error" + icon)
      for text in errorPage.dropFirst() {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) { line("  " + part) }
      }
    } else if let emptyState {
      let icon = emptyState.first.map { " (\($0))" } ?? ""
      line("List: empty" + icon)
      for text in emptyState.dropFirst() { line("  " + text) }
    } else {
      line("List:")
      renderTable(to: &output)
    }
    guard !card.isEmpty else {
      line("Card: none")
      return
    }
    line("Card:")
    let captions = card.map { Self.caption($0.label) + ":" }
    let width = captions.map { DisplayWidth.of(TerminalText.sanitize($0)) }.max() ?? 0
    // A value's line breaks (a story's paragraphs) are kept, its later lines under its first.
    let indent = String(repeating: " ", count: width + 3)
    for (caption, field) in zip(captions, card) {
      let value = field.label == Self.pictureCaption ? Self.fileName(field.value) : field.value
      let lines = TerminalText.sanitize(value, keepsLineBreaks: true).split(
        separator: "\n", omittingEmptySubsequences: false)
      output.write(
        "  " + DisplayWidth.pad(TerminalText.sanitize(caption), to: width) + " " + (lines.first ?? "") + "\n")
      for more in lines.dropFirst() { output.write((more.isEmpty ? "" : indent + more) + "\n") }
    }
  }

  /// The list as a table: the column titles, then one line per row, `>` before the selected one.
  private func renderTable(to output: inout some TextOutputStream) {
    var table = [columns] + rows.map { cells in cells.enumerated().map { $0 == 0 ? Self.fileName($1) : $1 } }
    for index in table.indices { table[index] = table[index].map { TerminalText.sanitize($0) } }
    let widths = (0..<(columns.count)).map { column in
      table.map { $0.indices.contains(column) ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
    }
    for (index, cells) in table.enumerated() {
      let marker = index > 0 && selectedRow == index - 1 ? "  > " : "    "
      let padded = cells.enumerated().map { column, text in
        column == cells.count - 1 ? text : DisplayWidth.pad(text, to: widths[column])
      }
      output.write(marker + padded.joined(separator: "  ") + "\n")
    }
  }

  /// The caption of the card's picture line.
  static let pictureCaption = "Picture"
  /// The caption of the line that says which of several photos the picture is.
  static let photoCaption = "Photo"

  /// A picture's file name, e.g. `stuart.svg` for `/srv/pets/pictures/stuart.svg`.
  static func fileName(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The text as `render(to:)` prints it.
  public var text: String {
    var text = ""
    render(to: &text)
    return text
  }

  /// How a button prints among other lines: `[Clear the filters]`.
  public static func buttonText(_ label: String) -> String { "[\(caption(label))]" }

  /// A mnemonic label as a person reads it: `_Species` → `Species`.
  static func caption(_ label: String) -> String {
    guard let underscore = label.firstIndex(of: "_") else { return label }
    var caption = label
    caption.remove(at: underscore)
    return caption
  }
}

extension WindowSnapshot {
  /// What the window shows for `viewModel`, with no display: every string from the view model.
  @MainActor
  ///
  /// `canShowPicture` says whether the card can show a pet's picture; when it cannot (too large,
  /// cut short, not a picture, outside the catalogue's folder), the card's picture line says
  /// `placeholder`, as the window's does.
  public init(_ viewModel: PetBrowserViewModel, canShowPicture: (PetImage) -> Bool = { _ in true }) {
    title = viewModel.windowTitle
    headerTitle = viewModel.headerTitle
    headerSubtitle = viewModel.headerSubtitle ?? ""
    search = viewModel.searchText.isEmpty ? nil : viewModel.searchText
    for choice in viewModel.choices {
      if choice.kind == .within {
        filters.append(
          Field(BrowserTexts.placeLabel, Self.placeText(viewModel.placeText, problem: viewModel.placeProblem)))
      }
      let field = Field(choice.label, choice.items[viewModel.selectedItem(of: choice.kind)])
      if choice.kind == .sort { sort = field } else { filters.append(field) }
    }
    filters.append(Field(BrowserTexts.favoritesToggleLabel, Self.toggleText(viewModel.onlyFavorites)))
    count = viewModel.countText
    message = viewModel.message
    catalogBar = viewModel.catalogStatus.bar.map { Field($0.text, $0.buttonTitle ?? "") }
    errorPage = viewModel.catalogStatus.errorPage.map(Self.errorPageLines)
    // The Distance column shows while the list is near a place.
    let distance = viewModel.showsDistance
    columns = BrowserTexts.columnTitles.filter { distance || $0 != BrowserTexts.distanceColumnTitle }
    rows = (0..<viewModel.rowCount).map { position in
      let row = viewModel.row(at: position)
      return [
        row.imagePath ?? Self.placeholder, Self.nameCell(row.name, status: row.status), row.species, row.age, row.fee,
      ]
        + (distance ? [row.distance ?? ""] : []) + [row.star.symbol]
    }
    selectedRow = viewModel.selectedRow
    emptyState = viewModel.emptyState.map { state in
      [state.iconName, state.title, state.message] + (state.actionTitle.map { [Self.buttonText($0)] } ?? [])
    }
    notification = viewModel.notification.map { Field($0.text, $0.actionTitle) }
    if let pet = viewModel.selectedPet {
      card = Self.cardFields(
        pet, star: viewModel.cardStar, askToAdopt: viewModel.askToAdoptButton, asked: viewModel.askedText)
      if pet.image.path != nil, !canShowPicture(pet.image) {
        card[0] = Field(Self.pictureCaption, Self.placeholder)
      }
    }
  }

  /// The name cell as it reads: the name, then the status of a pet not simply available, e.g.
  /// `Cleo · Adopted`.
  public static func nameCell(_ name: String, status: String?) -> String {
    guard let status, !status.isEmpty else { return name }
    return "\(name) · \(status)"
  }

  /// The error page's lines as `render` prints them: icon, title, message, advice, then each button.
  public static func errorPageLines(_ page: CatalogErrorPage) -> [String] {
    [page.iconName, page.title, page.message, page.advice, buttonText(page.openTitle)]
      + (page.openBundledTitle.map { [buttonText($0)] } ?? [])
  }

  /// What the list shows for a pet without a picture.
  public static let placeholder = "placeholder"

  /// How a toggle prints: `on` or `off`.
  public static func toggleText(_ on: Bool) -> String { on ? "on" : "off" }

  /// The place entry as a field's value: `“62704”`, `none`, or the place with what is wrong
  /// with it, `“Springfeld” (No place called …)`.
  public static func placeText(_ text: String, problem: String?) -> String {
    let shown = text.isEmpty ? "none" : "“\(text)”"
    return problem.map { "\(shown) (\($0))" } ?? shown
  }

  /// The card's lines for `pet`, in the order `render` prints them; the GTK side reads the same
  /// captions back from its caption labels.
  public static func cardFields(
    _ pet: PetViewModel, star: FavoriteStar?, askToAdopt: ButtonState?, asked: String? = nil
  ) -> [Field] {
    var texts: [CardField: String] = [
      .name: pet.name, .age: pet.ageText, .fee: pet.adoptionFeeText, .breed: pet.breedText, .sex: pet.sexText,
      .size: pet.sizeText, .temperament: pet.temperamentText, .health: pet.healthText, .status: pet.statusText,
      .description: pet.descriptionText,
    ]
    texts[.coat] = pet.coatText
    texts[.shelter] = pet.shelterText
    return cardFields(
      texts: texts, picture: pet.image.path ?? placeholder, photo: pet.photoPositionText, star: star,
      askToAdopt: askToAdopt, asked: asked)
  }

  /// The caption of the card's line under "Ask to adopt…", e.g. `You asked about Stuart on
  /// November 21` (the card shows it without one).
  static let askedCaption = "Asked"

  /// The card's lines from each field's text, the picture (and which of several photos it is,
  /// `nil` for one picture), the star, the button and the line under it (`nil` when it is hidden).
  public static func cardFields(
    texts: [CardField: String], picture: String, photo: String? = nil, star: FavoriteStar?,
    askToAdopt: ButtonState?, asked: String? = nil
  ) -> [Field] {
    // The fields with no caption on the card (name, age, story) print as screen readers name them.
    let captions = Dictionary(
      uniqueKeysWithValues: BrowserTexts.cardCaptions.map { ($0.field, $0.caption) }
        + BrowserTexts.cardFieldNames.map { ($0.field, $0.name) })
    var fields = [Field(pictureCaption, picture)]
    if let photo { fields.append(Field(photoCaption, photo)) }
    // An optional field prints only when the card shows it.
    for field in CardField.allCases where !field.isOptional || texts[field] != nil {
      let caption = field == .fee ? BrowserTexts.feeCaption : captions[field] ?? field.rawValue.capitalized
      fields.append(Field(caption, texts[field] ?? ""))
    }
    if let star { fields.append(Field("Star", "\(star.symbol) (\(star.label))")) }
    if let askToAdopt {
      fields.append(
        Field(askToAdopt.text, "\(askToAdopt.isEnabled ? "enabled" : "disabled") (\(askToAdopt.tooltip))"))
    }
    if let asked { fields.append(Field(askedCaption, asked)) }
    return fields
  }
}
