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
  static let version = 19

  /// The first version that keeps inquiries.
  static let inquiriesVersion = 2
  /// The first version whose shelters keep their counts (`shelterCounts`).
  static let shelterCountsVersion = 4
  /// The first version whose shelters keep their counts by status (`statusCounts`).
  static let statusCountsVersion = 6
  /// The first version whose words hold their pets' place in the order by name
  /// (`wordsInNameOrder`).
  static let wordsInNameOrderVersion = 7
  /// The first version whose pets have a colour and a coat (`coloursAndCoats`).
  static let coloursAndCoatsVersion = 14
  /// The first version whose pets keep every photo (`photos`).
  static let photosVersion = 15
  /// The first version whose shelters keep where they are and how to reach them (`shelterPlaces`).
  static let shelterPlacesVersion = 16
  /// The first version whose pets' age may be not known (`agesNotKnown`).
  static let agesNotKnownVersion = 17
  /// The first version that takes inquiries through the public access (`publicInquiries`).
  static let publicInquiriesVersion = 18
  /// The first version whose inquiries hold a conversation (`conversations`).
  static let conversationsVersion = 19

  /// Makes the tables, roles and policies of version 1, in the import's transaction: run by a
  /// role that may create tables (the database's owner). `migrations` then bring them to
  /// `version`.
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

  /// What brings the tables from one version to the next, by the version each one makes: run in
  /// a publish's transaction by the database's owner, in order, each ending with the version it
  /// made. A migration that has shipped never changes (docs/shared-catalogue.md).
  static let migrations: [(version: Int, sql: String)] = [
    (2, inquiries), (3, wordsUnchecked), (4, shelterCounts), (5, ordersHoldTheStatus), (6, statusCounts),
    (7, wordsInNameOrder), (8, wordPlacesChecked), (9, roomToUpdateInPlace), (10, pathsPinned),
    (11, valuesChecked), (12, countsChecked), (13, picturesOnTheWeb), (14, coloursAndCoats),
    (15, photos), (16, shelterPlaces), (17, agesNotKnown), (18, publicInquiries), (19, conversations),
  ]

  /// Version 19: an inquiry's conversation (issue 43, point 4). The shelter writes messages to
  /// the adopter and the adopter answers, each about an inquiry it may read: the server keeps
  /// each role to those (row-level security, as the inquiries), and sets who wrote a message,
  /// from which side and when (the trigger); a message is text of 1 to 2,000 characters with no
  /// control character but a line break or a tab, never markup. Through the public access, the
  /// holder of an inquiry's secret reads and writes its conversation
  /// (`public_inquiry_messages`, `send_public_inquiry_message`, counted with its inquiries an
  /// hour). Every message is a `NOTIFY pets_inquiries, 'SHELTER'`. Run again, it makes the same.
  static let conversations = """
    CREATE TABLE IF NOT EXISTS inquiry_message (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      inquiry_id bigint NOT NULL REFERENCES inquiry (id),
      from_shelter boolean NOT NULL DEFAULT false,
      author_role name NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now(),
      body text NOT NULL,
      CONSTRAINT inquiry_message_text CHECK (
        length(body) BETWEEN 1 AND 2000 AND body !~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]')
    );
    CREATE INDEX IF NOT EXISTS inquiry_message_by_inquiry ON inquiry_message (inquiry_id, id);

    -- Who wrote it is the server's to say: its role, the shelter's side unless it is the
    -- inquiry's sender, now.
    CREATE OR REPLACE FUNCTION inquiry_message_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      sender name;
      shelter text;
    BEGIN
      SELECT applicant_role, shelter_id INTO sender, shelter FROM inquiry WHERE id = NEW.inquiry_id;
      NEW.author_role := current_user;
      NEW.from_shelter := sender IS DISTINCT FROM current_user;
      NEW.created_at := now();
      PERFORM pg_notify('pets_inquiries', shelter);
      RETURN NEW;
    END $$;
    DROP TRIGGER IF EXISTS inquiry_message_stamp ON inquiry_message;
    CREATE TRIGGER inquiry_message_stamp BEFORE INSERT ON inquiry_message
      FOR EACH ROW EXECUTE FUNCTION inquiry_message_stamp();

    REVOKE ALL ON inquiry_message FROM PUBLIC;
    GRANT SELECT, INSERT (inquiry_id, body) ON inquiry_message TO pets_adopter, pets_shelter;
    ALTER TABLE inquiry_message ENABLE ROW LEVEL SECURITY;
    DROP POLICY IF EXISTS adopter_converses ON inquiry_message;
    CREATE POLICY adopter_converses ON inquiry_message FOR ALL TO pets_adopter
      USING (inquiry_id IN (SELECT id FROM inquiry WHERE applicant_role = current_user))
      WITH CHECK (inquiry_id IN (SELECT id FROM inquiry WHERE applicant_role = current_user));
    DROP POLICY IF EXISTS shelter_converses ON inquiry_message;
    CREATE POLICY shelter_converses ON inquiry_message FOR ALL TO pets_shelter
      USING (inquiry_id IN (SELECT id FROM inquiry WHERE shelter_id IN
        (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user)))
      WITH CHECK (inquiry_id IN (SELECT id FROM inquiry WHERE shelter_id IN
        (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user)));

    CREATE OR REPLACE FUNCTION public_inquiry_messages(numbers bigint[], secrets text[])
    RETURNS SETOF inquiry_message LANGUAGE sql STABLE SECURITY DEFINER AS $$
      SELECT m.* FROM inquiry_message m JOIN inquiry i ON i.id = m.inquiry_id
        JOIN unnest(numbers, secrets) AS asked(number, secret) ON i.id = asked.number
      WHERE i.token_hash = sha256(convert_to(asked.secret, 'UTF8'))
    $$;

    CREATE OR REPLACE FUNCTION send_public_inquiry_message(number bigint, secret text, words text)
    RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $$
    DECLARE
      sender text := coalesce(host(inet_client_addr()), 'local');
      allowed integer := (SELECT max(public_inquiries_an_hour) FROM pets_catalogue);
      made bigint;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM inquiry i WHERE i.id = number
        AND i.token_hash = sha256(convert_to(secret, 'UTF8'))) THEN
        RAISE EXCEPTION 'no inquiry numbered % whose secret this is', number USING ERRCODE = 'insufficient_privilege';
      END IF;
      PERFORM pg_advisory_xact_lock(hashtext('public_sending ' || sender));
      IF (SELECT count(*) FROM public_sending s WHERE s.client = sender AND s.sent_at > now() - interval '1 hour')
        >= allowed THEN
        RAISE EXCEPTION 'too many inquiries and messages from %: the public access takes % an hour from one address; try again later',
          sender, allowed USING ERRCODE = 'configuration_limit_exceeded';
      END IF;
      INSERT INTO public_sending (client, sent_at) VALUES (sender, now());
      INSERT INTO inquiry_message (inquiry_id, body) VALUES (number, words) RETURNING id INTO made;
      UPDATE inquiry_message SET from_shelter = false, author_role = 'pets_public' WHERE id = made;
      RETURN made;
    END $$;

    REVOKE ALL ON FUNCTION public_inquiry_messages(bigint[], text[]),
      send_public_inquiry_message(bigint, text, text) FROM PUBLIC;
    -- A public access turned on before this version reads and writes conversations too.
    DO $$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pets_public')
        AND has_function_privilege('pets_public', 'public_inquiries(bigint[], text[])', 'EXECUTE') THEN
        GRANT EXECUTE ON FUNCTION public_inquiry_messages(bigint[], text[]),
          send_public_inquiry_message(bigint, text, text) TO pets_public;
      END IF;
    END $$;

    DO $$
    DECLARE
      home name;
    BEGIN
      SELECT n.nspname INTO home FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE p.oid = 'inquiry_message_stamp()'::regprocedure;
      EXECUTE format('ALTER FUNCTION %I.inquiry_message_stamp() SET search_path = %I, pg_temp', home, home);
      EXECUTE format('ALTER FUNCTION %I.public_inquiry_messages(bigint[], text[]) SET search_path = %I, pg_temp',
        home, home);
      EXECUTE format('ALTER FUNCTION %I.send_public_inquiry_message(bigint, text, text) SET search_path = %I, pg_temp',
        home, home);
    END $$;
    """

  /// Version 18: inquiries through the public access (issue 43, point 2). Anyone may send an
  /// inquiry with no account: `send_public_inquiry`, run as the schema's owner, checks what it is
  /// given (lengths; a listed pet, by the trigger), allows each client address
  /// `public_inquiries_an_hour` of them an hour (20 unless the owner says), and answers with the
  /// inquiry's number and a secret made by the server, of which it keeps only the SHA-256. The
  /// sender's computer keeps the secret; `public_inquiries` gives each inquiry whose secret is
  /// given, and nothing else, so no one reads another's. The public role is granted both when
  /// its access is turned on (`petcards catalogue create`, `catalogue public on`). Run again, it
  /// makes the same.
  static let publicInquiries = """
    ALTER TABLE pets_catalogue ADD COLUMN IF NOT EXISTS public_inquiries_an_hour integer NOT NULL DEFAULT 20;
    ALTER TABLE inquiry ADD COLUMN IF NOT EXISTS token_hash bytea;
    CREATE UNIQUE INDEX IF NOT EXISTS inquiry_by_token ON inquiry (token_hash) WHERE token_hash IS NOT NULL;
    CREATE TABLE IF NOT EXISTS public_sending (client text NOT NULL, sent_at timestamptz NOT NULL);
    CREATE INDEX IF NOT EXISTS public_sending_by_client ON public_sending (client, sent_at);
    REVOKE ALL ON public_sending FROM PUBLIC;

    \(publicInquiryStamp)

    CREATE OR REPLACE FUNCTION send_public_inquiry(
      pet text, applicant text, mail text, telephone text, children boolean, others text, home text,
      consent boolean, words text)
    RETURNS TABLE (number bigint, secret text) LANGUAGE plpgsql SECURITY DEFINER AS $$
    DECLARE
      sender text := coalesce(host(inet_client_addr()), 'local');
      made bigint;
      key text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
      allowed integer := (SELECT max(public_inquiries_an_hour) FROM pets_catalogue);
    BEGIN
      IF length(applicant) > 200 OR length(mail) > 320 OR length(coalesce(telephone, '')) > 50
        OR length(others) > 2000 OR length(words) > 5000 THEN
        RAISE EXCEPTION 'an inquiry''s name is at most 200 characters, its email 320, its phone 50, its other pets 2,000 and its message 5,000'
          USING ERRCODE = 'string_data_right_truncation';
      END IF;
      -- One sender's sends one after the other, so two at once are both counted.
      PERFORM pg_advisory_xact_lock(hashtext('public_sending ' || sender));
      IF (SELECT count(*) FROM public_sending s WHERE s.client = sender AND s.sent_at > now() - interval '1 hour')
        >= allowed THEN
        RAISE EXCEPTION 'too many inquiries from %: the public access takes % an hour from one address; try again later',
          sender, allowed USING ERRCODE = 'configuration_limit_exceeded';
      END IF;
      DELETE FROM public_sending s WHERE s.client = sender AND s.sent_at <= now() - interval '1 hour';
      INSERT INTO public_sending (client, sent_at) VALUES (sender, now());
      INSERT INTO inquiry (pet_id, applicant_name, email, phone, children_at_home, other_pets, housing,
        landlord_consent, message, token_hash)
      VALUES (pet, applicant, mail, telephone, children, others, home, consent, words,
        sha256(convert_to(key, 'UTF8')))
      RETURNING id INTO made;
      RETURN QUERY SELECT made, key;
    END $$;

    CREATE OR REPLACE FUNCTION public_inquiries(numbers bigint[], secrets text[])
    RETURNS SETOF inquiry LANGUAGE sql STABLE SECURITY DEFINER AS $$
      SELECT i.* FROM inquiry i JOIN unnest(numbers, secrets) AS asked(number, secret) ON i.id = asked.number
      WHERE i.token_hash = sha256(convert_to(asked.secret, 'UTF8'))
    $$;

    REVOKE ALL ON FUNCTION send_public_inquiry(text, text, text, text, boolean, text, text, boolean, text),
      public_inquiries(bigint[], text[]) FROM PUBLIC;

    DO $$
    DECLARE
      home name;
    BEGIN
      SELECT n.nspname INTO home FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE p.oid = 'inquiry_stamp()'::regprocedure;
      EXECUTE format('ALTER FUNCTION %I.inquiry_stamp() SET search_path = %I, pg_temp', home, home);
      EXECUTE format('ALTER FUNCTION %I.send_public_inquiry(text, text, text, text, boolean, text, text, boolean, text) '
        || 'SET search_path = %I, pg_temp', home, home);
      EXECUTE format('ALTER FUNCTION %I.public_inquiries(bigint[], text[]) SET search_path = %I, pg_temp', home, home);
    END $$;
    """

  /// Version 2's inquiry trigger, but for who sent an inquiry: a secret is written by
  /// `send_public_inquiry` alone (no role may insert the column), so an inquiry with one is the
  /// public's, not the function's owner's. Made from the text of version 2, which never
  /// changes, and checked to have changed.
  private static let publicInquiryStamp: String = {
    guard let start = inquiries.range(of: "CREATE FUNCTION inquiry_stamp()"),
      let end = inquiries.range(of: "END $$;", range: start.upperBound..<inquiries.endIndex)
    else { preconditionFailure("version 2's inquiry trigger is not where it was") }
    let stamp = String(inquiries[start.lowerBound..<end.upperBound])
    let replaced = stamp.replacingOccurrences(of: "CREATE FUNCTION", with: "CREATE OR REPLACE FUNCTION")
      .replacingOccurrences(
        of: "NEW.applicant_role := current_user;",
        with: "NEW.applicant_role := CASE WHEN NEW.token_hash IS NULL THEN current_user ELSE 'pets_public' END;")
    precondition(replaced.contains("ELSE 'pets_public' END;"), "version 2's inquiry trigger names its sender otherwise")
    return replaced
  }()

  /// Version 17: a pet's age may be not known (issue 42): its birthday is '' and its
  /// `age_known` `unknown`, both or neither, listed last by age either way (this index the
  /// oldest first; the youngest first walks `pet_by_age_listed`, where '' is least). A
  /// shelter's earliest birthday is of the pets whose age is known, as a publish counts it.
  /// Run again, it makes the same.
  static let agesNotKnown = """
    ALTER TABLE pet
      DROP CONSTRAINT IF EXISTS pet_age_known, DROP CONSTRAINT IF EXISTS pet_dates_read,
      ADD CONSTRAINT pet_age_known CHECK (age_known IN
        ('exact', 'estimated', 'baby', 'young', 'adult', 'senior', 'unknown')) NOT VALID,
      ADD CONSTRAINT pet_dates_read CHECK (birthday ~ '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$'
        AND (birthday = '') = (age_known = 'unknown')
        AND intake_date ~ '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$') NOT VALID;
    CREATE INDEX IF NOT EXISTS pet_by_age_known ON pet ((birthday = ''), birthday, shelter_id DESC, ordinal DESC)
      INCLUDE (status) WHERE NOT gone;
    \(earliestKnownBirthdayChecked)
    """

  /// Version 12's check of a shelter's counts, its earliest birthday of the pets whose age is
  /// known: the same function but for that (made from the text of version 12, which never
  /// changes, and checked to have changed).
  private static let earliestKnownBirthdayChecked: String = {
    let checked = countsChecked.replacingOccurrences(
      of: "min(birthday) AS earliest_birthday", with: "min(birthday) FILTER (WHERE birthday <> '') AS earliest_birthday"
    )
    precondition(checked != countsChecked, "version 12's count of the earliest birthday is not where it was")
    return checked
  }()

  /// Version 16: a pet's intake date may be unknown (''), and a shelter as its listing
  /// describes it (issue 42): its phone, street address,
  /// city, region, postcode, country, coordinates and web site, which a publish keeps up to
  /// date as it does its name and email. The server checks what a shelter's role could make
  /// every reader's window show or open through `psql`: a web site is an `http(s)` address,
  /// coordinates are degrees on the Earth, given both or neither. Run again, it makes the same.
  static let shelterPlaces = """
    ALTER TABLE shelter
      ADD COLUMN IF NOT EXISTS phone text,
      ADD COLUMN IF NOT EXISTS address text,
      ADD COLUMN IF NOT EXISTS city text,
      ADD COLUMN IF NOT EXISTS region text,
      ADD COLUMN IF NOT EXISTS postcode text,
      ADD COLUMN IF NOT EXISTS country text,
      ADD COLUMN IF NOT EXISTS latitude double precision,
      ADD COLUMN IF NOT EXISTS longitude double precision,
      ADD COLUMN IF NOT EXISTS website text,
      DROP CONSTRAINT IF EXISTS shelter_website_on_the_web,
      ADD CONSTRAINT shelter_website_on_the_web CHECK (website ~* '^https?://[^/?#[:space:]]'),
      DROP CONSTRAINT IF EXISTS shelter_coordinates_on_the_earth,
      ADD CONSTRAINT shelter_coordinates_on_the_earth CHECK (
        (latitude IS NULL) = (longitude IS NULL)
        AND latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180),
      DROP CONSTRAINT IF EXISTS shelter_texts_short,
      ADD CONSTRAINT shelter_texts_short CHECK (
        length(phone) <= 500 AND length(address) <= 500 AND length(city) <= 500 AND length(region) <= 500
        AND length(postcode) <= 500 AND length(country) <= 500 AND length(website) <= 500);
    GRANT UPDATE (phone, address, city, region, postcode, country, latitude, longitude, website)
      ON shelter TO pets_shelter;
    -- A pet's intake date its listing does not give is '' (not known), last in either direction
    -- of the intake order: the newest first walks pet_by_intake_listed backwards ('' is least);
    -- the longest waiting first reads this index.
    ALTER TABLE pet
      DROP CONSTRAINT IF EXISTS pet_dates_read,
      ADD CONSTRAINT pet_dates_read CHECK (birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
        AND intake_date ~ '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$') NOT VALID;
    CREATE INDEX IF NOT EXISTS pet_by_intake_known ON pet ((intake_date = ''), intake_date, shelter_id, ordinal)
      INCLUDE (status) WHERE NOT gone;
    """

  /// Version 15: every photo of a pet, in its shelter's order (issue 42): a JSON array as the
  /// catalogue's `photos`. Each is a web address, as the picture is (version 13), which the
  /// server checks: a shelter's role cannot make readers open a file of their own computer
  /// through `psql` either. A reader of tables before it reads `[]` in its place
  /// (`SharedCatalog.laterColumns`). Run again, it makes the same.
  static let photos = """
    CREATE OR REPLACE FUNCTION pet_photos_on_the_web(photos jsonb) RETURNS boolean
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      SET search_path = pg_catalog
      AS $$
        SELECT jsonb_typeof(photos) = 'array' AND NOT EXISTS (
          SELECT FROM jsonb_array_elements(photos) AS photo
          WHERE coalesce(CASE jsonb_typeof(photo) WHEN 'string' THEN photo #>> '{}' ELSE photo ->> 'url' END, '')
            !~* '^https?://[^/?#[:space:]]')
      $$;
    ALTER TABLE pet
      ADD COLUMN IF NOT EXISTS photos jsonb NOT NULL DEFAULT '[]',
      DROP CONSTRAINT IF EXISTS pet_photos_on_the_web,
      ADD CONSTRAINT pet_photos_on_the_web CHECK (pet_photos_on_the_web(photos));
    """

  /// Version 14: a pet's colour, as its shelter words it (searched: a publish adds it to the
  /// pet's `folded` text and words), and its coat (issue 41). A reader of tables before it reads
  /// '' and 'unknown' in their place (`SharedCatalog.laterColumns`). Run again, it makes the same.
  static let coloursAndCoats = """
    ALTER TABLE pet
      ADD COLUMN IF NOT EXISTS colour text NOT NULL DEFAULT '',
      ADD COLUMN IF NOT EXISTS coat text NOT NULL DEFAULT 'unknown',
      DROP CONSTRAINT IF EXISTS pet_coat_known,
      ADD CONSTRAINT pet_coat_known CHECK (coat IN
        ('hairless', 'short', 'medium', 'long', 'wire', 'curly', 'unknown'));
    """

  /// Version 13: a pet's picture is a web address or none, and a shelter keeps no folder of
  /// pictures. Version 1 kept the folder the first publish read its pictures from, and every
  /// reader was given it: the publisher's own paths, on every adopter's computer, where no
  /// picture is (issue 40); and a shelter's role could make every reader's window open a file
  /// of the reader's own. A publish now sends a picture of the shelter's folder as an address
  /// under `--pictures-at`, or not at all. `NOT VALID`, as version 11: rows written before are
  /// not checked here, and readers show no picture for them.
  static let picturesOnTheWeb = """
    ALTER TABLE pet
      DROP CONSTRAINT IF EXISTS pet_picture_on_the_web,
      ADD CONSTRAINT pet_picture_on_the_web CHECK (image = '' OR image ~* '^https?://[^/?#[:space:]]') NOT VALID;
    ALTER TABLE shelter DROP COLUMN IF EXISTS picture_folder;
    """

  /// Version 12: a shelter's counts (how many pets it lists, of each status, its earliest
  /// birthday), which every window trusts as it opens, are checked against its pets when the
  /// transaction that writes them commits: a shelter's role set `listed = 2000000000` through
  /// `psql`, and every adopter's window said so (issue 40). The shelter's row as it is at the
  /// commit is checked, so a publish that makes the shelter and then counts it passes.
  static let countsChecked = """
    CREATE OR REPLACE FUNCTION shelter_counts_checked() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      kept record;
      counted record;
    BEGIN
      SELECT listed, earliest_birthday, listed_available, listed_pending, listed_on_hold, listed_adopted
        INTO kept FROM shelter WHERE id = NEW.id;
      SELECT count(*) AS listed, min(birthday) AS earliest_birthday,
          count(*) FILTER (WHERE status = 'available') AS listed_available,
          count(*) FILTER (WHERE status = 'pending') AS listed_pending,
          count(*) FILTER (WHERE status = 'on-hold') AS listed_on_hold,
          count(*) FILTER (WHERE status = 'adopted') AS listed_adopted
        INTO counted FROM pet WHERE shelter_id = NEW.id AND NOT gone;
      IF (kept.listed, kept.earliest_birthday, kept.listed_available, kept.listed_pending, kept.listed_on_hold,
          kept.listed_adopted) IS DISTINCT FROM (counted.listed::integer, counted.earliest_birthday,
          counted.listed_available::integer, counted.listed_pending::integer, counted.listed_on_hold::integer,
          counted.listed_adopted::integer) THEN
        RAISE EXCEPTION 'the shelter "%" lists % pets, not %: its counts are its pets''', NEW.id, counted.listed,
          kept.listed USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$;
    DO $$
    DECLARE
      home name;
    BEGIN
      SELECT n.nspname INTO home FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE p.oid = 'shelter_counts_checked()'::regprocedure;
      EXECUTE format('ALTER FUNCTION %I.shelter_counts_checked() SET search_path = %I, pg_temp', home, home);
    END $$;
    DROP TRIGGER IF EXISTS shelter_counts_checked ON shelter;
    CREATE CONSTRAINT TRIGGER shelter_counts_checked AFTER INSERT OR UPDATE ON shelter
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shelter_counts_checked();
    """

  /// Version 11: the server checks each value a reader reads as one of the model's: a
  /// shelter's role wrote `species = 'unicorn'` into its own pet through `psql`, and every
  /// reader's list of the whole catalogue failed with 65, other shelters' pets too (issue 40).
  /// `NOT VALID`: rows already there are not checked (a catalogue that has such a row still
  /// publishes); every row written from now on is. Written out, not made from the model's
  /// types: a migration that has shipped never changes. Run again, it makes the same.
  static let valuesChecked = """
    ALTER TABLE pet
      DROP CONSTRAINT IF EXISTS pet_species_known, DROP CONSTRAINT IF EXISTS pet_sex_known,
      DROP CONSTRAINT IF EXISTS pet_rarity_known, DROP CONSTRAINT IF EXISTS pet_size_known,
      DROP CONSTRAINT IF EXISTS pet_status_known, DROP CONSTRAINT IF EXISTS pet_answers_known,
      DROP CONSTRAINT IF EXISTS pet_age_known, DROP CONSTRAINT IF EXISTS pet_dates_read,
      ADD CONSTRAINT pet_species_known CHECK (species IN
        ('dog', 'cat', 'rabbit', 'bird', 'guinea-pig', 'hamster', 'ferret', 'reptile', 'horse', 'other')) NOT VALID,
      ADD CONSTRAINT pet_sex_known CHECK (sex IN ('male', 'female', 'unknown')) NOT VALID,
      ADD CONSTRAINT pet_rarity_known CHECK (rarity IN ('', 'common', 'uncommon', 'rare', 'very-rare')) NOT VALID,
      ADD CONSTRAINT pet_size_known CHECK (size IN ('small', 'medium', 'large', 'extra-large', 'unknown')) NOT VALID,
      ADD CONSTRAINT pet_status_known CHECK (status IN ('available', 'pending', 'on-hold', 'adopted')) NOT VALID,
      ADD CONSTRAINT pet_answers_known CHECK (good_with_kids IN ('yes', 'no', 'unknown')
        AND good_with_dogs IN ('yes', 'no', 'unknown') AND good_with_cats IN ('yes', 'no', 'unknown')) NOT VALID,
      ADD CONSTRAINT pet_age_known CHECK (age_known IN
        ('exact', 'estimated', 'baby', 'young', 'adult', 'senior')) NOT VALID,
      ADD CONSTRAINT pet_dates_read CHECK (birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
        AND intake_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$') NOT VALID;
    """

  /// Version 10: every function the schema makes looks its tables up in the schema's own
  /// schema, then `pg_temp`, whoever calls it (PostgreSQL's advice for triggers and `SECURITY
  /// DEFINER`). With the caller's path, `pg_temp` came first: an adopter's temporary table
  /// named `pet` let `inquiry_stamp` take an inquiry about an adopted pet and send it to another
  /// shelter, and one named `inquiry` made `inquiry_exists` answer from it (issue 40).
  static let pathsPinned = """
    DO $$
    DECLARE
      home name;
    BEGIN
      SELECT n.nspname INTO home FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE p.oid = 'inquiry_stamp()'::regprocedure;
      EXECUTE format('ALTER FUNCTION %I.inquiry_stamp() SET search_path = %I, pg_temp', home, home);
      EXECUTE format('ALTER FUNCTION %I.inquiry_exists(bigint) SET search_path = %I, pg_temp', home, home);
    END $$;
    """

  /// Version 9: the pets' pages are filled to 70%, so a pet published again with changes most
  /// often fits on its own page (a heap-only update): the pet table's seven indexes are not
  /// written at all, and do not grow with every publish until a vacuum. With full pages, every
  /// changed pet was a new entry in each of them: 66-80 ms of a 500-pet re-publish at a
  /// million pets, 10-17 ms once its pets had room. Pages written from now on keep the room (a
  /// changed pet that moves takes it with it); the others are left as they are.
  static let roomToUpdateInPlace = """
    ALTER TABLE pet SET (fillfactor = 70);
    """

  /// Version 8: a word a shelter's role adds must stand at its pet's own place, the row's
  /// shelter, name key and place in the listing the pet's own, as the pet's publish wrote them.
  /// Version 7 checked the pet alone: through `psql`, a role could file one of its pets' words
  /// under any name key, first on every reader's first page for that word, or under another
  /// shelter's place. The pets of the role's shelters are hashed once a statement, as before.
  static let wordPlacesChecked = """
    DROP POLICY granted_inserts ON pet_word;
    CREATE POLICY granted_inserts ON pet_word FOR INSERT TO pets_shelter
      WITH CHECK ((pet_id, shelter_id, name_key, ordinal) IN (
        SELECT p.id, p.shelter_id, p.name_key, p.ordinal FROM pet p JOIN shelter_grant g ON g.shelter_id = p.shelter_id
        WHERE g.role_name = current_user));
    """

  /// Version 7: each word's row holds its pet's place in the order by name (the pet's
  /// `name_key`, `shelter_id` and `ordinal`, as its publish wrote them), and the word index is
  /// in that order within each word. A search's first page by name is then a merge of its
  /// words' rows, read in order, and stops at the page's end: 30 ms for "beagle" at a million
  /// pets, where checking each pet in the order's index for the word took 0.3 s, and gathering
  /// its 36,000 pets and sorting them 0.9 s. The rows are written again in that order, with
  /// the index made after them; the primary key goes, since this index holds every column of
  /// it (a publish writes each pet's words once).
  ///
  /// A species' pets are read in the same order on an index of their own, for a typed word that
  /// names a species ("b", the birds). Readers wait while this runs (it empties and fills
  /// `pet_word` again): 3 min at a million pets (docs/shared-catalogue.md).
  static let wordsInNameOrder = """
    CREATE TEMPORARY TABLE placed_word ON COMMIT DROP AS
      SELECT pet_word.word, pet.name_key, pet.shelter_id, pet.ordinal, pet_word.pet_id
      FROM pet_word JOIN pet ON pet.id = pet_word.pet_id;
    TRUNCATE pet_word;
    DROP INDEX pet_word_by_pet;
    ALTER TABLE pet_word DROP CONSTRAINT IF EXISTS pet_word_pkey,
      ADD COLUMN IF NOT EXISTS name_key bytea NOT NULL,
      ADD COLUMN IF NOT EXISTS shelter_id text NOT NULL,
      ADD COLUMN IF NOT EXISTS ordinal integer NOT NULL;
    INSERT INTO pet_word (word, name_key, shelter_id, ordinal, pet_id)
      SELECT word, name_key, shelter_id, ordinal, pet_id FROM placed_word ORDER BY 1, 2, 3, 4, 5;
    CREATE INDEX pet_word_in_name_order ON pet_word (word, name_key, shelter_id, ordinal, pet_id);
    CREATE INDEX pet_word_by_pet ON pet_word (pet_id);
    CREATE INDEX IF NOT EXISTS pet_by_species_name ON pet (species, name_key, shelter_id, ordinal, id)
      WHERE NOT gone;
    """

  /// Each adoption status's column in `shelter` from version 6 (`statusCounts`), in
  /// `AdoptionStatus.allCases`' order.
  static let statusColumns = ["listed_available", "listed_pending", "listed_on_hold", "listed_adopted"]

  /// Version 6: each shelter keeps how many of the pets it lists have each status, set by its
  /// publish, so the count of a list filtered by status and shelter alone (the list a window
  /// opens on, and every search cleared) is a sum the window makes, where counting the pets
  /// took 0.25 s at 1,000,000; and the pets whose picture is missing, asked at each open, are
  /// found on an index of them alone, where a scan of every pet took 0.54 s.
  static let statusCounts = """
    ALTER TABLE shelter ADD COLUMN IF NOT EXISTS listed_available integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS listed_pending integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS listed_on_hold integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS listed_adopted integer NOT NULL DEFAULT 0;
    UPDATE shelter SET listed_available = counted.available, listed_pending = counted.pending,
        listed_on_hold = counted.on_hold, listed_adopted = counted.adopted
      FROM (SELECT shelter_id, count(*) FILTER (WHERE status = 'available') AS available,
          count(*) FILTER (WHERE status = 'pending') AS pending,
          count(*) FILTER (WHERE status = 'on-hold') AS on_hold,
          count(*) FILTER (WHERE status = 'adopted') AS adopted
        FROM pet WHERE NOT gone GROUP BY shelter_id) AS counted
      WHERE counted.shelter_id = shelter.id;
    GRANT UPDATE (listed_available, listed_pending, listed_on_hold, listed_adopted) ON shelter TO pets_shelter;
    CREATE INDEX IF NOT EXISTS pet_image_missing ON pet (id) WHERE NOT gone AND image_missing;
    """

  /// Version 5: the indexes of the three orders hold each pet's status, so the list a window
  /// opens on (the pets that can be adopted, by name) is read from the index alone, in its
  /// order, with nothing to sort: 0.43 s for 960,488 of 1,000,000 pets, where a scan and a sort
  /// took 4.2 s.
  static let ordersHoldTheStatus = """
    CREATE INDEX IF NOT EXISTS pet_by_name_listed ON pet (name_key, shelter_id, ordinal) INCLUDE (status)
      WHERE NOT gone;
    CREATE INDEX IF NOT EXISTS pet_by_age_listed ON pet (birthday DESC, shelter_id, ordinal) INCLUDE (status)
      WHERE NOT gone;
    CREATE INDEX IF NOT EXISTS pet_by_intake_listed ON pet (intake_date, shelter_id, ordinal) INCLUDE (status)
      WHERE NOT gone;
    DROP INDEX IF EXISTS pet_by_name, pet_by_age, pet_by_intake;
    """

  /// Version 4: each shelter keeps how many pets it lists and the earliest birthday among them,
  /// set by its publish, so a window opens on the shelter table alone: counting the listing
  /// took a scan of every pet at each open and at each publish's refresh in every open window
  /// (0.9 s at 1,000,000 pets). From a catalogue that had them (version 1 when a test makes one
  /// again), the columns stay as they are.
  static let shelterCounts = """
    ALTER TABLE shelter ADD COLUMN IF NOT EXISTS listed integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS earliest_birthday text;
    UPDATE shelter SET listed = counted.listed, earliest_birthday = counted.earliest
      FROM (SELECT shelter_id, count(*) AS listed, min(birthday) AS earliest FROM pet WHERE NOT gone
        GROUP BY shelter_id) AS counted
      WHERE counted.shelter_id = shelter.id;
    GRANT UPDATE (listed, earliest_birthday) ON shelter TO pets_shelter;
    """

  /// Version 3: the word index's rows are not checked against `pet` one by one. They are made
  /// only by a publish, from the pets it writes in the same transaction, and no pet is ever
  /// deleted; the check cost 8 of the 24 seconds a publish of 20,000 pets (880,000 words) took.
  static let wordsUnchecked = """
    ALTER TABLE pet_word DROP CONSTRAINT IF EXISTS pet_word_pet_id_fkey;
    """

  /// Version 2: adoption inquiries that reach the shelter. An adopter's login role (in
  /// `pets_adopter`) sends them and reads only its own, and may withdraw them; a shelter's (in
  /// `pets_shelter`) reads and answers only those about its granted shelters' pets. What an
  /// inquiry says, who sent it, about which shelter's pet and when are the trigger's to set,
  /// not the sender's: `status`, and then only that, is all anyone but the owner may change.
  static let inquiries = """
    CREATE TABLE inquiry (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      pet_id text NOT NULL REFERENCES pet (id),
      shelter_id text NOT NULL REFERENCES shelter (id),
      applicant_role name NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      status text NOT NULL
        CHECK (status IN ('submitted', 'under-review', 'approved', 'declined', 'withdrawn')),
      applicant_name text NOT NULL,
      email text NOT NULL,
      phone text,
      children_at_home boolean NOT NULL,
      other_pets text NOT NULL,
      housing text NOT NULL CHECK (housing IN ('own', 'rent')),
      landlord_consent boolean NOT NULL,
      message text NOT NULL
    );
    CREATE INDEX inquiry_by_shelter ON inquiry (shelter_id, id);
    CREATE INDEX inquiry_by_applicant ON inquiry (applicant_role, id);
    CREATE INDEX inquiry_by_pet ON inquiry (pet_id);

    -- A new inquiry is the sender's, submitted now, about a pet still listed and not adopted,
    -- of that pet's shelter; a change is stamped with its time. Listeners hear of both.
    CREATE FUNCTION inquiry_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        SELECT shelter_id INTO NEW.shelter_id FROM pet
          WHERE id = NEW.pet_id AND NOT gone AND status <> 'adopted';
        IF NEW.shelter_id IS NULL THEN
          RAISE EXCEPTION 'the pet "%" is not listed for adoption', NEW.pet_id USING ERRCODE = 'no_data_found';
        END IF;
        NEW.applicant_role := current_user;
        NEW.status := 'submitted';
        NEW.created_at := now();
      END IF;
      NEW.updated_at := now();
      PERFORM pg_notify('pets_inquiries', NEW.shelter_id);
      RETURN NEW;
    END $$;
    CREATE TRIGGER inquiry_stamp BEFORE INSERT OR UPDATE ON inquiry
      FOR EACH ROW EXECUTE FUNCTION inquiry_stamp();

    -- Whether inquiry `number` exists at all, whoever may read it: so a refusal can say "not
    -- yours" rather than "no such inquiry". It tells nothing else.
    CREATE FUNCTION inquiry_exists(number bigint) RETURNS boolean
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT
      AS $$ SELECT EXISTS (SELECT 1 FROM inquiry WHERE id = number) $$;

    REVOKE ALL ON inquiry FROM PUBLIC;
    GRANT SELECT, INSERT (pet_id, applicant_name, email, phone, children_at_home, other_pets, housing,
      landlord_consent, message) ON inquiry TO pets_adopter;
    GRANT SELECT ON inquiry TO pets_shelter;
    GRANT UPDATE (status) ON inquiry TO pets_adopter, pets_shelter;

    ALTER TABLE inquiry ENABLE ROW LEVEL SECURITY;
    CREATE POLICY adopter_sends ON inquiry FOR INSERT TO pets_adopter
      WITH CHECK (applicant_role = current_user);
    CREATE POLICY adopter_reads ON inquiry FOR SELECT TO pets_adopter
      USING (applicant_role = current_user);
    CREATE POLICY adopter_withdraws ON inquiry FOR UPDATE TO pets_adopter
      USING (applicant_role = current_user)
      WITH CHECK (applicant_role = current_user AND status = 'withdrawn');
    CREATE POLICY shelter_reads ON inquiry FOR SELECT TO pets_shelter
      USING (shelter_id IN (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user));
    CREATE POLICY shelter_answers ON inquiry FOR UPDATE TO pets_shelter
      USING (shelter_id IN (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user))
      WITH CHECK (shelter_id IN (SELECT shelter_id FROM shelter_grant WHERE role_name = current_user));
    """
}
