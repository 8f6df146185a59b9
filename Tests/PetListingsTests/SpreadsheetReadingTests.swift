import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// A shelter's own spreadsheet (issue 42, point 2): a county's header, its codes for sex and
/// size, ages in words, read with no flags; a row that cannot be a pet left out with its row
/// named, the rest read.
@Suite struct SpreadsheetReadingTests {
  static let today = CalendarDate(2026, 11, 25)

  static func read(_ text: String, order: DateOrder? = nil) throws -> ShelterListing {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("adoptable.csv").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return try ShelterListing.read(path: path, options: ListingOptions(dateOrder: order, today: today))
    }
  }

  @Test func aCountysSpreadsheet_isRead_withItsHeadersAndCodes() throws {
    let listing = try ShelterListing.read(
      path: ListingSamples.path("county-adoptable.csv"), options: ListingOptions(today: Self.today))
    #expect(listing.format == .spreadsheet)
    #expect(
      listing.pets.map(\.id) == ["a523880", "a524102", "a524377", "a524390", "a524411", "a524460"])
    let leo = try #require(listing.pets.first)
    #expect(
      leo
        == Pet(
          id: "a523880", name: "LEO", species: .cat, breed: "DOMESTIC SH", sex: .male,
          birthday: CalendarDate(2025, 2, 25), rarity: nil, image: "", size: .small,
          description: "More about this pet: http://www.petharbor.com/pet.asp?uaid=MONT.A523880",
          intakeDate: CalendarDate(2026, 10, 28), spayedNeutered: true, ageKnown: .estimated,
          colour: "ORANGE TABBY"))
    let byID = Dictionary(uniqueKeysWithValues: listing.pets.map { ($0.id, $0) })
    // S: a spayed female; MED and X-LRG; a kitten's size is not a size.
    #expect(byID["a524102"]?.sex == .female)
    #expect(byID["a524102"]?.spayedNeutered == true)
    #expect(byID["a524102"]?.size == .medium)
    #expect(byID["a524390"]?.size == .extraLarge)
    #expect(byID["a524390"]?.spayedNeutered == nil)
    #expect(byID["a524377"]?.size == .unknown)
    // Ten weeks old, counted back from the day of the import, not after it came in.
    #expect(byID["a524377"]?.birthday == CalendarDate(2026, 9, 16))
    #expect(byID["a524411"]?.sex == .unknown)
    #expect(byID["a524460"]?.birthday == CalendarDate(2017, 9, 25))
    // The row without a name is left out, named; every column is known (Intake Type is read for
    // nothing), so no other line.
    #expect(
      listing.notes.map(\.description) == [
        "warning: \(ListingSamples.path("county-adoptable.csv")): row 7 (id \"a524455\"), field \"Pet name\": "
          + "left out: expected a name, found nothing"
      ])
  }

  @Test func columnsItDoesNotKnow_areSaidOnce_andAFileWithNoNames_isRefusedNamingItsColumns() throws {
    let listing = try Self.read(
      """
      ID,Animal Name,Species,Intake Date,Kennel,Microchip,DOB,Favourite toy
      7,Rex,Dog,2026-11-01,K4,985112,2020-01-01,ball
      """)
    #expect(listing.pets.map(\.name) == ["Rex"])
    #expect(
      listing.notes.map(\.message) == [
        #"left out the columns "Microchip", "Favourite toy", which name no field of a pet"#
      ])
    let error = #expect(throws: CatalogError.self) {
      try Self.read(
        """
        Animal ID,Animal Type,In Date
        7,Dog,2026-11-01
        """)
    }
    #expect(error?.exitCode == 65)
  }

  /// Saved as "Text (tab delimited)": the fields split at tabs, a comma inside one is text.
  @Test func aTabSeparatedSpreadsheet_isRead() throws {
    let listing = try Self.read(
      "Animal ID\tPet Name\tAnimal Type\tPet Age\tIn Date\tColor\n"
        + "A1\tRex\tDOG\t2 YEARS\t2026-11-01\tBLACK, WHITE\n"
        + "A2\t\"Pip, the second\"\tCAT\t3 MONTHS\t2026-11-02\tGREY\n")
    #expect(listing.format == .spreadsheet)
    #expect(listing.pets.map(\.id) == ["a1", "a2"])
    #expect(listing.pets.map(\.name) == ["Rex", "Pip, the second"])
    #expect(listing.pets.map(\.colour) == ["BLACK, WHITE", "GREY"])
    #expect(listing.notes.isEmpty)
  }

  @Test(arguments: [
    ("5 YEARS", 60, 0), ("10 WEEKS", 0, 70), ("1 YEAR 5 MONTHS", 17, 0), ("9 years 2 months.", 110, 0),
    ("3 mos", 3, 0), ("2y 6m", 30, 0), ("4 days", 0, 4),
  ])
  func anAgeInWords_isRead(text: String, months: Int, days: Int) throws {
    let listing = try Self.read(
      """
      Animal ID,Pet Name,Animal Type,Pet Age,In Date
      7,Rex,Dog,\(text),2026-11-20
      """)
    let rex = try #require(listing.pets.first)
    let expected = Self.today.addingMonths(-months).adding(days: -days)
    #expect(rex.birthday == min(expected, CalendarDate(2026, 11, 20)))
    #expect(rex.ageKnown == .estimated)
  }

  /// An age written freely that says none is not known, the row imported and named with
  /// `--explain` (issue 42: a field the source writes freely never refuses the listing).
  @Test(arguments: ["SOON", "old", "-3 years", "many years"])
  func anAgeItCannotRead_isNotKnown_namingIt(text: String) throws {
    let file = """
      Animal ID,Pet Name,Animal Type,Pet Age,In Date
      7,Rex,Dog,\(text),2026-11-20
      8,Pip,Cat,2 YEARS,2026-11-20
      """
    let listing = try LenientListingTests.read(file)
    #expect(listing.pets.map(\.name) == ["Rex", "Pip"])
    #expect(listing.pets.map(\.ageKnown) == [.unknown, .estimated])
    #expect(
      listing.notes.map(\.description) == [
        "warning: /listing.csv: 1 age is not known (not given or not read): listed last by age"
      ])
    let explained = try LenientListingTests.read(file, explains: true)
    #expect(
      explained.notes.map(\.description).dropFirst() == [
        #"warning: /listing.csv: row 2 (id "7", "Rex"): no age read from Pet Age "\#(text)": not known, listed last by age"#
      ])
  }
}

/// What a source may leave out is read from what it gives instead (issue 42, point 1).
@Suite struct LenientListingTests {
  /// An ASM3 animal whose DATEBROUGHTIN is empty, as ASM3 leaves it for some: its intake date
  /// is its most recent entry date, else the day its record was made; one line says how many.
  @Test func anASM3AnimalWithNoDateBroughtIn_takesItsOtherDates_countedInOneLine() throws {
    let row = { (id: Int, brought: String, entry: String?, created: String?) in
      var members = [
        #""ID": \#(id)"#, #""ANIMALNAME": "Pet \#(id)""#, #""SPECIESNAME": "Cat""#, #""SEX": 1"#,
        #""DATEOFBIRTH": "2020-01-01T00:00:00""#, #""DATEBROUGHTIN": \#(brought)"#,
      ]
      if let entry { members.append(#""MOSTRECENTENTRYDATE": "\#(entry)""#) }
      if let created { members.append(#""CREATEDDATE": "\#(created)""#) }
      return "{" + members.joined(separator: ", ") + "}"
    }
    let text =
      "["
      + [
        row(1, #""2026-03-01T10:00:00""#, "2026-04-01T00:00:00", nil),
        row(2, "null", "2026-05-02T09:30:00", "2026-05-01T00:00:00"),
        row(3, #""""#, nil, "2026-06-03T00:00:00"),
        row(4, "null", "2026-07-04T00:00:00", nil),
      ].joined(separator: ", ") + "]"
    let listing = try Self.read(text, format: .asm3JSON)
    #expect(
      listing.pets.map(\.intakeDate) == [
        CalendarDate(2026, 3, 1), CalendarDate(2026, 5, 2), CalendarDate(2026, 6, 3), CalendarDate(2026, 7, 4),
      ])
    #expect(
      listing.notes.map(\.message) == [
        "1 intake date read from CREATEDDATE, its DATEBROUGHTIN being empty",
        "2 intake dates read from MOSTRECENTENTRYDATE, their DATEBROUGHTIN being empty",
      ])
    // --explain: each, by its record, after the lines that count them.
    let explained = try Self.read(text, format: .asm3JSON, explains: true)
    #expect(explained.pets == listing.pets)
    #expect(
      explained.notes.map(\.description).dropFirst(2) == [
        #"warning: /asm3.json: [1] (id "asm-2", "Pet 2"): intake date read from MOSTRECENTENTRYDATE (2026-05-02), DATEBROUGHTIN being empty"#,
        #"warning: /asm3.json: [2] (id "asm-3", "Pet 3"): intake date read from CREATEDDATE (2026-06-03), DATEBROUGHTIN being empty"#,
        #"warning: /asm3.json: [3] (id "asm-4", "Pet 4"): intake date read from MOSTRECENTENTRYDATE (2026-07-04), DATEBROUGHTIN being empty"#,
      ])
    // --strict: the file is refused whole, each reading named as a problem.
    let error = #expect(throws: CatalogError.self) { try Self.read(text, format: .asm3JSON, strict: true) }
    #expect(error?.problems.count == 5)
    #expect(error?.problems.allSatisfy { $0.severity == .error } == true)
    #expect(error?.exitCode == 65)
  }

  /// A spreadsheet row that cannot be a pet is left out and the rest read; with --strict the
  /// file is refused whole, naming the row.
  @Test func withStrict_aRowLeftOut_refusesTheFile() throws {
    let text = """
      Animal ID,Name,Animal Type,Age,In Date
      A1,Rex,Dog,2 years,2026-11-01
      A2,,Cat,3 years,2026-11-02

      """
    let lenient = try Self.read(text)
    #expect(lenient.pets.map(\.id) == ["a1"])
    let error = #expect(throws: CatalogError.self) { try Self.read(text, strict: true) }
    #expect(
      error?.problems.map(\.description) == [
        #"/listing.csv: row 3 (id "a2"), field "Name": left out: expected a name, found nothing"#
      ])
  }

  /// The listing `text` (ASM3's JSON when `format` says so, else a spreadsheet) read from a file
  /// of its own, with every message's folder left out, so a message is compared whole.
  static func read(
    _ text: String, format: ListingFormat? = nil, strict: Bool = false, explains: Bool = false
  ) throws -> ShelterListing {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent(format == nil ? "listing.csv" : "asm3.json").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let unfoldered = { (problem: CatalogProblem) in
        var problem = problem
        problem.file = problem.file.replacingOccurrences(of: folder.path, with: "")
        return problem
      }
      do {
        var listing = try ShelterListing.read(
          path: path,
          options: ListingOptions(
            format: format, today: CalendarDate(2026, 11, 25), strict: strict, explains: explains))
        listing.notes = listing.notes.map(unfoldered)
        return listing
      } catch let error as CatalogError {
        throw CatalogError(kind: error.kind, problems: error.problems.map(unfoldered))
      }
    }
  }
}
