import ArgumentParser
import Foundation
import PetCards
import PetLocalization

/// What `petcards` and `pet-browser` share about their command lines: at most so many
/// arguments, and usage errors that never reach the terminal raw.
public enum SanitizedArguments {
  /// The most arguments read in one run. The argument parser's time grows with the square of
  /// the number of options (20,000 took 11 s), so more are refused up front as a usage error.
  public static let maximum = 512

  /// The command line's arguments, or, when there are more than `maximum`, a usage error
  /// printed as `program: too many arguments …` (and `advice`, when given) and exit status 64.
  public static func arguments(program: String, advice: String? = nil) -> [String] {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count <= maximum else {
      var message = trf(
        // TRANSLATORS: %1$@ counts the arguments given, %2$@ the most that are read.
        tr("too many arguments (%1$@); at most %2$@ are read at once"), arguments.count.formatted(),
        maximum.formatted())
      if let advice { message += "; " + advice }
      FileHandle.standardError.write(Data("\(program): \(TerminalText.message(message))\n".utf8))
      Foundation.exit(64)
    }
    return arguments
  }

  /// Exits as `ParsableCommand.exit(withError:)` does, but what the argument parser echoes from
  /// the command line (an ESC or BEL in an unknown option, a huge value) is sanitised and each
  /// line cut short.
  public static func exit(_ command: any ParsableCommand.Type, withError error: any Error) -> Never {
    let message = command.fullMessage(for: error)
    let status = command.exitCode(for: error)
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
