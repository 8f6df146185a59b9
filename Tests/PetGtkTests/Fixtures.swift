import Foundation
import PetBrowsing
import PetCatalog
import PetGtk
import PetInstallation
import PetPresentation
import PetStore
import PetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the GTK tests share: the display, the bundled catalogue, a fixed day.
@MainActor
enum Fixtures {
  /// The day ages are counted to in every test.
  static let today = CalendarDate.fixedToday

  /// Opens the display once; the suite fails, never skips, without one.
  static func requireDisplay() throws {
    try #require(
      GtkSession.start(),
      "GTK cannot open a display; run the GTK tests under Xvfb: xvfb-run -a swift test --filter PetGtkTests")
  }

  /// The bundled catalogue, found as the tools find it (from the test binary up to data/).
  static func bundledCatalog() throws -> Catalog {
    let path = try #require(BundledCatalog.locate(environment: [:]), "cannot find data/pets.json")
    return try CatalogLoader(today: today).load(path: path)
  }

  static var placeholderPath: String? { Installation.resource("pictures/placeholder.svg") }

  /// A window on `catalog`, keeping favourites and inquiries in `data` (a fresh folder when `nil`:
  /// tests never touch ~/.local/share).
  static func window(
    for catalog: Catalog, backgroundQueryThreshold: Int = 20_000, data: TemporaryDataDirectory? = nil
  ) -> PetBrowserWindow {
    let data = data ?? TemporaryDataDirectory()
    return window(for: catalog, userData: openStore(data.location), backgroundQueryThreshold: backgroundQueryThreshold)
  }

  /// The database at `location`, or why it cannot be opened, as `pet-browser` hands it to the
  /// window: for the bundled catalogue's stars and inquiries, as `petcards` keeps them.
  static func openStore(_ location: UserDataLocation) -> Result<UserDataStore, UserDataError> {
    do {
      let bundled = CatalogKey(file: BundledCatalog.locate(environment: [:]) ?? "")
      return .success(try UserDataStore(location: location, catalogue: bundled))
    } catch let error as UserDataError {
      return .failure(error)
    } catch {
      return .failure(UserDataError(kind: .ioError, path: location.path, problem: "\(error)", advice: ""))
    }
  }

  static func window(
    for catalog: Catalog, userData: Result<UserDataStore, UserDataError>, backgroundQueryThreshold: Int = 20_000
  ) -> PetBrowserWindow {
    var configuration = PetBrowserWindow.Configuration()
    configuration.viewModel.backgroundQueryThreshold = backgroundQueryThreshold
    return PetBrowserWindow(
      list: PetListViewModel(catalog: catalog, today: today), userData: userData, configuration: configuration)
  }

  /// Shows `window` and runs the main loop until its first frame is on screen (at most 5 s).
  static func show(_ window: PetBrowserWindow) throws {
    var painted = false
    window.afterFirstFrame { painted = true }
    window.present()
    try #require(runMainLoop(until: { painted }), "the window was not painted within 5 seconds")
  }

  /// Runs the GTK main loop until `condition` holds; `false` if it still does not after `seconds`.
  static func runMainLoop(for seconds: Double = 5, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      GtkSession.runPendingEvents()
      usleep(2000)
    }
    return true
  }

  /// A pet with every field set, named `name`.
  static func pet(id: String, name: String) -> Pet {
    Pet(
      id: id, name: name, species: .dog, breed: "Terrier <i>mix</i>", sex: .male,
      birthday: CalendarDate(year: 2022, month: 3, day: 1) ?? today, rarity: .common,
      image: "pictures/missing.svg", size: .medium, description: "Loves <span>naps</span> & treats.",
      intakeDate: CalendarDate(year: 2026, month: 1, day: 5) ?? today, status: .available,
      goodWithKids: .yes, goodWithDogs: .no, goodWithCats: .unknown, spayedNeutered: true,
      vaccinated: nil, houseTrained: false)
  }

  /// The built `pet-browser`, beside the test binary in the build folder.
  static var browserExecutable: String {
    URL(fileURLWithPath: BundledCatalog.executablePath).deletingLastPathComponent()
      .appendingPathComponent("pet-browser").path
  }

  /// The built `petcards`, beside it.
  nonisolated static var petcardsExecutable: String {
    URL(fileURLWithPath: BundledCatalog.executablePath).deletingLastPathComponent()
      .appendingPathComponent("petcards").path
  }
}

/// A fresh folder for the user-data database (what `PET_DATA_DIR` names), removed when done.
final class TemporaryDataDirectory: Sendable {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("pet-gtk-tests-\(UUID().uuidString)")
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  var location: UserDataLocation { UserDataLocation(directory: url) }

  /// This process's environment with `PET_DATA_DIR` set to the folder, for `petcards` and `pet-browser`.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["PET_DATA_DIR"] = url.path
    return environment
  }

  /// Runs `pet-browser` with `arguments` twice with this folder: under the display, then with
  /// `--headless` and no display at all. What `--print-window` prints must be the same bytes.
  func browserBothWays(_ arguments: [String]) async throws -> (
    shown: (status: Int32, output: String, error: String), headless: (status: Int32, output: String, error: String)
  ) {
    let executable = await Fixtures.browserExecutable
    let shown = try run(executable, arguments, environment: environment)
    var headlessEnvironment = environment
    headlessEnvironment["DISPLAY"] = nil
    headlessEnvironment["WAYLAND_DISPLAY"] = nil
    let headless = try run(executable, arguments + ["--headless"], environment: headlessEnvironment)
    return (shown, headless)
  }

  /// Runs `petcards` with this folder; fails the test unless it succeeds.
  func petcards(_ arguments: [String]) throws -> String {
    let result = try run(Fixtures.petcardsExecutable, arguments, environment: environment)
    try #require(result.status == 0, "petcards \(arguments.joined(separator: " ")): \(result.error)")
    return result.output
  }

  /// The ids `petcards favorite list --json` prints, in its order.
  func favoriteIDsFromPetcards() throws -> [String] {
    let output = try petcards(["favorite", "list", "--json"])
    let pets = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
    return try #require(pets, "not a JSON array: \(output)").compactMap { $0["id"] as? String }
  }
}

/// The strings a card shows for `pet`, straight from the view model, in card order.
func expectedFields(_ pet: PetViewModel) -> [String] {
  [
    pet.name, pet.ageText, pet.adoptionFeeText, pet.breedText, pet.sexText, pet.sizeText,
    pet.temperamentText, pet.healthText, pet.statusText,
  ] + (pet.shelterText.map { [$0] } ?? []) + [pet.descriptionText]
}

/// The strings the card's GTK labels hold, read back with gtk_label_get_text, in card order.
@MainActor
func shownFields(_ card: GtkPetView) -> [String] {
  card.shownFields.map { card.text($0) }
}

/// Runs a program to the end; returns its status, standard output and standard error.
func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
  status: Int32, output: String, error: String
) {
  let result = try BuiltProgram(executable: URL(fileURLWithPath: executable))
    .run(arguments, environment: environment, directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  return (result.status, result.stdout, result.stderr)
}
