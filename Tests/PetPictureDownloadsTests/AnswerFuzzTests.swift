import Foundation
import PetPictureDownloads
import PetTestSupport
import Synchronization
import Testing

/// Pictures fetched from a loopback server whose answers are fuzzed (status lines, headers and
/// bodies put together from pieces servers send, then mutated byte by byte): every fetch ends,
/// as a file of at most the size limit whose bytes are a body the server sent, or as a failure
/// with words; never a crash, a hang or more than the limit kept (issue 40). `make fuzz
/// SECONDS=N` runs it for N seconds from fresh seeds; without them a fixed sweep.
@Suite struct AnswerFuzzTests {
  static let statusLines = [
    "HTTP/1.1 200 OK", "HTTP/1.1 206 Partial Content", "HTTP/1.1 301 Moved", "HTTP/1.1 302 Found",
    "HTTP/1.1 304 Not Modified", "HTTP/1.1 404 Not Found", "HTTP/1.1 500 Oops", "HTTP/1.0 200 OK", "HTTP/1.1 999 X",
    "HTTP/1.1 100 Continue", "HTTP/2 200", "ICY 200 OK", "HTTP/1.1 200",
  ]

  static let headerLines = [
    "Content-Type: image/png", "Content-Type: text/html", "Content-Type: image/svg+xml", "Content-Type: ",
    "Content-Length: 0", "Content-Length: 99999999999999999999", "Content-Length: -1", "Content-Length: 20",
    "Content-Encoding: gzip", "Content-Encoding: br", "Content-Encoding: identity", "Transfer-Encoding: chunked",
    "Location: /elsewhere.png", "Location: http://127.0.0.1:1/x.png", "Location: file:///etc/passwd",
    "Cache-Control: max-age=999999999999999999999", "Cache-Control: max-age=-5, no-store", "ETag: \"\u{7}\"",
    "Expires: yesterday", "Last-Modified: " + String(repeating: "x", count: 5_000), "Connection: keep-alive",
    "X-" + String(repeating: "y", count: 20_000) + ": 1", "Set-Cookie: a=b", "Content-Range: bytes 0-1/2",
  ]

  /// A raw answer made from the seed: a status line, some headers, a body.
  static func answer(seed: UInt64) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    var head = [statusLines.randomElement(using: &random) ?? ""]
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      head.append(headerLines.randomElement(using: &random) ?? "")
    }
    let bodies = [TestPNG.red, Data(), Data(count: 70_000), Data("<html>".utf8), TestPNG.red.prefix(10)]
    let body = bodies.randomElement(using: &random) ?? Data()
    return Array(Data((head.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body)
  }

  @Test func everyFetch_ends_withAPictureTheServerSent_orAFailure() throws {
    let sweep = FuzzSweep(fixedCount: 120)
    let answers = Mutex<[String: Data]>([:])
    let server = try LoopbackHTTPServer { request in
      .init(raw: answers.withLock { $0[request.path] } ?? Data("HTTP/1.1 404 No\r\n\r\n".utf8))
    }
    if sweep.seconds != nil { print("answer fuzz: starting at PET_FUZZ_SEED=\(sweep.firstSeed)") }
    var findings: [String] = []
    var fetched = 0
    let limits = PictureDownloads.Limits(timeout: 5, maximumBytes: 64 * 1024)
    let count = try withTemporaryDirectory { folder in
      let downloads = PictureDownloads(folder: folder, limits: limits)
      return sweep.run(bases: [Self.answer(seed: 0)]) { seed, _ in
        // Each seed its own answer, mutated, at a path of its own.
        var mutator = CatalogMutator(seed: seed)
        let raw = Data(seed % 3 == 0 ? Self.answer(seed: seed) : mutator.mutate(Self.answer(seed: seed)))
        let path = "/picture-\(seed).png"
        answers.withLock { $0[path] = raw }
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<String, PictureDownloads.Failure>?>(nil)
        downloads.fetch(server.address(path)) { result in
          outcome.withLock { $0 = result }
          done.signal()
        }
        guard done.wait(timeout: .now() + 30) == .success else {
          findings.append("seed \(seed) (PET_FUZZ_SEED=\(seed)): no end within 30 s")
          return
        }
        switch outcome.withLock({ $0 }) {
        case .success(let file)?:
          fetched += 1
          let kept = FileManager.default.contents(atPath: file) ?? Data()
          if kept.count > limits.maximumBytes || !raw.contains(kept) {
            findings.append("seed \(seed) (PET_FUZZ_SEED=\(seed)): kept \(kept.count) bytes the server did not send")
          }
        case .failure(let failure)?:
          if failure.message.isEmpty {
            findings.append("seed \(seed) (PET_FUZZ_SEED=\(seed)): a failure without words")
          }
        case nil:
          findings.append("seed \(seed) (PET_FUZZ_SEED=\(seed)): no outcome")
        }
      }
    }
    if sweep.seconds != nil { print("answer fuzz: \(count) answers from seed \(sweep.firstSeed), \(fetched) kept") }
    #expect(fetched > 0)
    #expect(findings.prefix(3) == [])
  }
}

extension Data {
  /// Whether `part` occurs in these bytes (an empty part does).
  fileprivate func contains(_ part: Data) -> Bool {
    part.isEmpty || range(of: part) != nil
  }
}
