import Foundation
import PetLocalization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file whole into memory with `read(2)`, never through a memory map.
///
/// A mapped file that shrinks while it is parsed (an editor saving, `generate > pets.json`,
/// a sync tool) kills the reader with SIGBUS. Read into memory, a file that changes under the
/// reader gives the old content, the new content, or, when it is still changing after a few
/// tries, a clear error; never a crash. Only regular files are read: a FIFO would block, and
/// `/dev/zero` never ends.
public enum CatalogFile {
  /// Why a file could not be read.
  struct Failure: Error {
    var kind: CatalogError.Kind
    var message: String
  }

  /// An open regular file and its state when it was opened.
  struct Opened: ~Copyable {
    let descriptor: Int32
    /// The state the file was in when it was opened (size, times, inode).
    let state: CatalogFile.State

    deinit { close(descriptor) }
  }

  /// How many times a file that changes while it is read is read again before giving up.
  static let attempts = 3

  /// Opens `path` for reading: a regular file of at most `limit` bytes.
  static func openRegular(_ path: String, limit: Int) throws(Failure) -> Opened {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(kind: .missing, message: openProblem(errno)) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let problem = Failure(kind: .missing, message: trf(tr("cannot be read: %1$@"), describe(errno)))
      close(descriptor)
      throw problem
    }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      close(descriptor)
      throw Failure(kind: .missing, message: notAFile(type))
    }
    guard Int(info.st_size) <= limit else {
      close(descriptor)
      throw Failure(kind: .invalid, message: tooLarge(Int(info.st_size), limit: limit))
    }
    return Opened(descriptor: descriptor, state: CatalogFile.State(info))
  }

  /// The whole of `file`, read from its start; when the file changes while it is read (its size,
  /// times or the bytes read disagree before and after), it is read again, a few times at most.
  /// Returns the bytes and the file's state they are of.
  static func read(_ file: borrowing Opened, limit: Int) throws(Failure) -> (data: Data, state: CatalogFile.State) {
    var before = file.state
    for _ in 0..<attempts {
      let data = try readOnce(file.descriptor, expected: Int(before.size), limit: limit)
      var info = stat()
      guard fstat(file.descriptor, &info) == 0 else {
        throw Failure(kind: .missing, message: trf(tr("cannot be read: %1$@"), describe(errno)))
      }
      let after = CatalogFile.State(info)
      if after == before, data.count == Int(after.size) { return (data, after) }
      before = after
    }
    throw Failure(
      kind: .invalid,
      message: tr("the file changed while it was read (another program is writing it); try again once it is saved"))
  }

  /// The whole regular file at `path`, of at most `limit` bytes, read as `read` reads it; an
  /// error names the file as given.
  public static func whole(_ path: String, limit: Int) throws(CatalogError) -> Data {
    do throws(Failure) {
      let file = try openRegular(path, limit: limit)
      return try read(file, limit: limit).data
    } catch {
      throw CatalogError(error.kind, file: path, error.message)
    }
  }

  /// Up to `count` bytes from the start of the regular file at `path` (fewer when it is
  /// shorter), or `nil` when it is not a regular file or cannot be read: how a path's kind is
  /// told (a store, a listing, a catalogue) without ever blocking, as opening a FIFO to read
  /// would until a writer comes.
  public static func start(of path: String, count: Int) -> Data? {
    guard let file = try? openRegular(path, limit: .max) else { return nil }
    return read(upTo: count, of: file, at: 0)
  }

  /// `count` bytes of `file` from `offset` (a catalogue's first look, `CatalogLoader.preview`),
  /// or `nil` when they cannot all be read.
  static func bytes(of file: borrowing Opened, count: Int, at offset: Int) -> Data? {
    guard offset >= 0, let data = read(upTo: count, of: file, at: offset), data.count == count else { return nil }
    return data
  }

  /// Up to `count` bytes of `file` from `offset`, fewer where the file ends; `nil` on an error.
  private static func read(upTo count: Int, of file: borrowing Opened, at offset: Int) -> Data? {
    var data = Data(count: count)
    var done = 0
    while done < count {
      let got = data.withUnsafeMutableBytes { raw -> Int in
        guard let start = raw.baseAddress else { return -1 }
        return pread(file.descriptor, start + done, count - done, off_t(offset + done))
      }
      if got < 0, errno == EINTR || errno == EAGAIN { continue }
      guard got >= 0 else { return nil }
      if got == 0 { break }
      done += got
    }
    data.count = done
    return data
  }

  private static func readOnce(_ descriptor: Int32, expected: Int, limit: Int) throws(Failure) -> Data {
    // One byte more than expected, to notice a file that grew.
    var buffer = Data(count: min(expected, limit) + 1)
    var count = 0
    while true {
      if count == buffer.count {
        guard count <= limit else { throw Failure(kind: .invalid, message: tooLarge(count, limit: limit)) }
        buffer.count = min(max(buffer.count * 2, 4096), limit + 1)
      }
      let capacity = buffer.count
      let got = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let start = raw.baseAddress else { return 0 }
        return pread(descriptor, start + count, capacity - count, off_t(count))
      }
      if got < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw Failure(kind: .missing, message: trf(tr("cannot be read: %1$@"), describe(errno)))
      }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { throw Failure(kind: .invalid, message: tooLarge(count, limit: limit)) }
    buffer.count = count
    return buffer
  }

  static func tooLarge(_ size: Int, limit: Int) -> String {
    trf(tr("the file is %1$@ bytes, more than the %2$@ a catalogue may have"), size, limit)
  }

  private static func openProblem(_ code: Int32) -> String {
    switch code {
    case ENOENT: tr("no such file")
    case ENOTDIR: tr("no such file (a folder on its path is a file)")
    case ELOOP: tr("cannot be read: its symbolic links loop back on themselves")
    case EACCES, EPERM: tr("cannot be read: permission denied")
    default: trf(tr("cannot be read: %1$@"), describe(code))
    }
  }

  private static func notAFile(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: tr("is a folder, expected a catalogue file")
    case S_IFIFO: tr("is a pipe (FIFO), expected a catalogue file")
    case S_IFCHR: tr("is a device, expected a catalogue file")
    case S_IFBLK: tr("is a block device, expected a catalogue file")
    case S_IFSOCK: tr("is a socket, expected a catalogue file")
    default: tr("is not a regular file, expected a catalogue file")
    }
  }

  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
