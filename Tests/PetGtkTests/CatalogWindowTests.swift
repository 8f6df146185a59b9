import CPetGtk
import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetGtk
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// The window on a catalogue with bad pets, on one it cannot read, and Open….
@MainActor
@Suite struct CatalogWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  /// A shown window on the catalogue at `path`, read as `pet-browser` reads it.
  func window(on path: String, data: TemporaryDataDirectory) throws -> PetBrowserWindow {
    var loader = CatalogLoader(today: Fixtures.today)
    loader.leavesOutInvalidPets = true
    let opening = CatalogOpening(
      source: CatalogSource(path), isBundled: false,
      result: Result { () throws(CatalogError) in try loader.load(path: path) })
    var configuration = PetBrowserWindow.Configuration()
    configuration.viewModel.catalogues = .live(
      cache: nil, lastCatalogue: LastCatalog(file: data.url.appendingPathComponent(LastCatalog.fileName)))
    let window = PetBrowserWindow(
      list: PetListViewModel(catalog: opening.catalog, today: Fixtures.today),
      userData: Fixtures.openStore(data.location), configuration: configuration, opening: opening)
    try Fixtures.show(window)
    return window
  }

  @Test func badPets_showTheBar_andShowProblemsShowsThem() throws {
    let data = TemporaryDataDirectory()
    let file = try BrokenCatalogs.writeTwoBadPets(to: data.url.appendingPathComponent("pets.json"))
    let window = try window(on: file.path, data: data)
    #expect(window.catalogBarText == "2 pets in pets.json could not be shown")
    #expect(window.rowCount == 25)
    #expect(window.shownProblems == nil)
    window.clickShowProblems()
    #expect(Fixtures.runMainLoop { window.shownProblems != nil })
    #expect(window.shownProblems?.title == "Problems in pets.json")
    #expect(
      window.shownProblems?.text
        == "• Biscuit's birthday, \"2023-02-30\", is not a real date.\n• 小雪's species, \"dragon\", is not one the "
        + "catalogue format knows (dog, cat, rabbit, bird, guinea-pig, hamster, ferret, reptile, horse, other).")
    // The lines petcards prints, one click away.
    #expect(
      window.shownProblems?.details
        == "\(file.path): pets[1] (id \"biscuit\", \"Biscuit\"), field \"birthday\": expected a real date "
        + "YYYY-MM-DD, found \"2023-02-30\"\n\(file.path): pets[2] (id \"koyuki\", \"小雪\"), field \"species\": "
        + "expected one of dog, cat, rabbit, bird, guinea-pig, hamster, ferret, reptile, horse, other, found \"dragon\""
    )
    #expect(window.shownProblems?.detailsTitle == "Technical Details")
    window.close()
  }

  @Test func missingFile_showsTheErrorPage_andOpeningAnotherShowsItsPets_andRemembersIt() throws {
    let data = TemporaryDataDirectory()
    let window = try window(on: data.url.appendingPathComponent("none.json").path, data: data)
    #expect(window.showsErrorPage)
    // Nothing to filter on the error page: the filter row and its separator are hidden.
    #expect(pet_gtk_object_get_int(window.widgetPointer("filter_box"), "visible") == 0)
    #expect(pet_gtk_object_get_int(window.widgetPointer("filter_separator"), "visible") == 0)
    let bundled = try #require(BundledCatalog.locate(environment: [:]))
    var opened = false
    window.open(path: bundled) { opened = true }
    #expect(Fixtures.runMainLoop { opened })
    #expect(!window.showsErrorPage)
    #expect(window.catalogBarText == nil)
    #expect(window.countText == "27 pets")
    #expect(pet_gtk_object_get_int(window.widgetPointer("filter_box"), "visible") == 1)
    #expect(
      LastCatalog(file: data.url.appendingPathComponent(LastCatalog.fileName)).path()
        == URL(fileURLWithPath: bundled).standardizedFileURL.path)
    window.close()
  }

  /// Another catalogue has other fees: the Fee column is measured again for them.
  @Test func opening_aCatalogueWithLargerFees_widensTheFeeColumn() throws {
    let data = TemporaryDataDirectory()
    let bundled = try #require(BundledCatalog.locate(environment: [:]))
    let window = try window(on: bundled, data: data)
    let before = pet_gtk_object_get_int(window.widgetPointer("fee_column"), "fixed-width")
    var json = try String(contentsOfFile: bundled, encoding: .utf8)
    json = json.replacingOccurrences(
      of: "\"currency\": \"USD\",", with: "\"currency\": \"USD\", \"fees\": { \"very-rare\": \"1250000000.00\" },")
    let dearer = data.url.appendingPathComponent("dearer.json")
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    try json.write(to: dearer, atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: bundled).deletingLastPathComponent().appendingPathComponent("pictures"),
      to: data.url.appendingPathComponent("pictures"))
    var opened = false
    window.open(path: dearer.path) { opened = true }
    #expect(Fixtures.runMainLoop { opened })
    let fees = (0..<window.rowCount).compactMap { window.cellText(row: $0, column: PET_GTK_COLUMN_FEE) }
    // Wider than every sample the column was sized to, "Fee not listed" among them.
    #expect(fees.contains("$1,250,000,000.00"))
    #expect(pet_gtk_object_get_int(window.widgetPointer("fee_column"), "fixed-width") > before)
    window.close()
  }

  @Test func open_isAWindowAction_boundToCtrlO_thatShowsTheFileChooser() throws {
    #expect(BrowserAccelerators.all.contains { $0.action == "win.open" && $0.keys == "<Primary>o" })
    let data = TemporaryDataDirectory()
    let window = try window(on: try #require(BundledCatalog.locate(environment: [:])), data: data)
    #expect(!window.showsOpenDialog)
    window.chooseOpen()
    #expect(Fixtures.runMainLoop { window.showsOpenDialog })
    // It starts on the catalogue shown, in its folder, not on Recent.
    let shown = URL(fileURLWithPath: try #require(BundledCatalog.locate(environment: [:]))).standardizedFileURL.path
    // The chooser reads its folder before it selects the file.
    #expect(Fixtures.runMainLoop { window.openDialogFile != nil })
    #expect(window.openDialogFile == shown)
    window.cancelOpenDialog()
    window.close()
  }
}
