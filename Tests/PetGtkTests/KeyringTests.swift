import Foundation
import PetTestSupport
import Testing

/// A shared catalogue's password in the desktop's keyring (issue 43, point 3), as a person's
/// session has it: `petcards catalogue login` checks it with the server and keeps it (GNOME
/// Keyring, in a session bus of its own); `petcards list` and `pet-browser` then log in with it
/// and nothing on their command lines; `catalogue logout` forgets it. With none, petcards says
/// where a password may be given (exit 77), not libpq's "fe_sendauth: no password supplied".
@MainActor
@Suite struct KeyringTests {
  init() throws { try Fixtures.requireDisplay() }

  static let script = """
    set -u
    export XDG_DATA_HOME="$KEYRINGS"
    eval "$(printf 'test' | gnome-keyring-daemon --unlock --components=secrets --daemonize 2>/dev/null)"
    gdbus wait --session --timeout 10 org.freedesktop.secrets || echo "no keyring"
    "$PETCARDS" list --catalog "$ADA" --today 2026-11-21 </dev/null >/dev/null 2>"$FOLDER/none.txt"
    echo "with none: $?"
    "$PETCARDS" catalogue login "$ADA" --password-stdin <"$FOLDER/wrong.txt" 2>&1
    echo "login, wrong: $?"
    "$PETCARDS" catalogue login "$ADA" --password-stdin <"$FOLDER/secret.txt"
    echo "login: $?"
    "$PETCARDS" list --catalog "$ADA" --today 2026-11-21 </dev/null | grep '^stuart '
    "$BROWSER" --catalog "$ADA" --today 2026-11-21 --print-window </dev/null 2>/dev/null | grep '^Count: '
    "$PETCARDS" catalogue logout "$ADA"
    echo "logout: $?"
    "$PETCARDS" list --catalog "$ADA" --today 2026-11-21 </dev/null >/dev/null 2>&1
    echo "after logout: $?"
    """

  @Test func aPasswordKeptInTheKeyring_logsPetcardsAndTheWindowIn_andIsForgotten() async throws {
    let browser = await Fixtures.browserExecutable
    let petcards = Fixtures.petcardsExecutable
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
      _ = try data.petcards(["import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend"])
      let role = try database.role("keyring", password: "kept secret", in: "pets_adopter")
      let address = database.address(role: role)
      let log = URL(fileURLWithPath: database.server.socketFolder).appendingPathComponent("server.log")
      func failures() throws -> Int {
        try String(contentsOf: log, encoding: .utf8).components(
          separatedBy: "password authentication failed for user \"\(role)\""
        ).count - 1
      }
      let before = try failures()
      try withTemporaryDirectory { folder in
        try "kept secret\n".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try "not it\n".write(to: folder.appendingPathComponent("wrong.txt"), atomically: true, encoding: .utf8)
        let keyrings = folder.appendingPathComponent("keyrings")
        try FileManager.default.createDirectory(at: keyrings, withIntermediateDirectories: true)
        var environment = data.environment
        environment["NO_AT_BRIDGE"] = "1"
        environment["PETCARDS"] = petcards
        environment["BROWSER"] = browser
        environment["ADA"] = address
        environment["FOLDER"] = folder.path
        environment["KEYRINGS"] = keyrings.path
        let server = "postgresql://\(role)@127.0.0.1:\(database.server.port)/\(database.name)"
        let login = "\(role) (\(database.name) on 127.0.0.1:\(database.server.port))"
        let said = try SessionBus.run(Self.script, environment: environment)
        #expect(
          said == """
            with none: 77
            petcards: \(server): did not accept the password given for the role “\(role)”
            login, wrong: 77
            Kept the password for \(login) in the keyring.
            login: 0
            stuart         Stuart        Dog         3 years old   Available         $500.00
            Count: 26 of 27 pets | Sort: Name
            The keyring keeps no password for \(login) now.
            logout: 0
            after logout: 77

            """, "\(said)")
        #expect(
          try String(contentsOf: folder.appendingPathComponent("none.txt"), encoding: .utf8) == """
            petcards: \(server): asks for a password for the role “\(role)”, and none was given
            petcards: Give the password in ~/.pgpass or PGPASSWORD, keep it in the desktop's keyring with petcards catalogue login ADDRESS, or run petcards in a terminal to be asked for it.

            """)
        // One failed login: the wrong password given to `catalogue login`, tried once.
        #expect(try failures() - before == 1)
      }
    }
  }
}
