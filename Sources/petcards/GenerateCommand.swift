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

  /// The most pets made: a generated pet takes about 700 bytes, so 5,000,000 stay under the
  /// 4 GiB the tools read (`CatalogLoader.defaultMaximumFileSize`).
  static let maximumCount = 5_000_000
  /// The earliest `--today`: the made-up pets are born up to decades before it.
  static let earliestToday = CalendarDate(year: 1970, month: 1, day: 1)

  @Option(help: ArgumentHelp(tr("How many pets to make (at most 5000000, so that the tools can read the catalogue).")))
  var count: Int

  @Option(help: ArgumentHelp(tr("The seed; the same seed makes the same catalogue.")))
  var seed: UInt64 = 1

  @Option(help: ArgumentHelp(tr("The folder to write pets.json and pictures/ into."), valueName: "dir"))
  var out: String

  @Option(
    help: ArgumentHelp(
      tr("The day no date may be after, as YYYY-MM-DD, from 1970-01-01 on (default: today)."), valueName: "date"))
  var today: CalendarDate?

  @Option(
    help: ArgumentHelp(
      tr(
        "Split the pets among this many shelters, each placed in the contiguous United States by the seed, each listing in its own file, DIR/shelter-0001.json and on, for publishing into a shared catalogue (petcards import FILE --into postgresql://… --shelter shelter-0001)."
      ), valueName: "count"))
  var shelters: Int?

  @Flag(
    help: ArgumentHelp(
      tr(
        "With --shelters, write one DIR/pets.json that describes the shelters and names each pet's, for one store of many shelters (petcards import DIR/pets.json --into pets.sqlite)."
      )))
  var oneFile = false

  @Flag(help: ArgumentHelp(tr("Replace an existing DIR/pets.json (or the shelters' files).")))
  var force = false

  func validate() throws {
    guard count >= 0, count <= Self.maximumCount else {
      throw ValidationError(
        trf(
          tr("--count must be between 0 and %1$@ (more would pass the %2$@ bytes the tools read), not %3$@"),
          Self.maximumCount, CatalogLoader.defaultMaximumFileSize, count))
    }
    if let shelters, shelters < 1 || shelters > max(count, 1) {
      throw ValidationError(
        trf(tr("--shelters must be between 1 and the --count of pets, %1$@, not %2$@"), max(count, 1), shelters))
    }
    if oneFile, shelters == nil {
      throw ValidationError(tr("--one-file needs --shelters: say how many"))
    }
    if let today, let earliest = Self.earliestToday, today < earliest {
      throw ValidationError(trf(tr("--today must be %1$@ or later, not %2$@"), earliest.isoString, today.isoString))
    }
  }

  func run() throws {
    let fileManager = FileManager.default
    let folder = URL(fileURLWithPath: out)
    // Each shelter, placed by the seed, and its pets: as even as whole pets go (the first
    // `count % shelters` have one more).
    let described: [(shelter: Shelter, pets: Range<Int>)] = (0..<(shelters ?? 0)).map { number in
      let (share, extra) = count.quotientAndRemainder(dividingBy: shelters ?? 1)
      let start = number * share + min(number, extra)
      let shelter = Shelter(
        id: String(format: "shelter-%04d", number + 1),
        // TRANSLATORS: a made-up shelter's name; %1$@ is its number, %2$@ the seed.
        name: trf(tr("Generated shelter %1$@ (seed %2$@)"), number + 1, seed),
        coordinates: Self.place(of: number, seed: seed))
      return (shelter, start..<(start + share + (number < extra ? 1 : 0)))
    }
    // One file for the whole catalogue, or one a shelter, each describing its shelters.
    let files: [(url: URL, shelter: String, shelters: [Shelter], pets: Range<Int>)] =
      if shelters != nil, !oneFile {
        described.map {
          (folder.appendingPathComponent($0.shelter.id + ".json"), $0.shelter.name ?? "", [$0.shelter], $0.pets)
        }
      } else {
        [
          (
            folder.appendingPathComponent("pets.json"), "Generated shelter (seed \(seed))", described.map(\.shelter),
            0..<count
          )
        ]
      }
    let target = files[0].url
    var isFolder: ObjCBool = false
    if fileManager.fileExists(atPath: out, isDirectory: &isFolder), !isFolder.boolValue {
      Terminal.error(
        trf(tr("cannot write into %1$@: it is a file, not a folder; --out names the folder for pets.json"), out))
      throw ExitCode(73)
    }
    if let existing = files.first(where: { fileManager.fileExists(atPath: $0.url.path) }), !force {
      Terminal.error(trf(tr("%1$@ already exists; pass --force to replace it"), existing.url.path))
      throw ExitCode(73)
    }
    guard let bundled = BundledCatalog.locate(environment: [:]) else {
      Terminal.error(tr("cannot find the bundled pictures to reuse"))
      throw ExitCode(66)
    }
    let day = today ?? CalendarDate.today()
    // Only the bundled pictures are used; its pets' dates are checked on the real day, not on
    // --today (an earlier --today is fine for the made-up pets).
    let source: Catalog
    do {
      source = try CatalogLoader(today: max(day, CalendarDate.today())).load(path: bundled)
    } catch {
      throw Terminal.refusal(error)
    }
    let sourcePictures = URL(fileURLWithPath: bundled).deletingLastPathComponent()

    var pictures: [Species: [String]] = [:]
    var writing = target
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
      var pets = generator.pets()
      // In one file, each pet names its shelter; in a shelter's own, it is the file's.
      if oneFile {
        for (shelter, range) in described {
          for index in range { pets[index].shelter = shelter.id }
        }
      }
      for file in files {
        writing = file.url
        let text = CatalogWriter.json(
          shelter: file.shelter, shelters: file.shelters, fees: nil, pets: Array(pets[file.pets]))
        // Never write what the tools would refuse to read.
        guard text.utf8.count <= CatalogLoader.defaultMaximumFileSize else {
          Terminal.error(
            trf(
              tr("the catalogue would be %1$@ bytes, more than the %2$@ the tools read; pass a smaller --count"),
              text.utf8.count, CatalogLoader.defaultMaximumFileSize))
          throw ExitCode(73)
        }
        try Data(text.utf8).write(to: file.url, options: .atomic)
      }
    } catch let exit as ExitCode {
      throw exit
    } catch {
      Terminal.error(
        // TRANSLATORS: %1$@ is a file's path, %2$@ says why.
        trf(tr("cannot write %1$@: %2$@"), writing.path, FileProblem.describe(error, writing: writing.path)))
      throw ExitCode(73)
    }
    if let shelters, !oneFile {
      let wrote = trn(
        // TRANSLATORS: %1$@ is how many shelters, %2$@ how many pets in all, %3$@ and %4$@ the first and last files.
        "Wrote %1$@ shelter's listing (%2$@ pets in all) to %3$@",
        "Wrote %1$@ shelters' listings (%2$@ pets in all) to %3$@ … %4$@",
        shelters)
      print(trf(wrote, String(shelters), String(count), target.path, files[files.count - 1].url.lastPathComponent))
    } else {
      // TRANSLATORS: %1$@ is how many pets, %2$@ the file written.
      print(trf(trn("Wrote %1$@ pet to %2$@", "Wrote %1$@ pets to %2$@", count), String(count), target.path))
    }
  }

  /// Where made-up shelter `number` is: somewhere in the contiguous United States (24.5° to
  /// 49° north, 67° to 124.5° west), the same for the same seed.
  static func place(of number: Int, seed: UInt64) -> Coordinates? {
    // SplitMix64 of the seed and the number: two fractions in [0, 1).
    var state = seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state = state &+ 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    let latitude = 24.5 + 24.5 * next()
    let longitude = -124.5 + 57.5 * next()
    // Whole millionths of a degree, as a listing gives them.
    return Coordinates(
      latitude: (latitude * 1e6).rounded() / 1e6, longitude: (longitude * 1e6).rounded() / 1e6)
  }
}
