import Foundation
import PetLocalization
import PetStore

/// Where sent inquiries go. `UserDataStore` is one; tests pass a fake.
///
/// Called on the view model's background scheduler, never on the main thread.
public protocol InquirySubmitting: Sendable {
  /// Stores `application` as a new inquiry; throws when it was not saved.
  func submitInquiry(_ application: InquiryApplication) throws -> Inquiry
  /// Every stored inquiry, oldest first.
  func storedInquiries() throws -> [Inquiry]
  /// Whether a submitted inquiry reaches the shelter itself (a shared catalogue's database),
  /// rather than staying on this computer until it is emailed.
  var reachesShelter: Bool { get }
  /// The latest message the shelter wrote about each stored inquiry that reached it, by the
  /// shared catalogue's number for it (issue 43, point 4).
  func shelterMessages() throws -> [Int64: ShelterMessage]
  /// The inquiries others sent to the shelters this login acts for (a shelter's role on a
  /// shared catalogue), oldest first; none for an adopter (issue 43, point 4).
  func receivedInquiries() throws -> [ReceivedInquiry]
  /// Writes `text` in the conversation of the inquiry the shelter numbers `sharedID`, as its
  /// sender (issue 43, point 4); throws when it was not written.
  func sendMessage(_ text: String, aboutInquiry sharedID: Int64) throws
}

extension InquirySubmitting {
  public var reachesShelter: Bool { false }
  public func shelterMessages() throws -> [Int64: ShelterMessage] { [:] }
  public func receivedInquiries() throws -> [ReceivedInquiry] { [] }
  public func sendMessage(_ text: String, aboutInquiry sharedID: Int64) throws {
    throw MessagesNotKept()
  }
}

/// Inquiries kept on this computer alone hold no conversation: only a shared catalogue's reach
/// the shelter.
public struct MessagesNotKept: Error, CustomStringConvertible {
  public init() {}
  public var description: String { tr("only a shared catalogue's inquiries hold a conversation with the shelter") }
}

/// An inquiry a shelter received, as its window tells of it.
public struct ReceivedInquiry: Equatable, Sendable {
  /// The shared catalogue's number for it.
  public var id: Int64
  public var petID: String
  public var petName: String
  public var applicantName: String

  public init(id: Int64, petID: String, petName: String, applicantName: String) {
    self.id = id
    self.petID = petID
    self.petName = petName
    self.applicantName = applicantName
  }
}

/// A message the shelter wrote in an inquiry's conversation, as the adopter's card shows it:
/// text, never markup.
public struct ShelterMessage: Equatable, Sendable {
  public var createdAt: Date
  public var body: String

  public init(createdAt: Date, body: String) {
    self.createdAt = createdAt
    self.body = body
  }
}

/// An inquiry to a shared catalogue whose server could not be reached (`reason`, naming it):
/// kept on this computer as `kept`, not sent, and sent when the person sends it again (issue
/// 43, point 5). Thrown by `submitInquiry`; the form says it plainly.
public struct InquiryKeptUnsent: Error, Sendable {
  public var kept: Inquiry
  public var reason: String

  public init(kept: Inquiry, reason: String) {
    self.kept = kept
    self.reason = reason
  }
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
/// A store other programs may change too (`petcards favorite add`, `petcards inquiries
/// set-status`, another window).
public protocol OutsideChangeCounting: Sendable {
  /// A number that changes when another program has changed the store, and only then.
  func outsideChangeCount() throws -> Int
}

extension UserDataStore: OutsideChangeCounting {}

/// Everything the window keeps for a person: stars, inquiries and saved searches, per catalogue.
public protocol UserDataStoring: FavoriteStoring, InquirySubmitting, OutsideChangeCounting, SavedSearchStoring {
  /// The same store, for the stars and inquiries of `catalogue` (a catalogue opened later).
  func forCatalogue(_ catalogue: CatalogKey) -> any UserDataStoring
}

extension UserDataStore: UserDataStoring {
  public func forCatalogue(_ catalogue: CatalogKey) -> any UserDataStoring {
    scoped(to: catalogue)
  }
}
