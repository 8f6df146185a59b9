import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetGtk
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// The window opens as the person left it: its size, and the pet whose card it showed.
@MainActor
@Suite struct WindowStateTests {
  init() throws { try Fixtures.requireDisplay() }

  func window(remembering file: WindowStateFile, data: TemporaryDataDirectory) throws -> PetBrowserWindow {
    let path = try #require(BundledCatalog.locate(environment: [:]))
    let opening = CatalogOpening(
      source: CatalogSource(path), isBundled: true,
      result: Result { () throws(CatalogError) in
        try CatalogLoader(today: Fixtures.today).load(path: path)
      })
    var configuration = PetBrowserWindow.Configuration()
    configuration.windowState = file
    return PetBrowserWindow(
      list: PetListViewModel(catalog: opening.catalog, today: Fixtures.today, filter: .browsing()),
      userData: Fixtures.openStore(data.location), configuration: configuration, opening: opening)
  }

  @Test func closing_savesTheSizeAndPet_andTheNextWindowOpensWithThem() throws {
    let data = TemporaryDataDirectory()
    let file = WindowStateFile(file: data.url.appendingPathComponent(WindowStateFile.fileName))
    #expect(file.read() == nil)

    let first = try window(remembering: file, data: data)
    first.restoreState()  // nothing saved yet: the default size, the first pet
    first.requestSize(width: 900, height: 700)
    try Fixtures.show(first)
    #expect(first.select(petID: "zoe"))
    // GTK may give the window more than was asked, for its content; what it has is saved.
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    let shown = first.windowSize
    #expect(shown.width == 900)
    first.requestClose()
    #expect(Fixtures.runMainLoop { first.isClosed })
    let saved = try #require(file.read())
    #expect(saved.width == shown.width && saved.height == shown.height)
    #expect(saved.isMaximized == false)
    #expect(saved.petID == "zoe")
    #expect(saved.catalogue == CatalogKey(file: try #require(BundledCatalog.locate(environment: [:]))).text)

    let second = try window(remembering: file, data: data)
    second.restoreState()
    try Fixtures.show(second)
    #expect(second.selectedPetID == "zoe")
    #expect(second.bounds(of: "card") != nil)
    let size = second.windowSize
    #expect(size.width == shown.width && size.height == shown.height, "\(size) is not \(shown)")
    second.close()
  }

  /// The place the list was near is remembered whatever the catalogue, and the next window
  /// opens near it, with its radius, before its first frame.
  @Test func thePlaceOfLastTime_isRemembered() throws {
    let data = TemporaryDataDirectory()
    let file = WindowStateFile(file: data.url.appendingPathComponent(WindowStateFile.fileName))
    let first = try window(remembering: file, data: data)
    try Fixtures.show(first)
    first.enterPlace("62704")
    #expect(first.choose(item: 4, in: .within))
    #expect(Fixtures.runMainLoop { !first.viewModel.isUpdating && first.rowsSettled })
    first.requestClose()
    #expect(Fixtures.runMainLoop { first.isClosed })
    let place = try #require(file.read()?.place)
    #expect(place.text == "62704")
    #expect(place.within == 100)
    guard case .found(let zip)? = Gazetteer.shipped?.place("62704") else {
      Issue.record("the gazetteer has no 62704")
      return
    }
    #expect(place.latitude == zip.coordinates.latitude && place.longitude == zip.coordinates.longitude)

    let second = try window(remembering: file, data: data)
    second.restoreState()
    try Fixtures.show(second)
    #expect(second.shownPlaceText == "62704")
    #expect(second.viewModel.listQuery.filter.near?.center.latitude == place.latitude)
    #expect(second.snapshot.filters.map(\.value).contains("100 mi"))
    // The bundled catalogue places no shelter: no pet is near anywhere.
    #expect(second.viewModel.rowCount == 0)
    second.close()
  }

  @Test func aStateFileThatMakesNoSense_isNoState() throws {
    let data = TemporaryDataDirectory()
    let file = WindowStateFile(file: data.url.appendingPathComponent(WindowStateFile.fileName))
    for text in [
      "", "{", #"{"width": 0, "height": 700, "isMaximized": false}"#,
      #"{"width": 99999999, "height": 700, "isMaximized": false}"#,
    ] {
      try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file.file)
      #expect(file.read() == nil, "\(text)")
    }
  }
}
