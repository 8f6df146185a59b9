import Foundation

/// The catalogue the window opened last (by Open… or `--catalog`), remembered so that the next
/// launch without `--catalog` opens it again.
///
/// It is one line, the catalogue's absolute path, in a file named `last-catalogue`: in
/// `$PET_DATA_DIR` when that is set (tests, and people who keep their data elsewhere, keep
/// everything in one folder), else in `$XDG_STATE_HOME/pet-adoption`, else in
/// `~/.local/state/pet-adoption`, as the XDG Base Directory specification says for state that
/// outlives a restart but is not worth a backup.
public struct LastCatalog: Hashable, Sendable {
  /// The file that holds the path.
  public var file: URL

  /// The file's name.
  public static let fileName = "last-catalogue"

  /// Remembers in `file`.
  public init(file: URL) {
    self.file = file
  }

  /// Where this environment remembers (pass `ProcessInfo.processInfo.environment`).
  public static func resolve(environment: [String: String]) -> LastCatalog {
    if let folder = environment[UserDataLocation.environmentVariable], !folder.isEmpty {
      return LastCatalog(file: URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(fileName))
    }
    let base: URL
    // The spec ignores a relative XDG_STATE_HOME.
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
    }
    return LastCatalog(
      file: base.appendingPathComponent(UserDataLocation.applicationFolder, isDirectory: true)
        .appendingPathComponent(fileName))
  }

  /// Where this process remembers.
  public static var current: LastCatalog { resolve(environment: ProcessInfo.processInfo.environment) }

  /// The path remembered, or `nil` when none is (or the file cannot be read: nothing to reopen).
  public func path() -> String? {
    // A path is short; anything larger is not ours.
    guard let data = try? Data(contentsOf: file), data.count <= 16 * 1024,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let path = text.trimmingCharacters(in: .newlines)
    return path.hasPrefix("/") && !path.contains("\n") ? path : nil
  }

  /// Remembers `path`, made absolute against the current folder. A failure is only a lost
  /// convenience: it is returned for the caller to mention, never thrown.
  @discardableResult
  public func remember(_ path: String) -> (any Error)? {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((absolute + "\n").utf8).write(to: file, options: .atomic)
      return nil
    } catch {
      return error
    }
  }
}
