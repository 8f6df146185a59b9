import Foundation
import GRDB
import PetCatalog
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// A pet's fields are described once (`PetField`); the JSON, the SQLite store and the shared
/// catalogue each keep every one, read back by name: a field added to `Pet` and left out of any
/// of them, or a column read from another's place, fails here (issue 41, point 1).
@Suite struct PetFieldTests {
  /// Pets with every field set, and set differently from each other (no field's value is its
  /// neighbour's, so a column read from the wrong place shows), in each way an age is known.
  static let pets: [Pet] = [
    Pet(
      id: "every-field", name: "Ëvery Field", species: .rabbit, breed: "Holland Lop", sex: .female,
      birthday: CalendarDate(2022, 3, 4), rarity: .veryRare, image: "https://pictures.example.org/every.jpg",
      size: .small, description: "Has every field.\nTwo lines.", intakeDate: CalendarDate(2025, 6, 7),
      status: .pending, goodWithKids: .yes, goodWithDogs: .no, goodWithCats: .unknown, spayedNeutered: true,
      vaccinated: false, houseTrained: nil, fee: Decimal(string: "123.45"), ageKnown: .exact,
      colour: "Bröken Tan", coat: .long,
      photos: [
        Photo("https://pictures.example.org/every.jpg", width: 1_200, height: 900),
        Photo("https://pictures.example.org/every-2.jpg"),
        Photo("https://pictures.example.org/every-3.jpg", width: 640),
      ], shelter: "petfinder:VA583"),
    Pet(
      id: "estimated", name: "Estimated", species: .bird, breed: "Cockatiel", sex: .male,
      birthday: CalendarDate(2019, 1, 2), rarity: nil, image: "", size: .medium, description: "About seven.",
      intakeDate: CalendarDate(2024, 8, 9), status: .onHold, goodWithKids: .no, goodWithDogs: .unknown,
      goodWithCats: .yes, spayedNeutered: nil, vaccinated: true, houseTrained: false, fee: Decimal(40),
      ageKnown: .estimated, colour: "Grey", coat: .hairless,
      photos: [Photo("https://pictures.example.org/estimated.jpg?size=small&v=2", height: 3)],
      shelter: "rescuegroups:12"),
    Pet(
      id: "senior", name: "Senior", species: .dog, breed: "", sex: .unknown, birthday: CalendarDate(2014, 5, 6),
      rarity: .common, image: "https://pictures.example.org/senior.png", size: .extraLarge, description: "",
      intakeDate: CalendarDate(2026, 1, 1), status: .adopted, goodWithKids: .unknown, goodWithDogs: .yes,
      goodWithCats: .no, spayedNeutered: false, vaccinated: nil, houseTrained: true, fee: Decimal(9),
      ageKnown: .group(.senior)),
  ]

  static var catalog: Catalog { Catalog(shelter: "Every Field Shelter", pets: pets) }

  @Test func everyStoredFieldOfAPet_isDescribed() {
    let properties = Mirror(reflecting: Self.pets[0]).children.compactMap(\.label)
    #expect(Set(properties) == Set(PetField.allCases.map(\.rawValue)))
    #expect(properties.count == PetField.allCases.count)
  }

  /// The texts a search looks in (`Pet.searchedTexts`) are the fields `PetField.searched`
  /// names, in its order: the stores keep them by the one and the index reads the other.
  @Test func theSearchedTexts_areTheSearchedFields() {
    for pet in Self.pets {
      let values = Dictionary(uniqueKeysWithValues: Mirror(reflecting: pet).children.map { ($0.label ?? "", $0.value) })
      #expect(pet.searchedTexts == PetField.searched.map { values[$0.rawValue] as? String })
    }
  }

  @Test func theJSON_writesEveryFieldsKey_andReadsThePetsBack() throws {
    let json = CatalogWriter.json(shelter: "Every Field Shelter", fees: nil, pets: Self.pets)
    for field in PetField.allCases {
      #expect(field.jsonKeys.contains { json.contains("\"\($0)\"") }, "the JSON has no key of \(field)")
    }
    let read = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(json.utf8), file: "pets.json", directory: nil)
    // An age known only by its stage has no birthday in the JSON: the reader gives it one of
    // that stage, on the day it reads.
    func withoutStageBirthdays(_ pets: [Pet]) -> [Pet] {
      pets.map { pet in
        guard case .group = pet.ageKnown else { return pet }
        var pet = pet
        pet.birthday = .fixedDay
        return pet
      }
    }
    #expect(withoutStageBirthdays(read.pets) == withoutStageBirthdays(Self.pets))
    #expect(AgeGroup(read.pets[2], on: .fixedToday) == .senior)
  }

  @Test func theSQLiteStore_hasAColumnForEveryField_andReadsThePetsBack() throws {
    for field in PetField.allCases {
      #expect(PetRecord.Whole(named: field.storeColumn) != nil, "PetRecord.Whole reads no \(field)")
      #expect(PetRecord.Written(named: field.storeColumn) != nil, "PetRecord.Written writes no \(field)")
    }
    try withStore(of: Self.catalog) { store in
      let columns = try store.read { db in
        try Row.fetchAll(db, sql: "PRAGMA table_info(pet)").map { $0["name"] as String }
      }
      for field in PetField.allCases { #expect(columns.contains(field.storeColumn), "the store has no \(field)") }
      #expect(try store.catalog().pets == Self.pets)
      let backed = try store.backedCatalog()
      #expect((0..<backed.petCount).map { backed.pet(at: $0) } == Self.pets)
    }
  }

  @Test func theSharedCatalogue_hasAColumnForEveryField_andReadsThePetsBack() throws {
    for field in PetField.allCases {
      #expect(SharedCatalog.columns.contains(field.sharedColumn), "SharedCatalog.Column has no \(field)")
    }
    try TestPostgres.server().withDatabase { database in
      _ = try SharedCatalog.publish(
        [CatalogImport.Source(file: "pets.json", catalog: Self.catalog)], shelter: "every", into: database.ownerAddress)
      let columns = try database.run(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'pet' ORDER BY 1"
      ).split(separator: "\n").map(String.init)
      for field in PetField.allCases {
        #expect(columns.contains(field.sharedColumn), "the shared catalogue's pet table has no \(field)")
      }
      let shared = try SharedCatalog.open(database.ownerAddress).backedCatalog()
      let backing = try #require(shared.backing)
      // A shared catalogue's pet is the shelter's that published it, whose row describes it.
      let published = Self.pets.map { pet in
        var pet = pet
        pet.shelter = "every"
        return pet
      }
      #expect((0..<backing.count).map { backing.pet(at: $0) } == published)
      #expect(backing.problem == nil)
    }
  }
}

extension StoreColumns {
  /// The case whose column is `name`.
  init?(named name: String) {
    guard let found = Self.allCases.first(where: { $0.column == name }) else { return nil }
    self = found
  }
}
