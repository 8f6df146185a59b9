import Foundation
import PetCatalog
import PetLocalization

/// The catalogue a window was asked to show, and how reading it went.
public struct CatalogOpening: Sendable {
  /// The catalogue as given (on the command line, or chosen with Open…).
  public var source: CatalogSource
  /// Its path or address, as given.
  public var path: String { source.argument }
  /// Whether it is the bundled catalogue: then the error page does not offer to open it.
  public var isBundled: Bool
  /// The catalogue (with the invalid pets left out, in `Catalog.leftOut`), or why it could not be read.
  public var result: Result<Catalog, CatalogError>
  /// The catalogue remembered from last time, when it is no longer there and this one was
  /// opened instead; else `nil`.
  public var missingRemembered: String?
  /// Whether `result` is only the first pets of a large file, read from its start and shown while
  /// the whole file is read (`CatalogLoader.preview`); the whole catalogue replaces it.
  public var isPreview = false

  /// The outcome of reading `source`.
  public init(
    source: CatalogSource, isBundled: Bool, result: Result<Catalog, CatalogError>, missingRemembered: String? = nil
  ) {
    self.source = source
    self.isBundled = isBundled
    self.result = result
    self.missingRemembered = missingRemembered
  }

  /// The catalogue to list: the one read, or an empty one when it could not be.
  public var catalog: Catalog {
    (try? result.get()) ?? Catalog(pets: [])
  }
}

/// The bar above the list that says what of the catalogue is not shown.
public struct CatalogBar: Equatable, Sendable {
  /// The text for the bar, e.g. `2 pets in pets.json could not be shown`.
  public var text: String
  /// The text for its button, `Show _Problems`, or `nil` when there are no problems to show.
  public var buttonTitle: String?

  /// A bar saying `text`, with a button titled `buttonTitle` or none.
  public init(text: String, buttonTitle: String?) {
    self.text = text
    self.buttonTitle = buttonTitle
  }
}

/// The page that replaces the list when the catalogue cannot be read at all.
public struct CatalogErrorPage: Equatable, Sendable {
  /// The symbolic icon's name, e.g. `dialog-error-symbolic`.
  public var iconName: String
  /// The text for the page's title, `Could Not Open the Catalogue`.
  public var title: String
  /// The text saying what is wrong, naming the file, e.g. `/srv/pets.json: no such file`.
  public var message: String
  /// The text saying what to do, e.g. `Check that the file is there and that you may read it, or open another catalogue.`
  public var advice: String
  /// The technical lines, as `petcards` prints them, one click away under the message.
  public var details: String
  /// The text for the button that opens another catalogue, `Open…`.
  public var openTitle: String
  /// The text for the button that opens the bundled catalogue, or `nil` when this is it.
  public var openBundledTitle: String?

  /// A page with these texts and buttons.
  public init(
    iconName: String, title: String, message: String, advice: String, details: String = "", openTitle: String,
    openBundledTitle: String?
  ) {
    self.details = details
    self.iconName = iconName
    self.title = title
    self.message = message
    self.advice = advice
    self.openTitle = openTitle
    self.openBundledTitle = openBundledTitle
  }
}

/// What the window says about its catalogue: the bar when pets were left out (or a remembered
/// catalogue is gone), the problems one click away, and the error page when nothing could be read.
public struct CatalogStatus: Equatable, Sendable {
  /// The text for the catalogue bar's button that lists the problems, `Show _Problems`; its
  /// Alt+letter is listed in the shortcuts window from here.
  public static var showProblemsTitle: String {
    // TRANSLATORS: the bar's button that lists what is wrong with the catalogue; "_" marks the Alt+letter key.
    tr("Show _Problems")
  }

  /// The bar above the list, or `nil` while it is hidden.
  public var bar: CatalogBar?
  /// The problems the problems view lists, in plain words, e.g. `Biscuit's birthday,
  /// "2023-02-30", is not a real date.`
  public var problems: [String]
  /// The same problems as `petcards` prints them, one click away (`Technical Details`), e.g.
  /// `pets.json: pets[1] (id "biscuit", "Biscuit"), field "birthday": expected a real date YYYY-MM-DD, found "2023-02-30"`.
  public var problemDetails: [String] = []
  /// The text for the expander that shows `problemDetails`: `Technical Details`.
  public static var detailsTitle: String { tr("Technical Details") }
  /// The text for the problems view's title, e.g. `Problems in pets.json`.
  public var problemsTitle: String
  /// The error page, or `nil` while the catalogue's pets are listed.
  public var errorPage: CatalogErrorPage?

  /// The error page shows at most this many of a file's problems; the rest are counted.
  public static let pageProblemLimit = 5

  /// A window with nothing to say about its catalogue.
  public static let none = CatalogStatus(bar: nil, problems: [], problemsTitle: "", errorPage: nil)

  /// A status with these outputs.
  public init(bar: CatalogBar?, problems: [String], problemsTitle: String, errorPage: CatalogErrorPage?) {
    self.bar = bar
    self.problems = problems
    self.problemsTitle = problemsTitle
    self.errorPage = errorPage
  }

  /// What the window says after `opening`.
  public init(_ opening: CatalogOpening) {
    let name = opening.source.shownName
    // TRANSLATORS: the problems window's title; %1$@ is the catalogue's file name, e.g. pets.json.
    problemsTitle = trf(tr("Problems in %1$@"), name)
    var sentences: [String] = []
    if let missing = opening.missingRemembered {
      sentences.append(
        // TRANSLATORS: in the bar above the list; %1$@ is the catalogue's path.
        trf(tr("The catalogue opened last, %1$@, is no longer there; showing the bundled catalogue instead."), missing))
    }
    switch opening.result {
    case .success(let catalog) where opening.isPreview:
      // What is wrong with the file is said once the whole of it is read.
      problems = []
      errorPage = nil
      sentences.append(
        trf(
          trn(
            // TRANSLATORS: in the bar above the list while a large catalogue is read; %1$@ is the file name, e.g. pets.json, %2$@ counts the pets shown.
            "Reading %1$@… Its first %2$@ pet is shown while the rest are read.",
            "Reading %1$@… Its first %2$@ pets are shown while the rest are read.", catalog.petCount),
          name, catalog.petCount))
    case .success(let catalog):
      problems = catalog.leftOut.map(\.plainText)
      problemDetails = catalog.leftOut.map(\.description)
      errorPage = nil
      let count = catalog.leftOutPetCount
      if count > 0 {
        sentences.append(
          // TRANSLATORS: in the bar above the list; %1$@ counts the pets, %2$@ is the file name, e.g. pets.json.
          trf(trn("%1$@ pet in %2$@ could not be shown", "%1$@ pets in %2$@ could not be shown", count), count, name))
      }
    case .failure(let error):
      problems = error.problems.map(\.plainText)
      problemDetails = error.problems.map(\.description)
      var shown = Array(problems.prefix(Self.pageProblemLimit))
      if error.problems.total > shown.count {
        // The problems may end in a count of those not kept: counted here.
        let rest = error.problems.total - shown.count
        shown.append(
          trf(
            // TRANSLATORS: under the first 5 problems on the error page; %1$@ counts the rest.
            trn("and %1$@ more problem", "and %1$@ more problems", rest), rest.formatted()))
      }
      errorPage = CatalogErrorPage(
        iconName: "dialog-error-symbolic",
        // TRANSLATORS: the title of the page shown instead of the list when the file cannot be read.
        title: tr("Could Not Open the Catalogue"),
        message: shown.joined(separator: "\n"),
        advice: error.passwordWanted.map(Self.advice(for:))
          ?? Self.advice(for: error.kind, shared: opening.source.isShared),
        details: problemDetails.joined(separator: "\n"),
        openTitle: BrowserTexts.openButtonTitle,
        // TRANSLATORS: a button on the error page; "_" marks the Alt+letter key.
        openBundledTitle: opening.isBundled ? nil : tr("Open the _Bundled Catalogue"))
    }
    bar =
      sentences.isEmpty
      ? nil
      : CatalogBar(
        text: sentences.joined(separator: " "),
        buttonTitle: problems.isEmpty || errorPage != nil ? nil : Self.showProblemsTitle)
  }

  /// What to do about a shared catalogue whose server wanted a password (the dialog asks it).
  static func advice(for wanted: PasswordWanted) -> String {
    wanted.refused
      ? tr(
        "The server did not accept the password. Open the catalogue again to enter it once more, or open another catalogue."
      )
      : tr(
        "The server asks for this login's password. Open the catalogue again to enter it, or open another catalogue.")
  }

  /// What to do about a catalogue that could not be opened, by what went wrong and where.
  static func advice(for kind: CatalogError.Kind, shared: Bool) -> String {
    switch (kind, shared) {
    case (.unavailable, true):
      tr("The shared catalogue's server cannot be reached. Try again when it is back, or open another catalogue.")
    case (.notPermitted, true):
      tr(
        "The server did not let this login read the catalogue. Check the role and its password, or open another catalogue."
      )
    case (_, true):
      tr(
        "The database is not a shared catalogue this version can read. Fix it as the message says, or open another catalogue."
      )
    case (.missing, false):
      tr("Check that the file is there and that you may read it, or open another catalogue.")
    case (_, false):
      tr(
        "The file is not a pet catalogue this version can read. Fix it as the message says, or open another catalogue.")
    }
  }
}
