import Foundation
import PetAdoptionFlow
import PetCatalog
import PetCatalogStore
import PetLocalization
import PetStore

/// What a window on a shared catalogue keeps for its person: the stars on this computer, as
/// for any catalogue, and inquiries sent to the shelter's database, with a copy kept here that
/// takes the shelter's answer whenever the inquiries are read again (docs/shared-catalogue.md).
///
/// Called on the view model's background scheduler; its connection is its own, made when first
/// needed and made again after a failure (the server restarted, say).
public final class SharedCatalogUserData: UserDataStoring, @unchecked Sendable {
  private let local: UserDataStore
  private let address: String
  private let lock = NSLock()
  // Guarded by `lock`.
  private var connection: SharedCatalog?
  private var lastSignature = ""
  /// Why the server refused the role, once it has: then it is not asked again.
  private var refused: CatalogError?

  /// The user data `local` keeps for the shared catalogue at `address`.
  public init(local: UserDataStore, address: String) {
    self.local = local
    self.address = address
  }

  /// Runs `body` with the catalogue's connection; a failed call drops it, so the next connects anew.
  private func withCatalogue<T>(_ body: (SharedCatalog) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    // A role the server refused (a wrong password) is not tried again: the window asks every
    // second, and a server's log filled with failed logins locks accounts (issue 43, point 3).
    // A password the person gave since (the window's dialog) is tried: the server may take it.
    if let refused {
      guard let wanted = refused.passwordWanted, CataloguePasswords.given(for: wanted.login) != nil else {
        throw refused
      }
      self.refused = nil
    }
    let catalogue: SharedCatalog
    if let connection {
      catalogue = connection
    } else {
      do {
        catalogue = try SharedCatalog.open(address)
      } catch {
        if error.kind == .notPermitted { refused = error }
        throw error
      }
    }
    connection = catalogue
    do {
      return try body(catalogue)
    } catch {
      connection = nil
      throw error
    }
  }

  public func favoriteIDs() throws -> Set<String> { try local.favoriteIDs() }

  public func setFavorite(_ petID: String, _ isFavorite: Bool) throws { try local.setFavorite(petID, isFavorite) }

  /// Sends `application` to the shelter, then keeps its copy here under the shelter's number.
  /// While the server cannot be reached it is kept here unsent (`InquiryKeptUnsent`), one per
  /// pet, and sent by the next `submitInquiry` about that pet (issue 43, point 5).
  public func submitInquiry(_ application: InquiryApplication) throws -> Inquiry {
    let unsent = try local.unsentInquiry(petID: application.petID)
    let sent: SharedInquiry
    do {
      sent = try withCatalogue { try $0.addInquiry(application) }
    } catch let error as CatalogError where [.unavailable, .temporary].contains(error.kind) {
      let kept =
        try unsent.flatMap { try local.replaceUnsent($0.id, with: application) }
        ?? local.addInquiry(application, at: Date())
      throw InquiryKeptUnsent(kept: kept, reason: error.problems.map(\.description).joined(separator: "; "))
    }
    if let unsent,
      let inquiry = try local.markSent(
        unsent.id, application: application, sharedID: sent.inquiry.id, sharedToken: sent.token,
        at: sent.inquiry.createdAt)
    {
      return inquiry
    }
    return try local.addInquiry(
      application, at: sent.inquiry.createdAt, sharedID: sent.inquiry.id, sharedToken: sent.token)
  }

  /// The copies kept here, with the shelter's answers as the server has them now; as they were
  /// last known when it cannot be asked.
  public func storedInquiries() throws -> [Inquiry] {
    // Through the public access, the inquiries whose secrets this computer keeps.
    if let answers = try? withCatalogue({ catalogue in
      try catalogue.isPublicAccess() ? catalogue.publicInquiries(local.sharedTokens()) : catalogue.inquiries()
    }) {
      try local.recordAnswers(answers.map { ($0.inquiry.id, $0.inquiry.status, $0.inquiry.updatedAt) })
    }
    return try local.inquiries()
  }

  public var reachesShelter: Bool { true }

  /// Writes `text` in the conversation of inquiry `sharedID` (through the public access, with
  /// the secret kept here); a refusal is thrown as the server's.
  public func sendMessage(_ text: String, aboutInquiry sharedID: Int64) throws {
    let token = try local.sharedTokens().first { $0.sharedID == sharedID }?.token
    let written = try withCatalogue { catalogue in
      try catalogue.addMessage(text, toInquiry: sharedID, token: try catalogue.isPublicAccess() ? token : nil)
    }
    guard case .failure = written else { return }
    throw CatalogError(
      .notPermitted, file: SharedCatalog.describe(address),
      // TRANSLATORS: after a server's address; %1$lld is the shelter's number for an inquiry.
      trf(tr("does not let this login write in inquiry %1$lld's conversation"), sharedID))
  }

  /// The inquiries sent to the shelters this login acts for, asked of the server; none through
  /// the public access (it reads no one's) or while the server cannot be asked.
  public func receivedInquiries() throws -> [ReceivedInquiry] {
    let found = try? withCatalogue { catalogue in
      try catalogue.isPublicAccess() ? [] : catalogue.receivedInquiries()
    }
    return (found ?? []).map {
      ReceivedInquiry(
        id: $0.inquiry.id, petID: $0.inquiry.petID, petName: $0.petName, applicantName: $0.inquiry.applicantName)
    }
  }

  /// The shelter's latest message in each inquiry sent from here, asked of the server (through
  /// the public access, by the secrets kept here); none while it cannot be asked.
  public func shelterMessages() throws -> [Int64: ShelterMessage] {
    let ids = try local.inquiries().compactMap(\.sharedID)
    guard !ids.isEmpty else { return [:] }
    let tokens = try local.sharedTokens()
    let latest = try? withCatalogue { catalogue in
      try catalogue.latestShelterMessages(ofInquiries: ids, tokens: catalogue.isPublicAccess() ? tokens : [])
    }
    return (latest ?? [:]).mapValues { ShelterMessage(createdAt: $0.createdAt, body: $0.body) }
  }

  /// Changes when this computer's stars or inquiries change, and when the shelter answers an
  /// inquiry (asked of the server, as the window asks every second; while the server cannot be
  /// reached, its last answer stands).
  public func outsideChangeCount() throws -> Int {
    let count = try local.outsideChangeCount()
    let answers = try? withCatalogue { catalogue in
      try catalogue.isPublicAccess() ? publicSignature(catalogue) : catalogue.inquiriesSignature()
    }
    lock.lock()
    if let answers { lastSignature = answers }
    let signature = lastSignature
    lock.unlock()
    var hasher = Hasher()
    hasher.combine(count)
    hasher.combine(signature)
    return hasher.finalize()
  }

  /// Through the public access, which may not read the inquiries' table: the statuses of
  /// those sent from here and their shelters' latest messages, read by their secrets (none
  /// asked when none was sent).
  private func publicSignature(_ catalogue: SharedCatalog) throws -> String {
    let tokens = try local.sharedTokens()
    guard !tokens.isEmpty else { return "" }
    let statuses = try catalogue.publicInquiries(tokens).map { "\($0.inquiry.id) \($0.inquiry.status.rawValue)" }
    let messages = try catalogue.latestShelterMessages(ofInquiries: [], tokens: tokens).values.map { "\($0.id)" }
    return statuses.joined(separator: ",") + "|" + messages.sorted().joined(separator: ",")
  }

  // Saved searches are this computer's alone.
  public func savedSearches() throws -> [SavedSearch] { try local.savedSearches() }

  @discardableResult public func saveSearch(_ name: String, flags: [String], showing: [String]) throws -> Bool {
    try local.saveSearch(name, flags: flags, showing: showing)
  }

  @discardableResult public func deleteSavedSearch(_ name: String) throws -> Bool {
    try local.deleteSavedSearch(name)
  }

  public func newPets(of name: String, showing: [String], marking: Bool) throws -> [String] {
    try local.newPets(of: name, showing: showing, marking: marking)
  }

  /// Another catalogue, opened after this one: a file's, kept here alone.
  public func forCatalogue(_ catalogue: CatalogKey) -> any UserDataStoring {
    local.scoped(to: catalogue)
  }
}
