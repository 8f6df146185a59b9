/// Where a catalogue's pets are when they are not in memory: a store, which reads them a page
/// at a time and answers the queries itself (`PetCatalogStore`).
///
/// A pet's index is its place in the listing (`0..<count`), as in `Catalog.pets` for a
/// catalogue in memory: search, filters and sort answer indices, and the pets shown are read
/// by index.
public protocol CatalogBacking: AnyObject, Sendable {
  /// How many pets the catalogue lists.
  var count: Int { get }
  /// The pet at `index`.
  func pet(at index: Int) -> Pet
  /// The pet at `index` when it is at hand, without a wait on a server; else `nil`, and it is
  /// read on a thread of the backing's, and `whenRead` called (on any thread) once it is. A
  /// window's main thread draws its rows with it (issue 40, point 5).
  func petAtHand(at index: Int, whenRead: @escaping @Sendable () -> Void) -> Pet?
  /// The index of the pet with `id`.
  func index(ofPetWithID id: String) -> Int?
  /// `index(ofPetWithID:)` when it is at hand, the pet with it, without a wait on a server;
  /// else `.reading`, and both are read on a thread of the backing's, and `whenRead` called (on
  /// any thread) once they are. A window's main thread selects a pet asked for by id with it.
  func indexAtHand(ofPetWithID id: String, whenRead: @escaping @Sendable () -> Void) -> IndexAtHand
  /// The indices of the pets whose folded name is `folded`, in order.
  func indices(ofPetsNamed folded: String) -> [Int]
  /// The indices of the pets with these ids.
  func indices(ofPetsWithIDs ids: Set<String>) -> Set<Int>
  /// `indices(ofPetsWithIDs:)` when it is at hand, without a wait on a server; else `nil`, and
  /// it is asked on a thread of the backing's, and `whenRead` called (on any thread) once it
  /// is. A window's main thread lists only favourites with it (issue 40, point 5).
  func indicesAtHand(ofPetsWithIDs ids: Set<String>, whenRead: @escaping @Sendable () -> Void) -> Set<Int>?
  /// The indices of the pets that pass `filter`, in `order` (see `PetIndex.query`).
  func query(_ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String]) -> [Int]
  /// `query`'s answer for a list that may stop wanting it (a newer search was typed): a backing
  /// whose queries are slow may stop one once `isWanted` says it is not wanted, on its server
  /// too, and answer `nil`; the others answer as `query` does. `isWanted` may be asked from any
  /// thread, at any time.
  func query(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String],
    isWanted: @escaping @Sendable () -> Bool
  ) -> [Int]?
  /// The first `size` pets of `query`'s answer, and how many the whole answer holds: what a
  /// window shows first, while the rest is asked. A backing whose answers are slow to send
  /// (a shared catalogue's million rows) asks its store for the page and the count alone;
  /// the others answer the whole answer (`AnswerPage.isWhole`), so it need not be asked
  /// again. A page from an index in memory goes on through the pet at index `kept` (the
  /// selected one) when the answer holds it, so the selection keeps its row; a server's may
  /// stop short of it. `nil` as `query(…isWanted:)` answers it.
  func firstPage(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String], size: Int,
    keeping kept: Int?, isWanted: @escaping @Sendable () -> Bool
  ) -> AnswerPage?
  /// The earliest birthday of all whose age is known (in part).
  var earliestBirthday: CalendarDate? { get }
  /// Makes ready now what makes queries fast, if it is being made elsewhere.
  func prepare()
  /// The shelter that lists the pet at `index`, in a catalogue several shelters share; `nil`
  /// in a catalogue of one.
  func shelterName(at index: Int) -> String?
  /// The shelters that list the catalogue's pets, when several share it, by name; empty in a
  /// catalogue of one.
  var listedShelters: [ListedShelter] { get }
  /// The first problem met reading the catalogue after it opened (a server that stopped
  /// answering, a store gone), if any: what was shown since may not be the catalogue's.
  var problem: CatalogError? { get }
  /// Whether its answers come over a network (a shared catalogue's server), so that a window
  /// never asks one on its main thread, however few pets it lists: a paused server froze the
  /// window at the first keystroke (issue 40, point 5).
  var isRemote: Bool { get }
}

extension CatalogBacking {
  public var isRemote: Bool { false }

  public func petAtHand(at index: Int, whenRead: @escaping @Sendable () -> Void) -> Pet? { pet(at: index) }

  public func indicesAtHand(ofPetsWithIDs ids: Set<String>, whenRead: @escaping @Sendable () -> Void) -> Set<Int>? {
    indices(ofPetsWithIDs: ids)
  }

  public func indexAtHand(ofPetWithID id: String, whenRead: @escaping @Sendable () -> Void) -> IndexAtHand {
    index(ofPetWithID: id).map(IndexAtHand.at) ?? .absent
  }

  public func query(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String],
    isWanted: @escaping @Sendable () -> Bool
  ) -> [Int]? {
    query(filter, order: order, today: today, speciesNames: speciesNames)
  }

  public func firstPage(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String], size: Int,
    keeping kept: Int?, isWanted: @escaping @Sendable () -> Bool
  ) -> AnswerPage? {
    query(filter, order: order, today: today, speciesNames: speciesNames, isWanted: isWanted).map {
      AnswerPage(indices: $0, count: $0.count)
    }
  }

  /// `firstPage` keeping no pet.
  public func firstPage(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String], size: Int,
    isWanted: @escaping @Sendable () -> Bool
  ) -> AnswerPage? {
    firstPage(
      filter, order: order, today: today, speciesNames: speciesNames, size: size, keeping: nil, isWanted: isWanted)
  }

  public func shelterName(at index: Int) -> String? { nil }
  public var listedShelters: [ListedShelter] { [] }
}

/// The first pets of a query's answer, in order, and how many the whole answer holds when that
/// is known.
public struct AnswerPage: Hashable, Sendable {
  /// The catalogue indices of the first pets.
  public var indices: [Int]
  /// How many pets the whole answer holds (`indices.count` when they are all of them); `nil`
  /// when not counted yet: more than `indices` may pass, and the whole answer counts them.
  public var count: Int?

  public init(indices: [Int], count: Int?) {
    self.indices = indices
    self.count = count
  }

  /// Whether `indices` is the whole answer.
  public var isWhole: Bool { indices.count == count }
}

/// One of the shelters that share a catalogue: what the Shelter filter offers.
public struct ListedShelter: Hashable, Sendable {
  /// Its id in the catalogue (`petcards --shelter`, `PetFilter.shelters`).
  public let id: String
  /// Its name, as the shelter published it.
  public let name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

extension Catalog {
  /// How many pets the catalogue lists, in memory or in its store.
  public var petCount: Int { backing?.count ?? pets.count }

  /// The pet at `index` (`0..<petCount`).
  public func pet(at index: Int) -> Pet { backing?.pet(at: index) ?? pets[index] }

  /// The pet at `index` when it is at hand (`CatalogBacking.petAtHand`): always, in memory.
  public func petAtHand(at index: Int, whenRead: @escaping @Sendable () -> Void) -> Pet? {
    guard let backing else { return pets[index] }
    return backing.petAtHand(at: index, whenRead: whenRead)
  }

  /// The index of the pet with `id`.
  public func index(ofPetWithID id: String) -> Int? {
    backing.map { $0.index(ofPetWithID: id) } ?? pets.firstIndex { $0.id == id }
  }

  /// The shelter that lists the pet at `index`, in a catalogue several shelters share; `nil`
  /// in a catalogue of one (its name is the catalogue's `shelter`).
  public func shelterName(at index: Int) -> String? { backing?.shelterName(at: index) }

  /// The shelters that list the catalogue's pets, when several share it, by name; empty in a
  /// catalogue of one.
  public var listedShelters: [ListedShelter] { backing?.listedShelters ?? [] }

  /// The earliest birthday of all the pets whose age is known (in part).
  public var earliestBirthday: CalendarDate? {
    backing.map(\.earliestBirthday) ?? pets.lazy.filter { $0.ageKnown != .unknown }.map(\.birthday).min()
  }
}

/// A pet's index looked up without a wait (`CatalogBacking.indexAtHand`).
public enum IndexAtHand: Equatable, Sendable {
  /// The pet is at this index.
  case at(Int)
  /// The catalogue lists no pet with that id.
  case absent
  /// It is being read; `whenRead` is called once it is.
  case reading
}
