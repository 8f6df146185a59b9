import Benchmark
import Foundation
import PetCatalog
import PetCatalogGenerator
import PetPresentation

// The claims of issue 5 that live below the window and the terminal, each measured here:
// loading 100,000 pets, formatting all their rows, the age text's fast path against Foundation's
// calendar, and search as you type. The side-by-side comparisons with jq and a minimal GTK window
// are in scripts/compare.sh (`make bench`).

/// The day every benchmark is measured on, so runs compare.
let today = CalendarDate(iso: "2026-11-21") ?? CalendarDate.today()
let petCount = 100_000
let seed: UInt64 = 5

/// A 100,000-pet catalogue written once per process to a temporary folder, as
/// `petcards generate --count 100000 --seed 5` writes it (the pictures are not needed here).
let catalogPath: String = {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pet-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let pictures: [Species: [String]] = [
    .dog: ["pictures/stuart.svg"], .cat: ["pictures/zoe.svg"], .rabbit: ["pictures/clover.svg"],
  ]
  let generator = CatalogGenerator(count: petCount, seed: seed, today: today, pictures: pictures)
  let text = CatalogWriter.json(shelter: "Generated shelter (seed \(seed))", fees: nil, pets: generator.pets())
  let path = folder.appendingPathComponent("pets.json").path
  FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  return path
}()

/// The loaded catalogue, for the benchmarks that start from one.
let catalog: Catalog = {
  var loader = CatalogLoader(today: today)
  loader.checksImages = false
  do { return try loader.load(path: catalogPath) } catch { fatalError("cannot load \(catalogPath): \(error)") }
}()

/// What a person types into the search entry: a name, backspaced, then two words.
let keystrokes: [String] = {
  var texts: [String] = []
  func type(_ word: String, after prefix: String) {
    for end in word.indices { texts.append(prefix + word[...end]) }
  }
  type("stuart", after: "")
  for length in stride(from: 5, through: 0, by: -1) { texts.append(String("stuart".prefix(length))) }
  type("beagle gentle", after: "")
  for length in stride(from: 12, through: 0, by: -1) { texts.append(String("beagle gentle".prefix(length))) }
  return texts
}()

/// The age text as Foundation's calendar computes it: the reference the fast path replaces.
func referenceAgeText(birthday: CalendarDate, today: CalendarDate, calendar: Calendar) -> String {
  func date(_ day: CalendarDate) -> Date {
    calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) ?? .distantPast
  }
  let (from, to) = (date(birthday), date(today))
  let parts = calendar.dateComponents([.year, .month, .day], from: from, to: to)
  let days = calendar.dateComponents([.day], from: from, to: to).day ?? 0
  func count(_ value: Int, _ unit: String) -> String {
    value == 1 ? "1 \(unit) old" : "\(value) \(unit)s old"
  }
  if let years = parts.year, years > 0 { return count(years, "year") }
  if let months = parts.month, months > 0 { return count(months, "month") }
  if days >= 7 { return count(days / 7, "week") }
  if days > 0 { return count(days, "day") }
  return "Born today"
}

/// Nanoseconds of one keystroke's query, gathered into a histogram (p50, p99, max).
let keystrokeMetric = BenchmarkMetric.custom("keystroke (ns)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(10),
    maxIterations: 20
  )

  Benchmark("Load 100,000 pets (fast path)") { benchmark in
    var loader = CatalogLoader(today: today)
    loader.checksImages = false
    let path = catalogPath
    benchmark.startMeasurement()
    blackHole(try loader.load(path: path))
  }

  Benchmark("Load 100,000 pets (full reader)") { benchmark in
    var loader = CatalogLoader(today: today)
    loader.checksImages = false
    loader.usesFastPath = false
    let path = catalogPath
    benchmark.startMeasurement()
    blackHole(try loader.load(path: path))
  }

  Benchmark("Format ageText and adoptionFeeText of 100,000 rows") { benchmark in
    let context = PresentationContext(catalog: catalog, today: today, locale: Locale(identifier: "en_US"))
    benchmark.startMeasurement()
    for pet in catalog.pets {
      let row = PetViewModel(pet: pet, context: context)
      blackHole(row.ageText)
      blackHole(row.adoptionFeeText)
    }
  }

  Benchmark("ageText of 100,000 pets: fast path") { benchmark in
    let pets = catalog.pets
    benchmark.startMeasurement()
    for pet in pets { blackHole(AgeText.text(birthday: pet.birthday, today: today)) }
  }

  Benchmark("ageText of 100,000 pets: Calendar.dateComponents reference") { benchmark in
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT") ?? .gmt
    let pets = catalog.pets
    benchmark.startMeasurement()
    for pet in pets { blackHole(referenceAgeText(birthday: pet.birthday, today: today, calendar: calendar)) }
  }

  Benchmark(
    "Search as you type over 100,000 pets (\(keystrokes.count) keystrokes)",
    configuration: .init(
      metrics: [.wallClock, keystrokeMetric], timeUnits: .milliseconds, warmupIterations: 1, maxIterations: 20)
  ) { benchmark in
    var list = PetListViewModel(catalog: catalog, today: today)
    list.index.prepare()
    benchmark.startMeasurement()
    for text in keystrokes {
      let start = ContinuousClock.now
      list.filter.search = text
      let elapsed = ContinuousClock.now - start
      blackHole(list.visibleCount)
      benchmark.measurement(keystrokeMetric, Int(elapsed / .nanoseconds(1)))
    }
  }
}
