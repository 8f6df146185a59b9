import PetLocalization

/// A shelter whose pets a catalogue lists, as its source describes it: a listing service's
/// organisation (Petfinder's `organization_id` and `contact`, RescueGroups' `orgs`) or a
/// shelter's own details. A pet names its shelter by `id` (`Pet.shelter`); every other field
/// is `nil` where the source does not give it.
public struct Shelter: Hashable, Sendable {
  /// Stable for the source's organisation, the source first: `petfinder:VA583`,
  /// `rescuegroups:1234`.
  public var id: String
  public var name: String?
  /// Where adoption inquiries go: one plain address (`Catalog.isEmailAddress`).
  public var email: String?
  public var phone: String?
  /// The street address, its lines joined by ", ".
  public var address: String?
  public var city: String?
  /// The state, province or county.
  public var region: String?
  public var postcode: String?
  /// As the source gives it (`US`, `United States`).
  public var country: String?
  public var coordinates: Coordinates?
  /// Its web site: an `http` or `https` address.
  public var website: String?

  public init(
    id: String, name: String? = nil, email: String? = nil, phone: String? = nil, address: String? = nil,
    city: String? = nil, region: String? = nil, postcode: String? = nil, country: String? = nil,
    coordinates: Coordinates? = nil, website: String? = nil
  ) {
    self.id = id
    self.name = name
    self.email = email
    self.phone = phone
    self.address = address
    self.city = city
    self.region = region
    self.postcode = postcode
    self.country = country
    self.coordinates = coordinates
    self.website = website
  }

  /// The longest id, name or other text a shelter's field may be, in characters.
  public static let longestText = 500

  /// Its name, else its id: what a card says when the source names no shelter.
  public var shownName: String { name ?? id }

  /// The place a person reads: "Springfield, IL 62701", from the city, region and postcode
  /// given; `nil` when none is.
  public var placeText: String? {
    let regionAndCode = [region, postcode].compactMap { $0 }.joined(separator: " ")
    let parts = [city, regionAndCode.isEmpty ? nil : regionAndCode].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// Each text field with its key in the catalogue's JSON, in the order the JSON writes them.
  public static var textKeys: [(String, WritableKeyPath<Shelter, String?>)] {
    [
      ("name", \.name), ("email", \.email), ("phone", \.phone), ("address", \.address), ("city", \.city),
      ("region", \.region), ("postcode", \.postcode), ("country", \.country), ("website", \.website),
    ]
  }

  /// `shelter`'s fields added where this one has none: what two listings say of one shelter.
  public func filled(from other: Shelter) -> Shelter {
    var merged = self
    for (_, path) in Self.textKeys where merged[keyPath: path] == nil { merged[keyPath: path] = other[keyPath: path] }
    if merged.coordinates == nil { merged.coordinates = other.coordinates }
    return merged
  }
}

/// A place on the Earth, in degrees (WGS 84): latitude −90…90, longitude −180…180.
public struct Coordinates: Hashable, Sendable {
  public var latitude: Double
  public var longitude: Double

  /// `nil` unless both are finite and in range, and not both 0 (a source's "not known").
  public init?(latitude: Double, longitude: Double) {
    guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude),
      latitude != 0 || longitude != 0
    else { return nil }
    self.latitude = latitude
    self.longitude = longitude
  }

  /// As a catalogue and both stores write it: at most 6 decimals (a tenth of a metre).
  public static func text(_ degrees: Double) -> String {
    var text = String(format: "%.6f", degrees)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}

extension Shelter {
  /// The shelters as the catalogue's `shelters` array, one to a line, indented for its header.
  public static func text(_ shelters: [Shelter]) -> String {
    "[\n" + shelters.map { "    " + $0.json }.joined(separator: ",\n") + "\n  ]"
  }

  /// The shelter as one JSON object, keys in the documented order, a field not known left out.
  public var json: String {
    var members = ["\"id\": \(CatalogWriter.quote(id))"]
    for (key, path) in Self.textKeys.prefix(8) {
      if let text = self[keyPath: path] { members.append("\"\(key)\": \(CatalogWriter.quote(text))") }
    }
    if let coordinates {
      members.append("\"latitude\": \(Coordinates.text(coordinates.latitude))")
      members.append("\"longitude\": \(Coordinates.text(coordinates.longitude))")
    }
    if let website { members.append("\"website\": \(CatalogWriter.quote(website))") }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// The shelter a store keeps as `json` wrote it; `nil` when `text` is not one.
  public static func shelter(stored text: String) -> Shelter? {
    JSONValue.stored(text).flatMap { try? read($0).get() }
  }

  /// The shelters of a catalogue's `shelters` array, in order; the problem names the first
  /// shelter that is wrong (from 1) and its key. Two shelters with one id are refused.
  public static func list(_ value: JSONValue) -> Result<[Shelter], ShelterProblem> {
    guard case .array(let elements) = value else {
      return .failure(
        ShelterProblem(key: nil, message: trf(tr("expected a list of shelters, found %1$@"), value.summary)))
    }
    var shelters: [Shelter] = []
    var ids: Set<String> = []
    for (index, element) in elements.enumerated() {
      switch read(element) {
      case .success(let shelter):
        guard ids.insert(shelter.id).inserted else {
          return .failure(
            ShelterProblem(
              key: "id",
              message: trf(
                // TRANSLATORS: %1$lld counts the catalogue's shelters from 1; %2$@ is the shelter's id, quoted.
                tr("shelter %1$lld: the id %2$@ is another shelter's"), index + 1,
                JSONValue.string(shelter.id).summary)))
        }
        shelters.append(shelter)
      case .failure(let problem):
        return .failure(
          ShelterProblem(
            key: problem.key,
            // TRANSLATORS: %1$lld counts the catalogue's shelters from 1; %2$@ says what is wrong with it.
            message: trf(tr("shelter %1$lld: %2$@"), index + 1, problem.message)))
      }
    }
    return .success(shelters)
  }

  /// One shelter's object.
  public static func read(_ value: JSONValue) -> Result<Shelter, ShelterProblem> {
    guard case .object(let members) = value else {
      return .failure(
        ShelterProblem(key: nil, message: trf(tr("expected a shelter object, found %1$@"), value.summary)))
    }
    func text(_ key: String) -> Result<String?, ShelterProblem> {
      guard let field = value[key], !field.isNull else { return .success(nil) }
      guard case .string(let text) = field, !text.allSatisfy(\.isWhitespace) else {
        return .failure(
          ShelterProblem(
            key: key, message: trf(tr("%1$@: expected a non-empty string, found %2$@"), key, field.summary)))
      }
      guard text.count <= longestText else {
        return .failure(
          ShelterProblem(
            key: key,
            message: trf(tr("%1$@: expected at most %2$lld characters, found %3$lld"), key, longestText, text.count)))
      }
      return .success(text)
    }
    let known = Set(["id", "latitude", "longitude"] + textKeys.map(\.0))
    if let unknown = members.first(where: { !known.contains($0.key) }) {
      return .failure(
        ShelterProblem(
          key: unknown.key,
          // TRANSLATORS: %1$@ is a key of a shelter's object in a catalogue, quoted.
          message: trf(tr("%1$@ is not a shelter's field"), JSONValue.string(unknown.key).summary)))
    }
    var shelter = Shelter(id: "")
    switch text("id") {
    case .success(let id?): shelter.id = id
    case .success(nil):
      return .failure(
        ShelterProblem(key: "id", message: tr("id: expected a string, found nothing (the field is required)")))
    case .failure(let problem): return .failure(problem)
    }
    for (key, path) in textKeys {
      switch text(key) {
      case .success(let found): shelter[keyPath: path] = found
      case .failure(let problem): return .failure(problem)
      }
    }
    if let email = shelter.email, !Catalog.isEmailAddress(email) {
      return .failure(
        ShelterProblem(
          key: "email",
          message: trf(
            tr("email: expected one email address such as adopt@example.org, found %1$@"),
            JSONValue.string(email).summary)))
    }
    if let website = shelter.website, !isWebsite(website) {
      return .failure(
        ShelterProblem(
          key: "website",
          message: trf(tr("website: expected an http or https address, found %1$@"), JSONValue.string(website).summary))
      )
    }
    switch (value["latitude"], value["longitude"]) {
    case (nil, nil), (.null?, .null?): break
    case (.number(let latitude)?, .number(let longitude)?):
      guard let lat = Double(latitude), let lon = Double(longitude),
        let coordinates = Coordinates(latitude: lat, longitude: lon)
      else {
        return .failure(
          ShelterProblem(
            key: "latitude",
            message: trf(
              tr("latitude and longitude: expected degrees, −90 to 90 and −180 to 180, found %1$@ and %2$@"),
              JSONValue.clipped(latitude), JSONValue.clipped(longitude))))
      }
      shelter.coordinates = coordinates
    case (let latitude, let longitude):
      let key = latitude.map { if case .number = $0 { false } else { true } } ?? true ? "latitude" : "longitude"
      return .failure(
        ShelterProblem(
          key: key,
          message: trf(
            tr("latitude and longitude: expected two numbers, found %1$@ and %2$@"),
            latitude?.summary ?? tr("nothing"), longitude?.summary ?? tr("nothing"))))
    }
    return .success(shelter)
  }

  /// Whether `text` is an `http` or `https` address with a host: what a shelter's web site
  /// link may be (a `file:` or `javascript:` one never reaches a link).
  public static func isWebsite(_ text: String) -> Bool {
    let lower = text.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return false }
    let rest = text.drop(while: { $0 != "/" }).dropFirst(2)
    return !rest.isEmpty && !rest.hasPrefix("/")
      && !text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == " " }
  }
}

/// What is wrong with a catalogue's shelters: the key (`email`), when one field, and a sentence.
public struct ShelterProblem: Error, Sendable {
  public var key: String?
  public var message: String
}

extension Shelter {
  /// `first`'s shelters, then those of `second` with an id `first` does not have; one both
  /// describe has the fields of either (`filled(from:)`): the pages of one listing, or the
  /// listings of one import.
  public static func merged(_ first: [Shelter], _ second: [Shelter]) -> [Shelter] {
    guard !second.isEmpty else { return first }
    var merged = first
    var place = Dictionary(first.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    for shelter in second {
      if let index = place[shelter.id] {
        merged[index] = merged[index].filled(from: shelter)
      } else {
        place[shelter.id] = merged.count
        merged.append(shelter)
      }
    }
    return merged
  }
}

extension Catalog {
  /// The shelter `pet` names (`Pet.shelter`), when the catalogue describes it.
  public func shelter(of pet: Pet) -> Shelter? {
    guard !pet.shelter.isEmpty else { return nil }
    return shelters.first { $0.id == pet.shelter }
  }

  /// The shelter a catalogue published as the shelter `id` describes itself as: the one with
  /// that id, else the only one it describes; `nil` when it describes several others or none.
  public func publishingShelter(_ id: String) -> Shelter? {
    shelters.first { $0.id == id } ?? (shelters.count == 1 ? shelters[0] : nil)
  }

  /// Where an inquiry about `pet` goes: its shelter's name and address where the catalogue
  /// describes its shelter with them, else the catalogue's own.
  public func contact(for pet: Pet) -> (name: String?, email: String?) {
    let own = shelter(of: pet)
    return (own?.name ?? (own == nil ? shelter : nil), own?.email ?? (own == nil ? shelterEmail : nil))
  }
}
