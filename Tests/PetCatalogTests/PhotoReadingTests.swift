import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// Every photo of a pet in the project's JSON (issue 42, point 3): read by the fast path, the
/// full reader and the stream alike, on good input and bad; written back only when the pet has
/// them, so a catalogue of pictures alone is written as it always was.
@Suite struct PhotoReadingTests {
  static func catalogue(_ fields: String, image: String? = "\"image\": \"\", ") -> [UInt8] {
    let pet = """
      {"id": "rogers", "name": "Rogers", "species": "dog", "breed": "Beagle", "sex": "male",
       "birthday": "2022-01-01", "rarity": "common", \(image ?? "")"size": "medium", "description": "A dog.",
       "intakeDate": "2026-01-01", "status": "available"\(fields)}
      """
    return Array("{\"pets\": [\(pet)]}".utf8)
  }

  static func load(_ bytes: [UInt8]) throws -> Catalog {
    try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(bytes), file: "pets.json", directory: nil)
  }

  @Test func everyPhoto_isRead_inOrder_withItsSize_byEveryReader() throws {
    let bytes = Self.catalogue(
      """
      , "photos": [{"url": "https://pictures.example.org/rogers/1.jpg", "width": 1200, "height": 900},
        "https://pictures.example.org/rogers/2.jpg", {"url": "https://pictures.example.org/rogers/3.jpg"}]
      """, image: #""image": "https://pictures.example.org/rogers/1.jpg", "#)
    var (loaded, streamed) = (0, 0)
    #expect(ReaderFuzzTests.disagreement(bytes, "photos", loaded: &loaded, streamed: &streamed) == nil)
    let catalog = try Self.load(bytes)
    #expect(catalog.pets.map(\.photos) == [Pet.rogers.photos])
    #expect(catalog.pets.map(\.image) == ["https://pictures.example.org/rogers/1.jpg"])
    #expect(catalog.pets.first?.gallery == Pet.rogers.photos)
  }

  /// A pet with photos and no `image` shows the first of them.
  @Test func withoutAnImage_thePictureIsTheFirstPhoto() throws {
    let bytes = Self.catalogue(#", "photos": ["pictures/rogers-1.jpg", "pictures/rogers-2.jpg"]"#, image: nil)
    var (loaded, streamed) = (0, 0)
    #expect(ReaderFuzzTests.disagreement(bytes, "photos, no image", loaded: &loaded, streamed: &streamed) == nil)
    let pet = try #require(try Self.load(bytes).pets.first)
    #expect(pet.image == "pictures/rogers-1.jpg")
    #expect(pet.gallery.map(\.address) == ["pictures/rogers-1.jpg", "pictures/rogers-2.jpg"])
  }

  @Test(arguments: [
    (
      #", "photos": "https://pictures.example.org/a.jpg""#,
      #"expected a list of photos, found "https://pictures.example.org/a.jpg""#
    ),
    (#", "photos": [7]"#, "photo 1: expected an address or an object, found the number 7"),
    (#", "photos": ["https://pictures.example.org/a.jpg", ""]"#, #"photo 2: expected an address, found """#),
    (
      #", "photos": ["/etc/passwd"]"#,
      #"photo 1: expected a path relative to the catalogue's folder, found the absolute path "/etc/passwd""#
    ),
    (
      #", "photos": ["../secret.jpg"]"#,
      #"photo 1: expected a path inside the catalogue's folder, found "../secret.jpg", which leaves it"#
    ),
    (#", "photos": [{"width": 10}]"#, #"photo 1: expected its address in "url", found nothing"#),
    (
      #", "photos": [{"url": "a.jpg", "width": 0}]"#,
      "photo 1: expected width in whole pixels, 1 to 100000, found the number 0"
    ),
    (
      #", "photos": [{"url": "a.jpg", "height": "900"}]"#,
      #"photo 1: expected height in whole pixels, 1 to 100000, found "900""#
    ),
    (#", "photos": [{"url": "a.jpg", "alt": "Rogers"}]"#, #"photo 1: expected url, width and height, found "alt""#),
  ])
  func aWrongPhoto_isNamed_andEveryReaderAgrees(fields: String, problem: String) throws {
    let bytes = Self.catalogue(fields)
    var (loaded, streamed) = (0, 0)
    #expect(ReaderFuzzTests.disagreement(bytes, fields, loaded: &loaded, streamed: &streamed) == nil)
    let error = #expect(throws: CatalogError.self) { try Self.load(bytes) }
    #expect(
      error?.problems.map(\.description) == [#"pets.json: pets[0] (id "rogers", "Rogers"), field "photos": "# + problem]
    )
    #expect(error?.exitCode == 65)
  }

  @Test func theWriter_writesThePhotos_onlyWhenThePetHasThem() throws {
    let json = CatalogWriter.json(shelter: nil, fees: nil, pets: [.rogers, .template])
    #expect(
      json.contains(
        #""photos": [{"url": "https://pictures.example.org/rogers/1.jpg", "width": 1200, "height": 900}, "#
          + #""https://pictures.example.org/rogers/2.jpg", "https://pictures.example.org/rogers/3.jpg"]"#))
    #expect(json.components(separatedBy: "\"photos\"").count == 2)
    #expect(try Self.load(Array(json.utf8)).pets == [.rogers, .template])
  }

  /// The photos a card shows in turn: every photo; the picture first when it is not among them;
  /// the picture alone; none.
  @Test func theGallery_isThePhotos_orThePictureAlone() {
    #expect(Pet.rogers.gallery == Pet.rogers.photos)
    var other = Pet.rogers
    other.image = "pictures/rogers.svg"
    #expect(other.gallery.map(\.address) == ["pictures/rogers.svg"] + Pet.rogers.photos.map(\.address))
    #expect(Pet.stuart.gallery == [Photo("pictures/stuart.svg")])
    #expect(Pet.adultOnly.gallery == [])
  }

  /// What a store keeps is what it reads back; text that is not such a list is no photos at all.
  @Test func theStoredText_readsBack() {
    #expect(Photo.photos(stored: Photo.text(Pet.rogers.photos)) == Pet.rogers.photos)
    #expect(Photo.photos(stored: "") == [])
    #expect(Photo.photos(stored: "[]") == [])
    #expect(Photo.photos(stored: "not json") == nil)
    #expect(Photo.photos(stored: #"["/etc/passwd"]"#) == nil)
  }
}
