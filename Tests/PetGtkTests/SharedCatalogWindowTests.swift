import CPetGtk
import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetGtk
import PetLiveClients
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// The window on a shared catalogue (PostgreSQL): "Ask to adopt…" sends the inquiry to the
/// shelter's database, and the shelter's answer shows on the pet's card within seconds.
@MainActor
@Suite struct SharedCatalogWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  static let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path

  /// The window a new adopter opens on `database` once the bundled catalogue is published in
  /// it as Riverbend's, as `pet-browser --catalog` makes it: inquiries to the shelter, a copy of
  /// each in `data`, and listening to what shelters publish.
  struct Opened {
    let window: PetBrowserWindow
    let adopter: String
    let local: UserDataStore

    var parts: (PetBrowserWindow, String, UserDataStore) { (window, adopter, local) }
  }

  static func openWindow(on database: SharedDatabase, data: TemporaryDataDirectory, password: String) throws -> Opened {
    _ = try data.petcards(
      [
        "import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--today",
        Fixtures.today.isoString,
      ])
    let adopter = try database.role("adopter", password: password, in: "pets_adopter")
    let address = database.address(role: adopter, password: password)
    let (window, local) = try Self.window(at: address, data: data)
    window.watchSharedCatalogue(address)
    return Opened(window: window, adopter: adopter, local: local)
  }

  /// The window `pet-browser --catalog ADDRESS` opens on the shared catalogue at `address`, its
  /// inquiries to the shelter and a copy of each in `data`'s user data (which it returns too).
  static func window(at address: String, data: TemporaryDataDirectory) throws -> (PetBrowserWindow, UserDataStore) {
    let local = try UserDataStore(location: data.location, catalogue: CatalogKey(CatalogSource(address)))
    let catalog = try SharedCatalog.open(address).backedCatalog()
    let window = PetBrowserWindow(
      list: PetListViewModel(catalog: catalog, today: Fixtures.today),
      store: .success(SharedCatalogUserData(local: local, address: address)),
      opening: CatalogOpening(source: CatalogSource(address), isBundled: false, result: .success(catalog)))
    return (window, local)
  }

  /// Fills in the adoption form as Ada Lovelace, ready to send: the same answers in every test
  /// that sends one through the window.
  static func fillIn(_ form: InquiryFormWindow) {
    form.type("Ada Lovelace", into: .name)
    form.type("ada@example.com", into: .email)
    form.choose(1, for: .childrenAtHome)
    form.choose(0, for: .housing)
    form.type("A house with a garden, and someone home all day.", into: .message)
  }

  /// Any role may send `NOTIFY pets_catalogue`: a loop of them (here 150, from the adopter's
  /// own role, through `psql`) is one reading of the catalogue every two seconds at most, not
  /// one after another (117 readings in ten seconds before, issue 40).
  @Test func aFloodOfNotifications_isOneReadingAGap() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let (window, adopter, _) = try Self.openWindow(on: database, data: data, password: "flood").parts
      try Fixtures.show(window)
      #expect(Fixtures.runMainLoop(for: 1) { false } == false)
      let flood = Thread {
        _ = try? database.psql(
          "DO $$ BEGIN FOR i IN 1..150 LOOP PERFORM pg_notify('pets_catalogue', 'x'); COMMIT; PERFORM pg_sleep(0.02); END LOOP; END $$",
          as: adopter)
      }
      flood.start()
      // Three seconds of notifications, and a second after.
      _ = Fixtures.runMainLoop(for: 4) { false }
      #expect(window.catalogueReads >= 1)
      #expect(window.catalogueReads <= 3, "\(window.catalogueReads) readings")
      #expect(window.countText == "27 pets")
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  @Test func askToAdopt_reachesTheShelter_andItsAnswerShowsOnTheCard() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let (window, adopter, local) = try Self.openWindow(on: database, data: data, password: "ask-to-adopt").parts
      try Fixtures.show(window)
      #expect(window.select(petID: "stuart"))
      #expect(window.card.askedText == nil)
      window.askToAdopt()
      let form = try #require(window.inquiryForm)
      #expect(form.sendTitle == "Send")
      Self.fillIn(form)
      form.clickSend()
      #expect(
        Fixtures.runMainLoop(for: 10) { form.shownStatus?.hasPrefix("Sent") == true },
        "not sent within 10 seconds: \(form.shownStatus ?? "")")
      #expect(
        form.shownStatus
          == "Sent to Riverbend Animal Shelter as inquiry 1, with a copy kept on this computer. Their answer will show on the pet's card."
      )
      #expect(form.shownStatus == form.model.statusText)
      #expect(form.sendTitle == "Sent")
      #expect(!form.sendIsEnabled)
      #expect(
        try database.run("SELECT id, applicant_role, pet_id, shelter_id, status, applicant_name FROM inquiry")
          == "1|\(adopter)|stuart|riverbend|submitted|Ada Lovelace\n")
      #expect(try local.inquiries().map(\.sharedID) == [1])

      // The shelter answers in its database; the open window's card says so.
      try database.run("UPDATE inquiry SET status = 'approved' WHERE id = 1")
      let day = InquiryHistory.dayText(.today(), today: Fixtures.today, locale: Locale(identifier: "en_US"))
      #expect(
        Fixtures.runMainLoop(for: 10) {
          window.card.askedText == "You asked about Stuart on \(day): the shelter approved it"
        }, "the card says \(window.card.askedText ?? "nothing")")
      #expect(!(form.shownStatus ?? "").contains("ask-to-adopt"))
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  /// Through the public access (no account), the shelter's answer and message reach the open
  /// window too: read by the inquiry's secret, which this computer keeps, since the public role
  /// may not read the inquiries' table.
  @Test func throughThePublicAccess_theSheltersAnswerAndMessage_showOnTheCard() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      _ = try data.petcards(
        [
          "import", Self.bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--today",
          Fixtures.today.isoString,
        ])
      _ = try data.petcards(["catalogue", "public", "on", database.ownerAddress])
      let address = "postgresql://pets_public:pets_public@127.0.0.1:\(database.server.port)/\(database.name)"
      let (window, _) = try Self.window(at: address, data: data)
      try Fixtures.show(window)
      #expect(window.select(petID: "stuart"))
      window.askToAdopt()
      let form = try #require(window.inquiryForm)
      Self.fillIn(form)
      form.clickSend()
      #expect(
        Fixtures.runMainLoop(for: 10) { form.shownStatus?.hasPrefix("Sent") == true }, "\(form.shownStatus ?? "")")
      form.clickCancel()
      try database.run(
        """
        UPDATE inquiry SET status = 'approved' WHERE id = 1;
        INSERT INTO inquiry_message (inquiry_id, body) VALUES (1, 'Come on Saturday.')
        """)
      let day = InquiryHistory.dayText(.today(), today: Fixtures.today, locale: Locale(identifier: "en_US"))
      let expected =
        "You asked about Stuart on \(day): the shelter approved it\nThe shelter wrote on \(day): “Come on Saturday.”"
      #expect(
        Fixtures.runMainLoop(for: 10) { window.card.askedText == expected },
        "the card says \(window.card.askedText ?? "nothing")")
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  /// A shelter's staff's window (issue 43, point 4): an inquiry that arrives while it is open
  /// is a desktop notification, `New inquiry about Stuart` from its sender; one there before it
  /// opened is not; clicking it shows the pet's card.
  @Test func anInquiryArrivingAtTheShelter_isADesktopNotification() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      _ = try data.petcards(
        [
          "import", Self.bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--today",
          Fixtures.today.isoString,
        ])
      let staff = try database.role("staff", password: "pw-staff", in: "pets_shelter")
      _ = try data.petcards(["shelter", "grant", staff, "riverbend", "--catalog", database.ownerAddress])
      let adopter = try database.role("asker", password: "pw-asker", in: "pets_adopter")
      func ask(_ pet: String, as name: String) throws {
        _ = try data.petcards(
          [
            "inquiries", "add", pet, "--catalog", database.address(role: adopter, password: "pw-asker"), "--name", name,
            "--email", "ask@example.org", "--children", "no", "--housing", "own", "--message",
            "We have a big garden and lots of time for walks.",
          ])
      }
      try ask("biscuit", as: "Before Opening")
      let address = database.address(role: staff, password: "pw-staff")
      let (window, _) = try Self.window(at: address, data: data)
      var told: [DesktopNotification] = []
      window.viewModel.onDesktopNotification = { told.append($0) }
      try Fixtures.show(window)
      // Its first reading learns what is there: nothing is told of it.
      _ = Fixtures.runMainLoop(for: 2) { false }
      #expect(told.isEmpty)
      try ask("stuart", as: "Ada Lovelace")
      #expect(Fixtures.runMainLoop(for: 10) { !told.isEmpty }, "nothing told")
      #expect(told.map(\.title) == ["New inquiry about Stuart"])
      #expect(told.map(\.body) == ["From Ada Lovelace"])
      window.viewModel.desktopNotificationOpened(try #require(told.first).token)
      #expect(Fixtures.runMainLoop { window.selectedPetID == "stuart" })
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  /// The shelter writes in the inquiry's conversation (issue 43, point 4): the open window's
  /// card shows its latest message under "You asked…", as written (its markup as text).
  @Test func theSheltersMessage_showsOnThePetsCard() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let (window, _, _) = try Self.openWindow(on: database, data: data, password: "a-message").parts
      try Fixtures.show(window)
      #expect(window.select(petID: "stuart"))
      window.askToAdopt()
      let form = try #require(window.inquiryForm)
      Self.fillIn(form)
      form.clickSend()
      #expect(Fixtures.runMainLoop(for: 10) { form.shownStatus?.hasPrefix("Sent") == true })
      form.clickCancel()
      try database.run(
        "INSERT INTO inquiry_message (inquiry_id, body) VALUES (1, 'Could you visit on Saturday? <b>Bring ID</b>')")
      let day = InquiryHistory.dayText(.today(), today: Fixtures.today, locale: Locale(identifier: "en_US"))
      let expected =
        "You asked about Stuart on \(day)\nThe shelter wrote on \(day): “Could you visit on Saturday? <b>Bring ID</b>”"
      #expect(
        Fixtures.runMainLoop(for: 10) { window.card.askedText == expected },
        "the card says \(window.card.askedText ?? "nothing")")

      // The adopter answers from the window: Write to the Shelter…, for a pet it asked about.
      #expect(window.writeToShelterIsEnabled)
      window.chooseWriteToShelter()
      #expect(
        window.shownReplyDialog?.text
          == "The shelter wrote on \(day): “Could you visit on Saturday? <b>Bring ID</b>”")
      window.writeToShelter("a\u{1B}[2J")
      #expect(
        window.shownReplyDialog?.problem == "a message may not hold control characters (only line breaks and tabs)")
      window.writeToShelter("Saturday at ten suits us.")
      #expect(Fixtures.runMainLoop(for: 10) { window.shownReplyDialog == nil })
      #expect(
        try database.run("SELECT from_shelter, body FROM inquiry_message ORDER BY id")
          == "t|Could you visit on Saturday? <b>Bring ID</b>\nf|Saturday at ten suits us.\n")
      #expect(window.select(petID: "biscuit"))
      #expect(Fixtures.runMainLoop { !window.writeToShelterIsEnabled })
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  /// The bundled catalogue as a shelter's new listing: `change` edits its pets (JSON objects).
  static func listing(in folder: URL, _ change: (inout [[String: Any]]) -> Void) throws -> String {
    let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json")
    var catalogue = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundled)) as? [String: Any])
    var pets = try #require(catalogue["pets"] as? [[String: Any]])
    change(&pets)
    catalogue["pets"] = pets
    let file = folder.appendingPathComponent("listing-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: catalogue).write(to: file)
    // Its pictures are the bundled catalogue's.
    let pictures = folder.appendingPathComponent("pictures")
    if !FileManager.default.fileExists(atPath: pictures.path) {
      try FileManager.default.createSymbolicLink(
        at: pictures, withDestinationURL: bundled.deletingLastPathComponent().appendingPathComponent("pictures"))
    }
    return file.path
  }

  /// A shelter publishing while the window is open shows in it within seconds (`LISTEN`), with
  /// the search, the selected pet and a half-filled form kept; a pet taken down while its card
  /// is open is said in the bar.
  @Test func aShelterPublishing_showsInTheOpenWindow_keepingTheSearchTheSelectionAndTheForm() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let today = ["--today", Fixtures.today.isoString]
      let window = try Self.openWindow(on: database, data: data, password: "live-pets").window
      try Fixtures.show(window)
      window.search("cat")
      #expect(Fixtures.runMainLoop(for: 5) { window.countText == "7 of 27 pets" }, "\(window.countText)")
      #expect(window.select(petID: "luna"))
      window.askToAdopt()
      let form = try #require(window.inquiryForm)
      form.type("Ada Lovelace", into: .name)

      try withTemporaryDirectory { folder in
        // A new cat: the open window lists it, and keeps what the person was doing.
        let withWhiskers = try Self.listing(in: folder) { pets in
          var whiskers = pets.first { $0["id"] as? String == "luna" } ?? [:]
          whiskers["id"] = "whiskers"
          whiskers["name"] = "Whiskers"
          pets.append(whiskers)
        }
        _ = try data.petcards(
          ["import", withWhiskers, "--into", database.ownerAddress, "--shelter", "riverbend"] + today)
        #expect(Fixtures.runMainLoop(for: 5) { window.countText == "8 of 28 pets" }, "\(window.countText)")
        #expect(window.textsOnScreen(column: PET_GTK_COLUMN_NAME).contains("Whiskers"))
        #expect(window.shownSearchText == "cat")
        #expect(window.selectedPetID == "luna")
        #expect(window.card.text(.name) == "Luna")
        #expect(window.inquiryForm === form)
        #expect(form.model.form.name == "Ada Lovelace")
        #expect(window.catalogBarText == nil)

        // Luna taken down while her card is open: the bar says so.
        let withoutLuna = try Self.listing(in: folder) { pets in pets.removeAll { $0["id"] as? String == "luna" } }
        _ = try data.petcards(
          ["import", withoutLuna, "--into", database.ownerAddress, "--shelter", "riverbend"] + today)
        #expect(Fixtures.runMainLoop(for: 5) { window.countText == "6 of 26 pets" }, "\(window.countText)")
        #expect(
          window.catalogBarText == "Luna is no longer in the catalogue: the shelter has taken the listing down.")
        #expect(window.selectedPetID != "luna")
      }
      // Closed for good: should it ask about what was typed, Quit answers (a question left open
      // would hold the next tests' windows).
      window.close()
      if window.shownCloseQuestion != nil { window.answerCloseQuestion(quit: true) }
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  /// A pet a shelter publishes that a saved search finds is a desktop notification within
  /// seconds (issue 44, point 4); one no saved search finds is none; and ten more at once are
  /// one summary.
  @Test func aPetPublishedThatASavedSearchFinds_isToldOnTheDesktop() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let today = ["--today", Fixtures.today.isoString]
      let window = try Self.openWindow(on: database, data: data, password: "told").window
      var told: [DesktopNotification] = []
      window.viewModel.onDesktopNotification = { told.append($0) }
      try Fixtures.show(window)
      window.search("cat")
      #expect(Fixtures.runMainLoop { window.countText == "7 of 27 pets" }, "\(window.countText)")
      window.chooseSaveSearch()
      window.saveSearch(as: "Cats")
      #expect(Fixtures.runMainLoop { window.viewModel.notification != nil })

      try withTemporaryDirectory { folder in
        @MainActor func publish(_ change: (inout [[String: Any]]) -> Void) throws {
          let listing = try Self.listing(in: folder, change)
          _ = try data.petcards(["import", listing, "--into", database.ownerAddress, "--shelter", "riverbend"] + today)
        }
        var extra: [[String: Any]] = []
        @MainActor func copy(of id: String, as newID: String, named name: String) throws -> [String: Any] {
          let listing = try Self.listing(in: folder) { _ in }
          let catalogue = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: listing)))
          let pets = (catalogue as? [String: Any])?["pets"] as? [[String: Any]] ?? []
          var pet = try #require(pets.first { $0["id"] as? String == id })
          pet["id"] = newID
          pet["name"] = name
          return pet
        }
        // A dog: no saved search finds it.
        extra.append(try copy(of: "stuart", as: "rex", named: "Rex"))
        try publish { $0 += extra }
        #expect(Fixtures.runMainLoop(for: 5) { window.countText == "7 of 28 pets" }, "\(window.countText)")
        _ = Fixtures.runMainLoop(for: 1) { !told.isEmpty }
        #expect(told.isEmpty)

        // A cat: told, once.
        extra.append(try copy(of: "luna", as: "whiskers", named: "Whiskers"))
        try publish { $0 += extra }
        #expect(Fixtures.runMainLoop(for: 5) { !told.isEmpty })
        #expect(told.map(\.title) == ["Whiskers matches “Cats”"])
        #expect(told.first?.petID == "whiskers")

        // Ten cats at once: one summary.
        for number in 1...10 { extra.append(try copy(of: "luna", as: "kitten-\(number)", named: "Kitten \(number)")) }
        try publish { $0 += extra }
        #expect(Fixtures.runMainLoop(for: 5) { told.count == 2 })
        _ = Fixtures.runMainLoop(for: 1) { told.count > 2 }
        #expect(told.map(\.title) == ["Whiskers matches “Cats”", "10 new pets match “Cats”"])

        // Clicked, it shows the search and the pet.
        window.viewModel.desktopNotificationOpened(told[0].token)
        #expect(Fixtures.runMainLoop { window.selectedPetID == "whiskers" })
        #expect(window.shownSearchText == "cat")
      }
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  /// The server stopping while the window is open: the window says so and keeps what it shows;
  /// once the server is back it reads the catalogue again, with what was published meanwhile.
  @Test func theServerStopping_isSaid_andTheWindowCatchesUpWhenItIsBack() throws {
    try TestPostgres.withOwnServer { server, own in
      try server.withDatabase { database in
        let data = TemporaryDataDirectory()
        let today = ["--today", Fixtures.today.isoString]
        let opened = try Self.openWindow(on: database, data: data, password: "stay-put")
        let (window, adopter) = (opened.window, opened.adopter)
        try Fixtures.show(window)
        window.search("dog")
        #expect(Fixtures.runMainLoop(for: 5) { window.countText == "8 of 27 pets" }, "\(window.countText)")
        #expect(window.select(petID: "stuart"))
        let names = window.textsOnScreen(column: PET_GTK_COLUMN_NAME)

        try own.stop()
        let server = "postgresql://\(adopter)@127.0.0.1:\(database.server.port)/\(database.name)"
        #expect(
          Fixtures.runMainLoop(for: 10) {
            window.catalogBarText?.hasPrefix("The catalogue cannot be reached (\(server): ") == true
          }, "the bar says \(window.catalogBarText ?? "nothing")")
        #expect(
          window.catalogBarText?.hasSuffix(
            "). Showing the pets as they were; the window reconnects when the server is back.") == true)
        #expect(!(window.catalogBarText ?? "").contains("stay-put"))
        #expect(window.countText == "8 of 27 pets")
        // The bar takes a row's height: the rows still shown are the first of those before.
        let shown = window.textsOnScreen(column: PET_GTK_COLUMN_NAME)
        #expect(!shown.isEmpty && names.starts(with: shown), "\(shown) of \(names)")
        #expect(window.selectedPetID == "stuart")
        #expect(window.card.text(.name) == "Stuart")

        try own.start()
        try withTemporaryDirectory { folder in
          let withRex = try Self.listing(in: folder) { pets in
            var rex = pets.first { $0["id"] as? String == "stuart" } ?? [:]
            rex["id"] = "rex"
            rex["name"] = "Rex"
            pets.append(rex)
          }
          _ = try data.petcards(["import", withRex, "--into", database.ownerAddress, "--shelter", "riverbend"] + today)
        }
        #expect(
          Fixtures.runMainLoop(for: 15) { window.countText == "9 of 28 pets" && window.catalogBarText == nil },
          "\(window.countText); the bar says \(window.catalogBarText ?? "nothing")")
        #expect(window.textsOnScreen(column: PET_GTK_COLUMN_NAME).contains("Rex"))
        #expect(window.selectedPetID == "stuart")
        window.close()
      }
    }
  }

  /// A second shelter publishing brings the Shelter filter to the open window, with the
  /// shelters by name; picking one lists only its pets. Another catalogue, of one shelter, has
  /// no Shelter filter, and nothing of it stays in the list's query.
  @Test func aSecondShelter_bringsTheShelterFilter_whichListsOnlyItsPets() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let window = try Self.openWindow(on: database, data: data, password: "two-shelters").window
      try Fixtures.show(window)
      #expect(window.snapshot.filters.map(\.label) == Self.filterLabels)
      #expect(window.countText == "27 pets")
      // Three lines at the window's first width since the place entry and its radius came (issue 44).
      #expect(window.filterLines == 3)

      try withTemporaryDirectory { folder in
        let rex = try Self.listing(in: folder) { pets in
          var rex = pets.first { $0["id"] as? String == "stuart" } ?? [:]
          rex["id"] = "rex"
          rex["name"] = "Rex"
          pets = [rex]
        }
        var hillside = try #require(
          try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: rex))) as? [String: Any])
        hillside["shelter"] = "Hillside Rescue"
        try JSONSerialization.data(withJSONObject: hillside).write(to: URL(fileURLWithPath: rex))
        _ = try data.petcards(
          [
            "import", rex, "--into", database.ownerAddress, "--shelter", "hillside", "--today",
            Fixtures.today.isoString,
          ]
        )
      }
      #expect(Fixtures.runMainLoop(for: 5) { window.countText == "28 pets" }, "\(window.countText)")
      let labels = Self.filterLabels.prefix(7) + ["S_helter"] + Self.filterLabels.suffix(3)
      #expect(window.snapshot.filters.map(\.label) == Array(labels))
      // The Shelter filter added no line (Favourites sat alone on a third, issue 45) until the Coat
      // filter came (issue 41): at the window's first width the second group no longer has room
      // for both, and wraps within itself.
      #expect(Fixtures.runMainLoop(for: 2) { window.filterLines == 3 }, "\(window.filterLines) lines")
      #expect(window.snapshot.filters[8].value == "none")
      #expect(window.snapshot.filters[7].value == "Any")
      #expect(window.choose(item: 1, in: .shelter))
      #expect(Fixtures.runMainLoop(for: 5) { window.countText == "1 of 28 pets" }, "\(window.countText)")
      #expect(window.snapshot.filters[7].value == "Hillside Rescue")
      #expect(window.textsOnScreen(column: PET_GTK_COLUMN_NAME) == ["Rex"])
      #expect(window.choose(item: 2, in: .shelter))
      #expect(Fixtures.runMainLoop(for: 5) { window.countText == "27 of 28 pets" }, "\(window.countText)")
      #expect(window.snapshot.filters[7].value == "Riverbend Animal Shelter")
      #expect(!window.choose(item: 3, in: .shelter))

      // The bundled file: one shelter, no Shelter filter, every pet listed again.
      window.open(path: Self.bundled)
      #expect(Fixtures.runMainLoop(for: 5) { window.countText == "27 pets" }, "\(window.countText)")
      #expect(window.snapshot.filters.map(\.label) == Self.filterLabels)
      #expect(window.viewModel.listQuery.filter.shelters.isEmpty)
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  /// The filter row's labels, as the window has them (`_` before the Alt+letter key), in a
  /// catalogue of one shelter.
  static let filterLabels = [
    "_Species", "A_ge", "Se_x", "Si_ze", "Good _with", "_Coat", "Sta_tus", "_Near", "W_ithin", "_Favourites",
  ]
}
