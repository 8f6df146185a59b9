import Foundation
import PetCatalog
import PetLocalization

/// Reads the JSON listings: Petfinder's, RescueGroups.org's and ASM3's (docs/formats/).
struct JSONListingReader {
  let file: String
  let document: JSONValue
  let options: ListingOptions
  var problems: [CatalogProblem] = []

  private func problem(_ field: String?, _ message: String) -> CatalogProblem {
    CatalogProblem(file: file, field: field, message: message)
  }

  // MARK: Petfinder API v2

  /// `{"animals": [...], "pagination": {...}}`, or one `{"animal": {...}}`.
  mutating func readPetfinder() -> ShelterListing {
    var listing = ShelterListing(format: .petfinder)
    let key = document["animals"] != nil ? "animals" : "animal"
    let records: [JSONValue]
    switch document[key] {
    case .array(let elements)?: records = elements
    case .some(let one) where one.isObject: records = [one]
    default:
      problems.note(
        problem("animals", trf(tr("expected an array of animals, found %1$@"), document[key]?.summary ?? tr("nothing")))
      )
      return listing
    }
    // One organisation's listing (a shelter's own, or a search of one): its contact's email is
    // where inquiries go. Petfinder gives no organisation's name with its animals.
    let organisations = Set(records.compactMap { $0["organization_id"]?.text })
    if organisations.count == 1 {
      listing.shelterEmail = records.lazy.compactMap { $0["contact"]?["email"]?.text?.trimmed }
        .first { Catalog.isEmailAddress($0) }
    }
    // Each animal's organisation as a shelter (its id, and its contact as the animals give it),
    // with the organisation's own record where the page has one.
    // Merged once, not an animal at a time: a page of 100,000 animals from thousands of
    // organisations took 31 s merging them one by one (a list searched for each).
    let own = document["organization"].flatMap(ListingShelter.petfinderOrganisation).map { [$0] } ?? []
    listing.shelters = Shelter.merged(own, records.compactMap(ListingShelter.petfinder))
    let described = Set(listing.shelters.map(\.id))
    if let pagination = document["pagination"], let current = pagination["current_page"]?.text.flatMap({ Int($0) }),
      let total = pagination["total_pages"]?.text.flatMap({ Int($0) }), total > 1
    {
      listing.page = ListingPage(number: current, count: total, next: pagination["_links"]?["next"]?["href"]?.text)
    }
    for (index, value) in records.enumerated() {
      var record = ListingRecord(file: file, index: index, place: "\(key)[\(index)]")
      guard case .object = value else {
        record.report(nil, trf(tr("expected an animal object, found %1$@"), value.summary))
        problems.note(contentsOf: record.problems)
        continue
      }
      record.name = value["name"]?.text.map(PlainText.line)
      let id = record.id(prefix: "pf-", value["id"]?.text, field: "id")
      let status = value["status"]?.text?.lowercased() ?? "adoptable"
      if status == "found" {
        listing.notes.note(
          // TRANSLATORS: a record left out of an import; %1$@ is the source's status.
          record.warning(trf(tr("left out: a found-pet notice (status \"%1$@\"), not a pet for adoption"), status)))
        continue
      }
      let name = record.name(value["name"]?.text, field: "name")
      let species = SpeciesWords.species(value["species"]?.text, value["type"]?.text)
      let breed = Self.petfinderBreed(value["breeds"])
      let sex = SpeciesWords.sex(value["gender"]?.text)
      if sex == nil {
        record.report(
          "gender", trf(tr("expected Male, Female or Unknown, found %1$@"), value["gender"]?.summary ?? tr("nothing")))
      }
      // Left out (or null), the age is not known; a word Petfinder does not use is an error.
      let ageGroup = SpeciesWords.ageGroup(value["age"]?.text)
      if ageGroup == nil, value["age"].map({ !$0.isNull }) == true {
        record.report(
          "age", trf(tr("expected Baby, Young, Adult or Senior, found %1$@"), value["age"]?.summary ?? tr("nothing")))
      }
      let size =
        value["size"].flatMap { $0.isNull ? nil : $0 } == nil ? .unknown : SpeciesWords.size(value["size"]?.text)
      if size == nil {
        record.report(
          "size", trf(tr("expected Small, Medium, Large or Extra Large, found %1$@"), value["size"]?.summary ?? ""))
      }
      let published = value["published_at"]?.text ?? value["status_changed_at"]?.text
      let intake = record.date(
        published, field: value["published_at"] != nil ? "published_at" : "status_changed_at", today: options.today,
        required: false, read: ListingDate.iso)
      let adoptionStatus: AdoptionStatus
      switch status {
      case "adoptable": adoptionStatus = .available
      case "adopted": adoptionStatus = .adopted
      default:
        listing.notes.note(record.warning(trf(tr("left out: status \"%1$@\" is not a listing for adoption"), status)))
        continue
      }
      let environment = value["environment"]
      let attributes = value["attributes"]
      // Every photo, each the largest Petfinder gives (`full`, else `large`, `medium`, `small`);
      // the cropped one only when there are none.
      var found = (value["photos"]?.elements ?? []).compactMap { photo in
        (photo["full"]?.text ?? photo["large"]?.text ?? photo["medium"]?.text ?? photo["small"]?.text).map { Photo($0) }
      }
      if found.isEmpty, let cropped = value["primary_photo_cropped"]?["full"]?.text { found = [Photo(cropped)] }
      let photos = record.photos(found, field: "photos", notes: &listing.notes)
      let image = photos.first?.address ?? ""
      if let pet = record.pet(
        id: id, name: name, species: species, breed: breed, sex: sex, birthday: .some(nil), estimated: false,
        ageGroup: ageGroup, fee: .some(nil), image: image, size: size,
        description: Self.petfinderStory(value), intakeDate: intake,
        status: adoptionStatus,
        goodWith: (
          Answer(environment?["children"]?.flag), Answer(environment?["dogs"]?.flag), Answer(environment?["cats"]?.flag)
        ), spayedNeutered: attributes?["spayed_neutered"]?.flag, vaccinated: attributes?["shots_current"]?.flag,
        houseTrained: attributes?["house_trained"]?.flag, birthdayField: "age",
        colour: SpeciesWords.colour(["primary", "secondary", "tertiary"].map { value["colors"]?[$0]?.text }),
        coat: SpeciesWords.coat(value["coat"]?.text), photos: photos, today: options.today)
      {
        listing.noteNotGiven(pet, record, intakeField: "published_at", ageField: "age")
        let org = ListingShelter.petfinderID(value)
        listing.pets.append(pet, shelter: org.flatMap { described.contains($0) ? $0 : nil })
      }
      problems.note(contentsOf: record.problems)
    }
    return listing
  }

  /// The story, plain; Petfinder cuts a long one short (`...`), so a line after it gives the
  /// listing's address, where the whole story is.
  static func petfinderStory(_ record: JSONValue) -> String {
    let story = PlainText.from(record["description"]?.text ?? "")
    guard story.hasSuffix("...") || story.hasSuffix("\u{2026}"), let address = record["url"]?.text,
      PetRules.isPictureAddress(address)
    else { return story }
    // TRANSLATORS: a line after a story Petfinder cut short; %1$@ is the listing's web address.
    return story + "\n\n" + trf(tr("The whole story: %1$@"), address)
  }

  /// `Labrador Retriever / Beagle`, `Beagle mix`; empty when Petfinder says the breed is unknown.
  static func petfinderBreed(_ breeds: JSONValue?) -> String {
    guard let breeds, breeds["unknown"]?.flag != true else { return "" }
    let names = [breeds["primary"]?.text, breeds["secondary"]?.text].compactMap { $0.map(PlainText.line) }
      .filter { !$0.isEmpty }
    let joined = names.joined(separator: " / ")
    guard breeds["mixed"]?.flag == true, !joined.isEmpty, names.count == 1,
      !(joined.lowercased().split(separator: " ").contains("mix"))
    else {
      return joined
    }
    // TRANSLATORS: a breed crossed with another, e.g. "Beagle mix".
    return trf(tr("%1$@ mix"), joined)
  }

  // MARK: RescueGroups.org API v5

  /// JSON:API: `data[]` of `animals`, whose `relationships` name `included[]` resources.
  mutating func readRescueGroups() -> ShelterListing {
    var listing = ShelterListing(format: .rescueGroups)
    let records: [JSONValue]
    switch document["data"] {
    case .array(let elements)?: records = elements
    case .some(let one) where one.isObject: records = [one]
    default:
      problems.note(
        problem("data", trf(tr("expected an array of animals, found %1$@"), document["data"]?.summary ?? tr("nothing")))
      )
      return listing
    }
    var included: [String: JSONValue] = [:]
    for resource in document["included"]?.elements ?? [] {
      if let type = resource["type"]?.text, let id = resource["id"]?.text { included["\(type)/\(id)"] = resource }
    }
    // Fees written in words, kept in their pets' stories: said in one line.
    var feesInWords = 0
    if let meta = document["meta"], let pages = meta["pages"]?.text.flatMap({ Int($0) }), pages > 1 {
      listing.page = ListingPage(number: meta["pageReturned"]?.text.flatMap { Int($0) } ?? 1, count: pages)
    }
    let orgs = Set(records.flatMap { Self.related($0, "orgs") })
    listing.shelters = Shelter.merged(
      [],
      (document["included"]?.elements ?? []).filter { $0["type"]?.text == "orgs" }.compactMap(
        ListingShelter.rescueGroups))
    let described = Set(listing.shelters.map(\.id))
    if orgs.count == 1, let only = orgs.first, let org = included[only] {
      listing.shelter = org["attributes"]?["name"]?.text.map(PlainText.line)
      listing.shelterEmail = org["attributes"]?["email"]?.text.flatMap { Catalog.isEmailAddress($0) ? $0 : nil }
    }
    for (index, value) in records.enumerated() {
      var record = ListingRecord(file: file, index: index, place: "data[\(index)]")
      guard case .object = value, value["type"]?.text == "animals" else {
        listing.notes.note(
          record.warning(trf(tr("left out: not an animal (type %1$@)"), value["type"]?.summary ?? tr("nothing"))))
        continue
      }
      let attributes = value["attributes"] ?? .object([])
      record.name = attributes["name"]?.text.map(PlainText.line)
      let id = record.id(prefix: "rg-", value["id"]?.text, field: "id")
      let statusName = Self.related(value, "statuses").first.flatMap { included[$0]?["attributes"]?["name"]?.text }
      var status: AdoptionStatus
      switch statusName?.lowercased() {
      case "available"?, nil: status = .available
      case "adopted"?: status = .adopted
      case "pending"?, "adoption pending"?: status = .pending
      case "hold"?, "on hold"?: status = .onHold
      case _?:
        listing.notes.note(
          record.warning(trf(tr("left out: status \"%1$@\" is not a listing for adoption"), statusName ?? "")))
        continue
      }
      if status == .available, attributes["isAdoptionPending"]?.flag == true { status = .pending }
      let name = record.name(attributes["name"]?.text, field: "attributes.name")
      let speciesName = Self.related(value, "species").first.flatMap { included[$0]?["attributes"]?["singular"]?.text }
      let species = SpeciesWords.species(speciesName, attributes["speciesString"]?.text)
      let breedNames = Self.related(value, "breeds").compactMap { included[$0]?["attributes"]?["name"]?.text }
      // Its breed as a response gives it: the whole string, else the primary and secondary
      // breeds (a response asked for some fields), else the related breeds.
      let breedParts = [attributes["breedPrimary"]?.text, attributes["breedSecondary"]?.text].compactMap { $0 }
        .filter { !$0.trimmed.isEmpty }
      let breed = PlainText.line(
        attributes["breedString"]?.text
          ?? (breedParts.isEmpty ? breedNames : breedParts).joined(separator: " / "))
      let sex: Sex? = attributes["sex"] == nil ? .unknown : SpeciesWords.sex(attributes["sex"]?.text)
      if sex == nil {
        record.report(
          "attributes.sex", trf(tr("expected Male or Female, found %1$@"), attributes["sex"]?.summary ?? ""))
      }
      let birthday = record.date(
        attributes["birthDate"]?.text, field: "attributes.birthDate", today: options.today, required: false,
        read: ListingDate.iso)
      let ageGroup = SpeciesWords.ageGroup(attributes["ageGroup"]?.text)
      if attributes["ageGroup"] != nil, ageGroup == nil, birthday == .some(nil) {
        record.report(
          "attributes.ageGroup",
          trf(tr("expected Baby, Young, Adult or Senior, found %1$@"), attributes["ageGroup"]?.summary ?? ""))
      }
      let size = attributes["sizeGroup"] == nil ? .unknown : SpeciesWords.size(attributes["sizeGroup"]?.text)
      if size == nil {
        record.report(
          "attributes.sizeGroup",
          trf(tr("expected Small, Medium, Large or X-Large, found %1$@"), attributes["sizeGroup"]?.summary ?? ""))
      }
      // A response asked for some fields only has neither: the intake date is then not known.
      let intakeField =
        ["availableDate", "createdDate"].first { attributes[$0]?.text?.trimmed.isEmpty == false }
        ?? "availableDate"
      let intake = record.date(
        attributes[intakeField]?.text, field: "attributes.\(intakeField)", today: options.today, required: false,
        read: ListingDate.iso)
      // A fee RescueGroups lets a shelter write freely: words are kept in the story (below).
      var feeWords: String?
      let fee = record.feeInWords(attributes["adoptionFeeString"]?.text, words: &feeWords)
      if let feeWords, case .some(let amount) = fee {
        feesInWords += 1
        listing.readings.append(
          record.warning(
            amount.map {
              // TRANSLATORS: %1$@ is a fee a shelter wrote in words, %2$@ the one amount read from it.
              trf(tr("fee %1$@ kept in the story; its fee read as %2$@"), JSONValue.quoted(feeWords), Money.text($0))
            }
              // TRANSLATORS: %1$@ is a fee a shelter wrote in words, with no one amount in it.
              ?? trf(tr("fee %1$@ kept in the story, with no fee of its own"), JSONValue.quoted(feeWords))))
      }
      let pictures = Self.related(value, "pictures").compactMap { included[$0] }
        .sorted {
          ($0["attributes"]?["order"]?.text.flatMap { Int($0) } ?? .max)
            < ($1["attributes"]?["order"]?.text.flatMap { Int($0) } ?? .max)
        }
      // Every picture in its order, each the largest given (`original`, else `large`, `small`)
      // with its size in pixels where said; the thumbnail only when there are none.
      var found = pictures.compactMap { picture -> Photo? in
        let attributes = picture["attributes"]
        guard let size = attributes?["original"] ?? attributes?["large"] ?? attributes?["small"],
          let url = size["url"]?.text
        else { return nil }
        func pixels(_ key: String) -> Int? {
          size[key]?.text.flatMap { Int($0) }.flatMap { (1...Photo.largestSide).contains($0) ? $0 : nil }
        }
        return Photo(url, width: pixels("resolutionX"), height: pixels("resolutionY"))
      }
      if found.isEmpty, let thumbnail = attributes["pictureThumbnailUrl"]?.text { found = [Photo(thumbnail)] }
      let photos = record.photos(found, field: "pictures", notes: &listing.notes)
      let image = photos.first?.address ?? ""
      var story = PlainText.from(attributes["descriptionText"]?.text ?? attributes["descriptionHtml"]?.text ?? "")
      // A fee said in words ("Waived for seniors") is "Fee waived" on the card; its words stay in the story.
      if let words = attributes["adoptionFeeString"]?.text.map(PlainText.line), case .waived? = ListingFee.parse(words),
        words.split(separator: " ").count > 1
      {
        // TRANSLATORS: a line added to a pet's story; %1$@ is the shelter's words for the fee, e.g. "Waived for seniors".
        story += (story.isEmpty ? "" : "\n\n") + trf(tr("Adoption fee: %1$@."), words)
      }
      if var feeWords {
        // The sentence ends with the format's own stop.
        while let last = feeWords.last, ".!".contains(last) { feeWords.removeLast() }
        story += (story.isEmpty ? "" : "\n\n") + trf(tr("Adoption fee: %1$@."), feeWords)
      }
      if let pet = record.pet(
        id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday,
        estimated: attributes["isBirthDateExact"]?.flag == false, ageGroup: ageGroup, fee: fee, image: image,
        size: size, description: story, intakeDate: intake,
        status: status,
        goodWith: (
          Answer(attributes["isKidsOk"]?.flag), Answer(attributes["isDogsOk"]?.flag),
          Answer(attributes["isCatsOk"]?.flag)
        ), spayedNeutered: attributes["isAltered"]?.flag, vaccinated: attributes["isCurrentVaccinations"]?.flag,
        houseTrained: attributes["isHousetrained"]?.flag, birthdayField: "attributes.birthDate",
        colour: SpeciesWords.colour([attributes["colorDetails"]?.text]),
        coat: SpeciesWords.coat(attributes["coatLength"]?.text), photos: photos, today: options.today)
      {
        listing.noteNotGiven(
          pet, record, intakeField: "attributes.availableDate", ageField: "attributes.birthDate")
        let org = Self.related(value, "orgs").first.map { ListingShelter.rescueGroupsID($0.dropFirst("orgs/".count)) }
        listing.pets.append(pet, shelter: org.flatMap { described.contains($0) ? $0 : nil })
      }
      problems.note(contentsOf: record.problems)
    }
    if feesInWords > 0 {
      listing.notes.note(
        CatalogProblem(
          .warning, file: file,
          message: trf(
            trn(
              // TRANSLATORS: %1$lld counts pets whose fee the shelter wrote in words, e.g. "$75 (bonded pair $120)".
              "%1$lld fee written in words is kept in its pet's story, with its amount when it names one",
              "%1$lld fees written in words are kept in their pets' stories, with their amounts when they name one",
              feesInWords), feesInWords)))
    }
    return listing
  }

  /// The `type/id` of each resource `record` relates to under `name`.
  static func related(_ record: JSONValue, _ name: String) -> [String] {
    guard let data = record["relationships"]?[name]?["data"] else { return [] }
    let resources: [JSONValue] = if case .array(let elements) = data { elements } else { [data] }
    return resources.compactMap { resource in
      guard let type = resource["type"]?.text, let id = resource["id"]?.text else { return nil }
      return "\(type)/\(id)"
    }
  }

  // MARK: ASM3 json_adoptable_animals

  /// An array of ASM3's animal rows, its columns upper-case.
  mutating func readASM3() -> ShelterListing {
    guard case .array(let records) = document else {
      problems.note(problem(nil, trf(tr("expected an array of ASM3 animals, found %1$@"), document.summary)))
      return ShelterListing(format: .asm3JSON)
    }
    var reader = ASM3Reader(file: file, options: options, dateOrder: nil)
    for (index, value) in records.enumerated() {
      guard case .object(let members) = value else {
        var record = ListingRecord(file: file, index: index, place: "[\(index)]")
        record.report(nil, trf(tr("expected an animal object, found %1$@"), value.summary))
        reader.problems.note(contentsOf: record.problems)
        continue
      }
      var row: [String: ASM3Reader.Value] = [:]
      for (key, member) in members {
        switch member {
        case .array(let elements): row[key] = .list(elements.compactMap(\.text))
        case .null: break
        default: row[key] = member.text.map(ASM3Reader.Value.text) ?? member.flag.map { .text($0 ? "1" : "0") }
        }
      }
      reader.read(row, index: index, place: "[\(index)]", feeInCents: true)
    }
    problems.note(contentsOf: reader.problems)
    return reader.summarised
  }
}
