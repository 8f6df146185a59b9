import ArgumentParser
import Foundation
import PetCatalog
import PetCatalogGenerator
import PetLocalization

struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: tr("Write a large, valid catalogue of made-up pets, for trying the tools at scale."),
    discussion: tr(
      "The same --seed gives the same catalogue. The bundled pictures are copied into\nDIR/pictures and shared among the pets of each species."
    )
  )

  @Option(help: ArgumentHelp(tr("How many pets to make.")))
  var count: Int

  @Option(help: ArgumentHelp(tr("The seed; the same seed makes the same catalogue.")))
  var seed: UInt64 = 1

  @Option(help: ArgumentHelp(tr("The folder to write pets.json and pictures/ into."), valueName: "dir"))
  var out: String

  @Option(help: ArgumentHelp(tr("The day no date may be after, as YYYY-MM-DD (default: today)."), valueName: "date"))
  var today: CalendarDate?

  @Flag(help: ArgumentHelp(tr("Replace an existing DIR/pets.json.")))
  var force = false

  func validate() throws {
    guard count >= 0, count <= 10_000_000 else {
      throw ValidationError(trf(tr("--count must be between 0 and 10000000, not %1$@"), count))
    }
  }

  func run() throws {
    let fileManager = FileManager.default
    let target = URL(fileURLWithPath: out).appendingPathComponent("pets.json")
    if fileManager.fileExists(atPath: target.path), !force {
      Terminal.error(trf(tr("%1$@ already exists; pass --force to replace it"), target.path))
      throw ExitCode(73)
    }
    guard let bundled = BundledCatalog.locate(environment: [:]) else {
      Terminal.error(tr("cannot find the bundled pictures to reuse"))
      throw ExitCode(66)
    }
    let day = today ?? CalendarDate.today()
    let source = try CatalogLoader(today: day).load(path: bundled)
    let sourcePictures = URL(fileURLWithPath: bundled).deletingLastPathComponent()

    var pictures: [Species: [String]] = [:]
    do {
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent().appendingPathComponent("pictures"),
        withIntermediateDirectories: true)
      for pet in source.pets where !source.missingImages.contains(pet.id) {
        let destination = target.deletingLastPathComponent().appendingPathComponent(pet.image)
        if !fileManager.fileExists(atPath: destination.path) {
          try fileManager.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
          try fileManager.copyItem(at: sourcePictures.appendingPathComponent(pet.image), to: destination)
        }
        pictures[pet.species, default: []].append(pet.image)
      }
      let generator = CatalogGenerator(count: count, seed: seed, today: day, pictures: pictures)
      let text = CatalogWriter.json(shelter: "Generated shelter (seed \(seed))", fees: nil, pets: generator.pets())
      try Data(text.utf8).write(to: target, options: .atomic)
    } catch {
      // TRANSLATORS: %1$@ is a file's path, %2$@ says why.
      Terminal.error(trf(tr("cannot write %1$@: %2$@"), target.path, error.localizedDescription))
      throw ExitCode(73)
    }
    // TRANSLATORS: %1$@ is how many pets, %2$@ the file written.
    print(trf(trn("Wrote %1$@ pet to %2$@", "Wrote %1$@ pets to %2$@", count), String(count), target.path))
  }
}
