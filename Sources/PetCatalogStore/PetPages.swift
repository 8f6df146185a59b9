import PetCatalog

/// A backing's pets read a page at a time, the pages kept in a cache of a bounded number (the
/// page used longest ago goes first): a few megabytes whatever the catalogue's size. Not safe
/// from two threads: its owner holds a lock around it.
struct PetPages {
  /// Pets read together: about what a list shows at once.
  static let pageSize = 64
  /// Pages kept.
  static let maximumPages = 64

  private var cached: [Int: [Pet]] = [:]
  /// The pages cached, in the order they were last used (oldest first).
  private var recency: [Int] = []

  /// The pet at `index`, its page read with `read` (given the page's first index and its size)
  /// when it is not cached; a page that could not be read (`nil`) is not kept, and a pet it
  /// does not hold is `unreadable`.
  mutating func pet(at index: Int, read: (_ first: Int, _ count: Int) -> [Pet]?) -> Pet {
    if let hit = pet(cachedAt: index) { return hit }
    let first = index - index % Self.pageSize
    guard let fresh = read(first, Self.pageSize) else { return Self.unreadable(index) }
    keep(fresh, from: first)
    return index - first < fresh.count ? fresh[index - first] : Self.unreadable(index)
  }

  /// The pet at `index` when its page is cached (it is then the page used last); `nil` when not.
  mutating func pet(cachedAt index: Int) -> Pet? {
    let page = index / Self.pageSize
    guard let pets = cached[page] else { return nil }
    recency.removeAll { $0 == page }
    recency.append(page)
    let offset = index - page * Self.pageSize
    return offset < pets.count ? pets[offset] : Self.unreadable(index)
  }

  /// The index of the pet with `id` among the pages cached, if one holds it: a look-up a window
  /// makes on its main thread (the star toggled, the pet selected) found without the server.
  func index(ofPetWithID id: String) -> Int? {
    for (page, pets) in cached {
      if let offset = pets.firstIndex(where: { $0.id == id }) { return page * Self.pageSize + offset }
    }
    return nil
  }

  /// Keeps `pets`, the page that starts at index `first`, as the page used last.
  mutating func keep(_ pets: [Pet], from first: Int) {
    let page = first / Self.pageSize
    cached[page] = pets
    recency.removeAll { $0 == page }
    recency.append(page)
    if cached.count > Self.maximumPages, let oldest = recency.first {
      recency.removeFirst()
      cached[oldest] = nil
    }
  }

  /// What stands for a pet the catalogue could not give.
  static func unreadable(_ index: Int) -> Pet {
    let day = CalendarDate.fixedDay
    return Pet(
      id: "unreadable-\(index)", name: "?", species: .other, breed: "", sex: .female, birthday: day, rarity: .common,
      image: "", size: .medium, description: "", intakeDate: day)
  }
}
