import PetCatalog

extension Shelter {
  /// A listing service's organisation with every field: RescueGroups' Hillside, as
  /// docs/formats/samples/rescuegroups.json describes it.
  public static let hillside = Shelter(
    id: "rescuegroups:55", name: "Hillside Rescue & Rehoming", email: "hello@hillside-rescue.example.org",
    phone: "(217) 555-0188", address: "400 Orchard Lane", city: "Springfield", region: "IL", postcode: "62704",
    country: "United States", coordinates: Coordinates(latitude: 39.7817, longitude: -89.6501),
    website: "https://hillside-rescue.example.org/adopt")

  /// Petfinder's organisation of docs/formats/samples/petfinder-page-1.json: no name (Petfinder
  /// gives none with its animals), its contact as the animals give it.
  public static let riverRescue = Shelter(
    id: "petfinder:OR101", email: "adopt@river-rescue.example.org", phone: "(541) 555-0134",
    address: "18 Mill Race Road", city: "Eugene", region: "OR", postcode: "97401", country: "US")

  /// A shelter in Chicago, 177 mi (285 km) from Hillside in Springfield, IL.
  public static let lakeside = Shelter(
    id: "lakeside", name: "Lakeside Paws", city: "Chicago", region: "IL", postcode: "60601", country: "US",
    coordinates: Coordinates(latitude: 41.8864, longitude: -87.6186))
}

extension Catalog {
  /// Rogers of Hillside and Biscuit of the river rescue, with both shelters described, and
  /// Stuart of the catalogue's own shelter.
  public static var twoShelters: Catalog {
    var rogers = Pet.rogers
    rogers.shelter = Shelter.hillside.id
    var biscuit = Pet.adultOnly
    biscuit.shelter = Shelter.riverRescue.id
    var catalog = Catalog(shelter: "Riverbend Animal Shelter", pets: [rogers, biscuit, .stuart])
    catalog.shelterEmail = "adopt@riverbend.example"
    catalog.shelters = [.hillside, .riverRescue]
    return catalog
  }

  /// Stuart of Lakeside in Chicago, Rogers of Hillside in Springfield, IL, and Biscuit of the
  /// river rescue, which is placed nowhere (no coordinates): for lists near a place.
  public static var sheltersNearAndFar: Catalog {
    var stuart = Pet.stuart
    stuart.shelter = Shelter.lakeside.id
    var rogers = Pet.rogers
    rogers.shelter = Shelter.hillside.id
    var biscuit = Pet.adultOnly
    biscuit.shelter = Shelter.riverRescue.id
    var catalog = Catalog(shelter: "Riverbend Animal Shelter", pets: [stuart, rogers, biscuit])
    catalog.shelters = [.lakeside, .hillside, .riverRescue]
    return catalog
  }
}

extension Gazetteer.Place {
  /// Chicago, IL, as the gazetteer places it.
  public static let chicago: Gazetteer.Place = {
    guard let center = Coordinates(latitude: 41.85003, longitude: -87.65005) else { preconditionFailure() }
    return Gazetteer.Place(coordinates: center, name: "Chicago, IL")
  }()
}
