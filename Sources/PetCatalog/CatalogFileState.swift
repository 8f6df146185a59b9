import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CatalogFile {
  /// What identifies one state of a file: its size, modification and change times, inode and
  /// device. A file saved again, replaced, touched or moved has another state.
  public struct State: Equatable, Sendable {
    var size: Int64
    var modified: Timestamp
    var changed: Timestamp
    var inode: UInt64
    var device: UInt64

    struct Timestamp: Equatable, Sendable {
      var seconds: Int64
      var nanoseconds: Int64
    }

    /// The state of the file at `path` now, or `nil` when it cannot be looked at.
    public init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      self.init(info)
    }

    init(_ info: stat) {
      size = Int64(info.st_size)
      modified = Timestamp(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
      changed = Timestamp(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
      inode = UInt64(info.st_ino)
      device = UInt64(info.st_dev)
    }

    /// The state as 16 hexadecimal digits (FNV-1a over its fields), for a file name.
    public var name: String {
      var bytes: [UInt8] = []
      for field in [
        UInt64(bitPattern: size), UInt64(bitPattern: modified.seconds),
        UInt64(bitPattern: modified.nanoseconds), UInt64(bitPattern: changed.seconds),
        UInt64(bitPattern: changed.nanoseconds), inode, device,
      ] {
        withUnsafeBytes(of: field.littleEndian) { bytes.append(contentsOf: $0) }
      }
      return fnv1a(bytes)
    }
  }

  /// A JSON catalogue as it was read: its path as given and the state of the file the bytes
  /// read are of, so that what is made from them (a store in the cache folder) is never taken
  /// for a later state of the file.
  public struct Source: Equatable, Sendable {
    public var path: String
    public var state: State
  }
}

/// The 64-bit FNV-1a hash of `bytes`, as 16 lowercase hexadecimal digits: a stable, short name.
func fnv1a(_ bytes: some Sequence<UInt8>) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
  let digits = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}

/// Where the programs keep what they can make again: the stores made of JSON catalogues, and
/// the pictures fetched from the web.
public enum CacheFolder {
  /// `$PET_CACHE_DIR`, else `$XDG_CACHE_HOME/pet-adoption/catalogues`, else
  /// `~/.cache/pet-adoption/catalogues`; `nil` (nothing kept) when none of these is set, or
  /// `PET_CACHE_DIR` is set empty.
  public static func catalogues(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    if let path = environment["PET_CACHE_DIR"] {
      return path.isEmpty ? nil : URL(fileURLWithPath: path)
    }
    if let path = environment["XDG_CACHE_HOME"], path.hasPrefix("/") {
      return URL(fileURLWithPath: path).appendingPathComponent("pet-adoption/catalogues")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home).appendingPathComponent(".cache/pet-adoption/catalogues")
    }
    return nil
  }

  /// Where pictures fetched from the web are kept: `$PET_CACHE_DIR/pictures`, else
  /// `$XDG_CACHE_HOME/pet-adoption/pictures`, else `~/.cache/pet-adoption/pictures`; `nil` when
  /// none of these is set (web pictures then show their placeholder).
  public static func pictures(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    guard let catalogues = catalogues(environment: environment) else { return nil }
    if environment["PET_CACHE_DIR"] != nil { return catalogues.appendingPathComponent("pictures") }
    return catalogues.deletingLastPathComponent().appendingPathComponent("pictures")
  }

  /// A stable, short name for the file at `path` (FNV-1a over its absolute path, without `.`
  /// or `..`): 16 hexadecimal digits.
  public static func name(forFileAt path: String) -> String {
    fnv1a(URL(fileURLWithPath: path).standardizedFileURL.path.utf8)
  }
}
