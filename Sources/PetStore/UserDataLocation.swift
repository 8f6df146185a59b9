import Foundation

/// Where the user-data database lives.
///
/// `$PET_DATA_DIR` wins (tests and people who keep their data elsewhere), then
/// `$XDG_DATA_HOME/pet-adoption`, then `~/.local/share/pet-adoption`, as the
/// XDG Base Directory specification says.
public struct UserDataLocation: Hashable, Sendable {
  /// The folder that holds the database.
  public var directory: URL
  /// The database file's name inside `directory`.
  public var fileName: String

  /// The environment variable that names the folder outright.
  public static let environmentVariable = "PET_DATA_DIR"
  /// The folder's name under the XDG data home.
  public static let applicationFolder = "pet-adoption"
  public static let defaultFileName = "userdata.sqlite"

  public init(directory: URL, fileName: String = UserDataLocation.defaultFileName) {
    self.directory = directory
    self.fileName = fileName
  }

  /// The location for this environment (pass `ProcessInfo.processInfo.environment`).
  public static func resolve(environment: [String: String]) -> UserDataLocation {
    if let folder = environment[environmentVariable], !folder.isEmpty {
      return UserDataLocation(directory: URL(fileURLWithPath: folder, isDirectory: true))
    }
    // The spec ignores a relative XDG_DATA_HOME.
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return UserDataLocation(
        directory: URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(applicationFolder))
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return UserDataLocation(
      directory: URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share", isDirectory: true)
        .appendingPathComponent(applicationFolder, isDirectory: true))
  }

  /// The location for this process's environment.
  public static var current: UserDataLocation {
    resolve(environment: ProcessInfo.processInfo.environment)
  }

  /// The database file's full path.
  public var path: String { directory.appendingPathComponent(fileName).path }
}
