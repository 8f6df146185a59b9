import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// Every photo a listing gives (issue 42, point 3): each format's list, in its order, the largest
/// size each gives, with its pixels where the source says; the first is the picture. A photo
/// that is not a web address is left out with one line; the others stay.
@Suite struct ListingPhotoTests {
  static let today = CalendarDate(2026, 11, 25)

  static func read(_ name: String) throws -> ShelterListing {
    try ShelterListing.read(path: ListingSamples.path(name), options: ListingOptions(currency: "USD", today: today))
  }

  static func pet(_ id: String, in listing: ShelterListing) throws -> Pet {
    try #require(listing.pets.first { $0.id == id })
  }

  @Test func petfinder_keepsEveryPhoto_atItsFullSize() throws {
    let biscuit = try Self.pet("pf-700101", in: try Self.read("petfinder-page-1.json"))
    #expect(biscuit.photos.map(\.address) == (1...3).map { "https://pictures.example.org/petfinder/700101/\($0)" })
    #expect(biscuit.image == "https://pictures.example.org/petfinder/700101/1")
    #expect(biscuit.photos.allSatisfy { $0.width == nil && $0.height == nil })
  }

  /// A page of one organisation's animals takes its contact's email, where inquiries go; a page
  /// of several organisations has none (issue 42, point 4).
  @Test func petfinder_oneOrganisationsPage_givesTheShelterEmail() throws {
    #expect(try Self.read("petfinder-page-1.json").shelterEmail == "adopt@river-rescue.example.org")
    let twoOrganisations = try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("page.json").path
      let animal = { (id: Int, organisation: String, email: String) in
        #"{"id": \#(id), "organization_id": "\#(organisation)", "species": "Dog", "age": "Adult", "gender": "Male", "#
          + #""name": "Dog \#(id)", "published_at": "2026-11-01T00:00:00+0000", "contact": {"email": "\#(email)"}}"#
      }
      let text =
        #"{"animals": ["# + animal(1, "OR1", "a@one.example.org") + ", " + animal(2, "OR2", "b@two.example.org") + "]}"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return try ShelterListing.read(path: path, options: ListingOptions(today: Self.today))
    }
    #expect(twoOrganisations.pets.count == 2)
    #expect(twoOrganisations.shelterEmail == nil)
  }

  @Test func rescueGroups_keepsEveryPicture_inItsOrder_withItsPixels() throws {
    let listing = try Self.read("rescuegroups.json")
    let pet = try Self.pet("rg-9001", in: listing)
    #expect(
      pet.photos == [
        Photo("https://pictures.example.org/rg/9001-a.jpg", width: 1_024, height: 768),
        Photo("https://pictures.example.org/rg/9001-b.jpg"),
      ])
    #expect(pet.image == "https://pictures.example.org/rg/9001-a.jpg")
  }

  @Test(arguments: ["asm3-adoptable.json", "asm3-adoptable.csv"])
  func asm3_keepsEveryPhotoURL(file: String) throws {
    let listing = try Self.read(file)
    let rosie = try Self.pet("asm-101", in: listing)
    #expect(
      rosie.photos.map(\.address) == [
        "https://pictures.example.org/asm/101.jpg", "https://pictures.example.org/asm/101-2.jpg",
      ])
  }

  /// A spreadsheet's photo columns (`Photo`, `Photo 2`, `Picture URL 3`), each cell one address or
  /// several; one that is not a web address is left out with a line naming it, the rest kept.
  @Test func aSpreadsheetsPhotoColumns_areEveryPhoto_inColumnOrder() throws {
    let text = """
      Animal ID,Name,Species,Age,In Date,Photo,Photo 2,Picture URL 3
      A1,Rex,Dog,2 years,11/01/2026,https://p.example.org/a1-1.jpg,https://p.example.org/a1-2.jpg,https://p.example.org/a1-3.jpg https://p.example.org/a1-4.jpg
      A2,Tom,Cat,3 years,11/02/2026,,C:\\Photos\\tom.jpg,https://p.example.org/a2.jpg
      A3,Ida,Cat,4 years,11/03/2026,,,

      """
    let (listing, path) = try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("adoptable.csv").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return (
        try ShelterListing.read(path: path, options: ListingOptions(dateOrder: .monthDayYear, today: Self.today)), path
      )
    }
    #expect(listing.columns.map(\.field).suffix(3).allSatisfy { $0 == "photos" })
    #expect(listing.pets.map(\.photos.count) == [4, 1, 0])
    #expect(listing.pets[0].photos.map(\.address).last == "https://p.example.org/a1-4.jpg")
    #expect(listing.pets[1].image == "https://p.example.org/a2.jpg")
    #expect(listing.pets[2].image == "")
    #expect(
      listing.notes.map(\.description).filter { $0.contains("photo") } == [
        "warning: \(path): row 3 (id \"a2\", \"Tom\"): "
          + #"1 photo, "C:\Photos\tom.jpg" (field "Photo"), is not a web address and is left out"#
      ])
  }
}
