import Foundation

/// Catalogue files with something wrong, written into a folder a test owns.
public enum BrokenCatalogs {
  /// The bundled catalogue with two pets broken: Biscuit's birthday is `2023-02-30` and
  /// Koyuki's (小雪) species is `dragon`. The other 25 pets are valid. The pictures folder is linked
  /// in, so the valid pets show their pictures.
  @discardableResult
  public static func writeTwoBadPets(to file: URL) throws -> URL {
    let data = BuiltProgram.repository.appendingPathComponent("data")
    var text = String(decoding: try Data(contentsOf: data.appendingPathComponent("pets.json")), as: UTF8.self)
    for (id, old, new) in [
      ("biscuit", #""birthday": "2019-03-01""#, #""birthday": "2023-02-30""#),
      ("koyuki", #""species": "dog""#, #""species": "dragon""#),
    ] {
      guard let start = text.range(of: "\"id\": \"\(id)\""),
        let field = text.range(of: old, range: start.upperBound..<text.endIndex)
      else { throw FixtureError("the bundled catalogue has no \(old) for \(id)") }
      text.replaceSubrange(field, with: new)
    }
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    let pictures = folder.appendingPathComponent("pictures")
    // A copy, not a link: a picture that leads out of its catalogue's folder is not opened.
    if !FileManager.default.fileExists(atPath: pictures.path) {
      try FileManager.default.copyItem(at: data.appendingPathComponent("pictures"), to: pictures)
    }
    return file
  }
}
