import Foundation

/// Pictures written to hurt whoever decodes them, small on disk, for the tests of the caged
/// decoder (pet_picture_cage.c): each one cost minutes or gigabytes decoded in-process.
public enum HostilePictures {
  /// An SVG whose one `<text>` line is `count` letters: librsvg lays it out in quadratic time
  /// (30,000 letters took ~70 s as a terminal card).
  public static func longLineSVG(count: Int = 30_000) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">\
    <text y="20">\(String(repeating: "W", count: count))</text></svg>
    """
  }

  /// A 10 KB SVG whose one text entity of 10,000 letters is used 100 times in a `<text>`: 1 MB of
  /// text for librsvg to lay out (`petcards show` ran past 120 s at 3.4 GB).
  public static let entitySVG = """
    <!DOCTYPE svg [<!ENTITY a "\(String(repeating: "A", count: 10_000))">]>\
    <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">\
    <text y="20">\(String(repeating: "&a;", count: 100))</text></svg>
    """

  /// An SVG whose size rounds to nothing (`1e-30`, or `NaN`): gdk-pixbuf printed a critical.
  public static func sizelessSVG(_ size: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)">\
    <rect width="1" height="1"/></svg>
    """
  }

  /// An SVG that draws `href` (a `data:` or `file:` URL) over its whole 64 × 64 pixels.
  public static func svgDrawing(_ href: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">\
    <image width="64" height="64" preserveAspectRatio="none" xlink:href="\(href)"/></svg>
    """
  }

  /// A `data:` URL of a PNG (base64).
  public static func dataURL(png: Data) -> String {
    "data:image/png;base64," + png.base64EncodedString()
  }

  /// Writes `text` into `directory` as `name` and returns its path.
  @discardableResult
  public static func write(_ text: String, in directory: URL, name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// A program that writes each of its runs to `countFile`, a line with what was asked (`size`
  /// or `pixels`), then runs `decoder` with the same arguments: `PET_PICTURE_DECODER` set to it
  /// shows how often a picture was decoded.
  public static func countingDecoder(in directory: URL, decoder: URL, countFile: URL) throws -> URL {
    let script = directory.appendingPathComponent("counting-decoder")
    try Data("#!/bin/sh\necho \"$1\" >> '\(countFile.path)'\nexec '\(decoder.path)' \"$@\"\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }
}
