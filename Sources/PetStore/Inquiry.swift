import Foundation
import GRDB
import PetLocalization

/// Where an adoption inquiry stands with the shelter.
public enum InquiryStatus: String, CaseIterable, Codable, Sendable {
  case submitted
  case underReview = "under-review"
  case approved, declined, withdrawn

  /// The spellings, for messages: `submitted, under-review, …`.
  public static var spellings: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Whether the applicant owns or rents their home.
public enum Housing: String, CaseIterable, Codable, Sendable {
  case own, rent
}

/// What an applicant tells the shelter, before it is stored.
public struct InquiryApplication: Equatable, Sendable {
  public var petID: String
  public var applicantName: String
  public var email: String
  /// `nil` when the applicant gave none.
  public var phone: String?
  public var childrenAtHome: Bool
  /// The applicant's other pets, in their words; empty when none.
  public var otherPets: String
  public var housing: Housing
  /// Whether a renter's landlord agrees; `false` for owners.
  public var landlordConsent: Bool
  public var message: String

  public init(
    petID: String, applicantName: String, email: String, phone: String? = nil, childrenAtHome: Bool,
    otherPets: String = "", housing: Housing, landlordConsent: Bool = false, message: String
  ) {
    self.petID = petID
    self.applicantName = applicantName
    self.email = email
    self.phone = phone
    self.childrenAtHome = childrenAtHome
    self.otherPets = otherPets
    self.housing = housing
    self.landlordConsent = landlordConsent
    self.message = message
  }
}

/// A stored adoption inquiry.
public struct Inquiry: Codable, Equatable, Sendable, Identifiable {
  public var id: Int64
  public var petID: String
  public var createdAt: Date
  /// When the status last changed (the creation time until then).
  public var updatedAt: Date
  public var status: InquiryStatus
  public var applicantName: String
  public var email: String
  public var phone: String?
  public var childrenAtHome: Bool
  public var otherPets: String
  public var housing: Housing
  public var landlordConsent: Bool
  public var message: String
  /// The shared catalogue's number for it, when it was sent to one (`--catalog postgresql://…`).
  public var sharedID: Int64?

  public init(
    id: Int64, petID: String, createdAt: Date, updatedAt: Date, status: InquiryStatus, applicantName: String,
    email: String, phone: String?, childrenAtHome: Bool, otherPets: String, housing: Housing, landlordConsent: Bool,
    message: String, sharedID: Int64? = nil
  ) {
    self.id = id
    self.petID = petID
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.status = status
    self.applicantName = applicantName
    self.email = email
    self.phone = phone
    self.childrenAtHome = childrenAtHome
    self.otherPets = otherPets
    self.housing = housing
    self.landlordConsent = landlordConsent
    self.message = message
    self.sharedID = sharedID
  }

  /// The application this inquiry was made from.
  public var application: InquiryApplication {
    InquiryApplication(
      petID: petID, applicantName: applicantName, email: email, phone: phone, childrenAtHome: childrenAtHome,
      otherPets: otherPets, housing: housing, landlordConsent: landlordConsent, message: message)
  }
}

extension Inquiry: FetchableRecord, TableRecord {
  public static let databaseTableName = "inquiry"
}

extension UserDataStore {
  /// Stores `application` as a new `submitted` inquiry and returns it; `sharedID` is the
  /// shared catalogue's number for it, when it was sent to one, and `sharedToken` the secret
  /// that reads its answers, when it was sent through the public access.
  public func addInquiry(
    _ application: InquiryApplication, at date: Date = Date(), sharedID: Int64? = nil, sharedToken: String? = nil
  ) throws -> Inquiry {
    try write(tr("cannot save the inquiry")) { db in
      try db.execute(
        sql: """
          INSERT INTO inquiry (catalogue, petID, createdAt, updatedAt, status, applicantName, email, phone,
            childrenAtHome, otherPets, housing, landlordConsent, message, sharedID, sharedToken)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          catalogue.text, application.petID, date, date, InquiryStatus.submitted.rawValue, application.applicantName,
          application.email, application.phone, application.childrenAtHome, application.otherPets,
          application.housing.rawValue, application.landlordConsent, application.message, sharedID, sharedToken,
        ])
      let id = db.lastInsertedRowID
      return Inquiry(
        id: id, petID: application.petID, createdAt: date, updatedAt: date, status: .submitted,
        applicantName: application.applicantName, email: application.email, phone: application.phone,
        childrenAtHome: application.childrenAtHome, otherPets: application.otherPets,
        housing: application.housing, landlordConsent: application.landlordConsent, message: application.message,
        sharedID: sharedID)
    }
  }

  /// This catalogue's latest inquiry about `petID` kept here and not sent: on a shared
  /// catalogue, one whose server could not be reached (it has no shared number yet), sent when
  /// the person asks again. Meaningless for a file's catalogue, whose inquiries all stay here.
  public func unsentInquiry(petID: String) throws -> Inquiry? {
    try read(tr("cannot read the inquiries")) { db in
      try Inquiry.filter(Column("catalogue") == catalogue.text && Column("petID") == petID && Column("sharedID") == nil)
        .order(Column("id").desc).fetchOne(db)
    }
  }

  /// Inquiry `id`, kept and not sent, now holds `application` (what was typed last) as of `date`.
  @discardableResult
  public func replaceUnsent(_ id: Int64, with application: InquiryApplication, at date: Date = Date()) throws
    -> Inquiry?
  {
    try write(tr("cannot save the inquiry")) { db in
      try db.execute(
        sql: """
          UPDATE inquiry SET createdAt = ?, updatedAt = ?, applicantName = ?, email = ?, phone = ?,
            childrenAtHome = ?, otherPets = ?, housing = ?, landlordConsent = ?, message = ?
          WHERE id = ? AND sharedID IS NULL
          """,
        arguments: [
          date, date, application.applicantName, application.email, application.phone, application.childrenAtHome,
          application.otherPets, application.housing.rawValue, application.landlordConsent, application.message, id,
        ])
      return try Inquiry.fetchOne(db, key: id)
    }
  }

  /// Inquiry `id`, kept and not sent, was sent: it takes the shared catalogue's number and secret
  /// and the server's time, and `application` (what was sent).
  @discardableResult
  public func markSent(
    _ id: Int64, application: InquiryApplication, sharedID: Int64, sharedToken: String?, at date: Date
  ) throws -> Inquiry? {
    try write(tr("cannot save the inquiry")) { db in
      try db.execute(
        sql: """
          UPDATE inquiry SET createdAt = ?, updatedAt = ?, applicantName = ?, email = ?, phone = ?,
            childrenAtHome = ?, otherPets = ?, housing = ?, landlordConsent = ?, message = ?,
            sharedID = ?, sharedToken = ?
          WHERE id = ? AND sharedID IS NULL
          """,
        arguments: [
          date, date, application.applicantName, application.email, application.phone, application.childrenAtHome,
          application.otherPets, application.housing.rawValue, application.landlordConsent, application.message,
          sharedID, sharedToken, id,
        ])
      return try Inquiry.fetchOne(db, key: id)
    }
  }

  /// The shared numbers and secrets of this catalogue's inquiries sent through its public
  /// access, oldest first: what reads their answers.
  public func sharedTokens() throws -> [(sharedID: Int64, token: String)] {
    try read(tr("cannot read the inquiries")) { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT sharedID, sharedToken FROM inquiry
          WHERE catalogue = ? AND sharedID IS NOT NULL AND sharedToken IS NOT NULL ORDER BY id
          """, arguments: [catalogue.text]
      ).map { ($0["sharedID"], $0["sharedToken"]) }
    }
  }

  /// Gives this catalogue's copies of inquiries sent to a shared catalogue the status the shelter
  /// gave them there (`answers`: a shared number, its status and when it changed); returns how
  /// many copies changed.
  @discardableResult
  public func recordAnswers(_ answers: [(sharedID: Int64, status: InquiryStatus, updatedAt: Date)]) throws -> Int {
    try write(tr("cannot save the shelter's answers")) { db in
      var changed = 0
      for answer in answers {
        try db.execute(
          sql: """
            UPDATE inquiry SET status = ?, updatedAt = ?
            WHERE catalogue = ? AND sharedID = ? AND status <> ?
            """,
          arguments: [
            answer.status.rawValue, answer.updatedAt, catalogue.text, answer.sharedID, answer.status.rawValue,
          ])
        changed += db.changesCount
      }
      return changed
    }
  }

  /// Every inquiry about this store's catalogue, oldest first; only those about `petID` when given.
  public func inquiries(petID: String? = nil) throws -> [Inquiry] {
    try read(tr("cannot read the inquiries")) { db in
      var request = Inquiry.filter(Column("catalogue") == catalogue.text).order(Column("id"))
      if let petID { request = request.filter(Column("petID") == petID) }
      return try request.fetchAll(db)
    }
  }

  /// The inquiry numbered `id`, if there is one.
  public func inquiry(id: Int64) throws -> Inquiry? {
    try read(trf(tr("cannot read inquiry %1$@"), id)) { try Inquiry.fetchOne($0, key: id) }
  }

  /// Sets the status of inquiry `id` and returns it, or `nil` when there is no such inquiry.
  @discardableResult
  public func setStatus(_ status: InquiryStatus, ofInquiry id: Int64, at date: Date = Date()) throws -> Inquiry? {
    try write(trf(tr("cannot change the status of inquiry %1$@"), id)) { db in
      try db.execute(
        sql: "UPDATE inquiry SET status = ?, updatedAt = ? WHERE id = ?", arguments: [status.rawValue, date, id])
      return try Inquiry.fetchOne(db, key: id)
    }
  }
}

/// What a message in an inquiry's conversation may be (issue 43, point 4): text of 1 to 2,000
/// characters with no control character but line breaks and tabs. A shared catalogue's server
/// checks the same (a check constraint); `petcards` and the window say it before sending.
public enum MessageText {
  /// The longest message a shared catalogue keeps, in characters.
  public static let maximumLength = 2_000

  /// What is wrong with `text` as a message (empty, too long, a control character other than
  /// a line break or a tab), or `nil`.
  public static func problem(with text: String) -> String? {
    if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return tr("a message needs some text")
    }
    if text.count > maximumLength {
      // TRANSLATORS: %1$lld is the longest message, %2$lld the length given.
      return trf(tr("a message is at most %1$lld characters; this one is %2$lld"), maximumLength, text.count)
    }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
      return tr("a message may not hold control characters (only line breaks and tabs)")
    }
    return nil
  }
}
