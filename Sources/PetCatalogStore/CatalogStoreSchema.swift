import GRDB

/// The catalogue store's tables, made by migrations in order (docs/catalog-store.md).
///
/// A migration that has shipped never changes: a store migrated by it must mean the same thing
/// forever. Changes come as a new migration appended at the end, named `vN-what-it-does`, and
/// `petcards import --into` applies the ones a store has not had yet.
enum CatalogStoreSchema {
  /// `PRAGMA application_id`: "PETC", so a store is told from any other SQLite file.
  static let applicationID: Int32 = 0x5045_5443

  /// The schema's version, kept in `PRAGMA user_version`, its one record of what it has: one
  /// more with each migration, which sets it. A store with a larger one was made by a newer
  /// version and is refused. (Stores made before this kept a second record, GRDB's
  /// `grdb_migrations` table, beside it; they keep the table, which nothing reads.)
  static var version: Int { migrations.count }

  /// The oldest version a store may have to be read as it is. A version 2 store lacks only
  /// `pet_word_starts` and `pet_word_list`, which make typing fast; it is read without them,
  /// and its next import brings it up to date.
  static let oldestReadable = 2

  /// The first version whose pets have a colour and a coat (`coloursAndCoats`).
  static let coloursAndCoatsVersion = 4

  /// The first version whose pets keep every photo (`photos`).
  static let photosVersion = 5

  /// The first version whose pets name their shelter, and whose shelters are kept (`shelters`).
  static let sheltersVersion = 6

  /// The first version whose pets' age may be not known, kept last by age either way
  /// (`agesNotKnown`).
  static let agesNotKnownVersion = 7

  /// The tables a store of `version` has; one missing means the file is damaged.
  static func tables(ofVersion version: Int) -> [String] {
    ["catalogue", "pet", "pet_words"] + (version >= 3 ? ["pet_word_starts", "pet_word_list"] : [])
      + (version >= sheltersVersion ? ["shelter"] : [])
  }

  /// Runs the migrations the store has not had, in order, each in a transaction of its own with
  /// the version it sets: a store is always at one version, whole.
  static func migrate(_ queue: DatabaseQueue) throws {
    let current = try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") ?? 0 }
    for (number, sql) in migrations.enumerated() where number + 1 > current {
      try queue.inTransaction(.immediate) { db in
        try db.execute(sql: sql)
        return .commit
      }
    }
  }

  /// Each version's changes, in order (the first makes the tables); each sets `user_version`.
  static let migrations = [
    petsAndWords, feesAndAges, wordStarts, coloursAndCoats, photos, shelters, agesNotKnown,
  ]

  /// Version 1: the catalogue, its pets and their words.
  static let petsAndWords = """
          PRAGMA application_id = \(applicationID);
          PRAGMA user_version = 1;
          -- The catalogue's own fields: one row.
          CREATE TABLE catalogue (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            shelter TEXT,
            shelterEmail TEXT,
            currency TEXT NOT NULL,
            feeCommon TEXT NOT NULL,
            feeUncommon TEXT NOT NULL,
            feeRare TEXT NOT NULL,
            feeVeryRare TEXT NOT NULL,
            -- The folder the pictures' paths are relative to: the imported file's.
            pictureFolder TEXT,
            -- How many pets are listed (not gone), kept by each import.
            petCount INTEGER NOT NULL DEFAULT 0
          );
          -- One row per pet ever imported. A pet missing from a later import is marked gone,
          -- never deleted: inquiries refer to it by id.
          CREATE TABLE pet (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            -- Its place in the imported listing: the catalogue's order, which ties keep.
            ordinal INTEGER NOT NULL,
            gone BOOLEAN NOT NULL DEFAULT 0,
            name TEXT NOT NULL,
            -- The name folded (case and accents aside) in Unicode's composed form, as UTF-8
            -- bytes (a blob): sorting these is the order a person alphabetises in. A text
            -- column holding a NUL character is kept as a blob of its UTF-8 bytes likewise.
            nameKey BLOB NOT NULL,
            species TEXT NOT NULL,
            breed TEXT NOT NULL,
            sex TEXT NOT NULL,
            birthday TEXT NOT NULL,
            rarity TEXT NOT NULL,
            image TEXT NOT NULL,
            imageMissing BOOLEAN NOT NULL DEFAULT 0,
            size TEXT NOT NULL,
            description TEXT NOT NULL,
            intakeDate TEXT NOT NULL,
            status TEXT NOT NULL,
            goodWithKids TEXT NOT NULL,
            goodWithDogs TEXT NOT NULL,
            goodWithCats TEXT NOT NULL,
            spayedNeutered BOOLEAN,
            vaccinated BOOLEAN,
            houseTrained BOOLEAN,
            -- The folded name, breed and story (and colour, from version 4), one per line, when
            -- any of them is not ASCII; NULL when they lowercased are already that
            -- (SearchText.foldedParts).
            folded TEXT
          );
          -- By name, the list's first order, with what its rows show: listing reads the index
          -- alone, a tenth of the table's bytes and in order, not a page of the table per pet.
          CREATE INDEX pet_by_name ON pet(gone, nameKey, ordinal, id, name, species, birthday, rarity, status);
          CREATE INDEX pet_by_age ON pet(gone, birthday DESC, ordinal);
          CREATE INDEX pet_by_intake ON pet(gone, intakeDate, ordinal);
          CREATE INDEX pet_by_ordinal ON pet(gone, ordinal);
          -- The few pets whose picture was missing, found without reading every pet.
          CREATE INDEX pet_missing_picture ON pet(image, ordinal) WHERE imageMissing AND gone = 0;
          -- The words a search starts at (SearchText.indexWords of the folded name, breed and
          -- story), by pet rowid. Contentless: it holds the index, not the text, and keeps no
          -- positions, which a prefix query does not need.
          CREATE VIRTUAL TABLE pet_words USING fts5(
            words, content = '', tokenize = 'ascii', detail = none, prefix = '1 2'
          );
    """

  /// Version 2: a pet's own fee and how its age is known.
  static let feesAndAges = """
          PRAGMA user_version = 2;
          -- A pet's own fee (a shelter's listing), as Money.text writes it; NULL leaves the fee
          -- to its rarity, which is '' for a pet without one (the fee is then not listed).
          ALTER TABLE pet ADD COLUMN fee TEXT;
          -- How much of the age is known: exact, estimated, or only the stage (baby, young,
          -- adult, senior), when the birthday is a stand-in for the age order.
          ALTER TABLE pet ADD COLUMN ageKnown TEXT NOT NULL DEFAULT 'exact';
          -- The list's rows show the fee and the age, so its index holds them too.
          DROP INDEX pet_by_name;
          CREATE INDEX pet_by_name ON pet(
            gone, nameKey, ordinal, id, name, species, birthday, rarity, status, fee, ageKnown
          );
    """

  /// Version 3: the sets of pets each word start has, and the list of words.
  static let wordStarts = """
          PRAGMA user_version = 3;
          -- For each start of one or two letters or digits of a word in pet_words ('b', 'be'),
          -- the listed pets with a word that starts so, by ordinal (WordStartSets): a bit a
          -- pet, 64 to a little-endian 64-bit word, or the ordinals in order as little-endian
          -- 32-bit integers when that is shorter. No row: no word starts so. Written by every
          -- import that changes the pets.
          CREATE TABLE pet_word_starts (
            start TEXT PRIMARY KEY,
            pets BLOB NOT NULL
          ) WITHOUT ROWID;
          -- Every word of pet_words, for the words a longer typed word starts: FTS5's own list
          -- (fts5vocab) reads every such word's pets to count them. Written with the sets.
          CREATE TABLE pet_word_list (
            word TEXT PRIMARY KEY
          ) WITHOUT ROWID;
    """

  /// Version 4: a pet's colour and coat (issue 41). A store of version 3 or 2 is read as it is,
  /// with these values in their place (`PetRecord.laterColumns`).
  static let coloursAndCoats = """
          PRAGMA user_version = 4;
          -- Its colours as the shelter words them, searched as the story is: the folded text
          -- (`folded`, pet_words) holds it on a fourth line; '' when not recorded.
          ALTER TABLE pet ADD COLUMN colour TEXT NOT NULL DEFAULT '';
          -- How long its coat is (hairless, short, medium, long, wire, curly, unknown).
          ALTER TABLE pet ADD COLUMN coat TEXT NOT NULL DEFAULT 'unknown';
    """

  /// Version 5: every photo of a pet (issue 42). A store of an earlier version is read as it
  /// is, with no photos but its picture (`PetRecord.laterColumns`).
  static let photos = """
          PRAGMA user_version = 5;
          -- Every photo in the shelter's order, the first being `image`: the catalogue's JSON
          -- array (docs/catalog-format.md, "photos"); '' when the pet has its picture alone.
          ALTER TABLE pet ADD COLUMN photos TEXT NOT NULL DEFAULT '';
    """

  /// Version 6: a pet's intake date may be unknown, and the shelters a catalogue's pets come from, as their sources describe them
  /// (issue 42). A store of an earlier version is read as it is, its pets all the catalogue's
  /// own shelter's and no shelter described (`PetRecord.laterColumns`, `CatalogStore.shelters`).
  static let shelters = """
          PRAGMA user_version = 6;
          -- The id of its shelter (Pet.shelter, a row of `shelter`); '' for the catalogue's own.
          ALTER TABLE pet ADD COLUMN shelter TEXT NOT NULL DEFAULT '';
          -- Each shelter the catalogue describes, in its order, as the catalogue's JSON writes
          -- one (docs/catalog-format.md, "shelters"): few, read whole when the store opens.
          CREATE TABLE shelter (
            ordinal INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            json TEXT NOT NULL
          );
          -- A pet's intake date its listing does not give is '' (not known), last in either
          -- direction of the intake order: the newest first walks pet_by_intake backwards ('' is
          -- least); the longest waiting first reads this index.
          CREATE INDEX pet_by_intake_known ON pet(gone, intakeDate = '', intakeDate, ordinal);
    """

  /// Version 7: a pet's age may be not known (issue 42): its birthday is '' and `ageKnown`
  /// `unknown`; and the pets by shelter, for `--shelter` and `--near` (issue 44). A store of an
  /// earlier version has no such pet, and is read as it is.
  static let agesNotKnown = """
          PRAGMA user_version = 7;
          -- A pet whose age is not known has the birthday '', last in either direction of the age
          -- order: the youngest first walks pet_by_age ('' is least, so last); the oldest first
          -- reads this index.
          CREATE INDEX pet_by_age_known ON pet(gone, birthday = '', birthday, ordinal DESC);
          -- The pets of some shelters (those near a place), in name order within each: at a
          -- million pets from a thousand shelters, four shelters' 4,051 pets in 21 ms, where
          -- walking pet_by_name for them took 1.7 s.
          CREATE INDEX pet_by_shelter ON pet(gone, shelter, nameKey, ordinal);
    """
}
