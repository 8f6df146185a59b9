import PetCommandLine
import PetInstallation
import PetLocalization

extension Petcards {
  /// As `ParsableCommand.main()`, after setting the reader's language and locale, with at most
  /// `SanitizedArguments.maximum` arguments, and a usage error never reaches the terminal raw.
  static func main() {
    LargeBlocks.returnToTheSystemWhenFreed()
    Localization.start()
    let arguments = SanitizedArguments.arguments(program: "petcards")
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      SanitizedArguments.exit(self, withError: error)
    }
  }
}
