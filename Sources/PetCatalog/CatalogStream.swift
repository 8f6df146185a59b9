import Foundation
import PetLocalization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A JSON catalogue read a piece at a time, each pet handed on as it is read and let go: what
/// `petcards import` writes into a store, holding a megabyte or so of the file rather than the
/// whole file and all its pets (1.5 GB at a million pets).
///
/// It is the fast path (`CatalogFastPath.swift`) over a window that slides along the file:
/// the same checks and the same pets. At the first thing out of the ordinary (a broken rule, a
/// duplicate key or id, bytes that are not UTF-8, a file that changed while it was read) it
/// gives up, and the caller throws away what it was handed and reads the file whole with
/// `CatalogLoader.load(path:)`, which explains every problem with its place, or reads what was
/// only unusual. `CatalogStreamTests` and `ReaderFuzzTests` hold it to the full reader.
public struct StreamedCatalog: Sendable {
  /// The catalogue's own fields, its warnings and the ids of the pets whose picture is missing;
  /// no pets (they were handed on).
  public var catalog: Catalog
  /// How many pets were handed on.
  public var count: Int
}

extension CatalogLoader {
  /// How much of a catalogue `stream` reads at a time.
  public static let streamWindow = 1 << 20

  /// Reads the JSON catalogue at `path` a window at a time, handing each pet to `body` in
  /// order with whether its picture is missing (a warning about it is in the result). Returns
  /// `nil` when the catalogue is out of the ordinary: whatever `body` was handed must then be
  /// thrown away, and the file read with `load(path:)`. Throws when the file cannot be opened
  /// or read (named as `load(path:)` names it), and what `body` throws. `progress` hears how
  /// many of the file's bytes were read, after each window.
  public func stream(
    path: String, window: Int = CatalogLoader.streamWindow,
    progress: ((_ read: Int, _ size: Int) -> Void)? = nil,
    _ body: (_ pet: Pet, _ pictureMissing: Bool) throws -> Void
  ) throws -> StreamedCatalog? {
    let file: CatalogFile.Opened
    do throws(CatalogFile.Failure) {
      file = try CatalogFile.openRegular(path, limit: maximumFileSize)
    } catch {
      throw CatalogError(error.kind, file: path, error.message)
    }
    let descriptor = file.descriptor
    let size = Int(file.state.size)
    var bytesRead = 0
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    let streamed = try stream(
      file: path, directory: directory, window: window,
      read: { buffer, offset throws(CatalogError) in
        while true {
          let got = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
          if got >= 0 {
            bytesRead += got
            progress?(bytesRead, size)
            return got
          }
          guard errno == EINTR || errno == EAGAIN else {
            throw CatalogError(
              .missing, file: path,
              trf(tr("cannot be read: %1$@"), String(cString: strerror(errno)).lowercased()))
          }
        }
      }, body)
    // What was read must be the file as it was when opened, not two states of it mixed.
    var info = stat()
    guard var streamed, fstat(descriptor, &info) == 0, CatalogFile.State(info) == file.state, bytesRead == size else {
      return nil
    }
    streamed.catalog.readFrom = CatalogFile.Source(path: path, state: file.state)
    return streamed
  }

  /// `stream(path:)` on bytes that `read` gives: as many as fit in its buffer from an offset,
  /// 0 at the end. `file` names the catalogue in warnings; its pictures are in `directory`.
  func stream(
    file: String, directory: URL?, window: Int,
    read: (UnsafeMutableRawBufferPointer, Int) throws(CatalogError) -> Int,
    _ body: (_ pet: Pet, _ pictureMissing: Bool) throws -> Void
  ) throws -> StreamedCatalog? {
    var reader = StreamWindow(capacity: max(window, 16))
    var checks = CrossChecks(count: 0)
    var count = 0
    let members: [(key: String, value: JSONValue)]
    do {
      try reader.fill(read)
      while reader.end < 3, !reader.atEnd { try reader.fill(read) }
      if reader.startsWithByteOrderMark { reader.start = 3 }
      try reader.piece(read) { parser throws(JSONSyntaxError) -> Void? in
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: "{") else { return nil }
        parser.index += 1
        return ()
      }
      members = try reader.members(read, today: today) { pet in
        guard checks.firstIndexOfID.updateValue(count, forKey: pet.id) == nil else { throw OutOfTheOrdinary() }
        let missing = checks.checkPicture(
          of: pet, at: count, file: file, directory: directory, checksImages: checksImages)
        count += 1
        try body(pet, missing)
      }
      try reader.whitespaceToTheEnd(read)
    } catch is OutOfTheOrdinary {
      return nil
    }
    let (own, problems) = ownFields(of: .object(members), file: file, directory: directory)
    guard !problems.contains(where: { $0.severity == .error }) else { return nil }
    var catalog = own
    catalog.directory = directory
    catalog.warnings = checks.summarizedWarnings
    catalog.missingImages = checks.missingImages
    return StreamedCatalog(catalog: catalog, count: count)
  }
}

/// Why a stream gives up: the catalogue is left to the full reader.
private struct OutOfTheOrdinary: Error {}

/// The part of a file a stream holds: the bytes read and not yet parsed, from `start` to `end`,
/// whole UTF-8 characters up to `checked`.
private struct StreamWindow: ~Copyable {
  private var base: UnsafeMutableRawPointer
  private var capacity: Int
  /// The first byte not yet parsed.
  var start = 0
  /// The end of the bytes known to be whole UTF-8 characters; the rest is a character the
  /// window's end cut, until more is read.
  private(set) var checked = 0
  /// The end of the bytes read.
  private(set) var end = 0
  /// Where in the file the window's first byte is.
  private var offset = 0
  /// Whether the file's end was read.
  private(set) var atEnd = false
  /// A piece (a pet, a top-level member) larger than this is left to the full reader.
  static let largestPiece = 64 << 20

  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(byteCount: capacity, alignment: 8)
  }

  deinit { base.deallocate() }

  private var bytes: UnsafeMutablePointer<UInt8> { base.assumingMemoryBound(to: UInt8.self) }

  var startsWithByteOrderMark: Bool {
    offset == 0 && end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Reads more of the file after what the window holds, first moving what is not yet parsed to
  /// its front (and making the window larger when that fills it).
  mutating func fill(_ read: (UnsafeMutableRawBufferPointer, Int) throws(CatalogError) -> Int) throws {
    if start > 0 {
      base.copyMemory(from: base + start, byteCount: end - start)
      offset += start
      end -= start
      checked -= start
      start = 0
    }
    if end == capacity {
      guard end < Self.largestPiece else { throw OutOfTheOrdinary() }
      let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 8)
      larger.copyMemory(from: base, byteCount: end)
      base.deallocate()
      base = larger
      capacity *= 2
    }
    let got = try read(UnsafeMutableRawBufferPointer(start: base + end, count: capacity - end), offset + end)
    if got == 0 { atEnd = true }
    end += got
    let fresh = UnsafeBufferPointer(start: bytes + checked, count: end - checked)
    if let bad = firstInvalidUTF8Offset(fresh) {
      // A character the window's end cut is whole once more is read; anything else is not UTF-8.
      guard !atEnd, end - (checked + bad) < 4 else { throw OutOfTheOrdinary() }
      checked += bad
    } else {
      checked = end
    }
  }

  /// Parses one piece from `start` with `parse`, which must read to a byte after the piece (its
  /// separator) so that a piece the window's end cut is never taken for a whole one: it fails,
  /// more is read, and it is parsed again. `nil` or a syntax error with the file's end read is
  /// out of the ordinary.
  mutating func piece<T>(
    _ read: (UnsafeMutableRawBufferPointer, Int) throws(CatalogError) -> Int,
    _ parse: (inout JSONParser) throws(JSONSyntaxError) -> T?
  ) throws -> T {
    while true {
      var parser = JSONParser(bytes: UnsafeBufferPointer(start: bytes + start, count: checked - start))
      if let value = try? parse(&parser) {
        start += parser.index
        return value
      }
      guard !atEnd else { throw OutOfTheOrdinary() }
      try fill(read)
    }
  }

  /// The top-level members after the document's `{`, up to its `}`: the `pets` array's records
  /// read by the fast path (no date after `today`) and handed to `each`, the other members
  /// returned.
  mutating func members(
    _ read: (UnsafeMutableRawBufferPointer, Int) throws(CatalogError) -> Int, today: CalendarDate,
    each: (Pet) throws -> Void
  ) throws -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    var keys = KeyTracker()
    var sawPets = false
    while true {
      let key = try piece(read) { parser throws(JSONSyntaxError) -> String? in
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: "\"") else { return nil }
        let key = try parser.parseString()
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: ":") else { return nil }
        parser.index += 1
        parser.skipWhitespace()
        if key == "pets" {
          guard parser.current == UInt8(ascii: "[") else { return nil }
          parser.index += 1
        }
        return key
      }
      guard keys.insert(key) else { throw OutOfTheOrdinary() }
      let separator: UInt8
      if key == "pets" {
        sawPets = true
        try records(read, today: today, each: each)
        separator = try piece(read) { parser throws(JSONSyntaxError) -> UInt8? in
          Self.separator(&parser, closing: UInt8(ascii: "}"))
        }
      } else {
        let (value, after) = try piece(read) { parser throws(JSONSyntaxError) -> (JSONValue, UInt8)? in
          let value = try parser.parseValue()
          guard let after = Self.separator(&parser, closing: UInt8(ascii: "}")) else { return nil }
          return (value, after)
        }
        members.append((key, value))
        separator = after
      }
      if separator == UInt8(ascii: "}") { break }
    }
    guard sawPets else { throw OutOfTheOrdinary() }
    return members
  }

  /// The pets array's records, after its `[`, up to and with its `]`.
  private mutating func records(
    _ read: (UnsafeMutableRawBufferPointer, Int) throws(CatalogError) -> Int, today: CalendarDate,
    each: (Pet) throws -> Void
  ) throws {
    let isEmpty = try piece(read) { parser throws(JSONSyntaxError) -> Bool? in
      parser.skipWhitespace()
      guard let next = parser.current else { return nil }
      guard next == UInt8(ascii: "]") else { return false }
      parser.index += 1
      return true
    }
    if isEmpty { return }
    while true {
      let (record, after) = try piece(read) { parser throws(JSONSyntaxError) -> (Pet, UInt8)? in
        parser.skipWhitespace()
        guard let record = try parser.fastPet(today: today),
          let after = Self.separator(&parser, closing: UInt8(ascii: "]"))
        else {
          return nil
        }
        return (record, after)
      }
      try each(record)
      if after == UInt8(ascii: "]") { return }
    }
  }

  /// After whitespace, a `,` or the `closing` bracket, read past; `nil` for anything else.
  private static func separator(_ parser: inout JSONParser, closing: UInt8) -> UInt8? {
    parser.skipWhitespace()
    guard let byte = parser.current, byte == UInt8(ascii: ",") || byte == closing else { return nil }
    parser.index += 1
    return byte
  }

  /// Nothing but whitespace from here to the file's end.
  mutating func whitespaceToTheEnd(
    _ read: (UnsafeMutableRawBufferPointer, Int) throws(CatalogError) -> Int
  ) throws {
    while true {
      while start < checked, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[start]) { start += 1 }
      guard start == checked else { throw OutOfTheOrdinary() }
      if atEnd { return }
      try fill(read)
    }
  }
}
