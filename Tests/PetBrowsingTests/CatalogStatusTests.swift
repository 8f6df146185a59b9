import Foundation
import PetCards
import PetCatalog
import PetCatalogStore
import PetPresentation
import PetStore
import PetTestSupport
import Testing

@testable import PetBrowsing

/// Reads `file` as the window does: invalid pets left out.
private func opening(_ file: String, isBundled: Bool = false, missingRemembered: String? = nil) -> CatalogOpening {
  var loader = CatalogLoader(today: today)
  loader.leavesOutInvalidPets = true
  return CatalogOpening(
    source: CatalogSource(file), isBundled: isBundled,
    result: Result { () throws(CatalogError) in try loader.load(path: file) },
    missingRemembered: missingRemembered)
}

/// The catalogue bar, the problems and the error page, for each way a catalogue can go wrong.
@Suite struct CatalogStatusTests {
  @Test func bar_countsOnePet() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("pets.json")
      var text = String(decoding: try Data(contentsOf: try BrokenCatalogs.writeTwoBadPets(to: file)), as: UTF8.self)
      text = text.replacingOccurrences(of: #""species": "dragon""#, with: #""species": "dog""#)
      try Data(text.utf8).write(to: file)
      let status = CatalogStatus(opening(file.path))
      #expect(status.bar == CatalogBar(text: "1 pet in pets.json could not be shown", buttonTitle: "Show _Problems"))
      #expect(status.errorPage == nil)
    }
  }

  /// The problems in plain words, naming each pet; the lines `petcards` prints one click away.
  @Test func bar_countsTwoPets_andTheProblemsSayWhichPet_withPetcardsLinesAsDetails() throws {
    try withTemporaryDirectory { folder in
      let file = try BrokenCatalogs.writeTwoBadPets(to: folder.appendingPathComponent("shelter.json"))
      let status = CatalogStatus(opening(file.path))
      #expect(
        status.bar == CatalogBar(text: "2 pets in shelter.json could not be shown", buttonTitle: "Show _Problems"))
      #expect(status.problemsTitle == "Problems in shelter.json")
      #expect(
        status.problems == [
          "Biscuit's birthday, \"2023-02-30\", is not a real date.",
          "小雪's species, \"dragon\", is not one the catalogue format knows (dog, cat, rabbit, bird, guinea-pig, "
            + "hamster, ferret, reptile, horse, other).",
        ])
      #expect(
        status.problemDetails == [
          "\(file.path): pets[1] (id \"biscuit\", \"Biscuit\"), field \"birthday\": expected a real date "
            + "YYYY-MM-DD, found \"2023-02-30\"",
          "\(file.path): pets[2] (id \"koyuki\", \"小雪\"), field \"species\": expected one of dog, cat, rabbit, "
            + "bird, guinea-pig, hamster, ferret, reptile, horse, other, found \"dragon\"",
        ])
      #expect(CatalogStatus.detailsTitle == "Technical Details")
    }
  }

  @Test func noBar_forAValidCatalogue() throws {
    let path = try #require(BundledCatalog.locate(environment: [:]))
    let status = CatalogStatus(opening(path, isBundled: true))
    #expect(status == CatalogStatus(bar: nil, problems: [], problemsTitle: "Problems in pets.json", errorPage: nil))
  }

  @Test func errorPage_forAMissingFile() {
    let status = CatalogStatus(opening("/nonexistent/pets.json"))
    #expect(status.bar == nil)
    #expect(
      status.errorPage
        == CatalogErrorPage(
          iconName: "dialog-error-symbolic", title: "Could Not Open the Catalogue",
          message: "/nonexistent/pets.json: no such file",
          advice: "Check that the file is there and that you may read it, or open another catalogue.",
          details: "/nonexistent/pets.json: no such file",
          openTitle: "Open…", openBundledTitle: "Open the _Bundled Catalogue"))
  }

  @Test func errorPage_forAFolder_offersNoBundledCatalogue_whenItIsTheBundledOne() throws {
    try withTemporaryDirectory { folder in
      let page = try #require(CatalogStatus(opening(folder.path, isBundled: true)).errorPage)
      #expect(page.message == "\(folder.path): is a folder, expected a catalogue file")
      #expect(page.advice == "Check that the file is there and that you may read it, or open another catalogue.")
      #expect(page.openBundledTitle == nil)
    }
  }

  /// Not JSON at all is said in words, with the parser's line as the detail; a JSON file that is
  /// not a catalogue keeps the technical line, which names what is missing.
  @Test(
    arguments: [
      ("not json", nil, "pets.json:1:1: malformed JSON: unexpected text, expected null"),
      (
        #"{"format": 1}"#, "/pets.json: field \"pets\": expected an array of pets, found nothing",
        "pets.json: field \"pets\": expected an array of pets, found nothing"
      ),
      (
        "[]", "/pets.json: expected an object with a \"pets\" array at the top level, found an array",
        "pets.json: expected an object with a \"pets\" array at the top level, found an array"
      ),
    ] as [(String, String?, String)])
  func errorPage_forAFileThatIsNotACatalogue(text: String, message: String?, details: String) throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("pets.json")
      try Data(text.utf8).write(to: file)
      let page = try #require(CatalogStatus(opening(file.path)).errorPage)
      #expect(
        page.message
          == (message.map { folder.path + $0 }
            ?? "pets.json is not a catalogue file: its text has a mistake at line 1, column 1."))
      #expect(page.details == folder.path + "/" + details)
      #expect(
        page.advice
          == "The file is not a pet catalogue this version can read. Fix it as the message says, or open another "
          + "catalogue.")
    }
  }

  /// A file of none of the formats: the window has no `--format`, so its page says what to run
  /// instead (issue 42); the technical line stays the details.
  @Test func errorPage_forAFileOfNoFormat_saysWhatToRun() throws {
    let tried = "a pet catalogue (JSON); a shelter's spreadsheet"
    let error = CatalogError(
      kind: .invalid,
      problems: [
        CatalogProblem(
          file: "/srv/notes.txt",
          message: "is none of the formats this program reads (\(tried)); say which with --format",
          reason: .noFormat(tried: tried))
      ])
    let page = try #require(
      CatalogStatus(CatalogOpening(source: CatalogSource("/srv/notes.txt"), isBundled: false, result: .failure(error)))
        .errorPage)
    #expect(
      page.message
        == "notes.txt is none of the formats this program reads (a pet catalogue (JSON); a shelter's spreadsheet). "
        + "If it is one, import it into a store with “petcards import FILE --format FORMAT --into STORE” and open the "
        + "store; a spreadsheet whose columns are the shelter's own, with “petcards import FILE --mapping MAP.json "
        + "--into STORE” (docs/formats/spreadsheet.md).")
    #expect(
      page.details
        == "/srv/notes.txt: is none of the formats this program reads (\(tried)); say which with --format")
  }

  /// A shared catalogue's failures say what to do about a server, not a file, and name the
  /// catalogue by its database and host.
  @Test(
    arguments: [
      (
        CatalogError.Kind.unavailable,
        "The shared catalogue's server cannot be reached. Try again when it is back, or open another catalogue."
      ),
      (
        .notPermitted,
        "The server did not let this login read the catalogue. Check the role and its password, or open another catalogue."
      ),
      (
        .invalid,
        "The database is not a shared catalogue this version can read. Fix it as the message says, or open another catalogue."
      ),
    ] as [(CatalogError.Kind, String)])
  func errorPage_forASharedCatalogue(kind: CatalogError.Kind, advice: String) throws {
    let server = "postgresql://ada@db.example.org/pets"
    let error = CatalogError(kind: kind, problems: [CatalogProblem(file: server, message: "it went wrong")])
    let status = CatalogStatus(
      CatalogOpening(
        source: CatalogSource("postgresql://ada:pw@db.example.org/pets"), isBundled: false, result: .failure(error)))
    let page = try #require(status.errorPage)
    #expect(page.message == "postgresql://ada@db.example.org/pets: it went wrong")
    #expect(page.advice == advice)
    #expect(status.problemsTitle == "Problems in pets on db.example.org")
  }

  @Test func errorPage_forAFileThatCannotBeRead() throws {
    // Root reads any file, so the refusal is made by hand, as the loader makes it.
    let error = CatalogError(
      kind: .missing, problems: [CatalogProblem(file: "/srv/pets.json", message: "cannot be read: permission denied")])
    let page = try #require(
      CatalogStatus(
        CatalogOpening(source: CatalogSource("/srv/pets.json"), isBundled: false, result: .failure(error))
      ).errorPage)
    #expect(page.message == "/srv/pets.json: cannot be read: permission denied")
    #expect(page.advice == "Check that the file is there and that you may read it, or open another catalogue.")
  }

  @Test func errorPage_countsTheProblemsPastFive() throws {
    let problems = (1...7).map { CatalogProblem(file: "x.json", field: "f\($0)", message: "bad") }
    let opening = CatalogOpening(
      source: CatalogSource("x.json"), isBundled: false,
      result: .failure(CatalogError(kind: .invalid, problems: problems)))
    let page = try #require(CatalogStatus(opening).errorPage)
    #expect(
      page.message.split(separator: "\n") == [
        "x.json: field \"f1\": bad", "x.json: field \"f2\": bad", "x.json: field \"f3\": bad",
        "x.json: field \"f4\": bad", "x.json: field \"f5\": bad", "and 2 more problems",
      ])
  }

  /// A file of thousands of problems keeps the first hundred (`Array.note`): the page counts
  /// every one, and the problems view lists a hundred and a count, not 8,000 lines laid out at
  /// once on the main thread, which froze the window 40 s (issue 40, points 13 and 17).
  @Test func thousandsOfProblems_areCountedOnThePage_andAHundredListed() throws {
    var problems: [CatalogProblem] = []
    problems.note(contentsOf: (1...8_000).map { CatalogProblem(file: "x.json", field: "f\($0)", message: "bad") })
    let opening = CatalogOpening(
      source: CatalogSource("x.json"), isBundled: false,
      result: .failure(CatalogError(kind: .invalid, problems: problems)))
    let status = CatalogStatus(opening)
    let page = try #require(status.errorPage)
    #expect(
      page.message.split(separator: "\n") == [
        "x.json: field \"f1\": bad", "x.json: field \"f2\": bad", "x.json: field \"f3\": bad",
        "x.json: field \"f4\": bad", "x.json: field \"f5\": bad", "and 7,995 more problems",
      ])
    #expect(status.problemDetails.count == 101)
    #expect(status.problemDetails.last == "x.json: and 7,900 more problems like these")
    #expect(status.problems.last == "and 7,900 more problems like these")
  }

  @Test func bar_saysTheRememberedCatalogueIsGone() throws {
    let path = try #require(BundledCatalog.locate(environment: [:]))
    let status = CatalogStatus(opening(path, isBundled: true, missingRemembered: "/home/ana/old.json"))
    #expect(
      status.bar
        == CatalogBar(
          text: "The catalogue opened last, /home/ana/old.json, is no longer there; showing the bundled catalogue "
            + "instead.",
          buttonTitle: nil))
  }
}

/// The window's view model as a catalogue is opened over another.
@Suite @MainActor struct CatalogOpenedTests {
  @Test func catalogOpened_replacesThePets_keepsTheSearch_andSelectsTheFirst() throws {
    try withTemporaryDirectory { folder in
      let file = try BrokenCatalogs.writeTwoBadPets(to: folder.appendingPathComponent("pets.json"))
      let browser = Browser(try bundledCatalog(), userData: openStore(in: folder.appendingPathComponent("data")))
      browser.viewModel.searchTextChanged("home")
      browser.settle()
      browser.viewModel.selectPet(id: "moose")
      let opened = opening(file.path)
      browser.viewModel.catalogOpened(
        opened, list: PetListViewModel(catalog: opened.catalog, today: today, filter: .browsing(search: "home")))
      browser.settle()
      #expect(browser.viewModel.searchText == "home")
      #expect(browser.viewModel.rowCount > 1)
      #expect(!browser.names.contains("Biscuit"))
      #expect(browser.viewModel.selectedRow == 0)
      #expect(browser.viewModel.catalogPath == file.path)
      #expect(browser.viewModel.catalogStatus.bar?.text == "2 pets in pets.json could not be shown")
      #expect(browser.updates.contains(.catalog))
    }
  }

  /// The draft is the first catalogue's: another catalogue's "stuart" is another pet, and
  /// opening the first again brings it back.
  @Test func catalogOpened_closesTheForm_keepingWhatWasTypedAsADraft() throws {
    try withTemporaryDirectory { folder in
      let file = try BrokenCatalogs.writeTwoBadPets(to: folder.appendingPathComponent("pets.json"))
      let bundledPath = try #require(BundledCatalog.locate(environment: [:]))
      let browser = Browser(
        try bundledCatalog(), userData: openStore(in: folder.appendingPathComponent("data")),
        opening: opening(bundledPath, isBundled: true))
      #expect(browser.viewModel.selectPet(id: "stuart"))
      browser.viewModel.askToAdopt()
      let form = try #require(browser.viewModel.inquiryForm)
      form.textChanged(.name, to: "Ada Lovelace")
      form.textChanged(.message, to: "A garden")
      let opened = opening(file.path)
      browser.viewModel.catalogOpened(opened, list: PetListViewModel(catalog: opened.catalog, today: today))
      browser.settle()
      #expect(browser.viewModel.inquiryForm == nil)
      #expect(browser.updates.contains(.inquiryForm))
      #expect(browser.viewModel.draft(petID: "stuart") == nil)
      let bundled = opening(bundledPath, isBundled: true)
      browser.viewModel.catalogOpened(bundled, list: PetListViewModel(catalog: bundled.catalog, today: today))
      browser.settle()
      let draft = try #require(browser.viewModel.draft(petID: "stuart"))
      #expect(draft.form.name == "Ada Lovelace")
      #expect(draft.form.message == "A garden")
    }
  }

  @Test func showProblems_opensTheProblems_andClosingClosesThem() throws {
    try withTemporaryDirectory { folder in
      let file = try BrokenCatalogs.writeTwoBadPets(to: folder.appendingPathComponent("pets.json"))
      let opened = opening(file.path)
      let browser = Browser(try bundledCatalog(), userData: openStore(in: folder.appendingPathComponent("data")))
      browser.viewModel.catalogOpened(opened, list: PetListViewModel(catalog: opened.catalog, today: today))
      #expect(!browser.viewModel.showsProblems)
      browser.viewModel.showProblemsTapped()
      #expect(browser.viewModel.showsProblems)
      browser.viewModel.problemsClosed()
      #expect(!browser.viewModel.showsProblems)
    }
  }

  @Test func errorPage_replacesTheListAndTheEmptyState_inTheWindowText() throws {
    try withTemporaryDirectory { folder in
      let browser = Browser(try bundledCatalog(), userData: openStore(in: folder.appendingPathComponent("data")))
      let opened = opening("/nonexistent/pets.json")
      browser.viewModel.catalogOpened(opened, list: PetListViewModel(catalog: opened.catalog, today: today))
      #expect(browser.viewModel.emptyState == nil)
      #expect(!browser.viewModel.showsFilters)
      browser.viewModel.foldedChanged(true)
      #expect(!browser.viewModel.showsFiltersToggle)
      #expect(
        browser.text.contains(
          """
          List: error (dialog-error-symbolic)
            Could Not Open the Catalogue
            /nonexistent/pets.json: no such file
            Check that the file is there and that you may read it, or open another catalogue.
            [Open…]
            [Open the Bundled Catalogue]
          Card: none

          """))
    }
  }
}

/// Where the catalogue opened last is remembered, and how it is read back.
@Suite struct LastCatalogTests {
  @Test func resolve_prefersPetDataDir_thenXDGStateHome_thenHome() {
    #expect(
      LastCatalog.resolve(environment: ["PET_DATA_DIR": "/d", "XDG_STATE_HOME": "/s", "HOME": "/h"]).file.path
        == "/d/last-catalogue")
    #expect(
      LastCatalog.resolve(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).file.path
        == "/s/pet-adoption/last-catalogue")
    #expect(
      LastCatalog.resolve(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).file.path
        == "/h/.local/state/pet-adoption/last-catalogue")
  }

  @Test func remember_thenPath_givesTheAbsolutePath() throws {
    try withTemporaryDirectory { folder in
      let last = LastCatalog(file: folder.appendingPathComponent("state/last-catalogue"))
      #expect(last.path() == nil)
      #expect(last.remember("/srv/shelter/../pets.json") == nil)
      #expect(last.path() == "/srv/pets.json")
    }
  }

  @Test func path_isNil_forAFileThatIsNotAPath() throws {
    try withTemporaryDirectory { folder in
      let last = LastCatalog(file: folder.appendingPathComponent("last-catalogue"))
      try Data("relative/pets.json\n".utf8).write(to: last.file)
      #expect(last.path() == nil)
    }
  }
}
