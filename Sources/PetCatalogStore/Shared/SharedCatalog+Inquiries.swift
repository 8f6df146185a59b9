import Foundation
import PetCatalog
import PetLocalization
import PetStore

/// An adoption inquiry as a shared catalogue keeps it: what the adopter sent, with the pet's
/// name and the shelter it went to.
public struct SharedInquiry: Equatable, Sendable {
  /// The inquiry; its `id` is the shared catalogue's number for it.
  public var inquiry: Inquiry
  public var petName: String
  public var shelterID: String
  public var shelterName: String
  /// The secret that reads it and its answers, when it was sent through the public access
  /// now: the sender keeps it (never shown).
  public var token: String?

  public init(inquiry: Inquiry, petName: String, shelterID: String, shelterName: String) {
    self.inquiry = inquiry
    self.petName = petName
    self.shelterID = shelterID
    self.shelterName = shelterName
  }
}

/// Inquiries that reach the shelter (docs/shared-catalogue.md). Which ones a role reads, sends
/// and answers is the server's to decide (`SharedCatalogSchema.inquiries`): an adopter's role
/// its own, a shelter's those about its shelters' pets, the owner every one.
extension SharedCatalog {
  /// Sends `application` to the shelter of its pet, as the connected role, and returns it as
  /// the shelter sees it.
  public func addInquiry(_ application: InquiryApplication) throws(CatalogError) -> SharedInquiry {
    try checkKeepsInquiries()
    let isPublic = try isPublicAccess()
    for (field, text) in [
      ("applicantName", application.applicantName), ("email", application.email), ("phone", application.phone ?? ""),
      ("otherPets", application.otherPets), ("message", application.message),
    ] where text.utf8.contains(0) {
      throw CatalogError(
        .invalid, file: server,
        trf(tr("the inquiry's %1$@ holds a NUL character, which a shared catalogue cannot keep"), field))
    }
    let values = [
      application.petID, application.applicantName, application.email, application.phone,
      Self.flag(application.childrenAtHome), application.otherPets, application.housing.rawValue,
      Self.flag(application.landlordConsent), application.message,
    ]
    return try asking {
      // Through the public access, the server's function sends it and makes its secret, the
      // only key to its answers, which the sender keeps.
      let (id, token): (String?, String?) =
        isPublic
        ? try connection.execute(
          "SELECT number, secret FROM send_public_inquiry($1, $2, $3, $4, $5, $6, $7, $8, $9)", values
        ) { ($0.text(0, 0), $0.text(0, 1)) }
        : (
          try connection.value(
            """
            INSERT INTO inquiry (pet_id, applicant_name, email, phone, children_at_home, other_pets, housing,
              landlord_consent, message)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id
            """, values), nil
        )
      guard let id = id.flatMap({ Int64($0) }),
        var sent = try (token.map { try publicInquiries([(id, $0)]) } ?? readInquiries(" WHERE i.id = $1", ["\(id)"]))
          .first
      else { throw CatalogError(.inputOutput, file: server, tr("the inquiry was sent but cannot be read back")) }
      sent.token = token
      return sent
    }
  }

  /// The inquiries the connected role may read, oldest first: only those to `shelter`, about
  /// `petID`, or with `status`, when given.
  public func inquiries(shelter: String? = nil, petID: String? = nil, status: InquiryStatus? = nil)
    throws(CatalogError) -> [SharedInquiry]
  {
    try checkKeepsInquiries()
    var conditions: [String] = []
    var parameters: [String?] = []
    for (column, value) in [("i.shelter_id", shelter), ("i.pet_id", petID), ("i.status", status?.rawValue)] {
      guard let value else { continue }
      parameters.append(value)
      conditions.append("\(column) = $\(parameters.count)")
    }
    let clause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    return try asking { try readInquiries(clause, parameters) }
  }

  /// The inquiries the connected role may read and did not send, oldest first: a shelter's
  /// role's, those to its shelters; an adopter's, none.
  public func receivedInquiries() throws(CatalogError) -> [SharedInquiry] {
    guard version >= SharedCatalogSchema.inquiriesVersion else { return [] }
    return try asking { try readInquiries(" WHERE i.applicant_role <> current_user", []) }
  }

  /// The inquiry numbered `id`, when the connected role may read it.
  public func inquiry(id: Int64) throws(CatalogError) -> SharedInquiry? {
    try checkKeepsInquiries()
    return try asking { try readInquiries(" WHERE i.id = $1", ["\(id)"]).first }
  }

  /// Why an inquiry was not answered: there is none by that number, or the role may not.
  public enum AnswerRefusal: Error, Equatable {
    case noSuchInquiry
    case notPermitted(role: String)
  }

  /// Sets the status of inquiry `id` as the connected role: a shelter's role answers those about
  /// its shelters' pets, an adopter's withdraws its own. The server refuses the rest.
  public func setStatus(_ status: InquiryStatus, ofInquiry id: Int64) throws(CatalogError) -> Result<
    SharedInquiry, AnswerRefusal
  > {
    try checkKeepsInquiries()
    return try asking {
      let changed: Int
      do {
        changed = try connection.execute("UPDATE inquiry SET status = $2 WHERE id = $1", ["\(id)", status.rawValue]) {
          $0.changes
        }
      } catch {
        // A row the role reads but may not give this status (an adopter's own, but not withdrawn).
        guard (error as? CatalogError)?.kind == .notPermitted else { throw error }
        changed = -1
      }
      if changed == 1, let answered = try readInquiries(" WHERE i.id = $1", ["\(id)"]).first {
        return .success(answered)
      }
      let exists = try changed == -1 || connection.value("SELECT inquiry_exists($1)", ["\(id)"]) == "t"
      guard exists else { return .failure(.noSuchInquiry) }
      return .failure(.notPermitted(role: try connection.value("SELECT current_user") ?? ""))
    }
  }

  /// A text that changes whenever an inquiry the role may read is sent or answered: how many
  /// there are and when the last changed. Empty in tables that keep no inquiries.
  public func inquiriesSignature() throws(CatalogError) -> String {
    guard version >= SharedCatalogSchema.inquiriesVersion else { return "" }
    // And, from version 19, the messages of their conversations.
    let messages =
      version >= SharedCatalogSchema.conversationsVersion
      ? " || ' ' || (SELECT count(*) || ' ' || coalesce(max(id), 0) FROM inquiry_message)" : ""
    return try asking {
      try connection.value("SELECT count(*) || ' ' || coalesce(max(updated_at)::text, '')\(messages) FROM inquiry")
        ?? ""
    }
  }

  /// Refuses to read or send inquiries in tables older than the version that keeps them.
  private func checkKeepsInquiries() throws(CatalogError) {
    guard version < SharedCatalogSchema.inquiriesVersion else { return }
    throw CatalogError(
      .invalid, file: server,
      trf(
        tr(
          // TRANSLATORS: %1$lld is the version of the shared catalogue's tables.
          "keeps no inquiries yet (its tables are of version %1$lld); its owner brings it up to date by publishing a shelter's listing once with this version"
        ), version))
  }

  private static func flag(_ value: Bool) -> String { value ? "true" : "false" }

  /// The inquiries `clause` leaves of those the role may read, oldest first.
  /// The inquiries sent through the public access whose numbers and secrets are `tokens`, as
  /// the server gives them to whoever holds their secrets; the others are not there.
  public func publicInquiries(_ tokens: [(sharedID: Int64, token: String)]) throws(CatalogError) -> [SharedInquiry] {
    guard !tokens.isEmpty else { return [] }
    return try asking {
      try readInquiries(
        "", [Self.array(tokens.map { String($0.sharedID) }), Self.array(tokens.map(\.token))],
        from: "public_inquiries($1::bigint[], $2::text[])")
    }
  }

  private func readInquiries(_ clause: String, _ parameters: [String?], from source: String = "inquiry") throws
    -> [SharedInquiry]
  {
    try connection.execute(
      """
      SELECT i.id, i.pet_id, extract(epoch FROM i.created_at), extract(epoch FROM i.updated_at), i.status,
        i.applicant_name, i.email, i.phone, i.children_at_home, i.other_pets, i.housing, i.landlord_consent,
        i.message, p.name, i.shelter_id, s.name
      FROM \(source) i JOIN pet p ON p.id = i.pet_id JOIN shelter s ON s.id = i.shelter_id
      """ + clause + " ORDER BY i.id", parameters
    ) { result in
      try (0..<result.rowCount).map { row in
        func text(_ column: Int) -> String { result.text(row, column) ?? "" }
        func date(_ column: Int) -> Date { Date(timeIntervalSince1970: Double(text(column)) ?? 0) }
        guard let id = Int64(text(0)), let status = InquiryStatus(rawValue: text(4)),
          let housing = Housing(rawValue: text(10))
        else {
          throw CatalogError(
            .invalid, file: server, trf(tr("inquiry %1$@ cannot be read: it was changed by hand"), text(0)))
        }
        let inquiry = Inquiry(
          id: id, petID: text(1), createdAt: date(2), updatedAt: date(3), status: status, applicantName: text(5),
          email: text(6), phone: result.text(row, 7), childrenAtHome: text(8) == "t", otherPets: text(9),
          housing: housing, landlordConsent: text(11) == "t", message: text(12))
        return SharedInquiry(inquiry: inquiry, petName: text(13), shelterID: text(14), shelterName: text(15))
      }
    }
  }
}
