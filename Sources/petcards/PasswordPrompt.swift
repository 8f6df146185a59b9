import Foundation
import PetCards
import PetCatalog
import PetCatalogStore
import PetCommandLine
import PetKeyring
import PetLocalization

/// Where `petcards` finds a shared catalogue's password when libpq's usual places (the address,
/// `PGPASSWORD`, `~/.pgpass`) have none the server takes: the desktop's keyring, then a prompt
/// on the terminal (`/dev/tty`, echo off, as psql asks), never from a message or an argument.
/// A refused password is asked again once; a run with no terminal is not asked and says where
/// a password may be given.
enum PasswordPrompt {
  /// Uses the keyring and the terminal for every connection this run makes.
  static func install() {
    CataloguePasswords.use { login, attempt in answer(login, attempt: attempt) }
  }

  /// The password to try at `attempt` (0 first, then after each refusal): the keyring's first,
  /// then the person's, at most twice.
  static func answer(_ login: ServerLogin, attempt: Int) -> String? {
    let kept = Keyring.password(for: login)
    switch attempt {
    case 0:
      return kept ?? ask(login, refused: false)
    case 1:
      return ask(login, refused: true)
    default:
      // Two prompts in all: the keyring's password was the first try.
      return kept == nil ? nil : ask(login, refused: true)
    }
  }

  /// The password the person types on the terminal for `login`; `nil` with no terminal.
  static func ask(_ login: ServerLogin, refused: Bool) -> String? {
    let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard tty >= 0 else { return nil }
    defer { close(tty) }
    let question =
      (refused ? tr("The server did not accept that password.") + "\n" : "")
      // TRANSLATORS: a prompt on the terminal; %1$@ is a role, %2$@ a database, %3$@ a server, e.g. "Password for ada (pets on db.example.org): ".
      + trf(tr("Password for %1$@ (%2$@ on %3$@): "), login.user, login.database, login.serverName)
    write(
      tty,
      question.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitize(String($0)) }
        .joined(separator: "\n"))
    var settings = termios()
    let hasSettings = tcgetattr(tty, &settings) == 0
    if hasSettings {
      var quiet = settings
      quiet.c_lflag &= ~tcflag_t(ECHO)
      quiet.c_lflag |= tcflag_t(ECHONL)
      _ = tcsetattr(tty, TCSAFLUSH, &quiet)
    }
    defer { if hasSettings { _ = tcsetattr(tty, TCSAFLUSH, &settings) } }
    guard let line = readLine(from: tty), !line.isEmpty else { return nil }
    return line
  }

  /// A line from `descriptor`, without its newline; `nil` at its end with nothing read.
  static func readLine(from descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    // What was typed is cleared before its memory is given back.
    defer { bytes.withUnsafeMutableBytes { if let base = $0.baseAddress { memset(base, 0, $0.count) } } }
    var byte: UInt8 = 0
    var ended = false
    while read(descriptor, &byte, 1) == 1 {
      if byte == UInt8(ascii: "\n") {
        ended = true
        break
      }
      // A password longer than any a server takes is not read on.
      guard bytes.count < 4096 else { break }
      bytes.append(byte)
    }
    guard ended || !bytes.isEmpty else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func write(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = Foundation.write(descriptor, bytes.baseAddress, bytes.count) }
  }
}
