import Foundation
import PetCatalog
import PetLocalization
import PetStore

/// A message of an inquiry's conversation (issue 43, point 4): the shelter's to the adopter, or
/// the adopter's answer. Text only, never markup.
public struct InquiryMessage: Equatable, Sendable {
  /// The shared catalogue's number for it.
  public var id: Int64
  public var inquiryID: Int64
  /// Whether the shelter's side wrote it (a shelter's role, the owner); else the adopter.
  public var fromShelter: Bool
  public var createdAt: Date
  public var body: String

  public init(id: Int64, inquiryID: Int64, fromShelter: Bool, createdAt: Date, body: String) {
    self.id = id
    self.inquiryID = inquiryID
    self.fromShelter = fromShelter
    self.createdAt = createdAt
    self.body = body
  }
}

/// Inquiries' conversations (`SharedCatalogSchema.conversations`). Which ones a role reads and
/// writes is the server's to decide: an adopter's its own inquiries', a shelter's those about
/// its shelters' pets, the owner every one, and through the public access the holder of an
/// inquiry's secret that one's.
extension SharedCatalog {
  /// The messages of inquiry `id` the connected role may read, oldest first; through the
  /// public access, `token` is the inquiry's secret.
  public func messages(ofInquiry id: Int64, token: String? = nil) throws(CatalogError) -> [InquiryMessage] {
    guard version >= SharedCatalogSchema.conversationsVersion else { return [] }
    return try asking {
      if let token {
        return try readMessages(
          "public_inquiry_messages($1::bigint[], $2::text[])", "", [Self.array(["\(id)"]), Self.array([token])])
      }
      return try readMessages("inquiry_message", " WHERE m.inquiry_id = $1", ["\(id)"])
    }
  }

  /// Writes `body` into inquiry `id`'s conversation as the connected role (through the public
  /// access, with the inquiry's secret `token`); the server says from which side, and refuses
  /// an inquiry the role may not read.
  public func addMessage(_ body: String, toInquiry id: Int64, token: String? = nil) throws(CatalogError) -> Result<
    InquiryMessage, AnswerRefusal
  > {
    try checkKeepsConversations()
    if let problem = MessageText.problem(with: body) {
      throw CatalogError(.invalid, file: server, problem)
    }
    return try asking {
      let made: String?
      do {
        made =
          try token.map { token in
            try connection.value("SELECT send_public_inquiry_message($1, $2, $3)", ["\(id)", token, body])
          }
          ?? connection.value(
            "INSERT INTO inquiry_message (inquiry_id, body) VALUES ($1, $2) RETURNING id",
            [
              "\(id)", body,
            ])
      } catch let error as CatalogError where error.kind == .notPermitted {
        // Row-level security: an inquiry the role may not read (or a secret that is not its).
        made = nil
      }
      if let made,
        let message = try readMessages(
          token == nil ? "inquiry_message" : "public_inquiry_messages($2::bigint[], $3::text[])",
          " WHERE m.id = $1", ["\(made)"] + (token.map { [Self.array(["\(id)"]), Self.array([$0])] } ?? [])
        ).first
      {
        return .success(message)
      }
      let exists = try connection.value("SELECT inquiry_exists($1)", ["\(id)"]) == "t"
      guard exists else { return .failure(.noSuchInquiry) }
      return .failure(.notPermitted(role: try connection.value("SELECT current_user") ?? ""))
    }
  }

  /// The latest message the shelter's side wrote in each of the inquiries `ids` the role may
  /// read, by inquiry; through the public access, those whose secrets are `tokens`.
  public func latestShelterMessages(ofInquiries ids: [Int64], tokens: [(sharedID: Int64, token: String)] = [])
    throws(CatalogError) -> [Int64: InquiryMessage]
  {
    guard version >= SharedCatalogSchema.conversationsVersion, !ids.isEmpty || !tokens.isEmpty else { return [:] }
    let messages = try asking {
      if !tokens.isEmpty {
        return try readMessages(
          "public_inquiry_messages($1::bigint[], $2::text[])", " WHERE m.from_shelter",
          [Self.array(tokens.map { String($0.sharedID) }), Self.array(tokens.map(\.token))])
      }
      return try readMessages(
        "inquiry_message", " WHERE m.from_shelter AND m.inquiry_id = ANY($1::bigint[])",
        [Self.array(ids.map { String($0) })])
    }
    // Oldest first: the last of each inquiry's is its latest.
    return Dictionary(messages.map { ($0.inquiryID, $0) }, uniquingKeysWith: { _, later in later })
  }

  /// Whether the connected role sent inquiry `id` (the adopter's side of its conversation).
  public func isApplicant(of id: Int64) throws(CatalogError) -> Bool {
    try asking {
      try connection.value("SELECT applicant_role = current_user FROM inquiry WHERE id = $1", ["\(id)"]) == "t"
    }
  }

  /// Refuses to write messages in tables older than the version that keeps them.
  private func checkKeepsConversations() throws(CatalogError) {
    guard version < SharedCatalogSchema.conversationsVersion else { return }
    throw CatalogError(
      .invalid, file: server,
      trf(
        tr(
          // TRANSLATORS: %1$lld is the version of the shared catalogue's tables.
          "keeps no conversations yet (its tables are of version %1$lld); its owner brings it up to date by publishing a shelter's listing once with this version"
        ), version))
  }

  private func readMessages(_ source: String, _ clause: String, _ parameters: [String?]) throws -> [InquiryMessage] {
    try connection.execute(
      "SELECT m.id, m.inquiry_id, m.from_shelter, extract(epoch FROM m.created_at), m.body FROM \(source) m"
        + clause + " ORDER BY m.id", parameters
    ) { result in
      (0..<result.rowCount).compactMap { row in
        guard let id = result.integer(row, 0), let inquiry = result.integer(row, 1) else { return nil }
        return InquiryMessage(
          id: Int64(id), inquiryID: Int64(inquiry), fromShelter: result.text(row, 2) == "t",
          createdAt: Date(timeIntervalSince1970: Double(result.text(row, 3) ?? "") ?? 0),
          body: result.text(row, 4) ?? "")
      }
    }
  }
}
