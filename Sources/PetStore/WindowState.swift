import Foundation

/// The window as the person left it: its size, whether it was maximised, and the pet whose card
/// it showed, restored at the next launch as GNOME apps do.
///
/// One small JSON file, `window-state`, beside `last-catalogue` (`$PET_DATA_DIR` when set, else
/// `$XDG_STATE_HOME/pet-adoption`, else `~/.local/state/pet-adoption`). A file that cannot be
/// read is no state at all: the window opens at its default size.
public struct WindowState: Codable, Equatable, Sendable {
  /// The window's size in pixels when it was not maximised.
  public var width: Int
  public var height: Int
  public var isMaximized: Bool
  /// The catalogue shown (its `CatalogKey`), and the id of the pet whose card was shown.
  public var catalogue: String?
  public var petID: String?
  /// The place the list was near, whatever the catalogue: home is home.
  public var place: RememberedPlace?

  public init(
    width: Int, height: Int, isMaximized: Bool, catalogue: String? = nil, petID: String? = nil,
    place: RememberedPlace? = nil
  ) {
    self.width = width
    self.height = height
    self.isMaximized = isMaximized
    self.catalogue = catalogue
    self.petID = petID
    self.place = place
  }

  /// The pet to show again in `catalogue`, when it is the one the window showed last.
  public func petID(in catalogue: CatalogKey) -> String? {
    self.catalogue == catalogue.text ? petID : nil
  }

  /// A size a window can have: at least 1 pixel, at most 16384, as `--window-size` takes.
  var isSensible: Bool { (1...16_384).contains(width) && (1...16_384).contains(height) }
}

/// The place a list was near, as the person entered it, where that is, and the radius (in the
/// reader's unit): restored with no look-up.
public struct RememberedPlace: Codable, Equatable, Sendable {
  public var text: String
  public var latitude: Double
  public var longitude: Double
  public var within: Double

  public init(text: String, latitude: Double, longitude: Double, within: Double) {
    self.text = text
    self.latitude = latitude
    self.longitude = longitude
    self.within = within
  }
}

/// Where the window's state is kept.
public struct WindowStateFile: Hashable, Sendable {
  public var file: URL

  public static let fileName = "window-state"

  public init(file: URL) {
    self.file = file
  }

  /// Beside `last-catalogue`, wherever this environment keeps that.
  public static func resolve(environment: [String: String]) -> WindowStateFile {
    WindowStateFile(
      file: LastCatalog.resolve(environment: environment).file.deletingLastPathComponent()
        .appendingPathComponent(fileName))
  }

  /// The state saved last, or `nil` when there is none that makes sense.
  public func read() -> WindowState? {
    guard let data = try? Data(contentsOf: file), data.count <= 16 * 1024,
      let state = try? JSONDecoder().decode(WindowState.self, from: data), state.isSensible
    else { return nil }
    return state
  }

  /// Saves `state`, replacing the file whole. A failure is a lost convenience: returned, never thrown.
  @discardableResult
  public func save(_ state: WindowState) -> (any Error)? {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(state).write(to: file, options: .atomic)
      return nil
    } catch {
      return error
    }
  }
}
