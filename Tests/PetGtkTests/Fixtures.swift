import Foundation
import PetCatalog
import PetGtk
import PetPresentation
import Testing

/// What the GTK tests share: the display, the bundled catalogue, a fixed day.
@MainActor
enum Fixtures {
  /// The day ages are counted to in every test.
  static let today = CalendarDate(year: 2026, month: 11, day: 21) ?? CalendarDate.today()

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

  static var placeholderPath: String? { BundledCatalog.resource("pictures/placeholder.svg") }

  static func window(for catalog: Catalog, backgroundQueryThreshold: Int = 20_000) -> PetBrowserWindow {
    var configuration = PetBrowserWindow.Configuration()
    configuration.placeholderPath = placeholderPath
    configuration.backgroundQueryThreshold = backgroundQueryThreshold
    return PetBrowserWindow(list: PetListViewModel(catalog: catalog, today: today), configuration: configuration)
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
}

/// The strings a card shows for `pet`, straight from the view model, in card order.
func expectedFields(_ pet: PetViewModel) -> [String] {
  [
    pet.name, pet.ageText, pet.adoptionFeeText, pet.breedText, pet.sexText, pet.sizeText,
    pet.temperamentText, pet.healthText, pet.statusText, pet.descriptionText,
  ]
}

/// The strings the card's GTK labels hold, read back with gtk_label_get_text, in card order.
@MainActor
func shownFields(_ card: GtkPetView) -> [String] {
  GtkPetView.fields.map { card.text($0.field) }
}

/// Runs a program to the end; returns its status, standard output and standard error.
func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
  status: Int32, output: String, error: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
  )
}
