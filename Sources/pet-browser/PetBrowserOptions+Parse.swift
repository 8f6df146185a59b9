import ArgumentParser
import Foundation
import PetCards
import PetLocalization

extension PetBrowserOptions {
  /// The most arguments read (the argument parser's time grows with the square of their number).
  static let maximumArguments = 512

  /// As `parseOrExit()`, but a usage error never reaches the terminal raw: what the argument
  /// parser echoes from the command line (an ESC or BEL, a huge value) is sanitised and cut short.
  static func parseSanitizingErrorsOrExit() -> PetBrowserOptions {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count <= maximumArguments else {
      FileHandle.standardError.write(
        Data(
          ("pet-browser: "
            + trf(tr("too many arguments (%1$@); at most %2$@ are read"), arguments.count, maximumArguments) + "\n")
            .utf8))
      Foundation.exit(64)
    }
    do {
      return try parse(arguments)
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
