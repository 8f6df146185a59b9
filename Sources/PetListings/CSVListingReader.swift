import Foundation
import PetCatalog
import PetLocalization

/// Reads CSV listings: ASM3's `csv_adoptable_animals`, and a spreadsheet whose header names the
/// catalogue's own fields (docs/formats/csv.md).
struct CSVListingReader {
  let file: String
  let table: CSVTable
  let options: ListingOptions
  var problems: [CatalogProblem] = []

  /// The order of the dates in `columns`: `--date-order`, else what a day above 12 says, else an
  /// error when any date needs one (never a guess).
  mutating func dateOrder(_ columns: [String]) -> DateOrder? {
    if let order = options.dateOrder { return order }
    let indices = columns.compactMap { table.column($0) }
    let cells = table.rows.lazy.flatMap { row in
      indices.compactMap { index in
        index < row.fields.count ? (text: row.fields[index], where: "row \(row.line)") : nil
      }
    }
    do throws(ListingDate.OrderConflict) {
      if let order = try ListingDate.order(of: cells) { return order }
    } catch {
      problems.note(
        CatalogProblem(
          file: file,
          message: trf(
            tr(
              "the dates %1$@ and %2$@ are written in different orders; say which with --date-order dmy, mdy or ymd"),
            error.first, error.second)))
      return nil
    }
    if let undecided = cells.first(where: { ListingDate.iso($0.text) == nil && ListingDate.parts($0.text) != nil }) {
      problems.note(
        CatalogProblem(
          file: file, field: nil,
          message: trf(
            tr(
              "its dates, such as \"%1$@\" (%2$@), could be day/month or month/day and none says which; give the order with --date-order dmy or --date-order mdy"
            ), undecided.text, undecided.where)))
    }
    return nil
  }

  // MARK: ASM3 csv_adoptable_animals

  mutating func readASM3() -> ShelterListing {
    let order = dateOrder(["DATEOFBIRTH", "DATEBROUGHTIN"])
    guard problems.isEmpty else { return ShelterListing(format: .asm3CSV) }
    var reader = ASM3Reader(file: file, options: options, dateOrder: order)
    for (index, row) in table.rows.enumerated() {
      var values: [String: ASM3Reader.Value] = [:]
      for (column, name) in table.header.enumerated() where column < row.fields.count {
        // ASM3 writes a quote inside a value as two apostrophes.
        let value = row.fields[column]
        values[name] = .text(
          value.utf8.contains(UInt8(ascii: "'")) ? value.replacingOccurrences(of: "''", with: "\"") : value)
      }
      reader.read(values, index: index, place: "row \(row.line)", feeInCents: false)
    }
    problems.note(contentsOf: reader.problems)
    var listing = reader.summarised
    listing.format = .asm3CSV
    return listing
  }

  // MARK: The catalogue's own fields

  /// A header naming the catalogue's fields (docs/catalog-format.md), a row per pet.
  mutating func readCatalogueColumns() -> ShelterListing {
    var listing = ShelterListing(format: .csv)
    let known: Set<String> = [
      "id", "name", "species", "breed", "sex", "birthday", "birthdayEstimated", "ageGroup", "rarity", "fee", "image",
      "size", "description", "intakeDate", "status", "goodWithKids", "goodWithDogs", "goodWithCats", "spayedNeutered",
      "vaccinated", "houseTrained", "colour", "coat", "photos",
    ]
    for name in table.header where !known.contains(name) {
      problems.note(
        CatalogProblem(
          file: file, field: name,
          message: trf(
            tr("is not a field of the catalogue; the columns it knows are %1$@"), known.sorted().joined(separator: ", ")
          )))
    }
    let order = dateOrder(["birthday", "intakeDate"])
    guard problems.isEmpty else { return listing }
    for (index, row) in table.rows.enumerated() {
      var record = ListingRecord(file: file, index: index, place: "row \(row.line)")
      func cell(_ name: String) -> String? {
        guard let column = table.column(name), column < row.fields.count else { return nil }
        let text = row.fields[column].trimmed
        return text.isEmpty ? nil : text
      }
      func choice<Value: CatalogEnum>(_ name: String, default fallback: Value?) -> Value? {
        guard let text = cell(name) else {
          if fallback == nil { record.report(name, trf(tr("expected one of %1$@, found nothing"), Value.spellings)) }
          return fallback
        }
        guard let value = Value(rawValue: text.lowercased()) else {
          record.report(name, trf(tr("expected one of %1$@, found %2$@"), Value.spellings, JSONValue.quoted(text)))
          return nil
        }
        return value
      }
      func flag(_ name: String) -> Bool? {
        guard let text = cell(name) else { return nil }
        guard let flag = JSONValue.string(text).flag else {
          record.report(name, trf(tr("expected yes, no or nothing, found %1$@"), JSONValue.quoted(text)))
          return nil
        }
        return flag
      }
      record.name = cell("name")
      let id: String?
      if let text = cell("id"), PetRules.isValidID(text) {
        id = text
        record.id = text
      } else {
        record.report(
          "id",
          trf(tr("expected 1 to 64 characters of a-z, 0-9, - and _, found %1$@"), JSONValue.quoted(cell("id") ?? "")))
        id = nil
      }
      let name = record.name(cell("name"), field: "name")
      let species: Species? = choice("species", default: nil)
      let sex: Sex? = choice("sex", default: .unknown)
      let size: Size? = choice("size", default: .unknown)
      let coat: Coat? = choice("coat", default: .unknown)
      let status: AdoptionStatus? = choice("status", default: .available)
      let ageGroup: AgeGroup? = cell("ageGroup") == nil ? nil : choice("ageGroup", default: nil)
      let rarity: Rarity? = cell("rarity") == nil ? nil : choice("rarity", default: nil)
      let readDate = { (text: String) in ListingDate.date(text, order: order) }
      let birthday = record.date(
        cell("birthday"), field: "birthday", today: options.today, required: false, read: readDate)
      let intake = record.date(
        cell("intakeDate"), field: "intakeDate", today: options.today, required: false, read: readDate)
      let fee = record.fee(cell("fee"), field: "fee")
      // Every photo: paths or addresses apart by spaces, each as the picture's rule.
      let photos = (cell("photos").map(ListingRecord.addresses(in:)) ?? []).map { Photo($0) }
      for photo in photos {
        if let problem = PetRules.imageProblem(photo.address) { record.report("photos", problem) }
      }
      let image = cell("image") ?? photos.first?.address ?? ""
      if let problem = PetRules.imageProblem(image) { record.report("image", problem) }
      let answers = ["goodWithKids", "goodWithDogs", "goodWithCats"].map {
        (choice($0, default: Answer.unknown) as Answer?) ?? .unknown
      }
      guard let species, let status, let coat else {
        problems.note(contentsOf: record.problems)
        continue
      }
      if var pet = record.pet(
        id: id, name: name, species: species, breed: cell("breed") ?? "", sex: sex, birthday: birthday,
        estimated: flag("birthdayEstimated") == true, ageGroup: ageGroup, fee: fee, image: image, size: size,
        description: cell("description") ?? "", intakeDate: intake, status: status,
        goodWith: (answers[0], answers[1], answers[2]), spayedNeutered: flag("spayedNeutered"),
        vaccinated: flag("vaccinated"), houseTrained: flag("houseTrained"), birthdayField: "birthday",
        colour: cell("colour") ?? "", coat: coat, photos: photos, today: options.today)
      {
        pet.rarity = rarity
        listing.pets.append(pet)
        listing.noteNotGiven(pet, record, intakeField: "intakeDate", ageField: "birthday")
      }
      problems.note(contentsOf: record.problems)
    }
    return listing
  }
}
