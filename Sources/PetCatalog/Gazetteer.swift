import Foundation
import PetInstallation
import PetLocalization
import Synchronization

/// Places by postcode or by name, from the gazetteer the program ships (`data/gazetteer`, made
/// by `scripts/make-gazetteer.py` from GeoNames' data, CC BY 4.0): every US ZIP code, the US
/// states, the world's countries and its cities of 15,000 people or more.
///
/// It finds a place or says why not: a name that is several places (`Springfield`) is never
/// guessed, and asks for its region.
public struct Gazetteer: Sendable {
  /// A place found, with how it is named back to a person: `62704 (Springfield, IL)`,
  /// `Springfield, IL`, `Lyon, FR`.
  public struct Place: Hashable, Sendable {
    public let coordinates: Coordinates
    public let name: String

    public init(coordinates: Coordinates, name: String) {
      self.coordinates = coordinates
      self.name = name
    }
  }

  /// What a lookup found.
  public enum Lookup: Hashable, Sendable {
    case found(Place)
    /// No place of that postcode or name.
    case notFound
    /// Several places of that name, a few named so a person can say which.
    case ambiguous([String])
  }

  private struct City {
    let name: String
    let country: String
    let coordinates: Coordinates
    let population: Int
  }

  private struct ZIP {
    let coordinates: Coordinates
    let city: String
    let state: String
  }

  private let zips: [String: ZIP]
  /// By the folded city name, by state code: the middle of its ZIP codes, and how many it has
  /// (the larger towns first, where a name alone is several).
  private let usCities: [String: [String: (coordinates: Coordinates, zips: Int)]]
  /// By the folded city name.
  private let cities: [String: [City]]
  /// By the folded code or name: the state's code.
  private let states: [String: String]
  /// By the folded code or name (and `USA`, `United States of America`): the country's code.
  private let countries: [String: String]

  /// The gazetteer in `folder`: its four tables, each refused by name when it cannot be read.
  public init(folder: String) throws(CatalogError) {
    // Read as bytes, a line and a field at a time: `String.split` walks characters, and took
    // 0.35 s of a release build for the 77,000 lines.
    func rows(_ name: String, fields: Int) throws(CatalogError) -> [[String]] {
      let path = (folder as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CatalogError(
          kind: .missing, problems: [CatalogProblem(file: path, message: tr("the gazetteer cannot be read"))])
      }
      return data.withUnsafeBytes { bytes in
        bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
          guard line.first != UInt8(ascii: "#") else { return nil }
          let parts = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
          guard parts.count == fields else { return nil }
          return parts.map { String(decoding: $0, as: UTF8.self) }
        }
      }
    }
    func coordinates(_ latitude: String, _ longitude: String) -> Coordinates? {
      Double(latitude).flatMap { latitude in
        Double(longitude).flatMap { Coordinates(latitude: latitude, longitude: $0) }
      }
    }
    var zips: [String: ZIP] = [:]
    var sums: [String: [String: (latitude: Double, longitude: Double, count: Double)]] = [:]
    for row in try rows("us-zip-codes.tsv", fields: 5) {
      guard let place = coordinates(row[1], row[2]) else { continue }
      let (city, state) = (row[3], row[4])
      zips[row[0]] = ZIP(coordinates: place, city: city, state: state)
      var sum = sums[Self.foldKept(city), default: [:]][state, default: (0, 0, 0)]
      sum = (sum.latitude + place.latitude, sum.longitude + place.longitude, sum.count + 1)
      sums[Self.foldKept(city), default: [:]][state] = sum
    }
    self.zips = zips
    // To 4 decimals, as the tables give each ZIP code's (about 10 m).
    let rounded = { (degrees: Double) in (degrees * 10_000).rounded() / 10_000 }
    usCities = sums.mapValues { byState in
      byState.compactMapValues { sum in
        Coordinates(latitude: rounded(sum.latitude / sum.count), longitude: rounded(sum.longitude / sum.count))
          .map { ($0, Int(sum.count)) }
      }
    }
    var cities: [String: [City]] = [:]
    for row in try rows("cities.tsv", fields: 5) {
      guard let place = coordinates(row[2], row[3]) else { continue }
      let city = City(name: row[1], country: row[0], coordinates: place, population: Int(row[4]) ?? 0)
      cities[Self.foldKept(city.name), default: []].append(city)
    }
    self.cities = cities
    var states: [String: String] = [:]
    for row in try rows("us-states.tsv", fields: 2) {
      states[Self.foldKept(row[0])] = row[0]
      states[Self.foldKept(row[1])] = row[0]
    }
    self.states = states
    var countries: [String: String] = ["usa": "US", "united states of america": "US", "uk": "GB"]
    for row in try rows("countries.tsv", fields: 2) {
      countries[Self.foldKept(row[0])] = row[0]
      countries[Self.foldKept(row[1])] = row[0]
    }
    self.countries = countries
  }

  /// The gazetteer the program ships: `PREFIX/share/pet-adoption/gazetteer` beside an installed
  /// binary, else `data/gazetteer` in the source tree; `nil` when neither can be read.
  public static let shipped: Gazetteer? = shippedFolder.flatMap { try? Gazetteer(folder: $0) }

  /// The folder of the gazetteer the program ships, or `nil` when there is none.
  public static let shippedFolder: String? = Installation.find(
    "data/gazetteer/cities.tsv", installed: "gazetteer/cities.tsv", from: Installation.executablePath
  ).map { ($0 as NSString).deletingLastPathComponent }

  /// `text` looked up in the shipped gazetteer, `place(_:)`'s answer; `nil` when none is
  /// installed. Coordinates and a US ZIP code are answered without reading it whole (0.1 s
  /// of a release build: most of a `list --near`), by `quickPlace(_:folder:)`.
  ///
  /// Each text is looked up once a process: `petcards` checks `--near` when it reads its flags
  /// and asks again for its filter, which read the ZIP code table three times.
  public static func lookUp(_ text: String) -> Lookup? {
    guard let folder = shippedFolder else { return nil }
    if let known = lookedUp.withLock({ $0[text] }) { return known }
    let lookup = quickPlace(text, folder: folder) ?? shipped?.place(text)
    if let lookup { lookedUp.withLock { $0[text] = lookup } }
    return lookup
  }

  private static let lookedUp = Mutex<[String: Lookup]>([:])

  /// The place `parts` (a text split at its commas, each trimmed) name when they are two
  /// numbers, latitude and longitude in degrees: found, or not found when off the Earth; `nil`
  /// when they are not two numbers.
  private static func degrees(_ parts: [String]) -> Lookup? {
    guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else { return nil }
    guard let place = Coordinates(latitude: latitude, longitude: longitude) else { return .notFound }
    return .found(Place(coordinates: place, name: "\(Coordinates.text(latitude)),\(Coordinates.text(longitude))"))
  }

  /// `place(_:)`'s answer for coordinates or a US ZIP code, from the ZIP code table's one line
  /// (found in one pass over its bytes); `nil` for any other text, which needs the whole
  /// gazetteer. `GazetteerTests` holds it to `place(_:)` on good and bad text alike.
  public static func quickPlace(_ text: String, folder: String) -> Lookup? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if let degrees = degrees(parts) { return degrees }
    guard let zip = zipCode(trimmed) else { return nil }
    let path = (folder as NSString).appendingPathComponent("us-zip-codes.tsv")
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    // The line that starts `ZIP<tab>`, going from line to line with memchr (splitting the 1.5 MB
    // into its 41,000 lines first took 20 ms, a third of a `list --near 62704` on a million pets).
    let key = Array((zip + "\t").utf8)
    return data.withUnsafeBytes { bytes -> Lookup in
      guard let base = bytes.baseAddress else { return .notFound }
      var start = 0
      while start < bytes.count {
        let end =
          memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
          .map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
        defer { start = end + 1 }
        let line = bytes[start..<end]
        guard line.starts(with: key) else { continue }
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
          .map { String(decoding: $0, as: UTF8.self) }
        guard fields.count == 5, let latitude = Double(fields[1]), let longitude = Double(fields[2]),
          let place = Coordinates(latitude: latitude, longitude: longitude)
        else { continue }
        return .found(Place(coordinates: place, name: "\(zip) (\(fields[3]), \(fields[4]))"))
      }
      return .notFound
    }
  }

  /// The place `text` names, as a person types it: `39.78,-89.65` (degrees), a US ZIP code
  /// (`62704`, `62704-1234`), `City, Region` (a US state, by code or name), `City, Country`,
  /// or a city alone when only one place has its name.
  public func place(_ text: String) -> Lookup {
    let text = text.trimmingCharacters(in: .whitespaces)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if let degrees = Self.degrees(parts) { return degrees }
    if let zip = Self.zipCode(text) { return zipPlace(zip).map(Lookup.found) ?? .notFound }
    guard let city = parts.first, !city.isEmpty, parts.count <= 3 else { return .notFound }
    return named(city, region: parts.count > 1 ? parts[1] : nil, country: parts.count > 2 ? parts[2] : nil)
  }

  /// Where a shelter is, from what its listing says: its ZIP code (in the US), else its city
  /// and region or country; `nil` when none of them is a place this gazetteer knows.
  public func place(postcode: String?, city: String?, region: String?, country: String?) -> Place? {
    let countryCode = country.flatMap { countries[Self.fold($0)] }
    if countryCode == nil || countryCode == "US", let place = postcode.flatMap(Self.zipCode).flatMap(zipPlace) {
      return place
    }
    guard let city, !city.isEmpty else { return nil }
    if case .found(let place) = named(city, region: region, country: countryCode ?? country) { return place }
    return nil
  }

  /// The place of the US ZIP code `zip` (five digits), named with its city: `62704
  /// (Springfield, IL)`.
  private func zipPlace(_ zip: String) -> Place? {
    zips[zip].map { Place(coordinates: $0.coordinates, name: "\(zip) (\($0.city), \($0.state))") }
  }

  /// The city `city` in `region` (a US state, or a country) and `country`.
  private func named(_ city: String, region: String?, country: String?) -> Lookup {
    let key = Self.fold(city)
    let region = region.flatMap { $0.isEmpty ? nil : $0 }
    let country = country.flatMap { $0.isEmpty ? nil : countries[Self.fold($0)] }
    // A US state: the middle of the city's ZIP codes there (`CA` is a state before it is Canada,
    // unless California has no such city).
    if let region, let state = states[Self.fold(region)], country == nil || country == "US",
      let place = usCities[key]?[state]
    {
      return .found(Place(coordinates: place.coordinates, name: "\(city), \(state)"))
    }
    // A country (as the region, or given): its most populous city of the name.
    func inCountry(_ code: String) -> Lookup {
      if let found = cities[key]?.filter({ $0.country == code }).max(by: { $0.population < $1.population }) {
        return .found(Place(coordinates: found.coordinates, name: "\(found.name), \(code)"))
      }
      let us = usTowns(key)
      guard code == "US", let only = us.first else { return .notFound }
      return us.count == 1
        ? .found(Place(coordinates: only.value.coordinates, name: "\(city), \(only.key)"))
        : .ambiguous(us.prefix(3).map { "\(city), \($0.key)" })
    }
    if let region {
      guard let code = countries[Self.fold(region)] else { return .notFound }
      return inCountry(code)
    }
    if let country { return inCountry(country) }
    // A name alone: one place, or the most populous few named to choose from.
    let world = (cities[key] ?? []).filter { $0.country != "US" }
    let us = usTowns(key)
    let names =
      world.sorted { $0.population > $1.population }.map { "\($0.name), \($0.country)" }
      + us.map { "\(city), \($0.key)" }
    switch names.count {
    case 0: return .notFound
    case 1:
      let place = world.first?.coordinates ?? us[0].value.coordinates
      return .found(Place(coordinates: place, name: names[0]))
    default: return .ambiguous(Array(names.prefix(3)))
    }
  }

  /// The US towns of the folded name `key`, by state, those of the most ZIP codes first.
  private func usTowns(_ key: String) -> [(key: String, value: (coordinates: Coordinates, zips: Int))] {
    (usCities[key] ?? [:]).sorted { ($1.value.zips, $0.key) < ($0.value.zips, $1.key) }
  }

  /// The five digits of a US ZIP code (`62704`, `62704-1234`); `nil` for anything else.
  public static func zipCode(_ text: String) -> String? {
    let text = text.trimmingCharacters(in: .whitespaces)
    let digits = text.prefix(5)
    guard digits.count == 5, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    let rest = text.dropFirst(5)
    guard rest.isEmpty || (rest.count == 5 && rest.first == "-" && rest.dropFirst().allSatisfy(\.isNumber)) else {
      return nil
    }
    return String(digits)
  }

  /// A name as the tables are looked up by: case and accents folded, spaces made one.
  static func fold(_ text: String) -> String {
    SearchText.fold(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `fold` of a name of the tables, whose spaces the script that made them already made one.
  private static func foldKept(_ text: String) -> String { SearchText.fold(text) }
}

extension Coordinates {
  /// The Earth's mean radius, in kilometres (IUGG).
  public static let earthRadius = 6_371.0088

  /// The great-circle distance to `other`, in kilometres (haversine: exact at every distance,
  /// at the poles and across the antimeridian).
  public func distance(to other: Coordinates) -> Double {
    let radians = Double.pi / 180
    let (latitude1, latitude2) = (latitude * radians, other.latitude * radians)
    let latitudes = latitude2 - latitude1
    let longitudes = (other.longitude - longitude) * radians
    let a =
      sin(latitudes / 2) * sin(latitudes / 2) + cos(latitude1) * cos(latitude2) * sin(longitudes / 2)
      * sin(longitudes / 2)
    return 2 * Self.earthRadius * asin(min(1, a.squareRoot()))
  }
}
