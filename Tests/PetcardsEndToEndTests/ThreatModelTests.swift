import Foundation
import PetTestSupport
import Testing

/// docs/shared-catalogue.md's threat model, line by line: each line's SQL run through `psql` as
/// an anonymous login role, the public access (`pets_public`), an adopter, a shelter's role and
/// the owner, in a transaction rolled
/// back (its deferred checks made at once), must succeed and touch a row exactly where the
/// table says "yes" (issue 40).
@Suite struct ThreatModelTests {
  /// A line of the table: what, its SQL, and whether each of the five may.
  struct Line: CustomTestStringConvertible {
    var what: String
    var sql: String
    var may: [Bool]
    var testDescription: String { what }
  }

  static let roles = ["anonymous", "public", "adopter", "shelter", "owner"]

  /// The table's lines, read from the page a person reads.
  static func lines() throws -> [Line] {
    let page = try String(
      contentsOf: BuiltProgram.repository.appendingPathComponent("docs/shared-catalogue.md"), encoding: .utf8)
    let section = try #require(page.components(separatedBy: "## What each role may do: the threat model").last)
    return section.split(separator: "\n").prefix { !$0.hasPrefix("#") }.compactMap { row in
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 9, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { return nil }
      return Line(
        what: cells[1], sql: String(cells[2].dropFirst().dropLast()), may: cells[3...7].map { $0.hasPrefix("yes") })
    }
  }

  /// `sql` as one number, how many rows it read or changed (none for what is neither), run in
  /// a transaction that is rolled back.
  static func counted(_ sql: String) -> String {
    let body: String
    if sql.hasPrefix("SELECT") {
      body = "SELECT count(*) FROM (\(sql)) AS seen"
    } else if ["INSERT", "UPDATE", "DELETE"].contains(where: sql.hasPrefix) {
      body = "WITH done AS (\(sql) RETURNING 1) SELECT count(*) FROM done"
    } else {
      body = sql
    }
    return "BEGIN; SET CONSTRAINTS ALL IMMEDIATE; \(body); ROLLBACK"
  }

  @Test func theTable_hasALineForEachThreat() throws {
    let lines = try Self.lines()
    #expect(lines.count == 35)
    #expect(lines.contains { $0.sql.contains("INTO inquiry_message") && $0.sql.contains("from_shelter") })
    #expect(lines.contains { $0.sql.contains("SET website = 'javascript:alert(1)'") })
    #expect(lines.contains { $0.sql.contains("SET latitude = 200") })
    #expect(lines.contains { $0.sql.contains("SET listed = 2000000000") })
    #expect(lines.contains { $0.sql.contains("SET image = '/etc/passwd'") })
    #expect(lines.contains { $0.sql.contains("\"/etc/passwd\"]'") })
  }

  @Test func eachRole_mayDoWhatTheTableSays_andNothingElse() throws {
    let lines = try Self.lines()
    try SharedInquiryTests.withCast { cast in
      let sent = try cast.petcards(["inquiries", "add", "stuart"] + SharedInquiryTests.form + Self.today, as: cast.ada)
      #expect(sent.status == 0, "\(sent.stderr)")
      // The shelter writes in its conversation, so that a reader of conversations reads one.
      let wrote = try cast.petcards(
        ["inquiries", "reply", "1", "--message", "Could you visit on Saturday?"], as: cast.riverbend)
      #expect(wrote.status == 0, "\(wrote.stderr)")
      let anonymous = try cast.database.role("anon", password: "pw-ano")
      // The public access, as `petcards catalogue create` turns it on.
      let on = try Petcards.run(["catalogue", "public", "on", cast.database.ownerAddress])
      #expect(on.status == 0, "\(on.stderr)")
      let server = cast.database.server
      let conninfos =
        [anonymous, "pets_public", cast.ada, cast.riverbend].map {
          server.conninfo + " dbname=\(cast.database.name) user=\($0)"
        } + [server.conninfo + " dbname=\(cast.database.name)"]
      for line in lines {
        for (role, conninfo) in zip(Self.roles, conninfos) {
          let result = try server.psql(Self.counted(line.sql), as: conninfo)
          let touched = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
          let did = result.status == 0 && touched != "0"
          let may = line.may[Self.roles.firstIndex(of: role) ?? 0]
          #expect(did == may, "\(line.what), as \(role): \(result.stdout)\(result.stderr)")
        }
      }
    }
  }

  static let today = SharedCatalogTests.today
}
