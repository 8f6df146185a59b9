import Foundation
import PetAdoptionFlow
import PetStore

/// A store in memory that can be told to fail, recording what it was asked.
public final class FakeStore: UserDataStoring, @unchecked Sendable {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private let lock = NSLock()
  private var ids: Set<String>
  private var nextFailure: String?
  public private(set) var calls: [String] = []
  public private(set) var submitted: [InquiryApplication] = []

  /// Inquiries stored before the test, oldest first, and those another program stored since.
  private var earlier: [Inquiry]
  private var outsideChanges = 0

  /// Whether it stands for a shared catalogue's, whose inquiries reach the shelter: then each
  /// inquiry sent gets the shelter's number too (its own number plus 100).
  public let reachesShelter: Bool

  public init(favorites: Set<String> = [], inquiries: [Inquiry] = [], reachesShelter: Bool = false) {
    ids = favorites
    earlier = inquiries
    self.reachesShelter = reachesShelter
  }

  /// Changes the store as another program would: `change` may replace the favourites and the
  /// inquiries stored before; the change count moves on.
  public func changeFromOutside(_ change: (inout Set<String>, inout [Inquiry]) -> Void) {
    lock.withLock {
      change(&ids, &earlier)
      outsideChanges += 1
    }
  }

  /// The catalogues the window asked for, in order.
  public private(set) var catalogues: [CatalogKey] = []

  /// This fake holds one catalogue's data: it records the catalogue asked for, and is itself.
  public func forCatalogue(_ catalogue: CatalogKey) -> any UserDataStoring {
    lock.withLock { catalogues.append(catalogue) }
    return self
  }

  public func outsideChangeCount() throws -> Int {
    lock.withLock { outsideChanges }
  }

  /// Makes the next save throw an error described as `message`.
  public func failNext(_ message: String) {
    lock.withLock { nextFailure = message }
  }

  private func takeFailure() throws {
    let failure = lock.withLock { () -> String? in
      defer { nextFailure = nil }
      return nextFailure
    }
    if let failure { throw Failure(description: failure) }
  }

  public func favoriteIDs() throws -> Set<String> {
    try takeFailure()
    return lock.withLock { ids }
  }

  public func setFavorite(_ petID: String, _ isFavorite: Bool) throws {
    lock.withLock { calls.append("\(isFavorite ? "add" : "remove") \(petID)") }
    try takeFailure()
    _ = lock.withLock { isFavorite ? ids.insert(petID).inserted : ids.remove(petID) != nil }
  }

  public func submitInquiry(_ application: InquiryApplication) throws -> Inquiry {
    try takeFailure()
    return lock.withLock {
      submitted.append(application)
      var inquiry = Self.inquiry(application, id: Int64(earlier.count + submitted.count), at: Self.sentDate)
      if reachesShelter { inquiry.sharedID = inquiry.id + 100 }
      return inquiry
    }
  }

  /// The inquiries given at the start, then those sent; reading never fails.
  public func storedInquiries() throws -> [Inquiry] {
    lock.withLock {
      earlier
        + submitted.enumerated().map { number, application in
          Self.inquiry(application, id: Int64(earlier.count + number + 1), at: Self.sentDate)
        }
    }
  }

  /// The saved searches, by name: their flags and the pets each has shown.
  private var searches: [String: (flags: [String], seen: Set<String>)] = [:]

  /// When the fake says every search was saved and asked: `sentDate`.
  public func savedSearches() throws -> [SavedSearch] {
    try takeFailure()
    return lock.withLock {
      searches.sorted { $0.key < $1.key }.map {
        SavedSearch(name: $0.key, flags: $0.value.flags, savedAt: Self.sentDate, checkedAt: Self.sentDate)
      }
    }
  }

  @discardableResult public func saveSearch(_ name: String, flags: [String], showing: [String]) throws -> Bool {
    lock.withLock { calls.append("save search \(name)") }
    try takeFailure()
    return lock.withLock {
      defer { searches[name] = (flags, Set(showing)) }
      return searches[name] == nil
    }
  }

  @discardableResult public func deleteSavedSearch(_ name: String) throws -> Bool {
    lock.withLock { calls.append("delete search \(name)") }
    try takeFailure()
    return lock.withLock { searches.removeValue(forKey: name) != nil }
  }

  public func newPets(of name: String, showing: [String], marking: Bool) throws -> [String] {
    try takeFailure()
    return lock.withLock {
      let seen = searches[name]?.seen ?? []
      let new = showing.filter { !seen.contains($0) }
      if marking { searches[name]?.seen.formUnion(new) }
      return new
    }
  }

  /// When the fake says every inquiry it is sent was made: 2026-11-21 14:03 UTC.
  public static let sentDate = Date(timeIntervalSince1970: 1_795_269_780)

  /// The stored inquiry `application` becomes, numbered `id`, made `date`.
  public static func inquiry(_ application: InquiryApplication, id: Int64, at date: Date) -> Inquiry {
    Inquiry(
      id: id, petID: application.petID, createdAt: date, updatedAt: date, status: .submitted,
      applicantName: application.applicantName, email: application.email, phone: application.phone,
      childrenAtHome: application.childrenAtHome, otherPets: application.otherPets, housing: application.housing,
      landlordConsent: application.landlordConsent, message: application.message)
  }
}
