import Foundation
import PetCatalog

/// A filter and an order as PostgreSQL: `StoreQuery`'s conditions, with the word index as a
/// table of words and the search rule's check as a regular expression.
struct SharedQuery {
  /// What the query reads: the pets, or a typed word's rows in the order by name joined to
  /// them (`inNameOrder`).
  private(set) var from = "pet"
  private(set) var clauses = " WHERE NOT gone"
  private(set) var parameters: [String?] = []

  private mutating func parameter(_ value: String?) -> String {
    parameters.append(value)
    return "$\(parameters.count)"
  }

  /// Adds `sql` after the clauses (a condition, when made with no order), with one parameter.
  mutating func add(_ sql: String, _ value: String) {
    clauses += sql
    parameters.append(value)
  }

  /// Adds the condition that `column` is one of `values`.
  private mutating func require(_ column: String, in values: [String]) {
    clauses += " AND \(column) IN (\(values.map { parameter($0) }.joined(separator: ", ")))"
  }

  /// `filter` in `order`. Its age groups are counted on `today`, with `breeds` the breeds the
  /// catalogue lists of each species whose breed decides its stages (`stageBreeds()`); with no
  /// age group asked, neither matters.
  ///
  /// `walking` asks for a first page (`LIMIT`): each typed word is then a check of each pet
  /// (`EXISTS` on its words), so PostgreSQL may walk the order's index and stop at the page's
  /// end. The set a semi-join hashes, which a whole answer wants, had it gather every pet of
  /// "b" (and the birds) first: 14.8 s for a page at a million pets, 50 ms walking.
  ///
  /// `inNameOrder`, for a page by name (tables version 7), is one typed word of the filter
  /// with the words of the index that start with it (its lead's, for a word the index holds in
  /// parts): the page reads those words' rows and the pets of the species it names, each in the
  /// order by name, merged, and stops at its end (`SharedCatalog.inNameOrder`).
  init(
    _ filter: PetFilter, order: PetSortOrder?, speciesNames: [Species: String], shelters: Set<String> = [],
    today: CalendarDate, breeds: [Species: Set<String>] = [:], walking: Bool = false,
    inNameOrder: (term: String, words: [String])? = nil, version: Int = SharedCatalogSchema.version,
    nearShelters: [String]? = nil
  ) {
    // Nearest first with no shelter near enough to rank is by name.
    let order = order == .distance && nearShelters?.isEmpty != false ? .name : order
    var merged = walking && order == .name ? inNameOrder : nil
    if let term = merged?.term, !filter.searchTerms.contains(term) || Self.lead(of: term) == nil { merged = nil }
    if let merged {
      // Its words' rows, and the pets of each species it names (`pet_by_species_name`).
      let species = PetIndex.species(holding: merged.term, speciesNames: speciesNames).map(\.rawValue).sorted()
      let branches =
        merged.words.map { word in
          "(SELECT name_key, shelter_id, ordinal, pet_id FROM pet_word WHERE word = \(parameter(word))"
            + " ORDER BY name_key, shelter_id, ordinal, pet_id)"
        }
        + species.map { species in
          "(SELECT name_key, shelter_id, ordinal, id FROM pet WHERE NOT gone AND species = \(parameter(species))"
            + " ORDER BY name_key, shelter_id, ordinal, id)"
        }
      // A pet with two of the words is one row: the rows are merged in order, so its two are
      // side by side. With none, no pet has the word.
      from =
        branches.isEmpty
        ? "pet"
        : "(SELECT DISTINCT name_key AS w_name, shelter_id AS w_shelter, ordinal AS w_ordinal, pet_id FROM ("
          + branches.joined(separator: " UNION ALL ") + ") AS posted ORDER BY 1, 2, 3, 4) AS w"
          + " JOIN pet ON pet.id = w.pet_id"
      if branches.isEmpty { clauses += " AND false" }
    }
    // The shelters `petcards --shelter` asks for, then the window's Shelter filter within them.
    for asked in [shelters, filter.shelters] where !asked.isEmpty {
      require("shelter_id", in: asked.sorted())
    }
    // The shelters near enough (`filter.near`), of those the catalogue describes: none, no pet.
    if let nearShelters {
      if nearShelters.isEmpty { clauses += " AND false" } else { require("shelter_id", in: nearShelters.sorted()) }
    }
    for (column, values) in filter.choices {
      require(SharedCatalog.laterColumns.column(PetField.snakeCase(column), in: version), in: values)
    }
    for company in filter.companies {
      clauses += " AND good_with_\(company.rawValue) = 'yes'"
    }
    if !filter.ageGroups.isEmpty {
      requireAgeGroups(filter.ageGroups, today: today, breeds: breeds)
    }
    // Each typed word: the pets whose words start with it, or (when it names a species) of that
    // species, as one set a semi-join finds. An OR beside `id IN (…)` kept PostgreSQL from
    // hashing the set: it looked the word index up again for every pet (ten minutes for "b"
    // among 100,000).
    for term in filter.searchTerms {
      // The word the page's rows are read by: each of them has it, or is of a species it names.
      let isMerged = merged?.term == term
      if isMerged { merged = nil }
      if isMerged, case .wordStart = SearchText.lookup(term) { continue }
      let species = PetIndex.species(holding: term, speciesNames: speciesNames).map(\.rawValue).sorted()
      let speciesList = species.isEmpty ? "" : species.map { parameter($0) }.joined(separator: ", ")
      let ofSpecies = species.isEmpty ? "" : " UNION ALL SELECT id FROM pet WHERE species IN (\(speciesList))"
      /// The pets with a word that starts with `word`, or of the species.
      func holding(_ word: String) -> String {
        guard walking else { return "id IN (\(wordsStarting(word))\(ofSpecies))" }
        let exists = "EXISTS (\(wordsOfPet(starting: word)))"
        return species.isEmpty ? exists : "(species IN (\(speciesList)) OR \(exists))"
      }
      switch SearchText.lookup(term) {
      case .wordStart(let word):
        clauses += " AND \(holding(word))"
      case .wordStartThenCheck(let lead):
        // The lead's pets, then the whole word checked on each (a species' pets need no check).
        let pattern = "folded ~ \(parameter(Self.wordStartPattern(term)))"
        let check = species.isEmpty ? pattern : "(species IN (\(speciesList)) OR \(pattern))"
        clauses += isMerged ? " AND \(check)" : " AND \(holding(lead)) AND \(check)"
      case .anywhere:
        let found = "strpos(folded, \(parameter(term))) > 0"
        clauses += species.isEmpty ? " AND \(found)" : " AND (species IN (\(speciesList)) OR \(found))"
      }
    }
    switch order {
    case nil: break
    // Nearest first: the shelters near enough, ranked (few), then by name.
    case .distance:
      let ranked = parameter(SharedCatalog.array(nearShelters ?? []))
      clauses += " ORDER BY array_position(\(ranked)::text[], shelter_id), name_key, shelter_id, ordinal"
    case .name where from != "pet": clauses += " ORDER BY w_name, w_shelter, w_ordinal"
    case .name: clauses += " ORDER BY name_key, shelter_id, ordinal"
    // The other way is the exact reverse, so PostgreSQL walks the same index backwards.
    case .reverseName: clauses += " ORDER BY name_key DESC, shelter_id DESC, ordinal DESC"
    case .age: clauses += " ORDER BY birthday DESC, shelter_id, ordinal"
    // An age not known ('') last either way: it is least, so last the youngest first. Tables
    // before version 17 have no such pet, and no index for the order that says so.
    case .oldest where version >= SharedCatalogSchema.agesNotKnownVersion:
      clauses += " ORDER BY birthday = '', birthday, shelter_id DESC, ordinal DESC"
    case .oldest: clauses += " ORDER BY birthday, shelter_id DESC, ordinal DESC"
    // An intake date not known ('') last either way: it is least, so last the newest first.
    case .intake: clauses += " ORDER BY intake_date = '', intake_date, shelter_id, ordinal"
    case .newest: clauses += " ORDER BY intake_date DESC, shelter_id DESC, ordinal DESC"
    case .fee: clauses += " ORDER BY coalesce(CAST(fee AS double precision), 1e300), shelter_id, ordinal"
    // A fee not listed is -1 the other way: last still.
    case .highestFee:
      clauses += " ORDER BY coalesce(CAST(fee AS double precision), -1) DESC, shelter_id DESC, ordinal DESC"
    }
  }

  /// What the words of the index a page by name reads for the typed word `term` start with:
  /// the word, or its lead for a word the index holds in parts; `nil` for one found anywhere in
  /// the text, which the index does not hold.
  static func lead(of term: String) -> String? {
    switch SearchText.lookup(term) {
    case .wordStart(let word): word
    case .wordStartThenCheck(let lead): lead
    case .anywhere: nil
    }
  }

  /// Adds the condition that a pet is in one of `groups` on `today`: a pet whose shelter gave
  /// only its stage, by that stage; the others by their birthday, in the range each group spans
  /// for their kind's stages (`AgeBirthdays`), as `AgeGroup(pet, on:)` counts it. Kinds with
  /// the same stages share one condition: a species, or for a species whose breed decides, the
  /// breeds of it that the catalogue lists (`breeds`) with those stages.
  private mutating func requireAgeGroups(_ groups: Set<AgeGroup>, today: CalendarDate, breeds: [Species: Set<String>]) {
    let birthdays = AgeBirthdays(today: today)
    let asked = AgeGroup.allCases.filter(groups.contains)
    var kinds: [LifeStages: (species: [Species], breeds: [Species: [String]])] = [:]
    for species in Species.allCases {
      if LifeStages.dependOnBreed(species) {
        for breed in (breeds[species] ?? []).sorted() {
          kinds[LifeStages(species, breed: breed), default: ([], [:])].breeds[species, default: []].append(breed)
        }
      } else {
        kinds[LifeStages(species, breed: ""), default: ([], [:])].species.append(species)
      }
    }
    var byBirthday: [String] = []
    // In a fixed order, so the same query is the same text.
    for (stages, kind) in kinds.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      var which: [String] = []
      if !kind.species.isEmpty {
        which.append("species IN (\(kind.species.map { parameter($0.rawValue) }.joined(separator: ", ")))")
      }
      for (species, names) in kind.breeds.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        which.append(
          "(species = \(parameter(species.rawValue)) AND breed = ANY(\(parameter(SharedCatalog.array(names)))::text[]))"
        )
      }
      let ranges = asked.map { group in
        let range = birthdays.birthdays(of: group, stages: stages)
        let limits =
          (range.after.map { ["birthday COLLATE \"C\" > \(parameter($0.isoString))"] } ?? [])
          + (range.through.map { ["birthday COLLATE \"C\" <= \(parameter($0.isoString))"] } ?? [])
        return limits.isEmpty ? "true" : "(" + limits.joined(separator: " AND ") + ")"
      }
      byBirthday.append("((\(which.joined(separator: " OR "))) AND (\(ranges.joined(separator: " OR "))))")
    }
    let stageOnly = asked.map { parameter($0.rawValue) }.joined(separator: ", ")
    let counted = [AgeKnown.exact, .estimated].map { parameter($0.spelling) }.joined(separator: ", ")
    clauses +=
      " AND (age_known IN (\(stageOnly)) OR (age_known IN (\(counted)) AND (\(byBirthday.joined(separator: " OR ")))))"
  }

  /// The ids of the pets with a word that starts with `word` (ASCII letters and digits): a range
  /// of the word index (`pastWords`).
  private mutating func wordsStarting(_ word: String) -> String {
    "SELECT pet_id FROM pet_word WHERE word >= \(parameter(word)) AND word < \(parameter(Self.pastWords(starting: word)))"
  }

  /// The first text past every word that starts with `word`: no word holds a byte after `z`,
  /// and `{` is the next.
  static func pastWords(starting word: String) -> String { word + "{" }

  /// The pet's own words that start with `word`, for an `EXISTS` in a query of `pet`.
  private mutating func wordsOfPet(starting word: String) -> String {
    "SELECT 1 FROM pet_word WHERE pet_word.pet_id = pet.id AND word >= \(parameter(word))"
      + " AND word < \(parameter(Self.pastWords(starting: word)))"
  }

  /// `SearchText.holds` as a regular expression: `term` at the start of the text or after a
  /// character that is not an ASCII letter or digit; its punctuation taken literally.
  static func wordStartPattern(_ term: String) -> String {
    let escaped = term.unicodeScalars.map { scalar in
      scalar.isASCII && !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? "\\\(scalar)" : "\(scalar)"
    }.joined()
    return "(^|[^a-zA-Z0-9])" + escaped
  }
}
