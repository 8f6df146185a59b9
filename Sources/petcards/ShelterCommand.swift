import ArgumentParser
import PetCatalog
import PetCatalogStore
import PetLocalization

/// The shelters of a shared catalogue: who may publish for which.
struct ShelterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shelter",
    abstract: tr("The shelters of a shared catalogue (postgresql://…): who may publish for which."),
    subcommands: [Grant.self]
  )

  struct Grant: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "grant",
      abstract: tr("Let a login role publish one shelter's pets (run by the database's owner)."),
      discussion: tr(
        "The role joins pets_shelter and may then publish, change and mark gone only the pets of the shelters it was granted; the server enforces it."
      )
    )

    @Argument(help: ArgumentHelp(tr("The login role, as PostgreSQL names it."), valueName: "role"))
    var role: String

    @Argument(help: ArgumentHelp(tr("The shelter's id (made if new)."), valueName: "shelter"))
    var shelter: String

    @Option(help: ArgumentHelp(tr("The shared catalogue (postgresql://…)."), valueName: "address"))
    var catalog: String

    func validate() throws {
      guard CatalogSource.isSharedAddress(catalog) else {
        throw ValidationError(tr("--catalog must be a shared catalogue's address (postgresql://…)"))
      }
    }

    func run() throws {
      do {
        try SharedCatalog.grant(role: role, shelter: shelter, in: catalog)
      } catch {
        throw Terminal.refusal(error)
      }
      print(
        // TRANSLATORS: %1$@ is a login role, %2$@ a shelter's id, %3$@ the server.
        trf(tr("%1$@ may now publish for the shelter %2$@ in %3$@"), role, shelter, SharedCatalog.describe(catalog)))
    }
  }
}
