import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// Bad listings: every problem names the file, the record and the source's own field.
@Suite struct ListingProblemTests {
  static let today = CalendarDate(2026, 11, 25)

  /// Reads `text` saved as `name` in a new folder; the error, or `nil` when it reads.
  static func problems(
    _ text: String, named name: String = "listing.json", options: ListingOptions? = nil
  ) throws -> (file: String, error: CatalogError?) {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      do throws(CatalogError) {
        _ = try ShelterListing.read(path: file, options: options ?? ListingOptions(today: today))
        return (file, nil)
      } catch {
        return (file, error)
      }
    }
  }

  @Test func aFileOfNoFormat_namesTheFormatsTried() throws {
    let (file, error) = try Self.problems(#"{"dogs": [{"name": "Rex"}]}"#)
    #expect(
      error?.description
        == "\(file): is none of the formats this program reads (a pet catalogue (JSON); a Petfinder API v2 listing; "
        + "a RescueGroups.org v5 listing; an ASM3 json_adoptable_animals listing; an ASM3 csv_adoptable_animals listing; "
        + "a CSV with the catalogue's fields; a shelter's spreadsheet (CSV with a header such as Animal ID, Pet Name, "
        + "Animal Type)); say which with --format if it is one, or name a spreadsheet's own columns with --mapping FILE "
        + "(docs/formats/spreadsheet.md)")
    #expect(error?.exitCode == 65)
    let (text, notCSV) = try Self.problems("just some words\nand more\n", named: "notes.txt")
    #expect(notCSV?.description.hasPrefix("\(text): is none of the formats this program reads") == true)
  }

  @Test func petfinder_badFields_areEachNamed() throws {
    let (file, error) = try Self.problems(
      #"""
      {"animals": [
        {"id": 1, "name": "Rex", "type": "Dog", "gender": "M/F", "age": "Puppyish", "size": "Huge", "published_at": "soon"},
        {"name": "No Id", "type": "Cat", "gender": "Female", "age": "Adult", "published_at": "2026-01-01T00:00:00+0000"},
        {"id": 3, "name": "From the future", "type": "Cat", "gender": "Female", "age": "Adult", "published_at": "2027-01-01T00:00:00+0000"}
      ]}
      """#)
    #expect(
      error?.problems.map(\.description) == [
        "\(file): animals[0] (id \"pf-1\", \"Rex\"), field \"gender\": expected Male, Female or Unknown, found \"M/F\"",
        "\(file): animals[0] (id \"pf-1\", \"Rex\"), field \"age\": expected Baby, Young, Adult or Senior, found \"Puppyish\"",
        "\(file): animals[0] (id \"pf-1\", \"Rex\"), field \"size\": expected Small, Medium, Large or Extra Large, found \"Huge\"",
        "\(file): animals[0] (id \"pf-1\", \"Rex\"), field \"published_at\": expected a date, found \"soon\"",
        "\(file): animals[1] (\"No Id\"), field \"id\": expected the record's id, found nothing",
        "\(file): animals[2] (id \"pf-3\", \"From the future\"), field \"published_at\": expected a date no later than today (2026-11-25), found \"2027-01-01T00:00:00+0000\"",
      ])
  }

  /// A fee RescueGroups lets a shelter write freely is never a reason to refuse the listing
  /// (issue 42; it refused every pet of the file before): the words go in the story, with their
  /// one plain amount as the fee when they name one; one line counts them.
  @Test func rescueGroups_aFeeInWords_isKeptInTheStory_withItsOneAmount() throws {
    let pet = { (id: Int, fee: String) in
      #"{"type": "animals", "id": "\#(id)", "attributes": {"name": "Pip \#(id)", "ageGroup": "Young", "#
        + #""adoptionFeeString": "\#(fee)", "createdDate": "2026-01-01T00:00:00Z"}}"#
    }
    let (listing, explained) = try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("rg.json").path
      let text =
        #"{"data": ["#
        + [pet(1, "call us"), pet(2, "$75 (bonded pair $120)"), pet(3, "$60 each, adopt both!"), pet(4, "$40")].joined(
          separator: ", ") + "]}"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return (
        try ShelterListing.read(path: path, options: ListingOptions(currency: "USD", today: Self.today)),
        try ShelterListing.read(
          path: path, options: ListingOptions(currency: "USD", today: Self.today, explains: true))
      )
    }
    #expect(listing.pets.map(\.fee) == [nil, nil, 60, 40])
    #expect(
      listing.pets.map(\.description) == [
        "Adoption fee: call us.", "Adoption fee: $75 (bonded pair $120).", "Adoption fee: $60 each, adopt both.", "",
      ])
    #expect(
      listing.notes.map(\.message) == [
        "3 fees written in words are kept in their pets' stories, with their amounts when they name one"
      ])
    // --explain: each by its record, after the line that counts them.
    #expect(
      explained.notes.map(\.message) == listing.notes.map(\.message) + [
        #"fee "call us" kept in the story, with no fee of its own"#,
        #"fee "$75 (bonded pair $120)" kept in the story, with no fee of its own"#,
        #"fee "$60 each, adopt both!" kept in the story; its fee read as 60"#,
      ])
    #expect(explained.notes.dropFirst().map(\.record) == ["data[0]", "data[1]", "data[2]"])
  }

  @Test func asm3_aCodeOutOfItsTable_isNamed() throws {
    let (file, error) = try Self.problems(
      #"""
      [{"ID": 5, "ANIMALNAME": "Bo", "SPECIESNAME": "Dog", "SEX": 7, "SIZE": 2,
        "DATEOFBIRTH": "2024-13-01T00:00:00", "DATEBROUGHTIN": "2026-01-01T00:00:00", "ISGOODWITHDOGS": 9}]
      """#)
    #expect(
      error?.problems.map(\.description) == [
        "\(file): [0] (id \"asm-5\", \"Bo\"), field \"SEX\": expected 0 (female), 1 (male) or 2 (unknown), found \"7\"",
        "\(file): [0] (id \"asm-5\", \"Bo\"), field \"DATEOFBIRTH\": expected a date, found \"2024-13-01T00:00:00\"",
        "\(file): [0] (id \"asm-5\", \"Bo\"), field \"ISGOODWITHDOGS\": expected 0 (yes), 1 (no) or 2 (unknown), found \"9\"",
      ])
  }

  /// A fee in cents past twelve digits before the point is refused, as every fee is: 2^63 cents
  /// was read, and shown rounded through floating point (issue 40).
  @Test func asm3_aFeeOf2To63Cents_isRefused() throws {
    let (file, error) = try Self.problems(
      #"""
      [{"ID": 5, "ANIMALNAME": "Bo", "SPECIESNAME": "Dog", "SEX": 1, "SIZE": 2, "FEE": 9223372036854775807,
        "DATEOFBIRTH": "2024-01-01T00:00:00", "DATEBROUGHTIN": "2026-01-01T00:00:00"}]
      """#)
    #expect(
      error?.problems.map(\.description) == [
        "\(file): [0] (id \"asm-5\", \"Bo\"), field \"FEE\": expected a fee in cents such as 7500, found \"9223372036854775807\""
      ])
    let (_, most) = try Self.problems(
      #"""
      [{"ID": 5, "ANIMALNAME": "Bo", "SPECIESNAME": "Dog", "SEX": 1, "SIZE": 2, "FEE": 99999999999999,
        "DATEOFBIRTH": "2024-01-01T00:00:00", "DATEBROUGHTIN": "2026-01-01T00:00:00"}]
      """#, options: ListingOptions(currency: "USD", today: Self.today))
    #expect(most == nil)
  }

  @Test func csv_datesThatCouldBeEitherOrder_areNeverGuessed() throws {
    let text = """
      id,name,species,birthday,intakeDate
      rex,Rex,dog,03/04/2020,05/06/2026
      """
    let (file, error) = try Self.problems(text, named: "pets.csv")
    #expect(
      error?.description
        == "\(file): its dates, such as \"03/04/2020\" (row 2), could be day/month or month/day and none says which; "
        + "give the order with --date-order dmy or --date-order mdy")
    let (_, ordered) = try Self.problems(
      text, named: "pets.csv", options: ListingOptions(dateOrder: .monthDayYear, today: Self.today))
    #expect(ordered == nil)
  }

  @Test func csv_datesInTwoOrders_areRefused() throws {
    let (file, error) = try Self.problems(
      """
      id,name,species,birthday,intakeDate
      rex,Rex,dog,13/04/2020,05/26/2026
      """, named: "pets.csv")
    #expect(
      error?.description
        == "\(file): the dates \"13/04/2020\" (row 2) and \"05/26/2026\" (row 2) are written in different orders; "
        + "say which with --date-order dmy, mdy or ymd")
  }

  /// A column named twice is refused, naming both: the first was taken, silently (issue 40).
  @Test func csv_aColumnNamedTwice_isRefused() throws {
    let (file, error) = try Self.problems(
      """
      id,name,species,birthday,intakeDate,name
      1,Rex,dog,2020-01-01,2026-01-01,Max
      """, named: "pets.csv")
    #expect(
      error?.problems.map(\.description) == [
        "\(file):1:6: field \"name\": is the name of columns 2 and 6: a column is named once"
      ])
    #expect(error?.exitCode == 65)
  }

  @Test func csv_anUnknownColumn_andABadChoice_areNamed() throws {
    let (file, error) = try Self.problems(
      """
      id,name,species,markings
      rex,Rex,dog,brown
      """, named: "pets.csv")
    #expect(
      error?.problems.map(\.description) == [
        "\(file): field \"markings\": is not a field of the catalogue; the columns it knows are ageGroup, birthday, "
          + "birthdayEstimated, breed, coat, colour, description, fee, goodWithCats, goodWithDogs, goodWithKids, "
          + "houseTrained, id, image, intakeDate, name, photos, rarity, sex, size, spayedNeutered, species, status, "
          + "vaccinated"
      ])
    let (other, badChoice) = try Self.problems(
      """
      id,name,species,intakeDate,ageGroup
      rex,Rex,dragon,2026-01-01,adult
      """, named: "pets.csv")
    #expect(
      badChoice?.problems.map(\.description) == [
        "\(other): row 2 (id \"rex\", \"Rex\"), field \"species\": expected one of dog, cat, rabbit, bird, guinea-pig, "
          + "hamster, ferret, reptile, horse, other, found \"dragon\""
      ])
  }

  @Test func aQuoteNeverClosed_namesItsLine() throws {
    let (file, error) = try Self.problems("id,name\nrex,\"Rex\nthe dog\n", named: "pets.csv")
    #expect(error?.description == "\(file):2:1: a quoted field that starts on line 2 is never closed")
  }

  @Test func twoDifferentRecordsWithOneID_areRefused_andTheSameRecordTwiceIsOne() throws {
    let record =
      #"{"id": 1, "name": "Rex", "type": "Dog", "gender": "Male", "age": "Adult", "published_at": "2026-01-01T00:00:00+0000"}"#
    let other = record.replacingOccurrences(of: "Rex", with: "Max")
    let (_, same) = try Self.problems(#"{"animals": [\#(record), \#(record)]}"#)
    #expect(same == nil)
    let (file, different) = try Self.problems(#"{"animals": [\#(record), \#(other)]}"#)
    #expect(
      different?.description
        == "\(file): pet \"pf-1\", field \"id\": two different records have this id; each animal needs its own")
  }
}
