import Foundation
import PetStore
import PetTestSupport
import Testing

/// Inquiries on a shared catalogue: an adopter's reaches the shelter of its pet, the shelter
/// answers it, and the adopter sees the answer; the server, not `petcards`, keeps each role to
/// its own inquiries (issue 21).
@Suite struct SharedInquiryTests {
  static let today = SharedCatalogTests.today
  static let form = [
    "--name", "Ada Lovelace", "--email", "ada@example.org", "--children", "no", "--housing", "own", "--message",
    "We have a big garden and lots of time for walks.",
  ]

  /// A shared catalogue of two shelters (Riverbend: the bundled pets; Hillside: Rex), two
  /// adopters, and a role for each shelter's staff.
  struct Cast {
    let database: SharedDatabase
    let folder: URL
    let ada, bob, riverbend, hillside: String

    func address(_ role: String) -> String { database.address(role: role, password: "pw-\(role.prefix(3))") }

    /// `petcards ARGUMENTS --catalog` as `role`, in UTC, with this cast's user data.
    func petcards(_ arguments: [String], as role: String) throws -> BuiltProgram.Result {
      try Petcards.run(
        arguments + ["--catalog", address(role)],
        environment: ["PET_DATA_DIR": folder.appendingPathComponent(role).path, "TZ": "UTC"])
    }

    /// When inquiry `id` was sent, as the lists show it in UTC.
    func sent(_ id: Int) throws -> String {
      try database.run(
        "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') FROM inquiry WHERE id = \(id)"
      ).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  static func withCast(_ body: (Cast) throws -> Void) throws {
    try SharedCatalogTests.withPublishedCatalogue { database in
      try withTemporaryDirectory { folder in
        let rex = try TemporaryCatalog(catalogJSON([petJSON()]))
        #expect(try SharedCatalogTests.publish(rex.path, into: database.ownerAddress, for: "hillside").status == 0)
        func role(_ name: String, _ group: String) throws -> String {
          try database.role(name, password: "pw-\(name.prefix(3))", in: group)
        }
        let cast = Cast(
          database: database, folder: folder, ada: try role("ada", "pets_adopter"),
          bob: try role("bob", "pets_adopter"),
          riverbend: try role("riv", "pets_shelter"), hillside: try role("hil", "pets_shelter"))
        for (role, shelter) in [(cast.riverbend, "riverbend"), (cast.hillside, "hillside")] {
          let granted = try Petcards.run(["shelter", "grant", role, shelter, "--catalog", database.ownerAddress])
          #expect(granted.status == 0)
        }
        try body(cast)
      }
    }
  }

  @Test func anInquiry_reachesTheShelter_andItsAnswerReachesTheAdopter() throws {
    try Self.withCast { cast in
      let sent = try cast.petcards(["inquiries", "add", "stuart"] + Self.form + Self.today, as: cast.ada)
      #expect(sent.stderr == "")
      #expect(sent.status == 0)
      #expect(sent.stdout == "Inquiry 1 sent about Stuart (stuart) from Ada Lovelace to Riverbend Animal Shelter\n")
      let date = try cast.sent(1)
      let header = "ID  PET              SHELTER                   APPLICANT     STATUS     DATE\n"
      func row(_ status: String) -> String {
        "1   Stuart (stuart)  Riverbend Animal Shelter  Ada Lovelace  \(status)  \(date)\n"
      }

      // Riverbend's staff see it; Hillside's and another adopter do not.
      let atRiverbend = try cast.petcards(["inquiries", "list", "--shelter", "riverbend"], as: cast.riverbend)
      #expect(atRiverbend.stdout == header + row("Submitted"))
      #expect(atRiverbend.status == 0)
      for role in [cast.hillside, cast.bob] {
        let elsewhere = try cast.petcards(["inquiries", "list"], as: role)
        #expect(elsewhere.stdout == "ID  PET  SHELTER  APPLICANT  STATUS  DATE\n")
        #expect(elsewhere.status == 0)
      }

      // Riverbend answers; the adopter's list shows it, and so does the copy on its computer.
      let answered = try cast.petcards(["inquiries", "set-status", "1", "approved"], as: cast.riverbend)
      #expect(answered.stdout == "Inquiry 1 is now Approved\n")
      #expect(answered.status == 0)
      let seen = try cast.petcards(["inquiries", "list"], as: cast.ada)
      #expect(seen.stdout == header.replacingOccurrences(of: "STATUS     ", with: "STATUS    ") + row("Approved"))
      let copies = try UserDataStore(
        location: UserDataLocation(directory: cast.folder.appendingPathComponent(cast.ada)),
        catalogue: CatalogKey(
          "postgresql://\(cast.ada)@127.0.0.1:\(cast.database.server.port)/\(cast.database.name)")
      ).inquiries()
      #expect(copies.map(\.petID) == ["stuart"])
      #expect(copies.map(\.status) == [.approved])
      #expect(copies.map(\.sharedID) == [1])

      let shown = try cast.petcards(["inquiries", "show", "1"], as: cast.ada)
      #expect(
        shown.stdout == """
          Inquiry    1
          Pet        Stuart (stuart)
          Shelter    Riverbend Animal Shelter
          Status     Approved
          Sent       \(date)
          Changed    \(try cast.database.run("SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') FROM inquiry").trimmingCharacters(in: .whitespacesAndNewlines))
          Applicant  Ada Lovelace
          Email      ada@example.org
          Phone      Not given
          Household  No children at home · No other pets
          Housing    Owns their home
          Message    We have a big garden and lots of time for walks.

          """)
    }
  }

  /// An inquiry's conversation (issue 43, point 4): the shelter writes to the adopter and the
  /// adopter answers; `show` prints it, each side's own messages as "You"; another shelter's
  /// role and another adopter may not write in it, nor read it; text with a terminal's control
  /// characters is refused before it is sent, and by the server through `psql`.
  @Test func theShelterAndTheAdopter_writeInTheInquirysConversation_andNoOneElseMay() throws {
    try Self.withCast { cast in
      #expect(try cast.petcards(["inquiries", "add", "stuart"] + Self.form + Self.today, as: cast.ada).status == 0)
      let asked = try cast.petcards(
        ["inquiries", "reply", "1", "--message", "Hello Ada! Could you visit on Saturday?\n<b>Bring</b> ID."],
        as: cast.riverbend)
      #expect(asked.stderr == "")
      #expect(asked.stdout == "Message written in inquiry 1's conversation\n")
      #expect(asked.status == 0)
      let answered = try cast.petcards(
        ["inquiries", "reply", "1", "--message", "Yes, Saturday at ten suits us."], as: cast.ada)
      #expect(answered.status == 0, "\(answered.stderr)")
      let refusal =
        "the role %@ may not write in inquiry 1's conversation: a shelter's role writes in those about its shelters' pets, an adopter's in its own"
      for role in [cast.hillside, cast.bob] {
        let other = try cast.petcards(["inquiries", "reply", "1", "--message", "Me too!"], as: role)
        #expect(other.stderr == "petcards: " + refusal.replacingOccurrences(of: "%@", with: role) + "\n")
        #expect(other.status == 77)
        #expect(try cast.database.psql("SELECT count(*) FROM inquiry_message", as: role).stdout == "0\n")
      }
      let missing = try cast.petcards(["inquiries", "reply", "99", "--message", "Hello?"], as: cast.riverbend)
      #expect(missing.status == 1)
      #expect(missing.stderr.hasPrefix("petcards: no inquiry numbered 99 that you may read in postgresql://"))
      let escape = try cast.petcards(["inquiries", "reply", "1", "--message", "a\u{1B}[2Jb"], as: cast.riverbend)
      #expect(
        escape.stderr
          == "petcards: --message: a message may not hold control characters (only line breaks and tabs)\n")
      #expect(escape.status == 65)
      let long = try cast.petcards(
        ["inquiries", "reply", "1", "--message", String(repeating: "a", count: 2_001)], as: cast.riverbend)
      #expect(long.stderr == "petcards: --message: a message is at most 2000 characters; this one is 2001\n")
      #expect(long.status == 65)
      #expect(
        try cast.database.psql(
          "INSERT INTO inquiry_message (inquiry_id, body) VALUES (1, E'\\x1b[2J')", as: cast.riverbend
        ).stderr.contains("violates check constraint \"inquiry_message_text\""))

      func when(_ id: Int) throws -> String {
        try cast.database.run(
          "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') FROM inquiry_message WHERE id = \(id)"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let (first, second) = (try when(1), try when(2))
      let byAda = try cast.petcards(["inquiries", "show", "1"], as: cast.ada).stdout
      #expect(
        byAda.hasSuffix(
          """
          Message                                     We have a big garden and lots of time for walks.
          Riverbend Animal Shelter, \(first)  Hello Ada! Could you visit on Saturday?
                                                      <b>Bring</b> ID.
          You, \(second)                       Yes, Saturday at ten suits us.

          """), "\(byAda)")
      let byRiverbend = try cast.petcards(["inquiries", "show", "1"], as: cast.riverbend).stdout
      #expect(
        byRiverbend.hasSuffix(
          """
          Message                         We have a big garden and lots of time for walks.
          You, \(first)           Hello Ada! Could you visit on Saturday?
                                          <b>Bring</b> ID.
          Ada Lovelace, \(second)  Yes, Saturday at ten suits us.

          """), "\(byRiverbend)")
      #expect(
        try cast.database.run("SELECT inquiry_id, from_shelter, author_role FROM inquiry_message ORDER BY id")
          == "1|t|\(cast.riverbend)\n1|f|\(cast.ada)\n")
    }
  }

  /// `inquiries export --csv` on a shared catalogue (it said "no such file", exit 66): the
  /// inquiries the role may read, with the shelter each went to; Hillside's staff export none
  /// of Riverbend's, and `--shelter` keeps to one.
  @Test func export_writesTheInquiriesTheRoleMayRead_withTheirShelter() throws {
    try Self.withCast { cast in
      let form = Self.form.map {
        $0 == "We have a big garden and lots of time for walks." ? "=1+1, and a big garden" : $0
      }
      let sent = try cast.petcards(["inquiries", "add", "stuart"] + form + Self.today, as: cast.ada)
      #expect(sent.status == 0, "\(sent.stderr)")
      func stamp(_ column: String) throws -> String {
        try cast.database.run(
          "SELECT to_char(\(column) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM inquiry WHERE id = 1"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let header =
        "id,pet_id,pet_name,status,created_at,updated_at,applicant_name,email,phone,children_at_home,other_pets,housing,landlord_consent,message,shelter_id,shelter_name\r\n"
      let row =
        "1,stuart,Stuart,submitted,\(try stamp("created_at")),\(try stamp("updated_at")),Ada Lovelace,ada@example.org,,no,,own,no,\"'=1+1, and a big garden\",riverbend,Riverbend Animal Shelter\r\n"
      let atRiverbend = try cast.petcards(["inquiries", "export", "--csv"], as: cast.riverbend)
      #expect(atRiverbend.stderr == "")
      #expect(atRiverbend.status == 0)
      #expect(atRiverbend.stdout == header + row)
      #expect(try cast.petcards(["inquiries", "export", "--csv"], as: cast.ada).stdout == header + row)
      #expect(try cast.petcards(["inquiries", "export", "--csv"], as: cast.hillside).stdout == header)
      let other = try cast.petcards(["inquiries", "export", "--csv", "--shelter", "hillside"], as: cast.riverbend)
      #expect(other.stdout == header)
      #expect(other.status == 0)
    }
  }

  /// What each role must not do with inquiries, through `petcards` and through `psql`: the
  /// refusals are the server's, clear, and change nothing.
  /// An adopter who makes temporary tables named `pet` and `inquiry` can neither send an
  /// inquiry about an adopted pet nor route one to another shelter, nor make `inquiry_exists`
  /// answer from its own table: every function the schema makes pins its `search_path`, its
  /// schema and then `pg_temp` (issue 40, point 1). Through `psql`, as the adopter's role.
  @Test func anAdoptersTemporaryTables_changeNothingTheServerDecides() throws {
    try Self.withCast { cast in
      let shadowed = try cast.database.psql(
        """
        CREATE TEMP TABLE pet (id text, shelter_id text, gone boolean, status text);
        INSERT INTO pet VALUES ('cleo', 'hillside', false, 'available');
        INSERT INTO inquiry (pet_id, applicant_name, email, children_at_home, other_pets, housing, landlord_consent, message)
          VALUES ('cleo', 'Eve', 'eve@example.org', false, 'none', 'own', false, 'Cleo, please.');
        """, as: cast.ada)
      #expect(shadowed.status != 0)
      #expect(shadowed.stderr.contains("the pet \"cleo\" is not listed for adoption"), "\(shadowed.stderr)")
      #expect(try cast.database.run("SELECT count(*) FROM inquiry") == "0\n")
      let exists = try cast.database.psql(
        """
        CREATE TEMP TABLE inquiry (id bigint);
        INSERT INTO inquiry VALUES (42);
        SELECT inquiry_exists(42);
        """, as: cast.ada)
      #expect(exists.stdout.hasSuffix("f\n"), "\(exists.stdout) \(exists.stderr)")
      let paths = try cast.database.run(
        "SELECT proname || ' ' || array_to_string(proconfig, ',') FROM pg_proc WHERE proname LIKE 'inquiry_%' ORDER BY 1"
      )
      #expect(
        paths
          == "inquiry_exists search_path=public, pg_temp\ninquiry_message_stamp search_path=public, pg_temp\ninquiry_stamp search_path=public, pg_temp\n"
      )
    }
  }

  /// A shelter's role may change its own pets, but only to values every reader reads: through
  /// `psql`, `species = 'unicorn'` on its own pet made every reader's list of the whole
  /// catalogue fail with 65 (issue 40, point 3). The server refuses each such value.
  @Test func aShelterRole_cannotWriteAValueNoReaderReads() throws {
    try Self.withCast { cast in
      for change in [
        "species = 'unicorn'", "status = 'sold'", "sex = ''", "good_with_cats = 'maybe'", "birthday = 'soon'",
        "age_known = 'ancient'", "rarity = 'legendary'", "size = 'huge'",
        // An age not known has no birthday, and only it (version 17).
        "birthday = ''", "age_known = 'unknown'",
      ] {
        let refused = try cast.database.psql("UPDATE pet SET \(change) WHERE id = 'stuart'", as: cast.riverbend)
        #expect(refused.status != 0, "\(change)")
        #expect(refused.stderr.contains("violates check constraint"), "\(change): \(refused.stderr)")
      }
      // What the model reads is still the role's to set.
      let allowed = try cast.database.psql("UPDATE pet SET status = 'pending' WHERE id = 'stuart'", as: cast.riverbend)
      #expect(allowed.status == 0, "\(allowed.stderr)")
      let list = try cast.petcards(["list", "--status", "any"] + Self.today, as: cast.ada)
      #expect(list.status == 0, "\(list.stderr)")
      #expect(list.stdout.contains("Stuart"))
    }
  }

  /// With this computer's copies unwritable, `inquiries add` sends nothing and exits 73, so a
  /// retry sends once: it sent, said so, then failed with 73, and a retried script sent twice
  /// (issue 40, point 7). With them writable, the copy is there when "sent" is said.
  @Test func anInquiry_isSentOnlyWhereItsCopyCanBeKept() throws {
    try Self.withCast { cast in
      let blocked = cast.folder.appendingPathComponent("a-file")
      try Data("not a folder".utf8).write(to: blocked)
      let refused = try Petcards.run(
        ["inquiries", "add", "stuart"] + Self.form + Self.today + ["--catalog", cast.address(cast.ada)],
        environment: ["PET_DATA_DIR": blocked.appendingPathComponent("data").path, "TZ": "UTC"])
      #expect(refused.status == 73, "\(refused.stderr)")
      #expect(refused.stdout.isEmpty)
      #expect(try cast.database.run("SELECT count(*) FROM inquiry") == "0\n")

      let sent = try cast.petcards(["inquiries", "add", "stuart"] + Self.form + Self.today, as: cast.ada)
      #expect(sent.status == 0, "\(sent.stderr)")
      #expect(sent.stdout.hasPrefix("Inquiry 1 sent about Stuart (stuart) from Ada Lovelace to "), "\(sent.stdout)")
      #expect(try cast.database.run("SELECT count(*) FROM inquiry") == "1\n")
      let mine = try cast.petcards(["inquiries", "list"], as: cast.ada)
      #expect(mine.stdout.contains("Stuart"), "\(mine.stdout)")
    }
  }

  @Test func eachRole_readsAndAnswersOnlyItsOwnInquiries() throws {
    try Self.withCast { cast in
      #expect(try cast.petcards(["inquiries", "add", "stuart"] + Self.form + Self.today, as: cast.ada).status == 0)
      let server = "postgresql://%@@127.0.0.1:\(cast.database.server.port)/\(cast.database.name)"
      let refusals: [(String, String, Int32, String)] = [
        (cast.bob, "withdrawn", 77, "the role \(cast.bob) may not make inquiry 1 withdrawn"),
        (cast.ada, "approved", 77, "the role \(cast.ada) may not make inquiry 1 approved"),
        (cast.hillside, "declined", 77, "the role \(cast.hillside) may not make inquiry 1 declined"),
      ]
      for (role, status, exit, words) in refusals {
        let result = try cast.petcards(["inquiries", "set-status", "1", status], as: role)
        #expect(result.status == exit, "\(role) \(status)")
        #expect(
          result.stderr
            == "petcards: \(String(format: server, role)): \(words): a shelter's role answers the inquiries about its shelters' pets, and an adopter's may only withdraw its own\n"
        )
      }
      let none = try cast.petcards(["inquiries", "set-status", "99", "approved"], as: cast.riverbend)
      #expect(none.status == 1)
      #expect(none.stderr == "petcards: \(String(format: server, cast.riverbend)): no inquiry numbered 99\n")
      let sendingShelter = try cast.petcards(["inquiries", "add", "rex"] + Self.form + Self.today, as: cast.riverbend)
      #expect(sendingShelter.status == 77)
      #expect(sendingShelter.stderr.contains("permission denied for table inquiry"))

      for (sql, role) in [
        ("DELETE FROM inquiry", cast.ada), ("UPDATE inquiry SET message = 'changed'", cast.ada),
        (
          "INSERT INTO inquiry (pet_id, applicant_name, email, children_at_home, other_pets, housing, landlord_consent, message, status) VALUES ('rex', 'x', 'x', false, '', 'own', false, 'x', 'approved')",
          cast.bob
        ),
        (
          "INSERT INTO inquiry (pet_id, applicant_name, email, children_at_home, other_pets, housing, landlord_consent, message, applicant_role) VALUES ('rex', 'x', 'x', false, '', 'own', false, 'x', '\(cast.ada)')",
          cast.bob
        ),
        ("UPDATE inquiry SET email = 'staff@example.org'", cast.riverbend), ("DELETE FROM inquiry", cast.riverbend),
        (
          "INSERT INTO inquiry (pet_id, applicant_name, email, children_at_home, other_pets, housing, landlord_consent, message) VALUES ('rex', 'x', 'x', false, '', 'own', false, 'x')",
          cast.hillside
        ),
      ] {
        let result = try cast.database.psql(sql, as: role)
        #expect(result.status != 0, "\(sql)")
        #expect(result.stderr.contains("permission denied"), "\(sql): \(result.stderr)")
      }
      // Rows a role may not see are not there for it to read or change.
      #expect(try cast.database.psql("SELECT count(*) FROM inquiry", as: cast.bob).stdout == "0\n")
      #expect(try cast.database.psql("SELECT count(*) FROM inquiry", as: cast.hillside).stdout == "0\n")
      #expect(try cast.database.psql("UPDATE inquiry SET status = 'declined'", as: cast.hillside).status == 0)
      // An inquiry sent through psql is stamped by the server: the sender's, submitted, about a listed pet.
      let sent = try cast.database.psql(
        "INSERT INTO inquiry (pet_id, applicant_name, email, children_at_home, other_pets, housing, landlord_consent, message) VALUES ('rex', 'Bob', 'bob@example.org', false, '', 'own', false, 'A home for Rex, please.') RETURNING applicant_role, status, shelter_id",
        as: cast.bob)
      #expect(sent.stdout == "\(cast.bob)|submitted|hillside\n")
      try cast.database.run("UPDATE pet SET status = 'adopted' WHERE id = 'luna'")
      let adopted = try cast.database.psql(
        "INSERT INTO inquiry (pet_id, applicant_name, email, children_at_home, other_pets, housing, landlord_consent, message) VALUES ('luna', 'Bob', 'bob@example.org', false, '', 'own', false, 'x')",
        as: cast.bob)
      #expect(adopted.stderr.contains("the pet \"luna\" is not listed for adoption"))

      #expect(
        try cast.database.run("SELECT id, applicant_role, status, email, message FROM inquiry ORDER BY id")
          == """
          1|\(cast.ada)|submitted|ada@example.org|We have a big garden and lots of time for walks.
          2|\(cast.bob)|submitted|bob@example.org|A home for Rex, please.

          """)
      // The adopter may withdraw its own.
      let withdrawn = try cast.petcards(["inquiries", "set-status", "1", "withdrawn"], as: cast.ada)
      #expect(withdrawn.stdout == "Inquiry 1 is now Withdrawn\n")
    }
  }

  /// A catalogue made before inquiries (version 1) lists its pets, says plainly that it keeps
  /// no inquiries yet, and is brought up to date by its owner's next publish, not a shelter's.
  @Test func aCatalogueOfVersion1_isUpgradedByItsOwnersPublish() throws {
    try Self.withCast { cast in
      // Version 1's tables: no inquiries, and the word index checked against the pets, keyed
      // by word and pet alone, a word's pet its one check.
      try cast.database.run(
        """
        DROP FUNCTION send_public_inquiry_message, public_inquiry_messages; DROP TABLE inquiry_message;
        DROP FUNCTION inquiry_message_stamp;
        DROP FUNCTION send_public_inquiry, public_inquiries; DROP TABLE public_sending;
        ALTER TABLE pets_catalogue DROP COLUMN public_inquiries_an_hour;
        DROP TABLE inquiry; DROP FUNCTION inquiry_stamp, inquiry_exists; UPDATE pets_catalogue SET version = 1;
        DROP TRIGGER shelter_counts_checked ON shelter; DROP FUNCTION shelter_counts_checked;
        ALTER TABLE pet DROP CONSTRAINT pet_picture_on_the_web, DROP CONSTRAINT pet_coat_known,
          DROP COLUMN colour, DROP COLUMN coat, DROP CONSTRAINT pet_photos_on_the_web, DROP COLUMN photos;
        DROP FUNCTION pet_photos_on_the_web;
        ALTER TABLE shelter ADD COLUMN picture_folder text;
        UPDATE shelter SET picture_folder = '/home/riverbend/catalogue';
        UPDATE pet SET image = 'pictures/' || id || '.jpg' WHERE shelter_id = 'hillside';
        DROP POLICY granted_inserts ON pet_word;
        CREATE POLICY granted_inserts ON pet_word FOR INSERT TO pets_shelter
          WITH CHECK (pet_id IN (SELECT p.id FROM pet p JOIN shelter_grant g ON g.shelter_id = p.shelter_id
            WHERE g.role_name = current_user));
        ALTER TABLE pet_word DROP COLUMN name_key, DROP COLUMN shelter_id, DROP COLUMN ordinal,
          ADD PRIMARY KEY (word, pet_id),
          ADD CONSTRAINT pet_word_pet_id_fkey FOREIGN KEY (pet_id) REFERENCES pet (id)
        """)
      let listed = try cast.petcards(["list", "--search", "stuart"] + Self.today, as: cast.ada)
      #expect(listed.status == 0)
      #expect(listed.stdout.contains("stuart  Stuart"))
      let asked = try cast.petcards(["inquiries", "add", "stuart"] + Self.form + Self.today, as: cast.ada)
      #expect(asked.status == 65)
      #expect(
        asked.stderr.hasSuffix(
          "keeps no inquiries yet (its tables are of version 1); its owner brings it up to date by publishing a shelter's listing once with this version\n"
        ))
      let byShelter = try SharedCatalogTests.publish(
        SharedCatalogTests.bundled, into: cast.address(cast.riverbend), for: "riverbend")
      #expect(byShelter.status == 77)
      let server = "postgresql://\(cast.riverbend)@127.0.0.1:\(cast.database.server.port)/\(cast.database.name)"
      #expect(
        byShelter.stderr == """
          petcards: \(server): holds a catalogue of version 1, which this program brings up to version 19 when the database's owner publishes; the role \(cast.riverbend) may not
          petcards: nothing was imported into \(server)

          """)
      #expect(try cast.database.run("SELECT version FROM pets_catalogue") == "1\n")
      let byOwner = try SharedCatalogTests.publish(
        SharedCatalogTests.bundled, into: cast.database.ownerAddress, for: "riverbend")
      #expect(byOwner.status == 0, "\(byOwner.stderr)")
      #expect(try cast.database.run("SELECT version FROM pets_catalogue") == "19\n")
      // Version 13: no shelter keeps a folder; a picture is a web address, and one of a row
      // written before (Hillside's, not published again) is shown as none, with a warning.
      #expect(
        try cast.database.run("SELECT count(*) FROM information_schema.columns WHERE column_name = 'picture_folder'")
          == "0\n")
      let rex = try cast.petcards(["show", "rex", "--json"] + Self.today, as: cast.ada)
      #expect(rex.status == 0, "\(rex.stderr)")
      #expect(rex.stdout.contains("\n    \"imageDescription\" : \"No picture of Rex yet\",\n"), "\(rex.stdout)")
      #expect(!rex.stdout.contains("\"image\" :"), "\(rex.stdout)")
      #expect(
        rex.stderr
          == "petcards: warning: \(server.replacingOccurrences(of: cast.riverbend, with: cast.ada)): pet \"rex\", field \"image\": is not a web address: \"pictures/rex.jpg\"; no picture shown\n"
      )
      let forged = try cast.database.psql("UPDATE pet SET image = '/etc/passwd' WHERE id = 'rex'", as: cast.hillside)
      #expect(forged.status != 0)
      #expect(forged.stderr.contains("pet_picture_on_the_web"), "\(forged.stderr)")
      // Version 9: the pets' pages keep room for a changed pet.
      #expect(try cast.database.run("SELECT reloptions FROM pg_class WHERE relname = 'pet'") == "{fillfactor=70}\n")
      // Version 4 counted every shelter's listing, not only the one published.
      #expect(
        try cast.database.run(
          "SELECT count(*) FROM shelter WHERE listed <> (SELECT count(*) FROM pet WHERE shelter_id = shelter.id AND NOT gone)"
        ) == "0\n")
      #expect(try cast.database.run("SELECT count(*) FROM shelter WHERE listed > 0") == "2\n")
      // Version 5: the orders' indexes hold the status, in place of those before (and version 7
      // adds each species' pets by name, version 16 the longest waiting first with an intake
      // date not known last, version 17 the oldest first with an age not known last).
      #expect(
        try cast.database.run("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'pet_by_%' ORDER BY 1")
          == "pet_by_age_known\npet_by_age_listed\npet_by_intake_known\npet_by_intake_listed\npet_by_name_listed\npet_by_shelter\n"
          + "pet_by_species_name\n")
      #expect(
        try cast.database.run("SELECT count(*) FROM pg_constraint WHERE conname = 'pet_word_pet_id_fkey'") == "0\n")
      // Version 6: every shelter's counts by status, and the index of missing pictures.
      #expect(
        try cast.database.run(
          """
          SELECT count(*) FROM shelter s WHERE listed_available + listed_pending + listed_on_hold + listed_adopted <> listed
            OR listed_adopted <> (SELECT count(*) FROM pet WHERE shelter_id = s.id AND NOT gone AND status = 'adopted')
          """) == "0\n")
      #expect(try cast.database.run("SELECT count(*) FROM pg_indexes WHERE indexname = 'pet_image_missing'") == "1\n")
      // Version 7: each word holds its pet's place in the order by name, on an index in that
      // order, in place of the key by word and pet; no word was lost.
      #expect(
        try cast.database.run(
          """
          SELECT count(*) FROM pet_word w JOIN pet p ON p.id = w.pet_id
          WHERE (w.name_key, w.shelter_id, w.ordinal) IS DISTINCT FROM (p.name_key, p.shelter_id, p.ordinal)
          """) == "0\n")
      #expect(
        try cast.database.run("SELECT (SELECT count(DISTINCT pet_id) FROM pet_word) = (SELECT count(*) FROM pet)")
          == "t\n")
      #expect(
        try cast.database.run(
          "SELECT indexname FROM pg_indexes WHERE tablename = 'pet_word' ORDER BY 1")
          == "pet_word_by_pet\npet_word_in_name_order\n")
      // Version 8: a shelter's new word must stand at its pet's own place.
      #expect(
        try cast.database.run(
          "SELECT position('ordinal' IN with_check) > 0 FROM pg_policies WHERE policyname = 'granted_inserts' AND tablename = 'pet_word'"
        ) == "t\n")
      #expect(try cast.petcards(["inquiries", "add", "stuart"] + Self.form + Self.today, as: cast.ada).status == 0)
    }
  }
}
