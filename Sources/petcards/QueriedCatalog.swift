import ArgumentParser
import Foundation
import PetCards
import PetCatalog
import PetCatalogStore
import PetLocalization
import PetPresentation

/// A catalogue that answers the filters itself, a pet or a row at a time: a store, or a shared
/// catalogue. `list` and `show` read both the same way, never holding the catalogue.
enum QueriedCatalog {
  case store(CatalogStore)
  case shared(SharedCatalog)

  /// The catalogue `options` name when it answers the filters itself, opened, its warnings
  /// printed; `nil` for a file that is read whole (a JSON catalogue not seen before as it is
  /// now, a shelter's listing). A failure is printed, with its exit status.
  static func open(_ options: CatalogOptions, shelters: [String] = []) throws -> QueriedCatalog? {
    if let shared = try options.openShared() {
      if !shelters.isEmpty {
        let known = Set(try options.reading { try shared.shelterIDs() })
        if let unknown = shelters.first(where: { !known.contains($0) }) {
          // TRANSLATORS: %1$@ is a shelter's id, %2$@ the shared catalogue's server.
          Terminal.error(trf(tr("%2$@: no shelter has the id \"%1$@\""), unknown, shared.server))
          throw ExitCode(64)
        }
        shared.onlyShelters = Set(shelters)
      }
      return .shared(shared)
    }
    // A file's pets of some shelters are read whole and kept to them (`FilterOptions.kept`); a
    // store asks for them on its index of pets by shelter (it read a million pets whole: 3.1 s).
    guard let source = options.source, let store = try options.reading({ try options.store(of: source) }) else {
      return nil
    }
    // The pictures that were missing, said as reading the JSON says them.
    let warnings = try options.reading { try store.pictureWarnings() }
    for line in CatalogProblem.warningLines(warnings) { Terminal.error(line) }
    let known = Set(store.info.shelters.map(\.id))
    if let unknown = shelters.first(where: { !known.contains($0) }) {
      // TRANSLATORS: %1$@ is a shelter's id, %2$@ the catalogue's file.
      Terminal.error(trf(tr("%2$@: no shelter has the id \"%1$@\""), unknown, source.described))
      throw ExitCode(64)
    }
    return .store(store)
  }

  /// Says the values read that the model does not know (a shared catalogue's rows written
  /// before its server checked them), each shown as unknown: warnings on standard error, once
  /// the output is out.
  func sayMisread() {
    guard case .shared(let shared) = self else { return }
    for line in CatalogProblem.warningLines(shared.misread) { Terminal.error(line) }
  }

  /// What view models are made with: the day, and the fees and pictures' folder of the
  /// catalogue (a store's; a shared catalogue's pictures are web addresses, version 13), and
  /// the place the pets were asked near (`--near`), which each says how far it is from.
  func context(today: CalendarDate, near: Coordinates? = nil) throws(CatalogError) -> PresentationContext {
    let fees: FeeSchedule
    var folder: String?
    let shelters: [Shelter]
    switch self {
    case .store(let store):
      fees = store.info.fees
      folder = store.info.pictureFolder?.path
      shelters = store.info.shelters
    case .shared(let shared):
      fees = try shared.fees()
      // With one shelter the catalogue is its, named once (as a store's own shelter is), but for
      // how far it is from the place asked.
      let all = try shared.shelters()
      shelters = all.count > 1 || near != nil ? all : []
    }
    var context = PresentationContext(
      today: today, fees: FeeFormatter(schedule: fees, locale: Localization.readerLocale))
    context.imageDirectory = folder
    context.shelters = PresentationContext.byID(shelters)
    context.near = near
    context.locale = Localization.readerLocale
    context.distanceUnit = DistanceUnit.preferred(by: Localization.readerLocale)
    return context
  }

  /// Runs `body`, whose readings all see one state of the catalogue: a shared catalogue's
  /// shelters may publish meanwhile. (A store changes only by an import on this machine.)
  func inOneSnapshot<T>(_ body: () throws -> T) throws -> T {
    switch self {
    case .store: try body()
    case .shared(let shared): try shared.inOneSnapshot(body)
    }
  }

  /// Each pet that passes `filter`, in `order`, whole, with whether its picture was missing
  /// and its shelter's name when several share the catalogue.
  func forEachPet(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, _ body: (Pet, Bool, String?) throws -> Void
  ) throws {
    switch self {
    case .store(let store):
      try store.forEachPet(filter, order: order, today: today, speciesNames: Species.searchNames) {
        try body($0, $1, nil)
      }
    case .shared(let shared):
      try shared.forEachPet(filter, order: order, today: today, speciesNames: Species.searchNames, body)
    }
  }

  /// Each pet that passes `filter`, in `order`, as a list's row shows it, read in place; a
  /// store is read a batch ahead, on the other core.
  func forEachListedRow(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, _ body: (ListedRow) throws -> Void
  ) throws {
    switch self {
    case .store(let store):
      try store.forEachListedRow(
        filter, order: order, today: today, speciesNames: Species.searchNames, readingAhead: 4_096, body)
    case .shared(let shared):
      try shared.forEachListedRow(filter, order: order, today: today, speciesNames: Species.searchNames, body)
    }
  }

  /// The pets named `name` that pass `filter`, whether each picture was missing, and each
  /// one's shelter when several share the catalogue.
  func pets(matching name: String, passing filter: PetFilter, today: CalendarDate)
    throws -> [(pet: Pet, imageMissing: Bool, shelterName: String?)]
  {
    switch self {
    case .store(let store):
      try store.pets(matching: name, passing: filter, today: today, speciesNames: Species.searchNames).map {
        ($0.pet, $0.imageMissing, nil)
      }
    case .shared(let shared):
      try shared.pets(matching: name, passing: filter, today: today, speciesNames: Species.searchNames)
    }
  }
}

extension PresentationContext {
  /// This context for one pet of a queried catalogue: its picture known missing when it was.
  func forPet(_ pet: Pet, imageMissing: Bool) -> PresentationContext {
    var context = self
    if imageMissing { context.missingImages = [pet.id] }
    return context
  }
}
