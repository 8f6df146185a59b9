import Foundation

/// The small fixed picture the terminal-picture tests draw: 32 × 16 pixels of black shapes on
/// white (two squares corner to corner, a bar and a slope), their edges on whole pixels so that
/// the symbols chafa draws for it are the same on every run.
public enum TestPicture {
  /// The picture's SVG text.
  public static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="32" height="16" viewBox="0 0 32 16">
    <rect x="0" y="0" width="32" height="16" fill="#ffffff"/>
    <rect x="0" y="0" width="8" height="8" fill="#000000"/>
    <rect x="8" y="8" width="8" height="8" fill="#000000"/>
    <rect x="16" y="0" width="16" height="4" fill="#000000"/>
    <path d="M16 16L32 6L32 16Z" fill="#000000"/>
    </svg>

    """

  /// Writes the picture into `directory` as `name` and returns its path.
  @discardableResult
  public static func write(in directory: URL, name: String = "test-picture.svg") throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(svg.utf8).write(to: url)
    return url.path
  }
}
