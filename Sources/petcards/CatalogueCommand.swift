import ArgumentParser
import Foundation
import PetCards
import PetCatalog
import PetCatalogStore
import PetLocalization

/// `petcards catalogue`: setting a shared catalogue up in one command (issue 43, point 1), and
/// turning its public access on or off.
struct CatalogueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalogue",
    abstract: tr("Set up a shared catalogue in PostgreSQL, and turn its public access on or off."),
    subcommands: [Create.self, Public.self]
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
}
