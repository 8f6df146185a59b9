import PetCommandLine

extension PetBrowserOptions {
  /// As `parseOrExit()`, but with at most `SanitizedArguments.maximum` arguments, and a usage
  /// error never reaches the terminal raw.
  static func parseSanitizingErrorsOrExit() -> PetBrowserOptions {
    let arguments = SanitizedArguments.arguments(program: "pet-browser")
    do {
      return try parse(arguments)
    } catch {
      SanitizedArguments.exit(self, withError: error)
    }
  }
}
