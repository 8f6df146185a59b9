import Foundation

/// Where the files the project ships are, wherever a program runs from (`swift run`, the built
/// binary anywhere, or after `make install`), and the one version both programs report.
///
/// Its own target, below the model: finding the window's templates, style sheet and icons is not
/// the catalogue's business, and the model target never sees where they are.
public enum Installation {
  /// The version `petcards --version`, `pet-browser --version` and the About dialog show.
  public static let version = "0.3.0"

  /// The folder under `PREFIX/share` that `make install` fills.
  public static let dataFolder = "pet-adoption"

  /// An application resource such as `pet-browser.css` or `pictures/placeholder.svg`:
  /// `PREFIX/share/pet-adoption/NAME` when installed, else `Resources/NAME` in the source tree.
  public static func resource(_ name: String, executablePath: String = Installation.executablePath) -> String? {
    find("Resources/" + name, installed: name, from: executablePath)
  }

  /// The running program's own file, with symbolic links resolved.
  public static var executablePath: String {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL.path
  }

  /// `PREFIX/share/pet-adoption/INSTALLED` beside an installed binary, else `SOURCEPATH` in the
  /// source tree the binary was built in (an ancestor of `.build/<triple>/debug/`), else
  /// `SOURCEPATH` under the current folder; `nil` when none exists.
  public static func find(_ sourcePath: String, installed: String, from executablePath: String) -> String? {
    let fileManager = FileManager.default
    let binDirectory = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
    let installedPath = binDirectory.deletingLastPathComponent()
      .appendingPathComponent("share/\(dataFolder)/\(installed)").path
    if fileManager.fileExists(atPath: installedPath) { return installedPath }
    var directory = binDirectory
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent(sourcePath).path
      if fileManager.fileExists(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    let candidate = fileManager.currentDirectoryPath + "/" + sourcePath
    return fileManager.fileExists(atPath: candidate) ? candidate : nil
  }
}
