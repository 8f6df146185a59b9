/// The shared catalogue's tables, roles and policies in PostgreSQL (docs/shared-catalogue.md).
///
/// Who may do what is the server's to enforce, not the tools': `pets_adopter` reads the pets
/// and shelters; `pets_shelter` reads them too, and writes the pets (and their words) of the
/// shelters its login role was granted in `shelter_grant`, which row-level security checks on
/// every row. Neither may delete a pet or change another shelter's, through `petcards` or
/// through `psql`.
enum SharedCatalogSchema {
  /// The version of these tables this program reads and writes; `pets_catalogue` holds the
  /// database's.
  static let version = 1

  /// Makes the tables, roles and policies of `version`, in the import's transaction: run by a
  /// role that may create tables (the database's owner).
  static let create = """
    CREATE TABLE pets_catalogue (version integer NOT NULL);
    INSERT INTO pets_catalogue (version) VALUES (1);

    CREATE TABLE shelter (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text,
      currency text NOT NULL,
      fee_common text NOT NULL,
      fee_uncommon text NOT NULL,
      fee_rare text NOT NULL,
      fee_very_rare text NOT NULL,
      picture_folder text
    );

    -- A pet's id is the catalogue's, unique across its shelters (a publish that would take
    -- another shelter's is refused). Columns as the SQLite store's (PetRecord), and its
    -- rarity fee made its own when it has none (`fee`), since each shelter has its fees.
    CREATE TABLE pet (
      id text PRIMARY KEY,
      shelter_id text NOT NULL REFERENCES shelter (id),
      ordinal integer NOT NULL,
      name text NOT NULL,
      name_key bytea NOT NULL,
      species text NOT NULL,
      breed text NOT NULL,
      sex text NOT NULL,
      birthday text NOT NULL,
      rarity text NOT NULL,
      image text NOT NULL,
      image_missing boolean NOT NULL,
      size text NOT NULL,
      description text NOT NULL,
      intake_date text NOT NULL,
      status text NOT NULL,
      good_with_kids text NOT NULL,
      good_with_dogs text NOT NULL,
      good_with_cats text NOT NULL,
      spayed_neutered boolean,
      vaccinated boolean,
      house_trained boolean,
      own_fee text,
      fee text,
      age_known text NOT NULL,
      folded text NOT NULL,
      gone boolean NOT NULL DEFAULT false
    );
    CREATE INDEX pet_by_name ON pet (name_key, shelter_id, ordinal) WHERE NOT gone;
    CREATE INDEX pet_by_age ON pet (birthday DESC, shelter_id, ordinal) WHERE NOT gone;
    CREATE INDEX pet_by_intake ON pet (intake_date, shelter_id, ordinal) WHERE NOT gone;
    CREATE INDEX pet_by_shelter ON pet (shelter_id, ordinal);

    -- The words a search starts at (SearchText.indexWords of the folded texts), one row each:
    -- a typed word's pets are a range of this index (`word >= 'be' AND word < 'be{'`).
    CREATE TABLE pet_word (
      word text COLLATE "C" NOT NULL,
      pet_id text NOT NULL REFERENCES pet (id),
      PRIMARY KEY (word, pet_id)
    );
    CREATE INDEX pet_word_by_pet ON pet_word (pet_id);

    -- Which login roles act for which shelters: `petcards shelter grant ROLE SHELTER`.
    CREATE TABLE shelter_grant (
      role_name name NOT NULL,
      shelter_id text NOT NULL REFERENCES shelter (id),
      PRIMARY KEY (role_name, shelter_id)
    );

    -- The group roles are the cluster's: made once, kept.
    DO $$ BEGIN CREATE ROLE pets_adopter NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;
    DO $$ BEGIN CREATE ROLE pets_shelter NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;

    REVOKE ALL ON pets_catalogue, shelter, pet, pet_word, shelter_grant FROM PUBLIC;
    GRANT SELECT ON pets_catalogue, shelter, pet, pet_word TO pets_adopter, pets_shelter;
    GRANT SELECT ON shelter_grant TO pets_shelter;
    GRANT UPDATE (name, email) ON shelter TO pets_shelter;
    GRANT INSERT, UPDATE ON pet TO pets_shelter;
    GRANT INSERT, DELETE ON pet_word TO pets_shelter;

    ALTER TABLE shelter_grant ENABLE ROW LEVEL SECURITY;
    CREATE POLICY own_grants ON shelter_grant FOR SELECT USING (role_name = current_user);

    ALTER TABLE shelter ENABLE ROW LEVEL SECURITY;
    CREATE POLICY everyone_reads ON shelter FOR SELECT USING (true);
    CREATE POLICY granted_updates ON shelter FOR UPDATE TO pets_shelter
      USING (id IN (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user));

    ALTER TABLE pet ENABLE ROW LEVEL SECURITY;
    CREATE POLICY everyone_reads ON pet FOR SELECT USING (true);
    CREATE POLICY granted_inserts ON pet FOR INSERT TO pets_shelter
      WITH CHECK (shelter_id IN (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user));
    CREATE POLICY granted_updates ON pet FOR UPDATE TO pets_shelter
      USING (shelter_id IN (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user))
      WITH CHECK (shelter_id IN (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user));

    ALTER TABLE pet_word ENABLE ROW LEVEL SECURITY;
    CREATE POLICY everyone_reads ON pet_word FOR SELECT USING (true);
    CREATE POLICY granted_inserts ON pet_word FOR INSERT TO pets_shelter
      WITH CHECK (pet_id IN (SELECT p.id FROM pet p JOIN shelter_grant g ON g.shelter_id = p.shelter_id
        WHERE g.role_name = current_user));
    CREATE POLICY granted_deletes ON pet_word FOR DELETE TO pets_shelter
      USING (pet_id IN (SELECT p.id FROM pet p JOIN shelter_grant g ON g.shelter_id = p.shelter_id
        WHERE g.role_name = current_user));
    """
}
