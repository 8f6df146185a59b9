import ArgumentParser
import Foundation
import PetCards
import PetCatalog
import PetCatalogStore
import PetKeyring
import PetLocalization

/// `petcards catalogue`: setting a shared catalogue up in one command (issue 43, point 1), and
/// turning its public access on or off.
struct CatalogueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalogue",
    abstract: tr("Set up a shared catalogue in PostgreSQL, and turn its public access on or off."),
    subcommands: [Create.self, Public.self, Login.self, Logout.self]
  )

  /// `address` checked as a shared catalogue's.
  static func validate(_ address: String) throws {
    guard CatalogSource.isSharedAddress(address) else {
      throw ValidationError(tr("expected a shared catalogue's address (postgresql://…)"))
    }
  }

  struct Create: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Make a shared catalogue's tables, roles and policies in a database (run by its owner)."),
      discussion: tr(
        "Run by the database's owner, a role that may create roles (or whose roles are made already). It makes the tables, the group roles pets_adopter and pets_shelter and their policies, and the public access (the role pets_public, which reads the pets and shelters and nothing else), then prints the address anyone browses at. A role that may not is told which privilege it lacks and the SQL that grants it, and nothing is made. A catalogue already there is brought up to date."
      ))

    @Argument(
      help: ArgumentHelp(tr("The database, as its owner reaches it (postgresql://…)."), valueName: "address"))
    var address: String

    @Flag(name: .customLong("no-public"), help: ArgumentHelp(tr("Make no public access: every reader needs a role.")))
    var noPublic = false

    func validate() throws { try CatalogueCommand.validate(address) }

    func run() throws {
      let setup: SharedCatalog.Setup
      do {
        setup = try SharedCatalog.create(at: address, publicAccess: !noPublic)
      } catch {
        throw Terminal.refusal(error)
      }
      var output = StandardOutput()
      defer { output.flush() }
      output.write(
        trf(
          setup.madeTables
            // TRANSLATORS: %1$@ is the server, %2$lld the version of its tables.
            ? tr("Made the shared catalogue in %1$@ (tables version %2$lld).")
            // TRANSLATORS: %1$@ is the server, %2$lld the version of its tables.
            : tr("%1$@ is a shared catalogue already (tables version %2$lld, up to date)."),
          setup.server, setup.version) + "\n")
      if let publicAddress = setup.publicAddress {
        output.write(
          tr("Anyone may browse it with no account of their own, at:") + "\n  " + publicAddress + "\n"
            + tr(
              "(That password is not a secret: it is the public access's, the same for everyone. petcards catalogue public off turns it off.)"
            ) + "\n")
      }
      output.write(
        trf(
          // TRANSLATORS: %1$@ is the catalogue's address, without its password.
          tr("Let a shelter's login role publish: petcards shelter grant ROLE SHELTER --catalog %1$@"),
          SharedCatalog.describe(address)) + "\n")
    }
  }

  struct Public: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Turn on or off the public access: anyone reading the pets and shelters with no account."))

    enum Switch: String, ExpressibleByArgument, CaseIterable {
      case on, off
    }

    @Argument(help: ArgumentHelp(tr("on or off."), valueName: "on|off"))
    var state: Switch

    @Argument(
      help: ArgumentHelp(tr("The database, as its owner reaches it (postgresql://…)."), valueName: "address"))
    var address: String

    func validate() throws { try CatalogueCommand.validate(address) }

    func run() throws {
      do {
        try SharedCatalog.setPublicAccess(state == .on, in: address)
      } catch {
        throw Terminal.refusal(error)
      }
      var output = StandardOutput()
      defer { output.flush() }
      if state == .on, let publicAddress = SharedCatalog.publicAddress(of: address) {
        output.write(tr("Anyone may browse it with no account of their own, at:") + "\n  " + publicAddress + "\n")
      } else {
        // TRANSLATORS: %1$@ is the server.
        output.write(trf(tr("The public access to %1$@ is off."), SharedCatalog.describe(address)) + "\n")
      }
    }
  }

  struct Login: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Keep a shared catalogue's password in the desktop's keyring, checked with the server first."),
      discussion: tr(
        "Asks for the password on the terminal (or reads one line of standard input with --password-stdin), logs in with it, and keeps it in the keyring (GNOME Keyring, KWallet) for that server, role and database. petcards and pet-browser then use it with no prompt. Nothing is kept when the server refuses it."
      ))

    @Argument(
      help: ArgumentHelp(
        tr("The catalogue's address with its role and no password (postgresql://ROLE@HOST/DATABASE)."),
        valueName: "address"))
    var address: String

    @Flag(
      name: .customLong("password-stdin"),
      help: ArgumentHelp(tr("Read the password from standard input's first line, not from the terminal.")))
    var passwordStandardInput = false

    func validate() throws { try CatalogueCommand.validate(address) }

    func run() throws {
      // The person's password is the only one tried: none from the keyring, one attempt.
      let password = passwordStandardInput ? PasswordPrompt.readLine(from: STDIN_FILENO) : nil
      CataloguePasswords.use { login, attempt in
        guard attempt == 0 else { return nil }
        return password ?? PasswordPrompt.ask(login, refused: false)
      }
      do {
        _ = try SharedCatalog.open(address)
      } catch {
        throw Terminal.refusal(error)
      }
      var output = StandardOutput()
      defer { output.flush() }
      // The login the connection asked for, read as it read it; a password given there and
      // taken by the server is in this run's memory.
      guard let login = SharedCatalog.login(of: address), let given = CataloguePasswords.given(for: login) else {
        let text = trf(
          // TRANSLATORS: %1$@ is the server; the address or libpq's files gave the password, or none is needed.
          tr("%1$@ asked no password of this program: nothing to keep."), SharedCatalog.describe(address))
        output.write(text + "\n")
        return
      }
      do {
        try Keyring.keep(given, for: login)
      } catch {
        // TRANSLATORS: %1$@ says why, from the keyring.
        Terminal.error(trf(tr("the keyring did not keep the password: %1$@"), error.description))
        throw ExitCode(69)
      }
      let kept = trf(
        // TRANSLATORS: %1$@ is a role, %2$@ a database, %3$@ a server.
        tr("Kept the password for %1$@ (%2$@ on %3$@) in the keyring."), login.user, login.database, login.serverName)
      output.write(kept + "\n")
    }
  }

  struct Logout: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Forget a shared catalogue's password kept in the desktop's keyring."))

    @Argument(
      help: ArgumentHelp(
        tr("The catalogue's address with its role (postgresql://ROLE@HOST/DATABASE)."), valueName: "address"))
    var address: String

    func validate() throws { try CatalogueCommand.validate(address) }

    func run() throws {
      guard let login = SharedCatalog.login(of: address) else {
        // TRANSLATORS: %1$@ is the server.
        Terminal.error(trf(tr("%1$@: not an address with a role and a database"), SharedCatalog.describe(address)))
        throw ExitCode(64)
      }
      do {
        try Keyring.forget(login)
      } catch {
        // TRANSLATORS: %1$@ says why, from the keyring.
        Terminal.error(trf(tr("the keyring did not forget the password: %1$@"), error.description))
        throw ExitCode(69)
      }
      var output = StandardOutput()
      defer { output.flush() }
      let forgotten = trf(
        // TRANSLATORS: %1$@ is a role, %2$@ a database, %3$@ a server.
        tr("The keyring keeps no password for %1$@ (%2$@ on %3$@) now."), login.user, login.database, login.serverName)
      output.write(forgotten + "\n")
    }
  }
}
