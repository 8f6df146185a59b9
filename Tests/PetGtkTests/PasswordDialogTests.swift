import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetGtk
import PetLiveClients
import PetPresentation
import PetTestSupport
import Synchronization
import Testing

/// The password dialog on a real server (issue 43, point 3): a role whose password the address,
/// libpq's files and the keyring do not give is asked for it in the window, naming the server
/// and the role; a wrong one is asked again once, then no more; the right one opens the
/// catalogue, and is kept in the keyring when asked. The server's log counts each try.
@MainActor
@Suite struct PasswordDialogTests {
  init() throws { try Fixtures.requireDisplay() }

  /// What the window's keyring was asked to keep.
  final class Kept: Sendable {
    let passwords = Mutex<[(String, ServerLogin)]>([])
  }

  struct Opened {
    let window: PetBrowserWindow
    let role: String
    let login: ServerLogin
    let kept: Kept
    let failures: () throws -> Int
  }

  /// The window `pet-browser --catalog ADDRESS` opens on `database` (the bundled catalogue
  /// published as Riverbend's) for a role whose password is `password`, the address without it.
  static func open(_ database: SharedDatabase, role name: String, password: String) throws -> Opened {
    let data = TemporaryDataDirectory()
    let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
    _ = try data.petcards(["import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend"])
    let role = try database.role(name, password: password, in: "pets_adopter")
    let address = database.address(role: role)
    let login = try #require(SharedCatalog.login(of: address))
    let result = Result { () throws(CatalogError) in try SharedCatalog.open(address).backedCatalog() }
    let kept = Kept()
    var configuration = PetBrowserWindow.Configuration()
    configuration.viewModel.catalogues = .live(cache: nil, lastCatalogue: nil)
    configuration.viewModel.passwords = PasswordClient(
      give: { password, login in CataloguePasswords.give(password, for: login) },
      keep: { password, login in
        kept.passwords.withLock { $0.append((password, login)) }
        return nil
      },
      canKeep: { true })
    let window = PetBrowserWindow(
      list: PetListViewModel(catalog: (try? result.get()) ?? Catalog(pets: []), today: Fixtures.today),
      store: .success(FakeStore()), configuration: configuration,
      opening: CatalogOpening(source: CatalogSource(address), isBundled: false, result: result))
    let log = URL(fileURLWithPath: database.server.socketFolder).appendingPathComponent("server.log")
    let failures = {
      try String(contentsOf: log, encoding: .utf8).components(
        separatedBy: "password authentication failed for user \"\(role)\""
      ).count - 1
    }
    return Opened(window: window, role: role, login: login, kept: kept, failures: failures)
  }

  @Test func theDialogAsks_aWrongPasswordOnceMore_andTheRightOneOpensTheCatalogue() throws {
    try TestPostgres.server().withDatabase { database in
      let opened = try Self.open(database, role: "dialog", password: "right horse")
      let window = opened.window
      let before = try opened.failures()
      try Fixtures.show(window)
      #expect(Fixtures.runMainLoop { window.shownPasswordDialog != nil })
      let asking =
        "The shared catalogue “\(opened.login.database)” on \(opened.login.serverName) asks for the password of the role “\(opened.role)”."
      #expect(window.shownPasswordDialog?.text == asking)
      #expect(window.shownPasswordDialog?.problem == nil)
      #expect(
        window.snapshot.errorPage?[3]
          == "The server asks for this login's password. Open the catalogue again to enter it, or open another catalogue."
      )

      window.enterPassword("wrong horse")
      #expect(Fixtures.runMainLoop { window.shownPasswordDialog?.problem != nil })

      #expect(
        window.shownPasswordDialog?.problem == "The server did not accept that password. Check it and try once more.")
      #expect(try opened.failures() - before == 1)

      window.enterPassword("right horse", remember: true)
      #expect(Fixtures.runMainLoop { window.shownPasswordDialog == nil && window.countText == "27 pets" })
      #expect(window.snapshot.errorPage == nil)
      #expect(opened.kept.passwords.withLock { $0.map(\.0) } == ["right horse"])
      #expect(opened.kept.passwords.withLock { $0.map(\.1) } == [opened.login])
      #expect(try opened.failures() - before == 1)
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }

  @Test func twoWrongPasswords_andTheWindowAsksNoMore() throws {
    try TestPostgres.server().withDatabase { database in
      let opened = try Self.open(database, role: "twice", password: "right")
      let window = opened.window
      let before = try opened.failures()
      try Fixtures.show(window)
      #expect(Fixtures.runMainLoop { window.shownPasswordDialog != nil })
      window.enterPassword("wrong")
      #expect(Fixtures.runMainLoop { window.shownPasswordDialog?.problem != nil })
      window.enterPassword("wrong again", remember: true)
      #expect(Fixtures.runMainLoop { window.shownPasswordDialog == nil })
      // A second's more main loop: no dialog comes back, no login is tried.
      _ = Fixtures.runMainLoop(for: 1) { false }
      #expect(window.shownPasswordDialog == nil)
      #expect(
        window.snapshot.errorPage?[3]
          == "The server did not accept the password. Open the catalogue again to enter it once more, or open another catalogue."
      )
      #expect(try opened.failures() - before == 2)
      #expect(opened.kept.passwords.withLock { $0.isEmpty })
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }
}
