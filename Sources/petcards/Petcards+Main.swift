import ArgumentParser
import Foundation
import PetCards
import PetLocalization

extension Petcards {
  /// The most arguments read in one run. The argument parser's time grows with the square of
  /// the number of options (20,000 took 11 s), so more are refused up front as a usage error.
  static let maximumArguments = 512

  /// As `ParsableCommand.main()`, after setting the reader's language and locale, and a usage
  /// error never reaches the terminal raw: what the argument parser echoes from the command line
  /// (an ESC or BEL in an unknown option, a huge value) is sanitised and each line cut short.
  static func main() {
    Localization.start()
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count <= maximumArguments else {
      Terminal.error(
        trf(
          tr(
            "too many arguments (%1$@); at most %2$@ are read at once, so pass fewer (for example through xargs -n 100)"
          ),
          arguments.count, maximumArguments))
      Foundation.exit(64)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      let message = fullMessage(for: error)
      let status = exitCode(for: error)
      if !message.isEmpty {
        if status == .success {
          print(message)
        } else {
          FileHandle.standardError.write(Data((TerminalText.message(message, keepsLineBreaks: true) + "\n").utf8))
        }
      }
      Foundation.exit(status.rawValue)
    }
  }
}
