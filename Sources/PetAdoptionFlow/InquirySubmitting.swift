import Foundation
import PetStore

/// Where sent inquiries go. `UserDataStore` is one; tests pass a fake.
///
/// Called on the view model's background scheduler, never on the main thread.
public protocol InquirySubmitting: Sendable {
  /// Stores `application` as a new inquiry; throws when it was not saved.
  func submitInquiry(_ application: InquiryApplication) throws -> Inquiry
  /// Every stored inquiry, oldest first.
  func storedInquiries() throws -> [Inquiry]
}

extension UserDataStore: InquirySubmitting {
  public func submitInquiry(_ application: InquiryApplication) throws -> Inquiry {
    try addInquiry(application, at: Date())
  }

  public func storedInquiries() throws -> [Inquiry] {
    try inquiries()
  }
}

/// Everything the window saves: favourites and inquiries. `UserDataStore` is one; tests pass a
/// fake that can fail.
public typealias UserDataStoring = FavoriteStoring & InquirySubmitting
