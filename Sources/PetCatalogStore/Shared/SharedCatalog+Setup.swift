import Foundation
import PetCatalog
import PetLocalization

/// Setting a shared catalogue up in one command (`petcards catalogue create`, issue 43, point
/// 1): the tables, the group roles and their policies, and the public access, made by a role
/// that may; or, before anything is made, exactly which privilege is missing and the SQL a
/// superuser runs to grant it.
extension SharedCatalog {
  /// The login role anyone browses a catalogue with, with no account of their own: it reads
  /// the pets and shelters of the catalogues that turn it on (`setPublicAccess`), nothing else.
  public static let publicRole = "pets_public"
  /// Its password. Not a secret: every reader is given it, as a web site's visitors are given
  /// its address. It is there because PostgreSQL's usual `pg_hba.conf` asks every TCP login for
  /// one, and an administrator who trusts the role with none may drop it.
  public static let publicPassword = "pets_public"

  /// What `create` made.
  public struct Setup: Sendable, Equatable {
    /// The server, as messages name it.
    public var server: String
    /// The version of the tables now.
    public var version: Int
    /// Whether the tables were made now (`false`: they were there, and brought up to date).
    public var madeTables: Bool
    /// The address anyone browses the catalogue at, with the public role; `nil` without it.
    public var publicAddress: String?
  }

  /// Makes the shared catalogue at `address` (a database its role owns): its tables, the
  /// group roles (`pets_adopter`, `pets_shelter`, and with `publicAccess` `pets_public`) and
  /// their grants; a catalogue already there is brought up to date, its public access left as
  /// it is. A role that may not is
  /// told every privilege it lacks and the SQL that grants it (exit 77), and nothing changes.
  public static func create(at address: String, publicAccess: Bool = true) throws(CatalogError) -> Setup {
    let shared = try connectForPublishing(address)
    try shared.checkMayCreate(publicAccess: publicAccess)
    try shared.asking { try shared.connection.execute("SELECT pg_advisory_lock(\(schemaLock))") }
    defer { _ = try? shared.connection.execute("SELECT pg_advisory_unlock(\(schemaLock))") }
    let made = try shared.asking {
      try shared.connection.transaction { () throws -> Bool in
        switch try shared.schemaVersion() {
        case nil:
          try shared.connection.execute(SharedCatalogSchema.create)
          try shared.migrate(from: 1)
          if publicAccess { try shared.grantPublicAccess(true) }
          return true
        case let version? where version > SharedCatalogSchema.version: throw shared.newer(version)
        case let version?:
          // Its public access stays as its owner left it (`setPublicAccess`).
          try shared.migrate(from: version)
          return false
        }
      }
    }
    let isPublic = try shared.asking {
      try shared.connection.value(
        "SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AND has_table_privilege($1, 'pet', 'SELECT')",
        [publicRole]) == "t"
    }
    return Setup(
      server: shared.server, version: SharedCatalogSchema.version, madeTables: made,
      publicAddress: isPublic ? publicAddress(of: address) : nil)
  }

  /// Lets anyone browse the catalogue at `address` with the public role (`on`), or no longer
  /// (`false`: the role reads nothing of it); run by the database's owner.
  public static func setPublicAccess(_ on: Bool, in address: String) throws(CatalogError) {
    let shared = try open(address)
    if on { try shared.checkMayCreate(publicAccess: true) }
    try shared.asking { try shared.connection.transaction { try shared.grantPublicAccess(on) } }
  }

  /// `address` as the public reaches it: the same server and database, as `pets_public`.
  public static func publicAddress(of address: String) -> String? {
    guard var parts = URLComponents(string: address) else { return nil }
    parts.user = publicRole
    parts.password = publicPassword
    let kept = (parts.queryItems ?? []).filter { !["user", "password", "passfile"].contains($0.name) }
    parts.queryItems = kept.isEmpty ? nil : kept
    return parts.string
  }

  /// Grants (or revokes) the public role's reading of the catalogue's pets and shelters; made
  /// first when it is not there.
  private func grantPublicAccess(_ on: Bool) throws {
    let role = Self.quoted(Self.publicRole)
    if on {
      try connection.execute(
        """
        DO $$ BEGIN CREATE ROLE \(role) LOGIN PASSWORD '\(Self.publicPassword)';
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$
        """)
      try connection.execute("GRANT SELECT ON pets_catalogue, shelter, pet, pet_word TO \(role)")
      try connection.execute("GRANT EXECUTE ON FUNCTION \(Self.publicFunctions) TO \(role)")
    } else if try connection.value("SELECT 1 FROM pg_roles WHERE rolname = $1", [Self.publicRole]) != nil {
      try connection.execute("REVOKE ALL ON pets_catalogue, shelter, pet, pet_word FROM \(role)")
      try connection.execute("REVOKE ALL ON FUNCTION \(Self.publicFunctions) FROM \(role)")
    }
  }

  /// The functions the public access runs to send inquiries and read their answers.
  static let publicFunctions =
    "send_public_inquiry(text, text, text, text, boolean, text, text, boolean, text), public_inquiries(bigint[], text[]), "
    + "public_inquiry_messages(bigint[], text[]), send_public_inquiry_message(bigint, text, text)"

  /// Whether this connection is the public access's (asked of the server once: the window
  /// reads the inquiries' answers every time its user data changes).
  public func isPublicAccess() throws(CatalogError) -> Bool {
    try role() == Self.publicRole
  }

  /// Refuses, before anything is made, a role that may not make the catalogue: one that does
  /// not own the database, or may not create the group roles still to be made. The message
  /// names each privilege missing and gives the SQL a superuser runs to grant it.
  private func checkMayCreate(publicAccess: Bool) throws(CatalogError) {
    let wanted = ["pets_adopter", "pets_shelter"] + (publicAccess ? [Self.publicRole] : [])
    let (role, database, owns, mayCreateRoles, missingRoles) = try asking {
      try connection.execute(
        """
        SELECT current_user, current_database(),
          r.rolsuper OR pg_get_userbyid(d.datdba) = current_user,
          r.rolsuper OR r.rolcreaterole,
          (SELECT count(*) FROM unnest($1::text[]) AS wanted(name)
            WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = wanted.name))
        FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()
        """, [Self.array(wanted)]
      ) { result in
        (
          result.text(0, 0) ?? "", result.text(0, 1) ?? "", result.text(0, 2) == "t", result.text(0, 3) == "t",
          Int(result.text(0, 4) ?? "") ?? 0
        )
      }
    }
    var lacks: [String] = []
    var grants: [String] = []
    if !owns {
      // TRANSLATORS: %1$@ is the database's name.
      lacks.append(trf(tr("it does not own the database %1$@"), database))
      grants.append("ALTER DATABASE \(Self.quoted(database)) OWNER TO \(Self.quoted(role));")
    }
    if missingRoles > 0, !mayCreateRoles {
      // TRANSLATORS: %1$@ names the group roles, e.g. "pets_adopter, pets_shelter, pets_public".
      lacks.append(trf(tr("it may not create roles (the catalogue's %1$@)"), wanted.joined(separator: ", ")))
      grants.append("ALTER ROLE \(Self.quoted(role)) CREATEROLE;")
    }
    guard !lacks.isEmpty else { return }
    throw CatalogError(
      .notPermitted, file: server,
      trf(
        // TRANSLATORS: %1$@ is a login role, %2$@ what it lacks, %3$@ the SQL statements that grant it.
        tr("the role %1$@ cannot make the shared catalogue: %2$@. A superuser grants it with: %3$@"), role,
        lacks.joined(separator: "; "), grants.joined(separator: " ")))
  }

  /// `name` as an SQL identifier, quoted.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
