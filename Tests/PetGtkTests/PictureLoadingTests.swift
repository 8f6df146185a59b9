import Foundation
import PetBrowsing
import PetCatalog
import PetGtk
import PetPresentation
import PetTestSupport
import Testing

/// Pictures decode off the main thread, at the size shown, within the pixel limit: a picture
/// that cannot be shown leaves the placeholder and one warning per file.
@MainActor
@Suite struct PictureLoadingTests {
  init() throws { try Fixtures.requireDisplay() }

  /// A folder of pictures: `huge.png` (10000 × 10000, 79 KB), `cut.png` (claims 10000 × 10000,
  /// cut short after 10 rows), `short.png` (64 × 64, cut short after 20 rows) and `good.png`.
  @MainActor final class Pictures {
    let directory: URL

    init() throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("pet-pictures-\(UUID().uuidString)")
      let folder = directory.appendingPathComponent("pictures")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try TestPNG.writeBlack(in: folder, name: "huge.png", width: 10_000, height: 10_000)
      try TestPNG.writeBlack(in: folder, name: "cut.png", width: 10_000, height: 10_000, rows: 10)
      try TestPNG.writeBlack(in: folder, name: "short.png", width: 64, height: 64, rows: 20)
      try TestPNG.writeBlack(in: folder, name: "good.png", width: 64, height: 64)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.path + "/pictures/" + name }

    /// A pet named `name` whose picture is `pictures/<picture>`.
    func pet(_ id: String, _ name: String, picture: String) -> Pet {
      var pet = Fixtures.pet(id: id, name: name)
      pet.image = "pictures/" + picture
      return pet
    }

    /// Rex (huge), Pip (cut), Bo (short), Kit (good) and Max (huge, like Rex).
    var catalog: Catalog {
      Catalog(
        pets: [
          pet("rex", "Rex", picture: "huge.png"), pet("pip", "Pip", picture: "cut.png"),
          pet("bo", "Bo", picture: "short.png"), pet("kit", "Kit", picture: "good.png"),
          pet("max", "Max", picture: "huge.png"),
        ], directory: directory)
    }

    /// The warnings printed so far about this folder's pictures.
    var warnings: [String] {
      PictureLoadingTests.printed.filter { $0.contains(directory.path) }
    }

    func tooLarge(_ name: String) -> String {
      "pet-browser: warning: \(path(name)): 10000 × 10000 pixels is over the limit of 40 million; showing the placeholder"
    }

    func incomplete(_ name: String) -> String {
      "pet-browser: warning: \(path(name)): the file ends before the picture does; showing the placeholder"
    }
  }

  /// Every warning line, collected instead of printed.
  static var printed: [String] = []

  func collectWarnings() {
    PictureWarnings.output = { PictureLoadingTests.printed.append($0) }
  }

  func configure(_ card: GtkPetView, _ pet: Pet, in catalog: Catalog) {
    PetViewModel(pet: pet, context: PresentationContext(catalog: catalog, today: Fixtures.today)).configure(card)
  }

  func waitForPicture(_ card: GtkPetView) throws {
    try #require(Fixtures.runMainLoop(for: 30, until: { !card.isPictureLoading }), "the picture never finished")
  }

  @Test func card_showsItsTextAtOnce_andThePlaceholder_forAHugePicture_withOneWarning() throws {
    collectWarnings()
    let pictures = try Pictures()
    let catalog = pictures.catalog
    let card = GtkPetView()
    configure(card, catalog.pets[0], in: catalog)
    // The main loop has not run: the text is there while the picture still decodes elsewhere.
    #expect(card.text(.name) == "Rex")
    #expect(card.isPictureLoading)
    #expect(card.imagePath == pictures.path("huge.png"))
    try waitForPicture(card)
    #expect(card.imagePath == nil)
    #expect(card.detailLines.suffix(2).first == "image: placeholder")
    // Screen readers are told the picture is not there, not "Picture of Rex…".
    #expect(card.imageDescription == "No picture of Rex: its file could not be shown")
    // Max shares the file: known to fail, shown at once, not decoded or reported again.
    configure(card, catalog.pets[4], in: catalog)
    #expect(card.text(.name) == "Max")
    #expect(!card.isPictureLoading)
    #expect(card.imagePath == nil)
    #expect(card.imageDescription == "No picture of Max: its file could not be shown")
    #expect(pictures.warnings == [pictures.tooLarge("huge.png")])
  }

  @Test func card_showsThePlaceholder_forPicturesCutShort() throws {
    collectWarnings()
    let pictures = try Pictures()
    let catalog = pictures.catalog
    let card = GtkPetView()
    configure(card, catalog.pets[1], in: catalog)
    try waitForPicture(card)
    #expect(card.imagePath == nil)
    configure(card, catalog.pets[2], in: catalog)
    try waitForPicture(card)
    #expect(card.imagePath == nil)
    #expect(pictures.warnings == [pictures.tooLarge("cut.png"), pictures.incomplete("short.png")])
  }

  @Test func card_showsAWholePicture_onceDecoded() throws {
    collectWarnings()
    let pictures = try Pictures()
    let catalog = pictures.catalog
    let card = GtkPetView()
    configure(card, catalog.pets[3], in: catalog)
    #expect(card.isPictureLoading)
    try waitForPicture(card)
    #expect(card.imagePath == pictures.path("good.png"))
    #expect(card.detailLines.suffix(2).first == "image: \(pictures.path("good.png"))")
    #expect(pictures.warnings == [])
  }

  /// The pet whose picture is loading is left for another before it is done: the card shows the
  /// second pet's picture, never the first's.
  @Test func card_showsOnlyThePictureOfThePetItShows() throws {
    collectWarnings()
    let pictures = try Pictures()
    let catalog = pictures.catalog
    let card = GtkPetView()
    configure(card, catalog.pets[0], in: catalog)
    configure(card, catalog.pets[3], in: catalog)
    try waitForPicture(card)
    #expect(card.text(.name) == "Kit")
    #expect(card.imagePath == pictures.path("good.png"))
    // Rex's file still failed: that is reported, once.
    #expect(Fixtures.runMainLoop(for: 30, until: { pictures.warnings.count == 1 }))
    #expect(pictures.warnings == [pictures.tooLarge("huge.png")])
  }

  @Test func window_showsItsFirstFrame_andThePlaceholders_withOneWarningPerFile() throws {
    collectWarnings()
    let pictures = try Pictures()
    let window = Fixtures.window(for: pictures.catalog)
    defer { window.close() }
    try Fixtures.show(window)
    window.waitForPictures()
    #expect(window.select(petID: "rex"))
    #expect(window.card.text(.name) == "Rex")
    // The thumbnail's decode failed already; the card's, at its own size, starts now.
    #expect(window.card.isPictureLoading)
    try waitForPicture(window.card)
    #expect(window.card.imagePath == nil)
    #expect(window.select(petID: "kit"))
    try waitForPicture(window.card)
    #expect(window.card.imagePath == pictures.path("good.png"))
    #expect(
      pictures.warnings.sorted()
        == [pictures.tooLarge("cut.png"), pictures.tooLarge("huge.png"), pictures.incomplete("short.png")])
  }
}
