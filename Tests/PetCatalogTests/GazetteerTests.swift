import Foundation
import PetCatalog
import Testing

/// The gazetteer the program ships (GeoNames' data, `data/gazetteer`), as a person types a
/// place, and the great-circle distance (issue 44, point 1).
@Suite struct GazetteerTests {
  static let gazetteer = Gazetteer.shipped

  static func place(_ text: String) throws -> Gazetteer.Lookup {
    try #require(gazetteer).place(text)
  }

  static func found(_ text: String) throws -> Gazetteer.Place? {
    if case .found(let place) = try place(text) { return place }
    return nil
  }

  @Test func aZIPCode_isItsPlace_namedWithItsCity() throws {
    let place = try #require(try Self.found("62704"))
    #expect(place.name == "62704 (Springfield, IL)")
    #expect(place.coordinates == Coordinates(latitude: 39.7725, longitude: -89.6889))
    #expect(try Self.found("62704-1234")?.name == "62704 (Springfield, IL)")
    #expect(try Self.place("00000") == .notFound)
  }

  /// The quick way (one line of the ZIP code table, or no table for degrees) answers as the
  /// whole gazetteer does, on good and bad text alike, and leaves every other text to it.
  @Test func theQuickPlace_isTheWholeGazetteersAnswer() throws {
    let folder = try #require(Gazetteer.shippedFolder)
    var random = SystemRandomNumberGenerator()
    let zips = (0..<200).map { _ in String(format: "%05d", Int.random(in: 0...99_999, using: &random)) }
    let texts =
      zips + zips.prefix(20).map { $0 + "-1234" } + [
        "62704", " 62704 ", "62704-", "62704-12", "6270", "627041", "00000", "99999", "62704\t", "\t62704",
        "39.78,-89.65", " 39.78 , -89.65 ", "91,0", "0,181", "-90,-180", "1e2,3", "nan,0", ",", "1,", "1,2,3",
      ]
    var answered = 0
    for text in texts {
      guard let quick = Gazetteer.quickPlace(text, folder: folder) else {
        #expect(Gazetteer.zipCode(text) == nil, "\(text)")
        continue
      }
      answered += 1
      #expect(quick == (try Self.place(text)), "\(text)")
    }
    #expect(answered > 200)
    // The table's first and last ZIP codes, whose lines have no line before or after them.
    for text in ["00501", "99950"] {
      #expect(Gazetteer.quickPlace(text, folder: folder) == (try Self.place(text)), "\(text)")
    }
    #expect(Gazetteer.quickPlace("Springfield, IL", folder: folder) == nil)
    #expect(Gazetteer.lookUp("Springfield, IL") == (try Self.place("Springfield, IL")))
  }

  /// A table of the quick way's own: the first line is a ZIP code (no heading before it), the
  /// last has no newline, a line of four fields or bad degrees is passed over for the next of
  /// the same ZIP code, and a ZIP code that only starts another line's is not it.
  @Test func theQuickPlace_readsEveryLineOfTheTable_theFirstAndTheLast() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gazetteer-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let table = [
      "10001\t40.75\t-73.99\tNew York\tNY",
      "20001\t38.91\t-77.01\tWashington",
      "20001\tnorth\t-77.01\tWashington\tDC",
      "20001\t38.91\t-77.02\tWashington\tDC",
      "300011\t1\t1\tNowhere\tZZ",
      "99950\t55.54\t-131.43\tKetchikan\tAK",
    ].joined(separator: "\n")
    try table.write(toFile: folder + "/us-zip-codes.tsv", atomically: true, encoding: .utf8)
    func found(_ text: String) -> String? {
      guard case .found(let place) = Gazetteer.quickPlace(text, folder: folder) else { return nil }
      return "\(place.name) \(place.coordinates.latitude),\(place.coordinates.longitude)"
    }
    #expect(found("10001") == "10001 (New York, NY) 40.75,-73.99")
    #expect(found("20001") == "20001 (Washington, DC) 38.91,-77.02")
    #expect(found("99950") == "99950 (Ketchikan, AK) 55.54,-131.43")
    #expect(Gazetteer.quickPlace("30001", folder: folder) == .notFound)
    #expect(Gazetteer.quickPlace("40001", folder: folder) == .notFound)
  }

  @Test func aCityAndItsRegionOrCountry_isFound_inAnyCaseAndWithAccents() throws {
    #expect(try Self.found("Springfield, IL")?.name == "Springfield, IL")
    #expect(try Self.found("springfield, illinois")?.name == "springfield, IL")
    #expect(try Self.found("Lyon, France")?.name == "Lyon, FR")
    #expect(try Self.found("zurich, CH")?.name == "Zürich, CH")
    // CA is California first, and Canada where California has no such city.
    #expect(try Self.found("Toronto, CA")?.name == "Toronto, CA")
    #expect(try Self.found("Los Angeles, CA")?.name == "Los Angeles, CA")
  }

  /// A name that is several places is never guessed: a few are named to choose from.
  @Test func aNameOfSeveralPlaces_isNotGuessed() throws {
    #expect(try Self.place("Springfield") == .ambiguous(["Springfield, IL", "Springfield, MA", "Springfield, MO"]))
    #expect(try Self.place("Nowhere In Particular, IL") == .notFound)
    #expect(try Self.place("Atlantis, ZZ") == .notFound)
  }

  @Test func degrees_areAPlace_andDegreesOffTheEarthAreNot() throws {
    #expect(try Self.found("39.78, -89.65")?.coordinates == Coordinates(latitude: 39.78, longitude: -89.65))
    #expect(try Self.place("91,0") == .notFound)
    #expect(try Self.place("0,181") == .notFound)
  }

  @Test func aShelter_isPlacedByItsZIPCode_elseItsCity() throws {
    let gazetteer = try #require(Self.gazetteer)
    #expect(
      gazetteer.place(postcode: "97401", city: "Eugene", region: "OR", country: "US")?.name == "97401 (Eugene, OR)")
    #expect(gazetteer.place(postcode: "none", city: "Eugene", region: "Oregon", country: nil)?.name == "Eugene, OR")
    #expect(gazetteer.place(postcode: "69001", city: "Lyon", region: nil, country: "France")?.name == "Lyon, FR")
    #expect(gazetteer.place(postcode: nil, city: nil, region: "OR", country: "US") == nil)
  }

  /// Haversine's distances where flat arithmetic goes wrong: a degree of the equator, pole to
  /// pole, and across the antimeridian.
  @Test func theDistance_isTheGreatCircles() throws {
    let degree = 2 * Double.pi * Coordinates.earthRadius / 360
    func at(_ latitude: Double, _ longitude: Double) throws -> Coordinates {
      try #require(Coordinates(latitude: latitude, longitude: longitude))
    }
    #expect(abs(try at(0.5, 0.5).distance(to: at(0.5, 1.5)) - degree * cos(0.5 * .pi / 180)) < 0.01)
    #expect(abs(try at(90, 10).distance(to: at(-90, 10)) - 180 * degree) < 1e-6)
    #expect(abs(try at(10, 179.5).distance(to: at(10, -179.5)) - degree * cos(10 * .pi / 180)) < 0.01)
    #expect(try at(89.9, 0).distance(to: at(89.9, 180)) < 23)
    // Springfield, IL to Chicago: some 290 km.
    let springfield = try #require(try Self.found("62704")).coordinates
    let chicago = try #require(try Self.found("Chicago, IL")).coordinates
    #expect((280...295).contains(springfield.distance(to: chicago)))
  }
}
