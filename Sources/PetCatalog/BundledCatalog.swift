import Foundation
import PetInstallation

/// Finds the catalogue the project ships with, wherever the program runs from: `swift run`,
/// the built binary anywhere, or after `make install` (the window's own resources are found by
/// `Installation.resource`, outside the model).
public enum BundledCatalog {
  /// The environment variable that names a catalogue to use instead of the bundled one.
  public static let environmentVariable = "PET_CATALOG"
  /// The folder under `PREFIX/share` that `make install` fills.
  public static var installedDataFolder: String { Installation.dataFolder }

  /// The default catalogue file: `$PET_CATALOG`, else `PREFIX/share/pet-adoption/pets.json`
  /// beside an installed binary, else `data/pets.json` in the source tree the binary
  /// was built in, else `data/pets.json` under the current folder.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executablePath: String = BundledCatalog.executablePath
  ) -> String? {
    if let path = environment[environmentVariable], !path.isEmpty { return path }
    return Installation.find("data/pets.json", installed: "pets.json", from: executablePath)
  }

  /// Whether `path` names the catalogue the project ships (`locate` without `$PET_CATALOG`),
  /// as typed or standardised: the error page offers to open that one only when it is another.
  public static func isShipped(
    _ path: String, executablePath: String = BundledCatalog.executablePath
  ) -> Bool {
    guard let shipped = locate(environment: [:], executablePath: executablePath) else { return false }
    return URL(fileURLWithPath: path).standardizedFileURL.path == URL(fileURLWithPath: shipped).standardizedFileURL.path
  }

  /// The running program's own file, with symbolic links resolved.
  public static var executablePath: String { Installation.executablePath }
}
