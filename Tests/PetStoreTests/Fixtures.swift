import Foundation

@testable import PetStore

/// A fresh folder under the temporary directory, removed when the test is done.
final class TemporaryFolder {
  let url: URL
  var path: String { url.path }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("petstore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var location: UserDataLocation { UserDataLocation(directory: url) }
  var databasePath: String { location.path }

  /// The names of the files in the folder, sorted.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  deinit {
    _ = try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    try? FileManager.default.removeItem(at: url)
  }
}

extension CatalogKey {
  /// Two catalogues, each with its own stars, inquiries and saved searches.
  static let riverbend = CatalogKey("/shelters/riverbend/pets.json")
  static let hillside = CatalogKey("/shelters/hillside/pets.json")
}

extension Date {
  /// 2026-11-21 14:03:00 UTC.
  static let fixed = Date(timeIntervalSince1970: 1_795_269_780)
}

extension InquiryApplication {
  static let ada = InquiryApplication(
    petID: "stuart", applicantName: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0958",
    childrenAtHome: true, otherPets: "One old cat", housing: .rent, landlordConsent: true,
    message: "We have a garden and I work from home.")
}
