import Foundation

/// Black PNGs of any size that are small on disk, for the picture-limit tests: a 10000 × 10000
/// one is 79 KB, and decodes to 400 MB if a decoder is careless. They are 1-bit greyscale, so
/// every byte of their pixel data (and of each row's filter byte) is zero, and the zlib stream is
/// written here by hand: one literal zero, then copies of 258 bytes at distance 1.
public enum TestPNG {
  /// A black PNG of `width` × `height` pixels. With `rows`, the file stops after that many rows
  /// of pixel data, as a download cut short: its IHDR still claims the whole size, and it has
  /// no zlib end, no IEND.
  public static func black(width: Int, height: Int, rows: Int? = nil) -> Data {
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header.append(contentsOf: [1, 0, 0, 0, 0])  // 1 bit a pixel, greyscale, deflate, no filter, no interlace
    let rowBytes = 1 + (width + 7) / 8
    let complete = rows == nil
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.appendChunk("IHDR", header)
    png.appendChunk("IDAT", zeros(count: rowBytes * min(rows ?? height, height), complete: complete))
    if complete { png.appendChunk("IEND", Data()) }
    return png
  }

  /// A 4 × 4 PNG, every pixel pure red (8-bit RGB), its pixel data in one stored zlib block.
  public static let red: Data = {
    let row: [UInt8] = [0] + Array(repeating: [255, 0, 0], count: 4).flatMap { $0 }
    let raw = Data(Array(repeating: row, count: 4).flatMap { $0 })
    var zlib = Data([0x78, 0x01, 0x01])  // zlib header; the last block, stored
    let length = UInt16(raw.count)
    zlib.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
    zlib.append(raw)
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib.appendBigEndian((b << 16) | a)  // Adler-32
    var header = Data()
    header.appendBigEndian(4)
    header.appendBigEndian(4)
    header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, no filter, no interlace
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.appendChunk("IHDR", header)
    png.appendChunk("IDAT", zlib)
    png.appendChunk("IEND", Data())
    return png
  }()

  /// Writes `black(width:height:rows:)` into `directory` as `name` and returns its path.
  @discardableResult
  public static func writeBlack(
    in directory: URL, name: String, width: Int, height: Int, rows: Int? = nil
  ) throws -> String {
    let url = directory.appendingPathComponent(name)
    try black(width: width, height: height, rows: rows).write(to: url)
    return url.path
  }

  /// Writes a catalogue of one pet, Rex the beagle, into `directory` as `pets.json`, whose
  /// picture `pictures/huge.png` claims 10000 × 10000 pixels (cut short after `rows` rows, when
  /// given). Returns the catalogue and the picture's path.
  public static func writeCatalogueOfRex(in directory: URL, rows: Int? = nil) throws -> (
    catalogue: URL, picture: String
  ) {
    let pictures = directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    let picture = try writeBlack(in: pictures, name: "huge.png", width: 10_000, height: 10_000, rows: rows)
    let pet = """
      { "id": "rex", "name": "Rex", "species": "dog", "breed": "Beagle", "sex": "male", "birthday": "2024-11-21", \
      "rarity": "common", "image": "pictures/huge.png", "size": "medium", "description": "A good dog.", \
      "intakeDate": "2026-01-05", "status": "available" }
      """
    let catalogue = directory.appendingPathComponent("pets.json")
    try Data("{ \"pets\": [\(pet)] }\n".utf8).write(to: catalogue)
    return (catalogue, picture)
  }

  /// A zlib stream of `count` zero bytes (one fixed-Huffman block); without its end-of-block code
  /// and checksum when not `complete`.
  static func zeros(count: Int, complete: Bool) -> Data {
    var bits = BitWriter()
    bits.write(0x78, count: 8)  // zlib: deflate, 32 KB window
    bits.write(0x01, count: 8)  // no dictionary, fastest; 0x7801 is a multiple of 31
    bits.write(1, count: 1)  // the last block
    bits.write(1, count: 2)  // fixed Huffman codes
    var left = count
    if left > 0 {
      bits.writeCode(0x30, length: 8)  // the literal 0
      left -= 1
    }
    while left >= 258 {
      bits.writeCode(0xC5, length: 8)  // length 258 (code 285)
      bits.writeCode(0, length: 5)  // distance 1 (code 0)
      left -= 258
    }
    for _ in 0..<left { bits.writeCode(0x30, length: 8) }
    guard complete else { return bits.data(flushing: true) }
    bits.writeCode(0, length: 7)  // end of block (code 256)
    var data = bits.data(flushing: true)
    // Adler-32 of zeros: a stays 1, b adds 1 a byte.
    data.appendBigEndian(UInt32(count % 65521) << 16 | 1)
    return data
  }

  /// Bits packed as deflate packs them: from each byte's least significant bit up.
  struct BitWriter {
    private var bytes: [UInt8] = []
    private var current: UInt32 = 0
    private var used = 0

    /// `count` bits of `value`, least significant first (headers, extra bits).
    mutating func write(_ value: UInt32, count: Int) {
      for bit in 0..<count { push(value >> bit & 1) }
    }

    /// A Huffman code of `length` bits, most significant first.
    mutating func writeCode(_ code: UInt32, length: Int) {
      for bit in (0..<length).reversed() { push(code >> bit & 1) }
    }

    private mutating func push(_ bit: UInt32) {
      current |= bit << used
      used += 1
      if used == 8 {
        bytes.append(UInt8(current))
        (current, used) = (0, 0)
      }
    }

    func data(flushing: Bool) -> Data {
      Data(bytes + (used > 0 ? [UInt8(current)] : []))
    }
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
  }

  /// A PNG chunk: its length, type, data and CRC-32 of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
    appendBigEndian(UInt32(data.count))
    let typed = Data(type.utf8) + data
    append(typed)
    appendBigEndian(crc32(typed))
  }

  private func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}
