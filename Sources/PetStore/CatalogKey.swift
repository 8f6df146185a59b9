import Foundation

/// Which catalogue a star or an inquiry belongs to: another catalogue's `stuart` is another
/// pet. A catalogue file is known by its absolute path with links resolved, so `data/pets.json`
/// and `./data/../data/pets.json` are one catalogue.
public struct CatalogKey: Hashable, Sendable, CustomStringConvertible {
  /// The text stored beside each star and inquiry.
  public let text: String

  public init(_ text: String) {
    self.text = text
  }

  /// The catalogue in the file at `path`: its real path when it exists, else the path made
  /// absolute and standardised.
  public init(file path: String) {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      self.text = String(cString: resolved)
    } else {
      let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
      self.text = (absolute as NSString).standardizingPath
    }
  }

  /// The catalogue of stores opened without one (tests, tools that read every catalogue).
  public static let unnamed = CatalogKey("")

  public var description: String { text }
}
