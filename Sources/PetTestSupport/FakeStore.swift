import Foundation
import PetAdoptionFlow
import PetStore

/// A store in memory that can be told to fail, recording what it was asked.
public final class FakeStore: FavoriteStoring, InquirySubmitting, @unchecked Sendable {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private let lock = NSLock()
  private var ids: Set<String>
  private var nextFailure: String?
  public private(set) var calls: [String] = []
  public private(set) var submitted: [InquiryApplication] = []

  public init(favorites: Set<String> = []) {
    ids = favorites
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
      let date = Date(timeIntervalSince1970: 1_795_269_780)
      return Inquiry(
        id: Int64(submitted.count), petID: application.petID, createdAt: date, updatedAt: date, status: .submitted,
        applicantName: application.applicantName, email: application.email, phone: application.phone,
        childrenAtHome: application.childrenAtHome, otherPets: application.otherPets, housing: application.housing,
        landlordConsent: application.landlordConsent, message: application.message)
    }
  }
}
