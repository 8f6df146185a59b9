import Foundation
import PetTestSupport
import Testing

/// A shared catalogue's server that stops answering (a paused host, a network cut), through a
/// proxy that passes nothing more once the client sends a given statement: every command ends
/// with exit 69 and words that name the server, within its limits (docs/shared-catalogue.md: 5 s
/// to connect, 10 s with nothing from a statement), where it waited forever (issue 40, point 4).
/// Each run is killed after 60 s, so a wait that never ends fails the test rather than the suite.
@Suite struct StalledServerTests {
  static let today = SharedCatalogTests.today

  /// `petcards ARGUMENTS --catalog PROXY` in a folder of its own, killed after 60 s.
  static func petcards(_ arguments: [String], through proxy: StallingProxy, database: SharedDatabase)
    throws -> BuiltProgram.Result
  {
    try withTemporaryDirectory { folder in
      try Petcards.program.run(
        arguments + ["--catalog", proxy.address(database: database.name)] + Self.today,
        environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PET_DATA_DIR": folder.path, "TZ": "UTC"],
        prefix: ["/usr/bin/timeout", "-s", "KILL", "60"])
    }
  }

  /// The server as a command names it through `proxy`.
  static func server(_ proxy: StallingProxy, _ database: SharedDatabase) -> String {
    "postgresql://postgres@127.0.0.1:\(proxy.port)/\(database.name)"
  }

  @Test func aServerThatAcceptsAndNeverAnswers_failsToConnectWithin5Seconds() throws {
    try SharedCatalogTests.withPublishedCatalogue { database in
      let proxy = try StallingProxy(to: database.server, stallOn: "")
      let result = try Self.petcards(["list"], through: proxy, database: database)
      #expect(result.status == 69)
      #expect(
        result.stderr
          == "petcards: \(Self.server(proxy, database)): connection to server at \"127.0.0.1\", port \(proxy.port) failed: timeout expired\n"
      )
      #expect(result.stdout == "")
      #expect(proxy.stalled == 1)
    }
  }

  @Test(arguments: [
    (["list"], "FROM pet"), (["list", "--search", "beagle"], "FROM pet"), (["show", "stuart"], "FROM pet"),
    (["inquiries", "add", "stuart"] + SharedInquiryTests.form, "inquiry"),
  ])
  func aServerThatStopsAnsweringMidway_isGivenUpAfter10Seconds(arguments: [String], statement: String) throws {
    try SharedCatalogTests.withPublishedCatalogue { database in
      let proxy = try StallingProxy(to: database.server, stallOn: statement)
      let result = try Self.petcards(arguments, through: proxy, database: database)
      #expect(result.status == 69)
      #expect(
        result.stderr
          == "petcards: \(Self.server(proxy, database)): did not answer within 10 s: the server may be paused, overloaded or cut off by the network\n"
      )
      #expect(result.stdout == "")
      #expect(proxy.stalled == 1)
    }
  }
}

extension StalledServerTests {
  /// A window printed while its server stops answering is not the catalogue's: it said "Count:
  /// 0 of 27 pets" and listed rows of "?", with exit 0 (issue 40, point 6).
  @Test func aWindowPrintedWhileTheServerStops_isAnErrorNotAnEmptyWindow() throws {
    try SharedCatalogTests.withPublishedCatalogue { database in
      // A page of pets is read by its places in a shelter's listing.
      let proxy = try StallingProxy(to: database.server, stallOn: "ordinal >= $2")
      let result = try withTemporaryDirectory { folder in
        try BuiltProgram("pet-browser").run(
          ["--headless", "--print-window", "--catalog", proxy.address(database: database.name)] + Self.today,
          environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PET_DATA_DIR": folder.path],
          prefix: ["/usr/bin/timeout", "-s", "KILL", "60"])
      }
      #expect(result.status == 69)
      #expect(
        result.stderr
          == "\(Self.server(proxy, database)): did not answer within 10 s: the server may be paused, overloaded or cut off by the network\n"
      )
      #expect(result.stdout == "")
      #expect(proxy.stalled == 1)
    }
  }
}
