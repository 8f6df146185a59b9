import Foundation
import PetLocalization

#if canImport(Glibc)
  import Glibc
#endif

/// The project's translations for tests: `po/*.po` compiled with msgfmt once per test process,
/// a pseudo-translation that wraps every message in `⟦…⟧`, and a way to run code in a locale.
public enum Translations {
  /// Why a translation could not be prepared.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, and what to do about it.
    public var description: String
  }

  /// What wraps each pseudo-translated message: `⟦` and `⟧`.
  public static let pseudoBrackets = ("⟦", "⟧")

  /// A folder holding `ja/LC_MESSAGES/pet-adoption.mo` compiled from `po/ja.po`.
  public static func compiled() throws -> URL { try compiledReal.get() }

  /// A folder holding the pseudo-translation compiled as `ja`: every message of
  /// `po/pet-adoption.pot` wrapped in `⟦…⟧`, so words that skip gettext stand out.
  public static func pseudo() throws -> URL { try compiledPseudo.get() }

  /// The environment to run a built program in: `environment` with the reader's locale
  /// `locale` (e.g. `ja_JP.UTF-8`) and the compiled catalogs in `directory`.
  public static func environment(
    _ environment: [String: String], locale: String, catalogs directory: URL
  ) -> [String: String] {
    var result = environment.filter { !$0.key.hasPrefix("LC_") && $0.key != "LANGUAGE" }
    result["LANG"] = locale
    result[Localization.environmentVariable] = directory.path
    return result
  }

  /// Runs `body` on this thread in the C library's locale `name` (e.g. `ja_JP.UTF-8`), with the
  /// text domain bound to `catalogs`; other threads keep theirs. `body` must not suspend.
  public static func inLocale<T>(_ name: String, catalogs: URL, _ body: () throws -> T) throws -> T {
    Localization.bind(directory: catalogs.path)
    // LC_ALL_MASK is a macro Swift does not import: the bits of the categories the project reads.
    let everyCategory = [LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES]
      .reduce(Int32(0)) { $0 | (1 << $1) }
    guard let locale = newlocale(everyCategory, name, nil) else {
      throw Failure(description: "the locale \(name) is not installed; run scripts/install-deps.sh, which generates it")
    }
    let previous = uselocale(locale)
    defer {
      uselocale(previous)
      freelocale(locale)
    }
    return try body()
  }

  /// `pot` (a gettext template) with every message translated as itself in `⟦…⟧`.
  public static func pseudoCatalog(fromTemplate pot: String) -> String {
    let (open, close) = pseudoBrackets
    var lines: [String] = []
    var msgid = ""
    var plural = ""
    func quoted(_ line: String, after prefix: String) -> String {
      String(line.dropFirst(prefix.count + 2).dropLast())
    }
    for line in pot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("msgid \"") {
        msgid = quoted(line, after: "msgid")
        plural = ""
      } else if line.hasPrefix("msgid_plural \"") {
        plural = quoted(line, after: "msgid_plural")
      }
      if line == "#, fuzzy" { continue }
      if line.hasPrefix("\"Plural-Forms:") {
        lines.append("\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"")
      } else if line == "msgstr \"\"", !msgid.isEmpty {
        lines.append("msgstr \"\(open)\(msgid)\(close)\"")
      } else if line == "msgstr[0] \"\"" {
        lines.append("msgstr[0] \"\(open)\(msgid)\(close)\"")
      } else if line == "msgstr[1] \"\"" {
        lines.append("msgstr[1] \"\(open)\(plural)\(close)\"")
      } else {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The words (runs of Latin letters) in `text` that are not inside `⟦…⟧` and not among
  /// `allowed` (a format's own keywords, a file name's): English that skipped gettext.
  public static func unwrappedEnglish(in text: String, allowing allowed: Set<String>) -> [String] {
    var rest = text
    let (open, close) = pseudoBrackets
    // Innermost first: a message may hold another, e.g. ⟦Good with ⟦kids⟧⟧.
    while let end = rest.range(of: close), let start = rest[..<end.lowerBound].range(of: open, options: .backwards) {
      rest.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
    }
    return rest.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { !allowed.contains($0) }
  }

  private static let compiledReal = Result { try compile(source: "po/ja.po", language: "ja") }
  private static let compiledPseudo = Result {
    let pot = try String(
      contentsOf: BuiltProgram.repository.appendingPathComponent("po/pet-adoption.pot"), encoding: .utf8)
    return try compile(text: pseudoCatalog(fromTemplate: pot), language: "ja")
  }

  private static func compile(source: String, language: String) throws -> URL {
    let text = try String(contentsOf: BuiltProgram.repository.appendingPathComponent(source), encoding: .utf8)
    return try compile(text: text, language: language)
  }

  /// Compiles `text` into `TMPDIR/pet-adoption-locale-HASH/LANGUAGE/LC_MESSAGES`, once for each
  /// text: the folder is named by the text's hash, so runs reuse it and nothing piles up.
  private static func compile(text: String, language: String) throws -> URL {
    let hash = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    let name = "pet-adoption-locale-" + String(hash, radix: 16)
    let fileManager = FileManager.default
    let directory = fileManager.temporaryDirectory.appendingPathComponent(name)
    let catalog = "\(language)/LC_MESSAGES/\(Localization.domain).mo"
    if fileManager.fileExists(atPath: directory.appendingPathComponent(catalog).path) { return directory }
    // Made beside it and renamed into place, so another test process never sees half a folder.
    let scratch = fileManager.temporaryDirectory.appendingPathComponent(name + "-" + UUID().uuidString)
    defer { try? fileManager.removeItem(at: scratch) }
    try fileManager.createDirectory(
      at: scratch.appendingPathComponent("\(language)/LC_MESSAGES"), withIntermediateDirectories: true)
    let source = scratch.appendingPathComponent("\(language).po")
    try text.write(to: source, atomically: true, encoding: .utf8)
    let msgfmt = BuiltProgram(executable: URL(fileURLWithPath: "/usr/bin/msgfmt"))
    let result = try msgfmt.run(
      ["--check", "--output-file=" + scratch.appendingPathComponent(catalog).path, source.path], environment: nil)
    guard result.status == 0 else {
      throw Failure(description: "msgfmt failed (\(result.status)); is gettext installed? \(result.stderr)")
    }
    try? fileManager.removeItem(at: source)
    do {
      try fileManager.moveItem(at: scratch, to: directory)
    } catch  where fileManager.fileExists(atPath: directory.appendingPathComponent(catalog).path) {
      // Another test process got there first with the same text.
    }
    return directory
  }
}
