import Foundation
import PetTestSupport
import Testing

/// docs/shared-catalogue.md's "Setting one up", run as it is written (issue 43, point 1): its
/// SQL as a superuser, its commands in a shell, against a server of the test's own (its
/// `db.example.org` that server, `riverbend.json` the bundled catalogue); what `catalogue
/// create` prints is the page's, line for line.
@Suite struct SetupDocumentTests {
  /// A step of the section: SQL for a superuser, or a shell command and the output the page
  /// shows for it (empty when it shows none).
  enum Step {
    case sql(String)
    case command(String, output: [String])
  }

  static func steps() throws -> [Step] {
    let page = try String(
      contentsOf: BuiltProgram.repository.appendingPathComponent("docs/shared-catalogue.md"), encoding: .utf8)
    let start = try #require(page.range(of: "## Setting one up"))
    let end = try #require(page.range(of: "\n## ", range: start.upperBound..<page.endIndex))
    var steps: [Step] = []
    var block: (kind: String, lines: [String])?
    for line in page[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
      if let open = block {
        guard line != "```" else {
          if open.kind == "sql" {
            steps += open.lines.joined(separator: "\n").split(separator: ";").map {
              .sql($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }.filter { if case .sql(let text) = $0 { !text.isEmpty } else { true } }
          }
          block = nil
          continue
        }
        block?.lines.append(String(line))
        if open.kind == "console" {
          if line.hasPrefix("$ ") {
            steps.append(.command(String(line.dropFirst(2)), output: []))
          } else if case .command(let command, let output)? = steps.last, command.hasSuffix("\\") {
            // A command continued on the next line.
            steps[steps.count - 1] = .command(
              command.dropLast() + " " + line.trimmingCharacters(in: .whitespaces), output: output)
          } else if case .command(let command, let output)? = steps.last {
            steps[steps.count - 1] = .command(command, output: output + [String(line)])
          }
        }
      } else if line.hasPrefix("```") {
        block = (String(line.dropFirst(3)), [])
      }
    }
    return steps
  }

  /// Runs `command` with bash in `directory`: its status and output.
  static func shell(_ command: String, environment: [String: String], directory: URL) throws -> BuiltProgram.Result {
    try BuiltProgram(executable: URL(fileURLWithPath: "/bin/bash")).run(
      ["-c", command], environment: environment, directory: directory)
  }

  @Test func theSection_isASQLStepThenCommands() throws {
    let steps = try Self.steps()
    #expect(steps.count == 9)
    guard case .command(let create, let output) = steps[2] else {
      Issue.record("the third step is not catalogue create")
      return
    }
    #expect(create.contains("petcards catalogue create"))
    #expect(output.count == 5)
  }

  @Test func theStepsAsWritten_makeACatalogueAnyoneBrowses() throws {
    let steps = try Self.steps()
    let petcards = BuiltProgram("petcards").executable.deletingLastPathComponent().path
    let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
    try TestPostgres.withOwnServer { server, _ in
      let host = "127.0.0.1:\(server.port)"
      try withTemporaryDirectory { folder in
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent("riverbend.json").path, withDestinationPath: bundled)
        var listed = ""
        for step in steps {
          switch step {
          case .sql(let sql):
            let result = try server.psql(sql)
            #expect(result.status == 0, "\(sql): \(result.stderr)")
          case .command(let command, let output):
            let result = try Self.shell(
              command.replacingOccurrences(of: "db.example.org", with: host),
              environment: [
                "PATH": "\(petcards):/usr/bin:/bin", "LANG": "C.UTF-8",
                "PET_DATA_DIR": folder.appendingPathComponent("data").path,
              ], directory: folder)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            if !output.isEmpty {
              #expect(
                result.stdout
                  == output.map { $0.replacingOccurrences(of: "db.example.org", with: host) }.joined(separator: "\n")
                  + "\n")
            }
            if command.contains("pets_public:pets_public") { listed = result.stdout }
          }
        }
        // What the public access lists is the shelter's, read with no account of one's own; and
        // the inquiry sent through it is listed on the computer that sent it.
        #expect(listed.contains("Stuart"), "\(listed)")
        #expect(listed.contains("Riverbend Animal Shelter"), "\(listed)")
      }
    }
  }

  /// A role that may not make the catalogue is told each privilege it lacks and the SQL that
  /// grants it, and nothing is made; granted them, the same command makes it, and run again it
  /// leaves the public access as its owner set it.
  @Test func aRoleThatMayNot_isToldWhatToGrant_andNothingIsMade() throws {
    try TestPostgres.withOwnServer { server, _ in
      for sql in [
        "CREATE ROLE keeper LOGIN PASSWORD 'keeper-secret'", "CREATE DATABASE shelterpets",
      ] {
        #expect(try server.psql(sql).status == 0)
      }
      let address = "postgresql://keeper@127.0.0.1:\(server.port)/shelterpets"
      let environment = ["PGPASSWORD": "keeper-secret"]
      let refused = try Petcards.run(["catalogue", "create", address], environment: environment)
      #expect(refused.status == 77)
      #expect(
        refused.stderr
          == "petcards: \(address): the role keeper cannot make the shared catalogue: it does not own the database shelterpets; it may not create roles (the catalogue's pets_adopter, pets_shelter, pets_public). A superuser grants it with: ALTER DATABASE \"shelterpets\" OWNER TO \"keeper\"; ALTER ROLE \"keeper\" CREATEROLE;\n"
      )
      #expect(
        try server.psql("SELECT to_regclass('pets_catalogue')", as: server.conninfo + " dbname=shelterpets").stdout
          == "\n")
      #expect(try server.psql("SELECT count(*) FROM pg_roles WHERE rolname LIKE 'pets_%'").stdout == "0\n")

      #expect(try server.psql("ALTER DATABASE shelterpets OWNER TO keeper").status == 0)
      #expect(try server.psql("ALTER ROLE keeper CREATEROLE").status == 0)
      let made = try Petcards.run(["catalogue", "create", address], environment: environment)
      #expect(made.status == 0, "\(made.stderr)")
      #expect(made.stdout.hasPrefix("Made the shared catalogue in \(address) (tables version "))
      let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
      let published = try Petcards.run(
        ["import", bundled, "--into", address, "--shelter", "riverbend"], environment: environment)
      #expect(published.status == 0, "\(published.stderr)")
      let publicAddress = "postgresql://pets_public:pets_public@127.0.0.1:\(server.port)/shelterpets"
      let off = try Petcards.run(["catalogue", "public", "off", address], environment: environment)
      #expect(off.stdout == "The public access to \(address) is off.\n")
      let closed = try Petcards.run(["list", "--catalog", publicAddress])
      #expect(closed.status == 77)
      #expect(closed.stderr.contains("permission denied"), "\(closed.stderr)")
      let again = try Petcards.run(["catalogue", "create", address], environment: environment)
      #expect(again.stdout.hasPrefix("\(address) is a shared catalogue already (tables version "))
      #expect(!again.stdout.contains("pets_public"), "left off, as its owner set it")
    }
  }

  /// Through the public access, with no account and no administrator: an adopter sends an
  /// inquiry and reads it, with the shelter's answer, on the same computer, by the secret the
  /// server gave it; another computer reads nothing; and the server takes only so many an hour
  /// from one address (issue 43, point 2).
  @Test func anInquiryThroughThePublicAccess_isReadWithItsSecretAlone() throws {
    try TestPostgres.withOwnServer { server, _ in
      #expect(try server.psql("CREATE ROLE keeper LOGIN CREATEROLE PASSWORD 'keeper-secret'").status == 0)
      #expect(try server.psql("CREATE DATABASE shelterpets OWNER keeper").status == 0)
      let owner = "postgresql://keeper@127.0.0.1:\(server.port)/shelterpets"
      let keeper = ["PGPASSWORD": "keeper-secret"]
      #expect(try Petcards.run(["catalogue", "create", owner], environment: keeper).status == 0)
      let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
      #expect(
        try Petcards.run(["import", bundled, "--into", owner, "--shelter", "riverbend"], environment: keeper).status
          == 0)
      let publicAddress = "postgresql://pets_public:pets_public@127.0.0.1:\(server.port)/shelterpets"
      try withTemporaryDirectory { folder in
        let ada = ["PET_DATA_DIR": folder.appendingPathComponent("ada").path, "TZ": "UTC"]
        let eve = ["PET_DATA_DIR": folder.appendingPathComponent("eve").path, "TZ": "UTC"]
        func send(_ pet: String, as who: [String: String]) throws -> BuiltProgram.Result {
          try Petcards.run(
            [
              "inquiries", "add", pet, "--catalog", publicAddress, "--name", "Ada Lovelace", "--email",
              "ada@example.org", "--children", "no", "--housing", "own", "--message",
              "We have a big garden and time for walks.",
            ], environment: who)
        }
        let sent = try send("stuart", as: ada)
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(sent.stdout == "Inquiry 1 sent about Stuart (stuart) from Ada Lovelace to Riverbend Animal Shelter\n")
        // The shelter answers it (here its owner, who may).
        #expect(
          try Petcards.run(["inquiries", "set-status", "1", "approved", "--catalog", owner], environment: keeper)
            .status == 0)
        let listed = try Petcards.run(["inquiries", "list", "--catalog", publicAddress], environment: ada)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("Stuart"), "\(listed.stdout)")
        #expect(listed.stdout.contains("Approved"), "\(listed.stdout)")
        // The shelter writes; the adopter reads it and answers through the public access, by the
        // inquiry's secret its computer keeps (issue 43, point 4).
        #expect(
          try Petcards.run(
            ["inquiries", "reply", "1", "--message", "Come on Saturday?", "--catalog", owner], environment: keeper
          ).status == 0)
        let answered = try Petcards.run(
          ["inquiries", "reply", "1", "--message", "Saturday it is.", "--catalog", publicAddress], environment: ada)
        #expect(answered.stdout == "Message written in inquiry 1's conversation\n", "\(answered.stderr)")
        let shown = try Petcards.run(["inquiries", "show", "1", "--catalog", publicAddress], environment: ada)
        #expect(shown.stdout.contains("Riverbend Animal Shelter, "), "\(shown.stdout)")
        #expect(shown.stdout.hasSuffix("  Saturday it is.\n"), "\(shown.stdout)")
        #expect(shown.stdout.contains("  Come on Saturday?\n"), "\(shown.stdout)")
        let intruding = try Petcards.run(
          ["inquiries", "reply", "1", "--message", "Me too.", "--catalog", publicAddress], environment: eve)
        #expect(intruding.status == 77, "\(intruding.stderr)")
        // Another computer, through the same public access, reads none of it.
        let elsewhere = try Petcards.run(["inquiries", "list", "--catalog", publicAddress], environment: eve)
        #expect(elsewhere.status == 0)
        #expect(!elsewhere.stdout.contains("Stuart"), "\(elsewhere.stdout)")
        // Nor does guessing: the server keeps only the secret's hash.
        let guessed = try server.psql(
          "SELECT count(*) FROM public_inquiries(ARRAY[1::bigint], ARRAY['0123456789abcdef'])",
          as: server.conninfo + " dbname=shelterpets user=pets_public")
        #expect(guessed.stdout == "0\n", "\(guessed.stderr)")
        let hashes = try server.psql(
          "SELECT count(*) FROM inquiry WHERE token_hash IS NOT NULL AND applicant_role = 'pets_public'",
          as: server.conninfo + " dbname=shelterpets")
        #expect(hashes.stdout == "1\n")

        // So many an hour from one address (here Ada's inquiry and message, and Eve's one): the
        // owner says how many.
        #expect(
          try server.psql(
            "UPDATE pets_catalogue SET public_inquiries_an_hour = 3", as: server.conninfo + " dbname=shelterpets"
          ).status == 0)
        #expect(try send("luna", as: eve).status == 0)
        let tooMany = try send("maple", as: eve)
        #expect(tooMany.status == 75)
        #expect(
          tooMany.stderr
            == "petcards: postgresql://pets_public@127.0.0.1:\(server.port)/shelterpets: too many inquiries from 127.0.0.1: the public access takes 3 an hour from one address; try again later\n"
        )
      }
    }
  }
}
