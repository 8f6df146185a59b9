import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// Pets near a place (issue 44, point 2): the same random places and radii asked of the index
/// in memory, of a SQLite store and of a shared catalogue in PostgreSQL, each held to a plain
/// reference (the great-circle distance from the place to each pet's shelter), with shelters at
/// the poles, on both sides of the antimeridian and placed nowhere.
@Suite struct NearbyQueryTests {
  /// Shelters where flat arithmetic goes wrong, and a few ordinary ones; one placed nowhere.
  static let shelters: [Shelter] =
    [
      ("north", 89.95, 0.0), ("north-across", 89.95, 180.0), ("south", -89.9, 45.0), ("fiji-east", -17.8, 179.9),
      ("fiji-west", -17.8, -179.9), ("springfield", 39.7725, -89.6889), ("chicago", 41.8781, -87.6298),
      ("lyon", 45.764, 4.8357), ("equator", 0.01, 0.01),
    ].map { Shelter(id: $0.0, name: $0.0, coordinates: Coordinates(latitude: $0.1, longitude: $0.2)) }
    + [Shelter(id: "nowhere", name: "Nowhere", city: "Atlantis")]

  /// The bundled catalogue's pets, each at one of `shelters` (a few the catalogue's own).
  static func placed(seed: UInt64) throws -> Catalog {
    var random = SeededGenerator(seed: seed)
    var catalog = try bundledCatalog()
    catalog.shelters = shelters
    for index in catalog.pets.indices {
      let pick = Int.random(in: 0...shelters.count, using: &random)
      catalog.pets[index].shelter = pick == shelters.count ? "" : shelters[pick].id
    }
    return catalog
  }

  /// The reference: the pets `filter` leaves but for `near`, then those whose shelter is
  /// within its radius, by the distance worked out for each pet (nearest first by it too).
  static func reference(_ catalog: Catalog, _ filter: PetFilter, _ order: PetSortOrder) -> [String] {
    let places = Dictionary(uniqueKeysWithValues: catalog.shelters.map { ($0.id, $0.coordinates) })
    let near = Set(
      catalog.pets.filter { pet in
        guard let near = filter.near, let place = places[pet.shelter] ?? nil else { return filter.near == nil }
        return near.center.distance(to: place) <= near.radius
      }.map(\.id))
    return QueryPropertyTests.reference(catalog, filter, order).filter(near.contains)
  }

  /// `count` queries: a few of `QueryPropertyTests`' filters, near a shelter's place moved a
  /// little, or the poles or the antimeridian themselves, within a radius of 1 km to half the
  /// Earth round.
  static func queries(of catalog: Catalog, count: Int, seed: UInt64) throws -> [QueryPropertyTests.Query] {
    var random = SeededGenerator(seed: seed &+ 3)
    let centers =
      try shelters.compactMap(\.coordinates)
      + [(90.0, 0.0), (-90.0, 0.0), (0.0, 180.0), (0.0, -180.0), (-17.8, 180.0)].map {
        try #require(Coordinates(latitude: $0.0, longitude: $0.1))
      }
    let radii = [1.0, 10, 50, 80.5, 300, 1_000, 5_000, 20_015]
    return try QueryPropertyTests.queries(of: catalog, count: count, seed: seed).map { query in
      var query = query
      // Half of them near a place alone (with the adoptable pets, as a list opens).
      if Bool.random(using: &random) {
        query.filter = PetFilter()
        query.filter.statuses = [.available, .pending, .onHold]
      }
      var center = try #require(centers.randomElement(using: &random))
      if Bool.random(using: &random) {
        center =
          Coordinates(
            latitude: min(90, max(-90, center.latitude + Double.random(in: -0.5...0.5, using: &random))),
            longitude: min(180, max(-180, center.longitude + Double.random(in: -0.5...0.5, using: &random)))) ?? center
      }
      query.filter.near = Nearby(center: center, radius: try #require(radii.randomElement(using: &random)))
      // A third of them nearest first.
      if Int.random(in: 0..<3, using: &random) == 0 { query.order = .distance }
      query.expected = reference(catalog, query.filter, query.order)
      return query
    }
  }

  @Test func randomPlaces_giveTheReferencesAnswer_inMemoryAndInTheStore() throws {
    let catalog = try Self.placed(seed: 44)
    let queries = try Self.queries(of: catalog, count: 300, seed: 44)
    #expect(queries.filter { !$0.expected.isEmpty }.count > 60)
    #expect(queries.filter { $0.expected.isEmpty }.count > 30)
    let found = try QueryPropertyTests.inMemoryAndStore(catalog, queries)
    #expect(found.isEmpty, "\(found.count) disagree: \(found.prefix(3))")
  }

  /// Each shelter published on its own into one shared catalogue, where it is as its
  /// catalogue says: the same pets near each place (the order within a shelter's ties is the
  /// server's, so the answers are compared as sets).
  @Test func randomPlaces_giveTheReferencesAnswer_inASharedCatalogue() throws {
    var catalog = try Self.placed(seed: 45)
    catalog.pets.removeAll { $0.shelter.isEmpty }
    let queries = try Self.queries(of: catalog, count: 120, seed: 45)
    #expect(queries.filter { !$0.expected.isEmpty }.count > 30)
    try TestPostgres.server().withDatabase { database in
      for shelter in Self.shelters {
        var own = catalog
        own.shelters = [shelter]
        own.pets = catalog.pets.filter { $0.shelter == shelter.id }
        for index in own.pets.indices { own.pets[index].shelter = "" }
        _ = try SharedCatalog.publish(
          [CatalogImport.Source(file: "\(shelter.id).json", catalog: own)], shelter: shelter.id,
          into: database.ownerAddress)
      }
      let shared = try SharedCatalog.open(database.ownerAddress).backedCatalog()
      let backing = try #require(shared.backing)
      let found = QueryPropertyTests.disagreements(
        "shared",
        queries.map { query in
          var query = query
          query.expected.sort()
          return query
        }
      ) { filter, order in
        backing.query(
          filter, order: order, today: QueryPropertyTests.today, speciesNames: QueryPropertyTests.speciesNames
        )
        .map { backing.pet(at: $0).id }.sorted()
      }
      #expect(found.prefix(5) == [])
      // Nearest first: each pet as near as the one before, or nearer.
      let places = Dictionary(uniqueKeysWithValues: Self.shelters.map { ($0.id, $0.coordinates) })
      for query in queries where query.order == .distance {
        let near = try #require(query.filter.near)
        let distances = backing.query(
          query.filter, order: .distance, today: QueryPropertyTests.today,
          speciesNames: QueryPropertyTests.speciesNames
        ).map { index in
          let shelter = backing.pet(at: index).shelter
          return (places[shelter] ?? nil).map { near.center.distance(to: $0) } ?? -1
        }
        #expect(distances.allSatisfy { $0 >= 0 }, "every pet of \(query.filter) placed")
        #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 <= $1 }, "\(query.filter) nearest first")
      }
      #expect(queries.contains { $0.order == .distance && $0.expected.count > 1 })
      #expect(backing.problem == nil)
    }
  }
}
