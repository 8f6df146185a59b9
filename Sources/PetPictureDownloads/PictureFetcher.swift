import Foundation
import PetLocalization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One picture fetched in a process of its own, `pet-picture-fetcher`, as pictures are decoded
/// in one (`pet-picture-decoder`): Foundation's HTTP client on Linux stops the whole program
/// (`Fatal error: Transfer completed, but there's no response`) when a server sends a status
/// line and closes before its headers end. Any picture's server could so end the window and
/// `petcards`; `AnswerFuzzTests` found it (issue 40). Now it ends the fetch, which fails.
///
/// The fetcher is handed the address, the limits and the request's headers as arguments, and
/// writes what came on its standard output: `ok`, the status, the headers and the body; or
/// `fail` and why.
public enum PictureFetcher {
  /// The fetcher's file name.
  static let name = "pet-picture-fetcher"

  // MARK: The parent

  /// Runs the fetch of `request` in the fetcher, on the calling thread, waiting for it; a
  /// fetcher that stops, cannot be started or takes past the limit is a failure with words.
  static func fetch(_ request: URLRequest, limits: PictureDownloads.Limits, kind: FetchKind = .picture) -> Result<
    Response, PictureDownloads.Failure
  > {
    guard let program = program else {
      return .failure(
        .init(
          message: trf(
            // TRANSLATORS: %1$@ is a program's name.
            tr("the picture fetcher, %1$@, is not installed beside this program"), name)))
    }
    let arguments =
      (kind == .listing ? [Self.listingFlag] : []) + [
        request.url?.absoluteString ?? "", String(Int(limits.timeout)), String(limits.maximumBytes),
      ]
    // The request's headers go in the fetcher's environment, which only this user may read: on
    // its command line, every user of the computer would see a listing's API key.
    var environment = ProcessInfo.processInfo.environment.filter { Self.fetcherMaySee($0.key) }
    environment[Self.headersVariable] = (request.allHTTPHeaderFields ?? [:])
      .map { "\($0.key): \($0.value)" }.joined(separator: "\n")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(.init(message: trf(tr("the picture fetcher could not start: %1$@"), "\(error)")))
    }
    // Past its own limit and ten seconds, the fetcher is stopped.
    let stopper = DispatchWorkItem { [weak process] in
      if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + limits.timeout * 2 + 10, execute: stopper)
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    stopper.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0,
      let answer = Self.answer(bytes)
    else {
      return .failure(.init(message: tr("the server's answer is not HTTP (the fetch stopped short)")))
    }
    return answer
  }

  /// What is fetched: a picture (an image's type, kept as it came), or a page of a listing.
  enum FetchKind: Sendable {
    case picture, listing
  }

  /// The fetcher's first argument when it fetches a listing's page.
  static let listingFlag = "--listing"
  /// The variable that hands the fetcher the request's headers, one `Name: value` a line.
  static let headersVariable = "PET_FETCHER_HEADERS"

  /// The fetcher's program: `$PET_PICTURE_FETCHER`, else beside this program (the build folder,
  /// or bin/ when installed with it), else in ../libexec/pet-adoption from this program.
  static let program: String? = {
    if let named = ProcessInfo.processInfo.environment["PET_PICTURE_FETCHER"], !named.isEmpty { return named }
    guard let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
    let here = URL(fileURLWithPath: me).deletingLastPathComponent()
    return [here.appendingPathComponent(name), here.appendingPathComponent("../libexec/pet-adoption/\(name)")]
      .map(\.standardizedFileURL.path).first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether the fetcher sees the variable `name`: what fetching needs (the locale, proxies,
  /// certificates, this program's own), never a password of another program's.
  static func fetcherMaySee(_ name: String) -> Bool {
    let kept: Set<String> = [
      "PATH", "HOME", "TMPDIR", "LANG", "LANGUAGE", "http_proxy", "https_proxy", "all_proxy", "no_proxy",
      "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "SSL_CERT_FILE", "SSL_CERT_DIR", "CURL_CA_BUNDLE",
    ]
    return kept.contains(name) || name.hasPrefix("LC_") || name.hasPrefix("PET_")
  }

  /// What the fetcher wrote, read back; `nil` when it is not what a fetcher writes.
  static func answer(_ bytes: Data) -> Result<Response, PictureDownloads.Failure>? {
    guard let firstEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let kind = String(decoding: bytes[..<firstEnd], as: UTF8.self)
    let rest = bytes[(firstEnd + 1)...]
    if kind == "fail" { return .failure(.init(message: String(decoding: rest, as: UTF8.self))) }
    guard kind == "ok", let headEnd = rest.range(of: Data("\n\n".utf8)) else { return nil }
    let lines = String(decoding: rest[..<headEnd.lowerBound], as: UTF8.self).split(separator: "\n")
    guard let status = lines.first.flatMap({ Int($0) }) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.range(of: ": ") else { continue }
      headers[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
    }
    return .success(Response(status: status, headers: headers, body: Data(rest[headEnd.upperBound...])))
  }

  // MARK: The fetcher

  /// The fetcher's work: one fetch of the address its arguments give, what came written on
  /// standard output as `answer` reads it. Returns its exit status.
  public static func runAsFetcher(_ arguments: [String]) -> Int32 {
    let kind: FetchKind = arguments.first == listingFlag ? .listing : .picture
    let arguments = Array(arguments.dropFirst(kind == .listing ? 1 : 0))
    guard arguments.count >= 3, let url = URL(string: arguments[0]), let timeout = Double(arguments[1]),
      let maximumBytes = Int(arguments[2])
    else { return 64 }
    var request = URLRequest(url: url)
    let headers = ProcessInfo.processInfo.environment[headersVariable]?.split(separator: "\n") ?? []
    for header in headers {
      guard let colon = header.range(of: ": ") else { continue }
      request.setValue(String(header[colon.upperBound...]), forHTTPHeaderField: String(header[..<colon.lowerBound]))
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 2
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    let delegate = SessionDelegate(maximumBytes: maximumBytes, wholeLimit: timeout * 2, kind: kind)
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    let done = DispatchSemaphore(value: 0)
    let outcome = OutcomeBox()
    delegate.start(session.dataTask(with: request)) { result in
      outcome.set(result)
      done.signal()
    }
    done.wait()
    var out = Data()
    switch outcome.get() {
    case .success(let response)?:
      out.append(Data("ok\n\(response.status)\n".utf8))
      for (name, value) in response.headers {
        let clean = { (text: String) in text.filter { $0 != "\n" && $0 != "\r" } }
        out.append(Data("\(clean(name)): \(clean(value))\n".utf8))
      }
      out.append(Data("\n".utf8))
      out.append(response.body)
    case .failure(let failure)?:
      out.append(Data("fail\n\(failure.message)".utf8))
    case nil:
      out.append(Data("fail\n\(tr("the server sent no answer"))".utf8))
    }
    FileHandle.standardOutput.write(out)
    return 0
  }
}

/// The outcome of the fetcher's one fetch, set on the session's thread.
private final class OutcomeBox: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<Response, PictureDownloads.Failure>?

  func set(_ result: Result<Response, PictureDownloads.Failure>) { lock.withLock { self.result = result } }
  func get() -> Result<Response, PictureDownloads.Failure>? { lock.withLock { result } }
}
