import CLibintl
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the program's translations come from: glibc's gettext, in the `pet-adoption` text
/// domain, with the catalogs `make` compiles from `po/`.
///
/// `start()` runs once, first thing, in `petcards` and `pet-browser`: it sets the locale from the
/// environment (`LANG`, `LC_ALL`, `LANGUAGE`) and binds the domain to the folder that holds the
/// compiled catalogs. Until then, and in the `C` locale, every text is the English msgid.
public enum Localization {
  /// The gettext text domain: the name of the `.mo` files and of `po/pet-adoption.pot`.
  public static let domain = "pet-adoption"
  /// The environment variable that names a folder of compiled catalogs to use instead
  /// (`DIR/ja/LC_MESSAGES/pet-adoption.mo`), e.g. for a pseudo-translation.
  public static let environmentVariable = "PET_LOCALE_DIR"

  /// Sets the locale from the environment and binds the text domain to `directory` (by default
  /// `localeDirectory()`). Returns the folder bound, or `nil` when none was found.
  @discardableResult
  public static func start(directory: String? = Localization.localeDirectory()) -> String? {
    setlocale(LC_ALL, "")
    return bind(directory: directory)
  }

  /// Binds the text domain to `directory` without touching the locale (tests set a thread's
  /// locale themselves).
  @discardableResult
  public static func bind(directory: String?) -> String? {
    guard let directory else { return nil }
    bindtextdomain(domain, directory)
    bind_textdomain_codeset(domain, "UTF-8")
    textdomain(domain)
    return directory
  }

  /// The folder of compiled catalogs: `$PET_LOCALE_DIR`, else `PREFIX/share/locale` beside an
  /// installed binary (`PREFIX/bin`), else `.build/locale` in the source tree the binary was
  /// built in (`make` compiles it there), else `nil`.
  public static func localeDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executablePath: String = Localization.executablePath
  ) -> String? {
    if let directory = environment[environmentVariable], !directory.isEmpty { return directory }
    let fileManager = FileManager.default
    let binDirectory = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
    let prefix = binDirectory.deletingLastPathComponent()
    if fileManager.fileExists(atPath: prefix.appendingPathComponent("share/pet-adoption").path) {
      return prefix.appendingPathComponent("share/locale").path
    }
    var directory = binDirectory
    while directory.path != "/" {
      if directory.lastPathComponent == ".build" {
        return directory.appendingPathComponent("locale").path
      }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  /// The running program's own file, with symbolic links resolved.
  public static var executablePath: String {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL.path
  }

  /// The reader's locale for numbers, money and dates, from the C library's `LC_MONETARY`
  /// (after `start()`): `ja_JP.UTF-8` reads as `ja_JP`; the `C` and `POSIX` locales as `en_US`,
  /// so output without a locale stays as it always was.
  public static var readerLocale: Locale {
    guard let name = setlocale(LC_MONETARY, nil).map({ String(cString: $0) }) else {
      return Locale(identifier: "en_US")
    }
    return locale(named: name)
  }

  /// The reader's locale for dates, from the C library's `LC_TIME` (after `start()`), or `nil`
  /// in the `C` and `POSIX` locales, where dates keep their locale-neutral form (`2026-11-21 14:03`).
  public static var readerDateLocale: Locale? {
    guard let name = setlocale(LC_TIME, nil).map({ String(cString: $0) }) else { return nil }
    let base = name.prefix { $0 != "." && $0 != "@" }
    return base.isEmpty || base == "C" || base == "POSIX" ? nil : Locale(identifier: String(base))
  }

  /// The Foundation locale for a C locale name: `ja_JP.UTF-8` → `ja_JP`, `sr_RS@latin` →
  /// `sr_RS`, `C`, `POSIX`, `C.UTF-8` and empty → `en_US`.
  public static func locale(named name: String) -> Locale {
    let base = String(name.prefix { $0 != "." && $0 != "@" })
    if base.isEmpty || base == "C" || base == "POSIX" { return Locale(identifier: "en_US") }
    return Locale(identifier: base)
  }
}

/// The translation of `msgid` (glibc `dgettext` in the `pet-adoption` domain). The argument is
/// a plain string literal, so `make pot` finds it.
public func tr(_ msgid: StaticString) -> String {
  lookUp("\(msgid)")
}

/// The translation of `singular` or `plural` for `count` (glibc `dngettext`), by the reader's
/// language's own plural rules; `%lld` in it is left for `trf`.
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int) -> String {
  "\(singular)".withCString { one in
    "\(plural)".withCString { other in
      // When there is no translation, glibc returns one of the pointers passed in: copy it
      // before they go away.
      String(cString: dngettext(Localization.domain, one, other, UInt(clamping: count.magnitude)))
    }
  }
}

/// The translation of `singular` or `plural` for `count`, with `count` filled in for its `%lld`:
/// `trf(trn(singular, plural, count), count)`, remembered, since ages and counts repeat (100,000
/// ages are a few dozen texts). The memo is keyed by where glibc's answer lies: the msgid
/// itself, or the message in a loaded catalog, which glibc never unloads.
public func trnf(_ singular: StaticString, _ plural: StaticString, _ count: Int) -> String {
  guard singular.hasPointerRepresentation, plural.hasPointerRepresentation,
    let format = dngettext(
      Localization.domain, cPointer(singular), cPointer(plural), UInt(clamping: count.magnitude))
  else { return trf(trn(singular, plural, count), count) }
  return FormattedCounts.shared.text(format: format, count: count)
}

/// A literal's bytes as C reads them: string literals are stored with a terminating NUL.
private func cPointer(_ literal: StaticString) -> UnsafePointer<CChar> {
  UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The texts `trnf` has made, by format and count.
private final class FormattedCounts: @unchecked Sendable {
  static let shared = FormattedCounts()
  private struct Key: Hashable {
    var format: UnsafePointer<CChar>
    var count: Int
  }
  private let lock = NSLock()
  // Guarded by `lock`.
  private var texts: [Key: String] = [:]

  func text(format: UnsafePointer<CChar>, count: Int) -> String {
    let key = Key(format: format, count: count)
    lock.lock()
    defer { lock.unlock() }
    if let text = texts[key] { return text }
    let text = trf(String(cString: format), count)
    if texts.count < 10_000 { texts[key] = text }
    return text
  }
}

/// The translation of `msgid` in `context` (gettext's `pgettext`, a C macro, done as glibc does:
/// look up `context` + U+0004 + `msgid`, and fall back to `msgid` when nothing is found).
public func trc(_ context: StaticString, _ msgid: StaticString) -> String {
  let id = "\(msgid)"
  let key = "\(context)\u{04}\(id)"
  let result = lookUp(key)
  return result == key ? id : result
}

/// `format`, a translated message, with its arguments filled in: `%1$@`, `%2$lld` (positional, so
/// translators may reorder them), `%@`, `%lld` and `%d` (in turn), and `%%`. Each argument is
/// written as its `description`: numbers with no grouping, as `%lld` writes them. Done here
/// rather than with `String(format:)`, which costs more than the lookup itself.
public func trf(_ format: String, _ arguments: any CustomStringConvertible...) -> String {
  let bytes = Array(format.utf8)
  guard bytes.contains(percentSign) else { return format }
  var result: [UInt8] = []
  result.reserveCapacity(bytes.count + 16)
  var next = 0
  var index = 0
  while index < bytes.count {
    guard bytes[index] == percentSign else {
      result.append(bytes[index])
      index += 1
      continue
    }
    if index + 1 < bytes.count, bytes[index + 1] == percentSign {
      result.append(percentSign)
      index += 2
      continue
    }
    var cursor = index + 1
    var number = 0
    while cursor < bytes.count, (48...57).contains(bytes[cursor]) {
      number = number * 10 + Int(bytes[cursor] - 48)
      cursor += 1
    }
    var position = next
    if cursor > index + 1 {
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else {
        result.append(bytes[index])
        index += 1
        continue
      }
      position = number - 1
      cursor += 1
    }
    let conversion = conversions.first { bytes[cursor...].starts(with: $0) }
    guard let conversion else {
      // Not a conversion this function knows: keep it as it is.
      result.append(bytes[index])
      index += 1
      continue
    }
    if arguments.indices.contains(position) { result.append(contentsOf: arguments[position].description.utf8) }
    next = position + 1
    index = cursor + conversion.count
  }
  return String(decoding: result, as: UTF8.self)
}

private let percentSign = UInt8(ascii: "%")
private let conversions: [[UInt8]] = ["@", "lld", "ld", "d"].map { Array($0.utf8) }

private func lookUp(_ msgid: String) -> String {
  // When there is no translation, glibc returns the pointer passed in: copy it before it goes away.
  msgid.withCString { String(cString: dgettext(Localization.domain, $0)) }
}
