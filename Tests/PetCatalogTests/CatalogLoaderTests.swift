import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// The error a catalogue fails with, or a recorded issue when it loads.
private func loadError(
  _ outcome: (file: String, result: Result<Catalog, CatalogError>),
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> (file: String, error: CatalogError) {
  switch outcome.result {
  case .success(let catalog):
    Issue.record("loaded \(catalog.pets.count) pets, expected an error", sourceLocation: sourceLocation)
    throw CancellationError()
  case .failure(let error):
    return (outcome.file, error)
  }
}

/// The one message a catalogue with a single pet, `record`, fails with.
private func onlyProblem(
  _ record: PetRecord, sourceLocation: SourceLocation = #_sourceLocation
) throws -> (file: String, message: String) {
  let (file, error) = try loadError(loadCatalog(catalogJSON([record])), sourceLocation: sourceLocation)
  #expect(error.kind == .invalid, sourceLocation: sourceLocation)
  #expect(error.exitCode == 65, sourceLocation: sourceLocation)
  #expect(error.problems.count == 1, "\(error)", sourceLocation: sourceLocation)
  #expect(error.problems.allSatisfy { $0.severity == .error }, sourceLocation: sourceLocation)
  return (file, error.description)
}

@Suite struct CatalogLoaderTests {
  // MARK: A good catalogue

  @Test func load_readsEveryField_ofAValidPet() throws {
    let outcome = try loadCatalog(
      catalogJSON([.valid()], top: #""format": 1, "shelter": "Riverbend Animal Shelter","#),
      pictures: ["pictures/stuart.svg"])
    let catalog = try outcome.result.get()
    #expect(catalog.pets == [Pet.stuart])
    #expect(catalog.shelter == "Riverbend Animal Shelter")
    #expect(catalog.fees == .standard)
    #expect(catalog.warnings.isEmpty)
    #expect(catalog.missingImages.isEmpty)
    #expect(catalog.directory?.path == URL(fileURLWithPath: outcome.file).deletingLastPathComponent().path)
  }

  @Test func load_usesDefaults_forOptionalFieldsLeftOut() throws {
    let record = PetRecord.valid()
      .without("goodWithKids").without("goodWithDogs").without("goodWithCats")
      .without("spayedNeutered").with("vaccinated", "null").without("houseTrained")
    let catalog = try loadCatalog(catalogJSON([record], top: ""), pictures: ["pictures/stuart.svg"]).result.get()
    let pet = try #require(catalog.pets.first)
    #expect(pet.goodWithKids == .unknown)
    #expect(pet.goodWithDogs == .unknown)
    #expect(pet.goodWithCats == .unknown)
    #expect(pet.spayedNeutered == nil)
    #expect(pet.vaccinated == nil)
    #expect(pet.houseTrained == nil)
    #expect(catalog.shelter == nil)
  }

  @Test func load_acceptsAnEmptyBreedAndDescription_andDatesOfToday() throws {
    let record = PetRecord.valid().with("breed", #""""#).with("description", #""""#)
      .with("birthday", #""2026-11-21""#).with("intakeDate", #""2026-11-21""#)
    let pet = try #require(try loadCatalog(catalogJSON([record])).result.get().pets.first)
    #expect(pet.breed == "")
    #expect(pet.description == "")
    #expect(pet.birthday == .fixedToday)
    #expect(pet.intakeDate == .fixedToday)
  }

  // MARK: One test per kind of bad input

  @Test func error_whenJSONIsMissingACommaBetweenMembers_namesLineAndColumn() throws {
    let text = """
      {
        "format": 1,
        "shelter": "Riverbend" "currency": "USD",
        "pets": []
      }
      """
    let (file, error) = try loadError(loadCatalog(text))
    #expect(error.kind == .invalid)
    #expect(error.description == "\(file):3:26: malformed JSON: expected ',' or '}' after a member")
    #expect(error.problems.first?.line == 3)
    #expect(error.problems.first?.column == 26)
  }

  @Test func error_whenALineEndsWithoutItsComma_pointsAtTheNextMember() throws {
    let text = """
      {
        "format": 1,
        "shelter": "Riverbend"
        "pets": []
      }
      """
    let (file, error) = try loadError(loadCatalog(text))
    #expect(error.description == "\(file):4:3: malformed JSON: expected ',' or '}' after a member")
  }

  @Test func error_columnsCountCharactersNotBytes() throws {
    // 小雪 is six bytes and two characters: the quote after it is the 19th character.
    let text = "{\n  \"shelter\": \"小雪\" \"pets\": []\n}\n"
    let (file, error) = try loadError(loadCatalog(text))
    #expect(error.description == "\(file):2:19: malformed JSON: expected ',' or '}' after a member")
  }

  @Test func error_whenTheFileEndsEarly() throws {
    let (file, error) = try loadError(loadCatalog("{\n  \"pets\": [\n"))
    #expect(error.description == "\(file):3:1: malformed JSON: unexpected end of file, expected a value")
  }

  @Test func error_whenTheFileIsEmpty() throws {
    let (file, error) = try loadError(loadCatalog(""))
    #expect(error.description == "\(file):1:1: malformed JSON: unexpected end of file, expected a value")
  }

  @Test func error_whenARequiredFieldIsMissing() throws {
    let (file, message) = try onlyProblem(.valid().without("name"))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\"), field \"name\": expected a string, found nothing (the field is required)")
  }

  @Test func error_whenARequiredChoiceIsMissing() throws {
    let (file, message) = try onlyProblem(.valid().without("size"))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"size\": expected one of small, medium, large, extra-large, "
        + "unknown, found nothing (the field is required)")
  }

  /// A birthday left out, with no stage either, is an age not known (a listing that gives
  /// none); `null` is not a date, and an estimate of no birthday is refused.
  @Test func aBirthdayLeftOut_isAnAgeNotKnown_butNullIsAnError() throws {
    let withNull = try onlyProblem(.valid().with("birthday", "null"))
    #expect(
      withNull.message
        == "\(withNull.file): pets[0] (id \"stuart\", \"Stuart\"), field \"birthday\": expected a real date YYYY-MM-DD, found null"
    )
    let estimated = try onlyProblem(.valid().without("birthday").with("birthdayEstimated", "true"))
    #expect(
      estimated.message
        == "\(estimated.file): pets[0] (id \"stuart\", \"Stuart\"), field \"birthdayEstimated\": expected no "
        + "birthdayEstimated without a birthday: it is about a birthday")
  }

  @Test func error_whenAStringFieldIsANumber() throws {
    let (file, message) = try onlyProblem(.valid().with("name", "42"))
    #expect(message == "\(file): pets[0] (id \"stuart\"), field \"name\": expected a string, found the number 42")
  }

  @Test func error_whenANameIsBlank() throws {
    let (file, message) = try onlyProblem(.valid().with("name", #""  ""#))
    #expect(message == "\(file): pets[0] (id \"stuart\"), field \"name\": expected a non-empty string, found \"  \"")
  }

  @Test func error_whenAFlagIsAString() throws {
    let (file, message) = try onlyProblem(.valid().with("vaccinated", #""yes""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"vaccinated\": expected true or false, found \"yes\"")
  }

  @Test func error_whenTheRarityIsUnknown() throws {
    let (file, message) = try onlyProblem(.valid().with("rarity", #""legendary""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"rarity\": expected one of common, uncommon, rare, very-rare, "
        + "found \"legendary\"")
  }

  @Test func error_whenTheSexIsUnknown() throws {
    let (file, message) = try onlyProblem(.valid().with("sex", #""Male""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"sex\": expected one of male, female, unknown, found \"Male\""
    )
  }

  @Test func error_whenTheStatusIsUnknown() throws {
    let (file, message) = try onlyProblem(.valid().with("status", #""sold""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"status\": expected one of available, pending, on-hold, adopted, "
        + "found \"sold\"")
  }

  @Test func error_whenTheSpeciesIsUnknown() throws {
    let (file, message) = try onlyProblem(.valid().with("species", #""dragon""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"species\": expected one of dog, cat, rabbit, bird, guinea-pig, "
        + "hamster, ferret, reptile, horse, other, found \"dragon\"")
  }

  @Test func error_whenATemperamentAnswerIsUnknown() throws {
    let (file, message) = try onlyProblem(.valid().with("goodWithCats", "true"))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"goodWithCats\": expected one of yes, no, unknown, found true"
    )
  }

  @Test func error_whenADateIsImpossible() throws {
    let (file, message) = try onlyProblem(.valid().with("birthday", #""2023-02-30""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"birthday\": expected a real date YYYY-MM-DD, found \"2023-02-30\""
    )
  }

  @Test func error_whenADateHasATime() throws {
    let (file, message) = try onlyProblem(.valid().with("intakeDate", #""2026-10-02T09:00:00Z""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"intakeDate\": expected a real date YYYY-MM-DD, "
        + "found \"2026-10-02T09:00:00Z\"")
  }

  @Test func error_whenTheBirthdayIsAfterToday() throws {
    let (file, message) = try onlyProblem(.valid().with("birthday", #""2026-11-22""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"birthday\": expected a date no later than today (2026-11-21), "
        + "found \"2026-11-22\"")
  }

  @Test func error_whenTheIntakeDateIsAfterToday() throws {
    let (file, message) = try onlyProblem(.valid().with("intakeDate", #""2027-01-01""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"intakeDate\": expected a date no later than today (2026-11-21), "
        + "found \"2027-01-01\"")
  }

  @Test func error_whenTheIntakeIsBeforeTheBirthday() throws {
    let (file, message) = try onlyProblem(.valid().with("intakeDate", #""2023-06-13""#))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"intakeDate\": expected a date on or after the birthday "
        + "2023-06-14, found \"2023-06-13\"")
  }

  @Test func error_whenTwoPetsShareAnID() throws {
    let text = catalogJSON([.valid(), .valid(id: "biscuit"), .valid()])
    let (file, error) = try loadError(loadCatalog(text))
    #expect(
      error.description
        == "\(file): pets[2] (id \"stuart\", \"Stuart\"), field \"id\": the id \"stuart\" is already used by pets[0]; "
        + "ids must be unique")
  }

  @Test(arguments: ["/etc/passwd", "~/stuart.svg"])
  func error_whenTheImagePathIsAbsolute(path: String) throws {
    let (file, message) = try onlyProblem(.valid().with("image", "\"\(path)\""))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"image\": expected a path relative to the catalogue's folder, "
        + "found the absolute path \"\(path)\"")
  }

  @Test(arguments: ["../x.png", "pictures/../../x.png", "./../x.png", "pictures/../.."])
  func error_whenTheImagePathLeavesTheFolder(path: String) throws {
    let (file, message) = try onlyProblem(.valid().with("image", "\"\(path)\""))
    #expect(
      message
        == "\(file): pets[0] (id \"stuart\", \"Stuart\"), field \"image\": expected a path inside the catalogue's folder, "
        + "found \"\(path)\", which leaves it")
  }

  @Test func load_acceptsAnImagePathThatComesBackInside() throws {
    let record = PetRecord.valid().with("image", #""pictures/../pictures/./stuart.svg""#)
    let catalog = try loadCatalog(catalogJSON([record]), pictures: ["pictures/stuart.svg"]).result.get()
    #expect(catalog.pets.first?.image == "pictures/../pictures/./stuart.svg")
    #expect(catalog.warnings.isEmpty)
  }

  @Test(arguments: ["Stuart", "stuart!", "stu art", "stüart", "stuart/../x", String(repeating: "a", count: 65)])
  func error_whenTheIDHasCharactersOutsideItsAlphabetOrIsTooLong(id: String) throws {
    let (file, message) = try onlyProblem(.valid().with("id", "\"\(id)\"").with("image", #""pictures/a.svg""#))
    let shown = id.count > 60 ? id.prefix(57) + "…" : id
    #expect(
      message
        == "\(file): pets[0] (\"Stuart\"), field \"id\": expected 1 to 64 characters of a-z, 0-9, - and _, found \"\(shown)\""
    )
  }

  @Test func load_acceptsAnIDOf64Characters() throws {
    let id = String(repeating: "a", count: 62) + "-_"
    let catalog = try loadCatalog(catalogJSON([.valid(id: id)])).result.get()
    #expect(catalog.pets.first?.id == id)
  }

  @Test func error_whenTheIDIsEmpty() throws {
    let (file, message) = try onlyProblem(.valid().with("id", #""""#).with("image", #""pictures/a.svg""#))
    #expect(message == "\(file): pets[0] (\"Stuart\"), field \"id\": expected a non-empty string, found \"\"")
  }

  @Test func error_whenAPetIsNotAnObject() throws {
    let (file, error) = try loadError(loadCatalog(#"{"pets": [42]}"#))
    #expect(error.description == "\(file): pets[0]: expected a pet object, found the number 42")
  }

  @Test func error_whenPetsIsMissing() throws {
    let (file, error) = try loadError(loadCatalog(#"{"format": 1}"#))
    #expect(error.description == "\(file): field \"pets\": expected an array of pets, found nothing")
  }

  @Test func error_whenPetsIsNotAnArray() throws {
    let (file, error) = try loadError(loadCatalog(#"{"pets": {"stuart": {}}}"#))
    #expect(error.description == "\(file): field \"pets\": expected an array of pets, found an object")
  }

  @Test func error_whenTheFileIsNotValidUTF8_namesLineAndColumn() throws {
    // Line 4 is the pet; 0xFF sits in its name after `    {"id": "stuart", "name": "St`.
    var bytes = Data(catalogJSON([.valid().with("name", #""St@uart""#)]).utf8)
    let marker = try #require(bytes.firstIndex(of: UInt8(ascii: "@")))
    bytes[marker] = 0xFF
    let (file, error) = try loadError(loadCatalog(bytes: bytes))
    #expect(error.kind == .invalid)
    #expect(
      error.description
        == "\(file):4:33: the file is not valid UTF-8 (byte 0xFF at offset 61); save it as UTF-8")
  }

  /// A file saved as UTF-16 (a spreadsheet's "Unicode text") is named so, with its byte order
  /// mark or without: it was "byte 0xFF at offset 0", or a NUL (issue 40).
  @Test(arguments: ["little-endian with its mark", "big-endian with its mark", "little-endian"])
  func error_whenTheFileIsUTF16_saysSo(saved: String) throws {
    let text = #"{"pets": []}"#
    let units: [UInt16] = (saved.hasSuffix("mark") ? [0xFEFF] : []) + Array(text.utf16)
    let bigEndian = saved.hasPrefix("big")
    let bytes = Data(
      units.flatMap { unit -> [UInt8] in
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        return bigEndian ? [high, low] : [low, high]
      })
    let (file, error) = try loadError(loadCatalog(bytes: bytes))
    #expect(error.kind == .invalid)
    #expect(error.description == "\(file): the file is UTF-16 text, not UTF-8; save it as UTF-8")
  }

  @Test func error_whenInvalidUTF8FollowsMultibyteCharacters_columnCountsCharacters() throws {
    var bytes = Data("{\n  \"shelter\": \"Café @\"\n}\n".utf8)
    let marker = try #require(bytes.firstIndex(of: UInt8(ascii: "@")))
    bytes[marker] = 0xC0  // never valid in UTF-8
    let (file, error) = try loadError(loadCatalog(bytes: bytes))
    #expect(
      error.description == "\(file):2:20: the file is not valid UTF-8 (byte 0xC0 at offset 22); save it as UTF-8")
  }

  @Test func error_whenTheFileIsOverTheSizeLimit() throws {
    let text = catalogJSON([.valid()])
    let loader = CatalogLoader(today: .fixedToday, maximumFileSize: 100)
    let (file, error) = try loadError(loadCatalog(text, loader: loader))
    #expect(error.kind == .invalid)
    #expect(error.exitCode == 65)
    #expect(
      error.description == "\(file): the file is \(text.utf8.count) bytes, more than the 100 a catalogue may have")
  }

  @Test func error_whenDataInMemoryIsOverTheSizeLimit() {
    let loader = CatalogLoader(today: .fixedToday, maximumFileSize: 10)
    #expect {
      try loader.load(data: Data(#"{"pets": []}"#.utf8), file: "pets.json", directory: nil)
    } throws: { error in
      "\(error)" == "pets.json: the file is 12 bytes, more than the 10 a catalogue may have"
    }
  }

  @Test func error_whenTheFileDoesNotExist_isMissingWithExitCode66() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("nowhere.json").path
      do throws(CatalogError) {
        _ = try CatalogLoader(today: .fixedToday).load(path: path)
        Issue.record("loaded a file that does not exist")
      } catch {
        #expect(error.kind == .missing)
        #expect(error.exitCode == 66)
        #expect(error.description == "\(path): no such file")
      }
    }
  }

  @Test func error_whenThePathIsAFolder() throws {
    try withTemporaryDirectory { directory in
      do throws(CatalogError) {
        _ = try CatalogLoader(today: .fixedToday).load(path: directory.path)
        Issue.record("loaded a folder")
      } catch {
        #expect(error.kind == .missing)
        #expect(error.exitCode == 66)
        #expect(error.description == "\(directory.path): is a folder, expected a catalogue file")
      }
    }
  }

  @Test func error_whenTheFormatIsNewerThanSupported() throws {
    let (file, error) = try loadError(loadCatalog(catalogJSON([.valid()], top: #""format": 2,"#)))
    #expect(
      error.description
        == "\(file): field \"format\": this catalogue is format 2, newer than the format 1 this version reads; "
        + "update the tools")
  }

  @Test(arguments: [("0", "expected 1, found 0"), (#""1""#, "expected the number 1, found \"1\"")])
  func error_whenTheFormatIsNotOne(json: String, message: String) throws {
    let (file, error) = try loadError(loadCatalog(catalogJSON([.valid()], top: "\"format\": \(json),")))
    #expect(error.description == "\(file): field \"format\": \(message)")
  }

  @Test(arguments: [("[]", "an array"), (#""pets""#, "\"pets\""), ("null", "null"), ("3.5", "the number 3.5")])
  func error_whenTheTopLevelIsNotAnObject(json: String, found: String) throws {
    let (file, error) = try loadError(loadCatalog(json))
    #expect(
      error.description == "\(file): expected an object with a \"pets\" array at the top level, found \(found)")
  }

  @Test func error_whenTheShelterIsNotAString() throws {
    let (file, error) = try loadError(loadCatalog(catalogJSON([.valid()], top: #""shelter": true,"#)))
    #expect(error.description == "\(file): field \"shelter\": expected a string, found true")
  }

  @Test func load_readsTheSheltersEmail() throws {
    let catalog = try loadCatalog(
      catalogJSON([.valid()], top: #""shelterEmail": "adopt@riverbend.example","#), pictures: ["pictures/stuart.svg"]
    ).result.get()
    #expect(catalog.shelterEmail == "adopt@riverbend.example")
  }

  /// One plain address: nothing a mail link could carry besides (a second recipient, a header).
  @Test(arguments: [
    ("\"adopt@x.example, evil@y.example\"", "\"adopt@x.example, evil@y.example\""),
    ("\"adopt\"", "\"adopt\""),
    ("\"adopt@x.example?cc=evil@y.example\"", "\"adopt@x.example?cc=evil@y.example\""),
    ("\"<adopt@x.example>\"", "\"<adopt@x.example>\""),
    ("\"adopt@localhost\"", "\"adopt@localhost\""),
  ])
  func error_whenTheSheltersEmailIsNotOneAddress(json: String, shown: String) throws {
    let (file, error) = try loadError(loadCatalog(catalogJSON([.valid()], top: "\"shelterEmail\": \(json),")))
    #expect(
      error.description
        == "\(file): field \"shelterEmail\": expected one email address such as adopt@example.org, found \(shown)")
    #expect(error.exitCode == 65)
  }

  @Test func errors_whenOneFileHasSeveralProblems_areAllReportedInOrder() throws {
    let text = catalogJSON(
      [
        .valid(),
        .valid(id: "mo").with("sex", #""m""#).with("rarity", #""legendary""#).with("birthday", #""2023-02-30""#),
        .valid(),
        PetRecord(members: []),
        .valid(id: "biscuit").without("id"),
        .valid(id: "pip").with("intakeDate", #""2020-01-01""#),
      ], top: #""format": 1, "currency": "usd","#
    ).replacingOccurrences(of: "{}", with: #""not a pet""#)
    let (file, error) = try loadError(loadCatalog(text))
    #expect(error.kind == .invalid)
    #expect(
      error.problems.map(\.description) == [
        "\(file): field \"currency\": expected a three-letter ISO 4217 code such as \"USD\", found \"usd\"",
        "\(file): pets[1] (id \"mo\", \"Stuart\"), field \"sex\": expected one of male, female, unknown, found \"m\"",
        "\(file): pets[1] (id \"mo\", \"Stuart\"), field \"birthday\": expected a real date YYYY-MM-DD, found \"2023-02-30\"",
        "\(file): pets[1] (id \"mo\", \"Stuart\"), field \"rarity\": expected one of common, uncommon, rare, very-rare, "
          + "found \"legendary\"",
        "\(file): pets[2] (id \"stuart\", \"Stuart\"), field \"id\": the id \"stuart\" is already used by pets[0]; "
          + "ids must be unique",
        "\(file): pets[3]: expected a pet object, found \"not a pet\"",
        "\(file): pets[4] (\"Stuart\"), field \"id\": expected a string, found nothing (the field is required)",
        "\(file): pets[5] (id \"pip\", \"Stuart\"), field \"intakeDate\": expected a date on or after the birthday 2023-06-14, "
          + "found \"2020-01-01\"",
      ])
    #expect(error.description == error.problems.map(\.description).joined(separator: "\n"))
  }

  // MARK: Warnings

  @Test func warning_whenAPictureIsMissing_theCatalogueLoads() throws {
    let outcome = try loadCatalog(
      catalogJSON([.valid(), .valid(id: "biscuit")]), pictures: ["pictures/stuart.svg"])
    let catalog = try outcome.result.get()
    #expect(catalog.pets.map(\.id) == ["stuart", "biscuit"])
    #expect(catalog.missingImages == ["biscuit"])
    #expect(
      catalog.warnings.map(\.description) == [
        "warning: \(outcome.file): pets[1] (id \"biscuit\", \"Stuart\"), field \"image\": the picture \"pictures/biscuit.svg\" "
          + "does not exist; showing a placeholder instead"
      ])
    #expect(catalog.warnings.first?.severity == .warning)
    #expect(catalog.imageURL(for: catalog.pets[1]) == nil)
    let directory = URL(fileURLWithPath: outcome.file).deletingLastPathComponent()
    #expect(
      catalog.imageURL(for: catalog.pets[0])?.path == directory.appendingPathComponent("pictures/stuart.svg").path)
  }

  @Test func load_doesNotLookForPictures_whenAskedNotTo() throws {
    let loader = CatalogLoader(today: .fixedToday, checksImages: false)
    let catalog = try loadCatalog(catalogJSON([.valid()]), loader: loader).result.get()
    #expect(catalog.warnings.isEmpty)
    #expect(catalog.missingImages.isEmpty)
  }

  @Test func load_fromDataWithoutAFolder_doesNotLookForPictures() throws {
    let catalog = try CatalogLoader(today: .fixedToday).load(
      data: Data(catalogJSON([.valid()]).utf8), file: "pets.json", directory: nil)
    #expect(catalog.pets == [Pet.stuart])
    #expect(catalog.warnings.isEmpty)
    #expect(catalog.directory == nil)
  }

  @Test func errorMessages_nameTheFileAsGiven_whenLoadedFromData() {
    let loader = CatalogLoader(today: .fixedToday)
    let text = catalogJSON([.valid().with("birthday", #""2023-02-30""#)])
    #expect {
      try loader.load(data: Data(text.utf8), file: "data/pets.json", directory: nil)
    } throws: { error in
      "\(error)"
        == "data/pets.json: pets[0] (id \"stuart\", \"Stuart\"), field \"birthday\": expected a real date YYYY-MM-DD, "
        + "found \"2023-02-30\""
    }
  }
}
