import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards import https://…` (issue 42, point 5): a listing read from the web as from a file,
/// its next pages followed on the same server; the key the server needs from the environment,
/// never in a message; a server that refuses, fails or is not there gets a clear error, and
/// the store is not touched.
@Suite struct ListingAddressTests {
  static let today = ListingSamples.todayArguments
  static let key = ["PET_LISTING_HEADERS": "Authorization: Bearer s3cret-token"]

  /// A server that answers `/v2/animals?…page=N` with the Petfinder sample's page N, to a
  /// request with the key only.
  static func petfinder() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { request in
      guard request.header("Authorization") == "Bearer s3cret-token" else {
        return .init(status: 401, body: Data(#"{"title": "Unauthorized"}"#.utf8))
      }
      let page = request.path.contains("page=2") ? 2 : 1
      let body = (try? Data(contentsOf: URL(fileURLWithPath: ListingSamples.path("petfinder-page-\(page).json"))))
      return .init(headers: ["Content-Type": "application/json"], body: body ?? Data())
    }
  }

  @Test func aListingOnTheWeb_isImported_withItsNextPages_andTheKeyFromTheEnvironment() throws {
    let server = try Self.petfinder()
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let address = server.address("/v2/animals?type=dog&api_key=abc123")
      let imported = try Petcards.run(
        ["import", address, "--into", store] + Self.today, environment: Self.key)
      #expect(imported.status == 0, "\(imported.stderr)")
      #expect(imported.stdout == "4 pets listed in \(store): 4 added, 0 changed, 0 unchanged, 0 gone\n")
      #expect(
        imported.stderr
          == "petcards: warning: \(server.address("/v2/animals?type=dog&api_key=***")): animals[2] (id \"pf-700103\", "
          + "\"Found: grey tabby on Elm Street\"): left out: a found-pet notice (status \"found\"), not a pet for adoption\n"
      )
      // The first page's own address, then the next page its _links.next names.
      #expect(server.requests.map(\.path) == ["/v2/animals?type=dog&api_key=abc123", "/v2/animals?page=2"])
      #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer s3cret-token" })
      let shown = try Petcards.run(["show", "pf-700101", "--catalog", store, "--json"] + Self.today)
      #expect(shown.stdout.contains(#""url" : "https://pictures.example.org/petfinder/700101/3""#))
      // The key is on no command line: the fetcher is handed it in its environment.
      #expect(!imported.stderr.contains("s3cret") && !imported.stderr.contains("abc123"))
    }
  }

  /// `--catalog https://…` lists a listing on the web, every page, with no store (Pickles, of
  /// the first page, is adopted: listed with `--status any`).
  @Test func aListingOnTheWeb_isListed_asAFileIs() throws {
    let server = try Self.petfinder()
    let address = server.address("/v2/animals?api_key=abc123")
    let listed = try Petcards.run(["list", "--catalog", address] + Self.today, environment: Self.key)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(
      listed.stdout == """
        ID         NAME              SPECIES  AGE                FEE
        pf-700101  Biscuit           Dog      Adult   Fee not listed
        pf-700102  Clover            Rabbit   Baby    Fee not listed
        pf-700105  SAFFRON *bonded*  Cat      Senior  Fee not listed

        """)
    let refused = try Petcards.run(["list", "--catalog", address] + Self.today)
    #expect(refused.status == 69)
    #expect(!refused.stderr.contains("abc123"))
  }

  @Test func aRefusal_aFailure_orNoServer_importsNothing_andNamesTheAddressWithoutItsKey() throws {
    let server = try Self.petfinder()
    let failing = try LoopbackHTTPServer { _ in .init(status: 503, body: Data("down for maintenance".utf8)) }
    let closed = try LoopbackHTTPServer { _ in .init() }
    let closedAddress = closed.address("/animals?key=k1")
    closed.stop()
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let cases: [(String, [String: String], String)] = [
        (
          server.address("/v2/animals?api_key=abc123"), [:],
          "petcards: \(server.address("/v2/animals?api_key=***")): cannot be fetched: the server answered 401 Unauthorized; give the key it asks for in PET_LISTING_HEADERS, e.g. \"Authorization: Bearer …\"\n"
        ),
        (
          failing.address("/listing?token=t0k"), Self.key,
          "petcards: \(failing.address("/listing?token=***")): cannot be fetched: the server answered 503 Service Unavailable\n"
        ),
      ]
      for (address, environment, message) in cases {
        let refused = try Petcards.run(["import", address, "--into", store] + Self.today, environment: environment)
        #expect(refused.status == 69)
        #expect(refused.stderr == message + "petcards: nothing was imported into \(store)\n")
        #expect(!FileManager.default.fileExists(atPath: store))
      }
      let down = try Petcards.run(["import", closedAddress, "--into", store] + Self.today, environment: Self.key)
      #expect(down.status == 69)
      #expect(down.stderr.hasPrefix("petcards: \(closed.address("/animals?key=***")): cannot be fetched: "))
      #expect(!down.stderr.contains("k1"))
      #expect(!FileManager.default.fileExists(atPath: store))
    }
  }

  /// A page's server that sends it on to another server is not followed: the request carries
  /// the key (pictures may be sent on to any host on the web).
  @Test func aRedirectToAnotherServer_isNotFollowed_withTheKey() throws {
    let other = try LoopbackHTTPServer { _ in .init(body: Data(#"{"animals": []}"#.utf8)) }
    let redirecting = try LoopbackHTTPServer { _ in
      .init(status: 302, headers: ["Location": other.address("/v2/animals?token=t0ken")])
    }
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let refused = try Petcards.run(
        ["import", redirecting.address("/v2/animals"), "--into", store] + Self.today, environment: Self.key)
      #expect(refused.status == 69)
      #expect(
        refused.stderr == """
          petcards: \(redirecting.address("/v2/animals")): cannot be fetched: its server sent it on to \(other.address("/v2/animals")), which is not followed
          petcards: nothing was imported into \(store)

          """)
      #expect(other.requests.isEmpty)
    }
  }

  /// A next page on another server is not followed, and a listing of more pages than
  /// `--max-pages` is not imported in part: either refuses the whole listing.
  @Test func aNextPageElsewhere_orTooManyPages_refusesTheListing() throws {
    let elsewhere = try LoopbackHTTPServer { _ in
      .init(
        body: Data(
          #"{"animals": [], "pagination": {"current_page": 1, "total_pages": 3, "_links": {"next": {"href": "https://elsewhere.example.org/v2/animals?page=2&api_key=zz"}}}}"#
            .utf8))
    }
    let endless = try LoopbackHTTPServer { request in
      let page = Int(request.path.split(separator: "=").last ?? "") ?? 1
      return .init(
        body: Data(#"{"meta": {"pages": 1000, "pageReturned": \#(page)}, "data": []}"#.utf8))
    }
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let away = try Petcards.run(["import", elsewhere.address("/v2/animals"), "--into", store] + Self.today)
      #expect(away.status == 65)
      #expect(
        away.stderr == """
          petcards: \(elsewhere.address("/v2/animals")): names its next page on another server, https://elsewhere.example.org/v2/animals?page=2&api_key=***, which is not followed
          petcards: nothing was imported into \(store)

          """)
      let many = try Petcards.run(
        ["import", endless.address("/v5/public/animals?page=1"), "--into", store, "--max-pages", "3"] + Self.today)
      #expect(many.status == 64)
      #expect(
        many.stderr == """
          petcards: \(endless.address("/v5/public/animals?page=1")): has more than 3 pages; nothing is imported from part of a listing: raise --max-pages
          petcards: nothing was imported into \(store)

          """)
      #expect(endless.requests.map(\.path) == (1...3).map { "/v5/public/animals?page=\($0)" })
      #expect(!FileManager.default.fileExists(atPath: store))
    }
  }

  /// A key on the command line is refused without being repeated; a header file's line that is
  /// not a header is named by its number alone.
  @Test func aKeyOnTheCommandLine_orABrokenHeaderLine_isRefused_unrepeated() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let withPassword = try Petcards.run(
        ["import", "https://shelter:hunter2@listings.example.org/animals", "--into", store] + Self.today)
      #expect(withPassword.status == 64)
      #expect(!withPassword.stderr.contains("hunter2"))
      #expect(
        withPassword.stderr.hasPrefix("petcards: https://listings.example.org/animals: holds a user name or password"))
      let config = folder.appendingPathComponent("config/pet-adoption")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try Data("# the listing's key\nBearer hunter2\n".utf8).write(to: config.appendingPathComponent("listing-headers"))
      let broken = try Petcards.run(
        ["import", "https://listings.example.org/animals", "--into", store] + Self.today,
        environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path])
      #expect(broken.status == 64)
      #expect(
        broken.stderr == """
          petcards: \(config.appendingPathComponent("listing-headers").path): line 2 is not a header such as "Authorization: Bearer …"
          petcards: nothing was imported into \(store)

          """)
    }
  }
}

/// A spreadsheet's mapping given once is kept beside the store, so next week's import of the
/// shelter's file needs no flags; a failed import keeps none (issue 42, point 2).
@Suite struct SpreadsheetMappingCommandTests {
  @Test func theMapping_isKeptBesideTheStore_forTheNextImport() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let sheet = folder.appendingPathComponent("kennel.csv")
      let mapping = folder.appendingPathComponent("map.json")
      try Data("Tag,Kennel Name,Critter,Years,Arrived\nK-1,Rex,K9,2 years,2026-11-01\n".utf8).write(to: sheet)
      try Data(
        #"{"columns": {"Tag": "id", "Kennel Name": "name", "Critter": "species", "Years": "age", "Arrived": "intakeDate"}, "values": {"species": {"K9": "dog"}}}"#
          .utf8
      ).write(to: mapping)
      let today = ListingSamples.todayArguments
      let unmapped = try Petcards.run(["import", sheet.path, "--into", store] + today)
      #expect(unmapped.status == 65)
      // A failed import keeps no mapping either.
      let broken = folder.appendingPathComponent("broken.csv")
      try Data("Tag,Kennel Name,Critter,Years,Arrived\nK-1,,K9,2 years,2026-11-01\n".utf8).write(to: broken)
      let failed = try Petcards.run(
        ["import", broken.path, "--into", store, "--mapping", mapping.path, "--strict"] + today)
      #expect(failed.status == 65)
      #expect(!FileManager.default.fileExists(atPath: store + ".mapping.json"))
      let first = try Petcards.run(["import", sheet.path, "--into", store, "--mapping", mapping.path] + today)
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stdout == "1 pet listed in \(store): 1 added, 0 changed, 0 unchanged, 0 gone\n")
      #expect(try Data(contentsOf: URL(fileURLWithPath: store + ".mapping.json")) == Data(contentsOf: mapping))
      let next = try Petcards.run(["import", sheet.path, "--into", store] + today)
      #expect(next.status == 0, "\(next.stderr)")
      #expect(next.stdout == "1 pet listed in \(store): 0 added, 0 changed, 1 unchanged, 0 gone\n")
      let list = try Petcards.run(["list", "--catalog", store] + today)
      #expect(list.stdout.contains("k-1  Rex   Dog"))
    }
  }
}
