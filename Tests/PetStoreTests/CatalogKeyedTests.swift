import Foundation
import GRDB
import Testing

@testable import PetStore

/// Stars and inquiries belong to a catalogue: another catalogue's "stuart" is another pet.
@Suite struct CatalogKeyedTests {
  @Test func anotherCataloguesStuart_isNotStarred_norAskedAbout() throws {
    let folder = try TemporaryFolder()
    let here = try UserDataStore(location: folder.location, catalogue: .riverbend)
    try here.addFavorite("stuart", at: .fixed)
    _ = try here.addInquiry(
      InquiryApplication(
        petID: "stuart", applicantName: "Ada", email: "ada@example.com", childrenAtHome: false, housing: .own,
        message: "A garden."), at: .fixed)
    let there = here.scoped(to: .hillside)
    #expect(try there.favoriteIDs() == [])
    #expect(try there.inquiries() == [])
    #expect(try here.favoriteIDs() == ["stuart"])
    #expect(try here.inquiries().map(\.petID) == ["stuart"])
    // The same id starred in both is two stars; removing one leaves the other.
    try there.addFavorite("stuart", at: .fixed)
    #expect(try there.removeFavorite("stuart"))
    #expect(try here.favoriteIDs() == ["stuart"])
    // An inquiry's number is the same everywhere: `set-status 1` needs no catalogue.
    #expect(try there.inquiry(id: 1)?.petID == "stuart")
  }

  /// A version 1 file's stars and inquiries go to the catalogue they were most likely made in,
  /// and nothing is lost.
  @Test func aVersion1File_givesItsStarsAndInquiries_toTheLegacyCatalogue() throws {
    let folder = try TemporaryFolder()
    do {
      let queue = try DatabaseQueue(path: folder.databasePath)
      var migrator = DatabaseMigrator()
      migrator.registerMigration("v1-favorites-and-inquiries") { db in
        try db.execute(
          sql: """
            CREATE TABLE favorite (petID TEXT PRIMARY KEY NOT NULL, addedAt DATETIME NOT NULL);
            CREATE TABLE inquiry (
              id INTEGER PRIMARY KEY AUTOINCREMENT, petID TEXT NOT NULL, createdAt DATETIME NOT NULL,
              updatedAt DATETIME NOT NULL, status TEXT NOT NULL, applicantName TEXT NOT NULL, email TEXT NOT NULL,
              phone TEXT, childrenAtHome BOOLEAN NOT NULL, otherPets TEXT NOT NULL, housing TEXT NOT NULL,
              landlordConsent BOOLEAN NOT NULL, message TEXT NOT NULL);
            CREATE INDEX inquiry_on_petID ON inquiry(petID);
            INSERT INTO favorite VALUES ('zoe', '2026-11-20 10:00:00.000'), ('stuart', '2026-11-21 10:00:00.000');
            INSERT INTO inquiry VALUES (7, 'zoe', '2026-11-20 10:00:00.000', '2026-11-20 10:00:00.000', 'approved',
              'Grace', 'grace@example.com', NULL, 1, '', 'rent', 1, 'A sunny flat.');
            PRAGMA user_version = 1;
            """)
      }
      try migrator.migrate(queue)
      try queue.close()
    }
    let opened = try UserDataStore(location: folder.location, catalogue: .hillside, legacyCatalogue: .riverbend)
    #expect(
      try opened.appliedMigrations() == [
        "v1-favorites-and-inquiries", "v2-keyed-by-catalogue", "v3-shared-inquiry-numbers", "v4-saved-searches",
        "v5-inquiry-tokens",
      ])
    #expect(try opened.favoriteIDs() == [])
    let legacy = opened.scoped(to: .riverbend)
    #expect(try legacy.favorites().map(\.petID) == ["zoe", "stuart"])
    #expect(try legacy.inquiries().map(\.id) == [7])
    #expect(try legacy.inquiries().first?.status == .approved)
    #expect(try opened.integrityCheck() == ["ok"])
  }

  @Test func aCataloguesKey_isItsRealPath() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("pets.json")
    FileManager.default.createFile(atPath: file.path, contents: Data("{}".utf8))
    let link = folder.url.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
    let real = CatalogKey(file: file.path)
    #expect(CatalogKey(file: link.path) == real)
    #expect(CatalogKey(file: folder.url.path + "/./sub/../pets.json") == real)
    #expect(CatalogKey(file: folder.url.path + "/missing.json").text == folder.url.path + "/missing.json")
  }
}
