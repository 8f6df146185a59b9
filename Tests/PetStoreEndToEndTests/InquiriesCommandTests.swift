import Foundation
import Testing

@Suite struct InquiriesCommandTests {
  static let ada = [
    "--name", "Ada Lovelace", "--email", "ada@example.com", "--phone", "+44 20 7946 0958", "--children", "yes",
    "--other-pets", "One old cat", "--housing", "rent", "--landlord-consent", "--message",
    "We have a garden, and I work from home.",
  ]

  @Test func add_list_show_setStatus_export() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    let added = try petcards.run(["inquiries", "add", "stuart"] + Self.ada)
    #expect(added.status == 0)
    #expect(added.stderr == "")
    #expect(added.stdout == "Inquiry 1 sent about Stuart (stuart) from Ada Lovelace\n")
    _ = try petcards.run(
      ["inquiries", "add", "zoe"] + Self.ada.prefix(4) + [
        "--children", "no", "--housing", "own", "--message", "A quiet flat with a sunny window.",
      ])

    let list = try petcards.run(["inquiries", "list"])
    #expect(list.status == 0)
    let lines = list.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0] == "ID  PET              APPLICANT     STATUS     DATE")
    #expect(lines[1].hasPrefix("1   Stuart (stuart)  Ada Lovelace  Submitted  20"))
    #expect(lines[2].hasPrefix("2   Zoë (zoe)        Ada Lovelace  Submitted  20"))

    let changed = try petcards.run(["inquiries", "set-status", "1", "under-review"])
    #expect(changed.status == 0)
    #expect(changed.stdout == "Inquiry 1 is now Under review\n")
    #expect(
      try petcards.run(["inquiries", "list", "--status", "under-review"]).stdout.split(separator: "\n").count == 2)

    let show = try petcards.run(["inquiries", "show", "1"])
    #expect(show.status == 0)
    let shown = show.stdout.split(separator: "\n").map(String.init)
    #expect(shown.first == "Inquiry    1")
    #expect(shown.contains("Pet        Stuart (stuart)"))
    #expect(shown.contains("Status     Under review"))
    #expect(shown.contains("Housing    Rents, with the landlord's consent"))
    #expect(shown.contains("Household  Children at home · Other pets: One old cat"))
    #expect(shown.last == "Message    We have a garden, and I work from home.")

    let csv = try petcards.run(["inquiries", "export", "--csv"])
    #expect(csv.status == 0)
    let rows = csv.stdout.components(separatedBy: "\r\n")
    #expect(rows.count == 4)  // header, two rows, and the empty string after the last CRLF
    #expect(rows[1].hasPrefix("1,stuart,Stuart,under-review,"))
    #expect(
      rows[1].hasSuffix(
        ",Ada Lovelace,ada@example.com,'+44 20 7946 0958,yes,One old cat,rent,yes,\"We have a garden, and I work from home.\""
      ))
  }

  /// An adopted pet has a home: no inquiry is stored, and the applicant is told why.
  @Test func add_aboutAnAdoptedPet_isRefused_andNothingIsStored() throws {
    let data = try TemporaryData()
    let result = try data.petcards.run(["inquiries", "add", "cleo"] + Self.ada)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "petcards: Cleo has been adopted and is no longer looking for a home: no inquiry was sent about cleo\n")
    #expect(try data.petcards.run(["inquiries", "list"]).stdout == "ID  PET  APPLICANT  STATUS  DATE\n")
  }

  @Test func add_whenInvalid_listsEveryProblemAndExits64() throws {
    let data = try TemporaryData()
    let result = try data.petcards.run([
      "inquiries", "add", "stuart", "--name", "Ada", "--email", "ada", "--phone", "call me", "--housing", "rent",
      "--message", "Short",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        petcards: --email: Enter an email address like name@example.com
        petcards: --phone: Phone numbers use digits, spaces, +, - and ( )
        petcards: --children: Say whether children live in your home
        petcards: --landlord-consent: Renters need their landlord's consent
        petcards: --message: Tell the shelter a little about your home (at least 20 characters)

        """)
    #expect(try data.petcards.run(["inquiries", "list"]).stdout == "ID  PET  APPLICANT  STATUS  DATE\n")
  }

  @Test func add_whenPetIsUnknown_exitsOne() throws {
    let data = try TemporaryData()
    let result = try data.petcards.run(["inquiries", "add", "nobody"] + Self.ada)
    #expect(result.status == 1)
    #expect(result.stderr == "petcards: no pet matches \"nobody\"\n")
  }

  @Test func setStatus_whenStatusIsBad_exits64_andWhenInquiryIsMissing_exitsOne() throws {
    let data = try TemporaryData()
    let bad = try data.petcards.run(["inquiries", "set-status", "1", "maybe"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("'maybe' is invalid"))
    let missing = try data.petcards.run(["inquiries", "set-status", "9", "approved"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "petcards: no inquiry numbered 9\n")
    #expect(try data.petcards.run(["inquiries", "show", "9"]).status == 1)
  }

  @Test func inquiries_ofAnAdoptedOrRemovedPet_areKept() throws {
    let data = try TemporaryData()
    let catalog = data.directory.appendingPathComponent("pets.json")
    try FileManager.default.copyItem(at: Petcards.repository.appendingPathComponent("data/pets.json"), to: catalog)
    _ = try data.petcards.run(["inquiries", "add", "stuart", "--catalog", catalog.path] + Self.ada)
    // Shown against the same catalogue once it no longer lists the pet.
    try Data(#"{ "pets": [] }"#.utf8).write(to: catalog)
    let list = try data.petcards.run(["inquiries", "list", "--catalog", catalog.path])
    #expect(list.status == 0)
    #expect(list.stdout.contains("stuart (not in the catalogue)"))
  }

  @Test func text_isSanitisedForTheTerminal() throws {
    let data = try TemporaryData()
    var args = Self.ada
    args[1] = "Ada\u{1B}]0;pwned\u{07} \u{202E}Lovelace"
    let added = try data.petcards.run(["inquiries", "add", "stuart"] + args)
    #expect(added.status == 0)
    #expect(!added.stdout.contains("\u{1B}"))
    for command in [["inquiries", "list"], ["inquiries", "show", "1"], ["inquiries", "export", "--csv"]] {
      let result = try data.petcards.run(command)
      #expect(!result.stdout.contains("\u{1B}"))
      #expect(!result.stdout.contains("\u{202E}"))
      #expect(result.stdout.contains("Ada\u{FFFD}]0;pwned\u{FFFD} \u{FFFD}Lovelace"))
    }
  }
}
