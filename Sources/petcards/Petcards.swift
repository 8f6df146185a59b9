import ArgumentParser
import PetInstallation
import PetLocalization

@main
struct Petcards: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "petcards",
    abstract: tr("Browse the pets waiting for a home, as cards in the terminal."),
    discussion: tr(
      "Without --catalog, the bundled catalogue is used (or the file named by $PET_CATALOG). Colour only on a terminal, never with NO_COLOR set.\n\nExit status: 0 success, 1 no pet matches `show`, 64 usage error, 65 bad catalogue or store, 66 catalogue missing, 69 a server not there, 73 cannot create or write a file or the user data, 74 a store or the user data unreadable, 75 try again, 77 not permitted."
    ),
    version: Installation.version,
    subcommands: [
      ListCommand.self, ShowCommand.self, ImportCommand.self, ExportCommand.self, GenerateCommand.self,
      FavoriteCommand.self, InquiriesCommand.self, ShelterCommand.self, CatalogueCommand.self, SavedCommand.self,
      StressWriteCommand.self,
      KeepStoreCommand.self,
    ],
    defaultSubcommand: ListCommand.self
  )
}
