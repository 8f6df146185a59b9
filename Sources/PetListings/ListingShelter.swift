import PetCatalog

/// A listing service's organisation as a catalogue's shelter (`Shelter`): each field as its
/// source gives it, one line of plain text, and left out where it is not one (an email that is
/// not one address, a web site that is not an `http(s)` address, coordinates off the Earth).
enum ListingShelter {
  /// A Petfinder animal's organisation, from its `organization_id` and `contact`.
  static func petfinder(_ record: JSONValue) -> Shelter? {
    guard let id = petfinderID(record) else { return nil }
    let contact = record["contact"]
    let address = contact?["address"]
    return shelter(
      id: id, name: nil, email: contact?["email"], phone: contact?["phone"],
      street: [address?["address1"], address?["address2"]], city: address?["city"], region: address?["state"],
      postcode: address?["postcode"], country: address?["country"], latitude: nil, longitude: nil, website: nil)
  }

  /// The shelter id of a Petfinder animal's organisation: `petfinder:VA583`.
  static func petfinderID(_ record: JSONValue) -> String? {
    line(record["organization_id"]).map { "petfinder:" + $0 }
  }

  /// The shelter id of RescueGroups' organisation `id` (an `orgs` resource's).
  static func rescueGroupsID(_ id: some StringProtocol) -> String { "rescuegroups:" + id }

  /// A Petfinder organisation's own record (`GET /v2/organizations/{id}`'s `organization`).
  static func petfinderOrganisation(_ value: JSONValue) -> Shelter? {
    guard let id = line(value["id"]) else { return nil }
    let address = value["address"]
    return shelter(
      id: "petfinder:" + id, name: value["name"], email: value["email"], phone: value["phone"],
      street: [address?["address1"], address?["address2"]], city: address?["city"], region: address?["state"],
      postcode: address?["postcode"], country: address?["country"], latitude: nil, longitude: nil,
      website: value["website"] ?? value["url"])
  }

  /// A RescueGroups `orgs` resource of `included`.
  static func rescueGroups(_ resource: JSONValue) -> Shelter? {
    guard let id = line(resource["id"]) else { return nil }
    let attributes = resource["attributes"]
    return shelter(
      id: rescueGroupsID(id), name: attributes?["name"], email: attributes?["email"], phone: attributes?["phone"],
      street: [attributes?["street"]], city: attributes?["city"], region: attributes?["state"],
      postcode: attributes?["postalcode"], country: attributes?["country"], latitude: attributes?["lat"],
      longitude: attributes?["lon"], website: attributes?["url"])
  }

  private static func shelter(
    id: String, name: JSONValue?, email: JSONValue?, phone: JSONValue?, street: [JSONValue?], city: JSONValue?,
    region: JSONValue?, postcode: JSONValue?, country: JSONValue?, latitude: JSONValue?, longitude: JSONValue?,
    website: JSONValue?
  ) -> Shelter? {
    guard id.count <= Shelter.longestText else { return nil }
    let lines = street.compactMap(line)
    var shelter = Shelter(
      id: id, name: line(name), email: line(email).flatMap { Catalog.isEmailAddress($0) ? $0 : nil },
      phone: line(phone), address: lines.isEmpty ? nil : clipped(lines.joined(separator: ", ")), city: line(city),
      region: line(region), postcode: line(postcode), country: line(country),
      website: line(website).flatMap { Shelter.isWebsite($0) ? $0 : nil })
    if let latitude = line(latitude).flatMap(Double.init), let longitude = line(longitude).flatMap(Double.init) {
      shelter.coordinates = Coordinates(latitude: latitude, longitude: longitude)
    }
    return shelter
  }

  /// A value as one line of plain text, clipped to `Shelter.longestText`; `nil` when empty.
  static func line(_ value: JSONValue?) -> String? {
    guard let text = value?.text else { return nil }
    let plain = PlainText.line(text).trimmingCharacters(in: .whitespaces)
    return plain.isEmpty ? nil : clipped(plain)
  }

  private static func clipped(_ text: String) -> String {
    text.count <= Shelter.longestText ? text : String(text.prefix(Shelter.longestText))
  }
}
