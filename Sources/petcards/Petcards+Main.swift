import PetCommandLine
import PetInstallation
import PetLocalization

extension Petcards {
  /// As `ParsableCommand.main()`, after setting the reader's language and locale, with at most
  /// `SanitizedArguments.maximum` arguments, and a usage error never reaches the terminal raw.
  static func main() {
    LargeBlocks.returnToTheSystemWhenFreed()
    Localization.start()
    // A shared catalogue's password from the keyring or the terminal, when libpq has none.
    PasswordPrompt.install()
    let arguments = SanitizedArguments.arguments(
      program: "petcards",
      advice: tr(
        // TRANSLATORS: after "too many arguments"; keep "import" and "--files-from", the command's words.
        "import takes any number of files as a list, with --files-from LIST (one a line, - for standard input)"))
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      SanitizedArguments.exit(self, withError: error)
    }
  }
}
