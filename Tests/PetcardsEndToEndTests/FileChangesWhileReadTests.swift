import Foundation
import PetCatalog
import PetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A catalogue that another program rewrites while `petcards` reads it.
@Suite struct FileChangesWhileReadTests {
  /// Truncates the file and writes it again, over and over, until stopped: what an editor
  /// saving in place or `generate > pets.json` does to a reader. A reader that maps the file
  /// died of SIGBUS here.
  final class Rewriter: @unchecked Sendable {
    private let path: String
    private let bytes: [UInt8]
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }

    func start() {
      Thread.detachNewThread { [self] in
        while !lock.withLock({ stopped }) {
          let descriptor = open(path, O_WRONLY | O_TRUNC)
          guard descriptor >= 0 else { break }
          var offset = 0
          while offset < bytes.count {
            let count = min(1 << 20, bytes.count - offset)
            let written = bytes.withUnsafeBufferPointer { buffer in
              buffer.baseAddress.map { write(descriptor, $0 + offset, count) } ?? -1
            }
            guard written > 0 else { break }
            offset += written
          }
          close(descriptor)
          // Whole for a moment, so that readers start on the whole file and see it shrink.
          usleep(20_000)
        }
        done.signal()
      }
    }

    func stop() {
      lock.withLock { stopped = true }
      done.wait()
    }
  }

  @Test func list_whileTheCatalogueIsRewritten_neverCrashes_andEitherReadsItOrSaysWhy() throws {
    let json = generatedCatalogJSON(count: 20_000)
    let catalog = try TemporaryCatalog(json)
    let pictures = catalog.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    try Data("<svg/>".utf8).write(to: pictures.appendingPathComponent("pet.svg"))
    let rewriter = Rewriter(path: catalog.path, bytes: Array(json.utf8))
    rewriter.start()
    defer { rewriter.stop() }
    for _ in 0..<8 {
      let result = try Petcards.run(
        ["list", "--status", "any", "--catalog", catalog.path, "--today", CalendarDate.fixedToday.isoString],
        environment: ["PET_CACHE_DIR": ""])
      // 135 is SIGBUS (a mapped file that shrank); the reader must never die of a signal.
      #expect(result.status == 0 || result.status == 65, "stderr: \(result.stderr.prefix(300))")
      if result.status == 0 {
        #expect(result.stdout.split(separator: "\n").count == 20_001)
      } else {
        // Whatever it saw (half a file, or a file that kept changing), it names the file first.
        #expect(result.stderr.hasPrefix("petcards: \(catalog.path)"))
      }
    }
  }
}
