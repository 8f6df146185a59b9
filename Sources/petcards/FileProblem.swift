import Foundation
import PetLocalization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says why writing a file failed the way the system says it ("not a directory", "permission
/// denied"), not as Foundation's "The operation could not be completed (NSCocoaErrorDomain
/// error 512)".
enum FileProblem {
  /// Why writing `path` failed with `error`.
  static func describe(_ error: Error, writing path: String) -> String {
    var current = error as NSError
    // Foundation wraps the system's error; the innermost POSIX one says what happened.
    while current.domain != NSPOSIXErrorDomain, let underlying = current.userInfo[NSUnderlyingErrorKey] as? NSError {
      current = underlying
    }
    if current.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(current.code))).lowercased()
    }
    // Foundation sometimes gives no cause at all (error 512): look for it along the path.
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    while folder.path != "/" {
      folder = folder.deletingLastPathComponent()
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { continue }
      if !isFolder.boolValue { return trf(tr("%1$@ is a file, not a folder"), folder.path) }
      if !FileManager.default.isWritableFile(atPath: folder.path) {
        return trf(tr("%1$@ is not writable"), folder.path)
      }
      break
    }
    return error.localizedDescription
  }
}
