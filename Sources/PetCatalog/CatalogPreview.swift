import Foundation

extension CatalogLoader {
  /// How much of a catalogue's start `preview(path:)` reads: about 300 pets.
  public static let previewBytes = 1 << 18

  /// The first pets of a large JSON catalogue, read from its first `bytes` bytes alone, for a
  /// window to show while the whole file is read (docs/catalog-format.md, "A first look").
  ///
  /// `nil` when the file is no larger than `bytes` (it is read whole as quickly), when its last
  /// member is not an array (the pets; the fees might come after them), or when its start,
  /// closed after a pet, does not read as a catalogue. Each pet is checked as ever, and one with
  /// a problem is left out; what only the whole file can tell (an id used again further on) waits
  /// for the whole read, which replaces the preview. Never an error, never remembered.
  public func preview(path: String, bytes: Int = CatalogLoader.previewBytes) -> Catalog? {
    let file: CatalogFile.Opened
    do throws(CatalogFile.Failure) {
      file = try CatalogFile.openRegular(path, limit: maximumFileSize)
    } catch {
      return nil
    }
    let size = Int(file.state.size)
    let tailCount = 64
    guard size > bytes, let head = CatalogFile.bytes(of: file, count: bytes, at: 0),
      let tail = CatalogFile.bytes(of: file, count: tailCount, at: size - tailCount),
      Self.endsWithAnArray(tail)
    else { return nil }
    var loader = self
    loader.leavesOutInvalidPets = true
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    // The start closed after a pet: after three quarters of it, else half, else a quarter.
    for fraction in [4, 2, 1] {
      let from = bytes * fraction / 4 - bytes / 4
      let start = head.withUnsafeBytes { raw in
        JSONParser.recordStart(in: raw.bindMemory(to: UInt8.self), from: from)
      }
      guard let start else { continue }
      // `start` is just after the comma between two pets: the document ends before it.
      var document = head.prefix(start - 1)
      document.append(contentsOf: Array("]}".utf8))
      if let catalog = try? loader.load(data: document, file: path, directory: directory), !catalog.pets.isEmpty {
        return catalog
      }
    }
    return nil
  }

  /// Whether `tail`, a file's last bytes, closes an array and then the document: `]`, `}` and
  /// whitespace.
  static func endsWithAnArray(_ tail: Data) -> Bool {
    let significant = tail.filter { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
    return significant.suffix(2).elementsEqual(Array("]}".utf8))
  }
}
