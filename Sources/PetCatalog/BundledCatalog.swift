import Foundation

/// Finds the files the project ships with: the default catalogue and the
/// application's resources (placeholder picture, CSS), wherever the program runs
/// from: `swift run`, the built binary anywhere, or after `make install`.
public enum BundledCatalog {
  /// The environment variable that names a catalogue to use instead of the bundled one.
  public static let environmentVariable = "PET_CATALOG"
  /// The folder under `PREFIX/share` that `make install` fills.
  public static let installedDataFolder = "pet-adoption"

  /// The default catalogue file: `$PET_CATALOG`, else `PREFIX/share/pet-adoption/pets.json`
  /// beside an installed binary, else `data/pets.json` in the source tree the binary
  /// was built in, else `data/pets.json` under the current folder.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executablePath: String = BundledCatalog.executablePath
  ) -> String? {
    if let path = environment[environmentVariable], !path.isEmpty { return path }
    return find(["data/pets.json"], installed: "pets.json", from: executablePath)
  }

  /// Whether `path` names the catalogue the project ships (`locate` without `$PET_CATALOG`),
  /// as typed or standardised: the error page offers to open that one only when it is another.
  public static func isShipped(
    _ path: String, executablePath: String = BundledCatalog.executablePath
  ) -> Bool {
    guard let shipped = locate(environment: [:], executablePath: executablePath) else { return false }
    return URL(fileURLWithPath: path).standardizedFileURL.path == URL(fileURLWithPath: shipped).standardizedFileURL.path
  }

  /// An application resource such as `pet-browser.css` or `pictures/placeholder.svg`:
  /// `PREFIX/share/pet-adoption/NAME` when installed, else `Resources/NAME` in the source tree.
  public static func resource(
    _ name: String, executablePath: String = BundledCatalog.executablePath
  ) -> String? {
    find(["Resources/" + name], installed: name, from: executablePath)
  }

  /// The running program's own file, with symbolic links resolved.
  public static var executablePath: String {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL.path
  }

  private static func find(_ sourcePaths: [String], installed: String, from executablePath: String) -> String? {
    let fileManager = FileManager.default
    let binDirectory = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
    // Installed: PREFIX/bin/petcards beside PREFIX/share/pet-adoption/.
    let installedPath = binDirectory.deletingLastPathComponent()
      .appendingPathComponent("share/\(installedDataFolder)/\(installed)").path
    if fileManager.fileExists(atPath: installedPath) { return installedPath }
    // Built: the source tree is an ancestor of .build/<triple>/debug/petcards.
    var directory = binDirectory
    while directory.path != "/" {
      for path in sourcePaths {
        let candidate = directory.appendingPathComponent(path).path
        if fileManager.fileExists(atPath: candidate) { return candidate }
      }
      directory.deleteLastPathComponent()
    }
    let current = fileManager.currentDirectoryPath
    for path in sourcePaths {
      let candidate = current + "/" + path
      if fileManager.fileExists(atPath: candidate) { return candidate }
    }
    return nil
  }
}
