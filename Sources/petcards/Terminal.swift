import ArgumentParser
import Foundation
import PetCards
import PetCatalog
import PetCatalogStore
import PetLocalization
import PetTerminalPictures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about where output goes, and how to write there.
enum Terminal {
  /// Says each of `error`'s problems on standard error; the exit its kind asks (65, 66, 69 …).
  static func refusal(_ error: CatalogError) -> ExitCode {
    for problem in error.problems { self.error(problem.description) }
    if let wanted = error.passwordWanted, !wanted.refused {
      self.error(
        tr(
          "Give the password in ~/.pgpass or PGPASSWORD, keep it in the desktop's keyring with petcards catalogue login ADDRESS, or run petcards in a terminal to be asked for it."
        ))
    }
    return ExitCode(error.exitCode)
  }

  /// Whether standard output is a terminal (not a pipe or a file).
  static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Columns to lay out in: the terminal's width, else `$COLUMNS`, else 80.
  static var width: Int {
    var size = winsize()
    if isTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return columnsVariable ?? 80
  }

  /// The width of the terminal standard error writes to (else `$COLUMNS`); `nil` when it is not
  /// a terminal.
  static var errorWidth: Int? {
    guard isatty(STDERR_FILENO) == 1 else { return nil }
    var size = winsize()
    if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return columnsVariable
  }

  /// `$COLUMNS`, when it is a width.
  private static var columnsVariable: Int? {
    ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
  }

  /// Whether `TERM` says the terminal can do no more than print text.
  static var isDumb: Bool { ProcessInfo.processInfo.environment["TERM"] == "dumb" }

  /// A character cell's size in pixels, when the terminal says (not every terminal does) and
  /// what it says is a size a cell can have: at most `ChafaPictures.largestCell` (256) pixels a
  /// side (a terminal reporting 65535 × 65535 once asked chafa for a 50,000 × 65,535 canvas).
  static var cellSize: (width: Int, height: Int)? {
    var size = winsize()
    guard isTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row
    else { return nil }
    let cell = (width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    return cell.width <= ChafaPictures.largestCell && cell.height <= ChafaPictures.largestCell ? cell : nil
  }

  /// Writes `petcards: MESSAGE` to standard error, sanitised, each line cut short.
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("petcards: \(TerminalText.message(message))\n".utf8))
  }
}

/// Colour only on a terminal, never with `NO_COLOR` set or `--no-color`, never on a dumb terminal.
struct TextStylePolicy {
  var noColorFlag: Bool

  var style: TextStyle {
    let environment = ProcessInfo.processInfo.environment
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    return TextStyle(usesColor: Terminal.isTerminal && !noColorFlag && !noColor && !Terminal.isDumb)
  }
}

/// Standard output, buffered: one write at the end instead of one per line.
struct StandardOutput: TextOutputStream {
  /// What is not written yet; a writer may append to it, then call `flushWhenFull`.
  var buffer: [UInt8] = []

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    flushWhenFull()
  }

  /// Writes the buffer once it holds 64 KiB.
  mutating func flushWhenFull() {
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

/// One line on standard error saying where a long job is, written again in place (`\r`, then
/// the rest of the old line erased) at most ten times a second and erased when the job is done:
/// what `petcards import` shows on a terminal while a million pets go in. Its text is
/// sanitised, as every message is.
final class ProgressLine {
  private var shown = false
  private var lastWrite: UInt64 = 0
  private var lastText = ""

  /// A line when `wanted` says so (`--progress` or `--no-progress`), else when standard error is
  /// a terminal that can erase (not `TERM=dumb`); `nil` when nothing is to be shown.
  init?(wanted: Bool?) {
    guard wanted ?? (isatty(STDERR_FILENO) == 1 && !Terminal.isDumb) else { return nil }
  }

  /// Shows `text`; a count moving on (`now` false) is shown only a tenth of a second after the
  /// last text, a new step (`now` true) at once.
  func say(_ text: String, now: Bool) {
    let time = DispatchTime.now().uptimeNanoseconds
    guard text != lastText, now || !shown || time - lastWrite >= 100_000_000 else { return }
    (lastText, lastWrite, shown) = (text, time, true)
    // On a terminal, cut to its width less a column: a line that wrapped would be written again
    // from the start of its last row only, leaving the rest behind on the screen.
    var line = TerminalText.message(text)
    if let width = Terminal.errorWidth { line = DisplayWidth.truncate(line, to: width - 1) }
    FileHandle.standardError.write(Data("\r\(line)\u{1B}[K".utf8))
  }

  /// Shows `text`, which says `step` of an import: a count moving on ten times a second at most,
  /// its start and end and a new step at once.
  func say(_ text: String, for step: CatalogImport.Step) {
    switch step {
    case .pets(let done, let count) where done > 0 && done < count: say(text, now: false)
    case .streaming(let done, let read, let size) where done > 0 && read < size: say(text, now: false)
    default: say(text, now: true)
    }
  }

  /// Erases the line, so that what comes next starts at the line's start.
  func clear() {
    guard shown else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    shown = false
  }
}

extension CatalogImport.Step {
  /// How far the pets are, in percent (100 once they are all in, and at every later step).
  var percent: Int {
    switch self {
    case .pets(let done, let count) where count > 0: done * 100 / count
    case .streaming(_, let read, let size) where size > 0: read * 100 / size
    case .streaming: 0
    default: 100
    }
  }
}
