import Foundation
import PetLocalization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Pictures that are web addresses (a shelter's listing links its photos), fetched over HTTP(S)
/// in the background into a folder of the cache, and kept as the server's caching headers say.
///
/// - `file(for:)` answers at once: the picture's file when it has been fetched, else `nil` (the
///   placeholder shows) while a fetch starts. It never waits for the network, so no network
///   means placeholders, not a window that hangs.
/// - A fetch has a time limit and a size limit, and must bring an image (`Content-Type:
///   image/…`). One that fails is said once (`onProblem`) and not tried again in this run.
/// - `Cache-Control: max-age`, `no-cache` and `no-store`, `Expires`, `ETag` and
///   `Last-Modified` are honoured: a fresh picture is used without asking; a stale one is shown
///   while it is asked about again (`If-None-Match`, `If-Modified-Since`), and replaced if it
///   changed; one marked `no-store` is not kept for another run. Without any, a picture is fresh
///   for a day.
///
/// The file is decoded like a picture in the catalogue's folder, within the same pixel limit.
public final class PictureDownloads: @unchecked Sendable {
  /// What a fetch may take.
  public struct Limits: Sendable {
    /// Seconds without a byte before a fetch gives up, and for the whole fetch.
    public var timeout: TimeInterval
    /// The largest picture fetched, in bytes.
    public var maximumBytes: Int
    /// The most the folder keeps, in bytes: past it, the pictures fetched longest ago go when
    /// downloads start, until it holds three quarters of this.
    public var folderBytes: Int

    public init(timeout: TimeInterval = 15, maximumBytes: Int = 20 * 1024 * 1024, folderBytes: Int = 500 * 1024 * 1024)
    {
      self.timeout = timeout
      self.maximumBytes = maximumBytes
      self.folderBytes = folderBytes
    }
  }

  /// The folder the pictures are kept in, each under a name made from its address.
  public let folder: URL
  public let limits: Limits
  /// Told on any thread when a picture's file is there or changed: the address.
  public var onFetched: (@Sendable (String) -> Void)?
  /// Told on any thread, once per address, when a picture cannot be fetched: the address and
  /// why, e.g. `the server answered 404 Not Found`.
  public var onProblem: (@Sendable (String, String) -> Void)?

  private let lock = NSLock()
  private var inFlight: [String: [@Sendable (Result<String, Failure>) -> Void]] = [:]
  private var failed: [String: Failure] = [:]
  private var revalidated: Set<String> = []
  /// What is kept of each address asked about (`nil`: nothing), so a row drawn again reads no
  /// file: at most `knownLimit`, then they are read afresh.
  private var known: [String: StoredPicture?] = [:]
  private static let knownLimit = 4_096
  /// Fetches started by `file(for:)` at most at once: rows scrolled past do not queue a fetch
  /// each; they ask again when they are drawn again.
  static let opportunisticLimit = 8
  /// Where the fetchers run, at most `fetchersAtOnce` at a time; the others wait in its queue,
  /// not each on a thread of its own.
  private let fetchers: OperationQueue = {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = PictureDownloads.fetchersAtOnce
    queue.qualityOfService = .utility
    return queue
  }()
  static let fetchersAtOnce = 8

  /// The warning for a picture at `address` not fetched because of `message`, as both
  /// programs print it; a password in the address is not said.
  public static func warning(address: String, message: String) -> String {
    let format = tr(
      // TRANSLATORS: %1$@ is a picture's web address, %2$@ why it was not fetched.
      "warning: the picture %1$@ was not fetched: %2$@; showing a placeholder instead")
    return trf(format, Self.shown(address), message)
  }

  /// `address` with what its user part holds hidden: `https://***@host/…`.
  static func shown(_ address: String) -> String {
    guard let scheme = address.range(of: "://") else { return address }
    let rest = address[scheme.upperBound...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return address }
    return address[..<scheme.upperBound] + "***" + address[at...]
  }

  /// Whether `one` and `other` are one service: the same host and port (the scheme's own port
  /// where none is written). A redirect between them is followed; a listing's next page too.
  public static func isSameService(_ one: URL, _ other: URL) -> Bool {
    func port(_ url: URL) -> Int { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
    return one.host?.lowercased() == other.host?.lowercased() && port(one) == port(other)
  }

  /// Why a picture could not be fetched, in words for a warning.
  public struct Failure: Error, Sendable, Equatable {
    public var message: String

    public init(message: String) {
      self.message = message
    }
  }

  public init(folder: URL, limits: Limits = Limits()) {
    self.folder = folder
    self.limits = limits
    let (folder, bytes) = (folder, limits.folderBytes)
    DispatchQueue.global(qos: .utility).async { Self.prune(folder, toFit: bytes) }
  }

  /// Keeps the folder within `bytes`: when it holds more, the pictures fetched longest ago (and
  /// their headers) go until it holds three quarters of that. A picture being written is a
  /// temporary file renamed in, so none goes half-written.
  public static func prune(_ folder: URL, toFit bytes: Int) {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    guard
      let files = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return }
    let pictures = files.filter { $0.pathExtension == "picture" }.compactMap { file -> (URL, Int, Date)? in
      guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
      return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
    }
    var total = pictures.reduce(0) { $0 + $1.1 }
    guard total > bytes else { return }
    for (file, size, _) in pictures.sorted(by: { $0.2 < $1.2 }) where total > bytes / 4 * 3 {
      try? FileManager.default.removeItem(at: file.deletingPathExtension().appendingPathExtension("headers"))
      try? FileManager.default.removeItem(at: file)
      total -= size
    }
  }

  /// The picture at `address` as a file, when it has been fetched (a stale one too, while it
  /// is asked about again); `nil` while it is being fetched or when it cannot be. Starts the
  /// fetch it needs, never waiting for it.
  public func file(for address: String) -> String? {
    let entry = CachedPicture(folder: folder, address: address)
    let stored = storedPicture(entry)
    if let stored, stored.isFresh(now: Date()) { return entry.body.path }
    lock.lock()
    let busy = inFlight.count >= Self.opportunisticLimit && inFlight[address] == nil
    lock.unlock()
    if !busy { fetch(address) { _ in } }
    return stored == nil ? nil : entry.body.path
  }

  /// What is kept of `entry`, from memory after the first look.
  private func storedPicture(_ entry: CachedPicture) -> StoredPicture? {
    lock.lock()
    if let known = known[entry.address] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let stored = entry.stored()
    lock.lock()
    if known.count >= Self.knownLimit { known.removeAll(keepingCapacity: true) }
    known[entry.address] = .some(stored)
    lock.unlock()
    return stored
  }

  /// Forgets what was kept of `address` in memory: its files changed.
  private func forget(_ address: String) {
    lock.lock()
    known[address] = nil
    lock.unlock()
  }

  /// Fetches `address` unless a fresh copy is kept, calling `done` with the file or why not,
  /// on any thread. A fetch already under way is joined, not started again.
  public func fetch(_ address: String, done: @escaping @Sendable (Result<String, Failure>) -> Void) {
    let entry = CachedPicture(folder: folder, address: address)
    let stored = storedPicture(entry)
    if let stored, stored.isFresh(now: Date()) {
      done(.success(entry.body.path))
      return
    }
    lock.lock()
    if let failure = failed[address] {
      lock.unlock()
      done(.failure(failure))
      return
    }
    if inFlight[address] != nil {
      inFlight[address]?.append(done)
      lock.unlock()
      return
    }
    // A stale picture is asked about once a run; after that it is shown as it is.
    if stored != nil, revalidated.contains(address) {
      lock.unlock()
      done(.success(entry.body.path))
      return
    }
    inFlight[address] = [done]
    if stored != nil { revalidated.insert(address) }
    lock.unlock()
    guard let url = URL(string: address), url.scheme == "http" || url.scheme == "https" else {
      finish(address, .failure(Failure(message: tr("it is not an http or https address"))))
      return
    }
    // A user name or password in a picture's address was kept in the cache's files in plain
    // text, and sent wherever the server redirected (issue 40): such a picture is not fetched.
    guard url.user == nil, url.password == nil else {
      finish(address, .failure(Failure(message: tr("its address holds a user name or password"))))
      return
    }
    var request = URLRequest(url: url)
    request.setValue("image/*", forHTTPHeaderField: "Accept")
    // The bytes as they are: a compressed body is inflated by the client before the size limit
    // sees it (a 1 GB bomb took 1.2 GB), and pictures are compressed already.
    request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    if let stored {
      if let tag = stored.entityTag { request.setValue(tag, forHTTPHeaderField: "If-None-Match") }
      if let modified = stored.lastModified { request.setValue(modified, forHTTPHeaderField: "If-Modified-Since") }
    }
    // In a process of its own (`PictureFetcher`), at most `fetchersAtOnce` at a time.
    let (limits, asked) = (limits, request)
    fetchers.addOperation { [weak self] in
      let outcome = PictureFetcher.fetch(asked, limits: limits)
      self?.store(outcome, for: address, entry: entry, previous: stored)
    }
  }

  /// Fetches every address in `addresses`, waiting for them until `deadline` at most: what a
  /// command that prints once does before it prints. The ones not fetched by then show the
  /// placeholder.
  public func fetchAll(_ addresses: some Sequence<String>, until deadline: Date) {
    let group = DispatchGroup()
    for address in Set(addresses) {
      group.enter()
      fetch(address) { _ in group.leave() }
    }
    _ = group.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow))
  }

  private func store(
    _ outcome: Result<Response, Failure>, for address: String, entry: CachedPicture, previous: StoredPicture?
  ) {
    switch outcome {
    case .failure(let failure):
      // A stale copy stays shown when asking about it again fails.
      finish(address, previous == nil ? .failure(failure) : .success(entry.body.path), failure: failure)
    case .success(let response):
      let now = Date()
      var kept = StoredPicture(response: response, fetched: now)
      if response.status == 304, let previous {
        kept.entityTag = kept.entityTag ?? previous.entityTag
        kept.lastModified = kept.lastModified ?? previous.lastModified
        // Headers that cannot be kept leave it stale: it is asked about again next run.
        try? entry.write(kept, body: nil)
        forget(address)
        finish(address, .success(entry.body.path), changed: false)
        return
      }
      do {
        try entry.write(kept, body: response.body)
        forget(address)
        finish(address, .success(entry.body.path), changed: true)
      } catch {
        finish(
          address,
          .failure(
            Failure(message: trf(tr("it cannot be kept in %1$@: %2$@"), folder.path, "\(error.localizedDescription)"))))
      }
    }
  }

  private func finish(
    _ address: String, _ result: Result<String, Failure>, failure: Failure? = nil, changed: Bool = false
  ) {
    lock.lock()
    let waiting = inFlight.removeValue(forKey: address) ?? []
    let problem: Failure? =
      switch result {
      case .failure(let failure): failure
      case .success: nil
      }
    if let problem { failed[address] = problem }
    lock.unlock()
    if let problem = problem ?? failure { onProblem?(address, problem.message) }
    if changed { onFetched?(address) }
    for done in waiting { done(result) }
  }
}

/// What the server sent for a picture.
struct Response: Sendable {
  var status: Int
  var headers: [String: String]
  var body: Data

  /// A header by its name in any case.
  func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}

/// Runs the session's fetches, holding each to the size limit as its bytes come and checking
/// what the server said before they do.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  let maximumBytes: Int
  /// How long a whole fetch may take, its bytes trickling or not: the session's own limit for
  /// it (`timeoutIntervalForResource`) is not kept here, and a server sending a byte a second
  /// held a download slot for ever (issue 40).
  let wholeLimit: TimeInterval
  /// A picture's answer must be an image, as it came; a listing's page may be any text.
  let kind: PictureFetcher.FetchKind
  private let lock = NSLock()
  private var tasks: [Int: Task] = [:]

  private struct Task {
    var body = Data()
    var response: HTTPURLResponse?
    var failure: PictureDownloads.Failure?
    var done: @Sendable (Result<Response, PictureDownloads.Failure>) -> Void
  }

  init(maximumBytes: Int, wholeLimit: TimeInterval, kind: PictureFetcher.FetchKind = .picture) {
    self.maximumBytes = maximumBytes
    self.wholeLimit = wholeLimit
    self.kind = kind
  }

  func start(_ task: URLSessionDataTask, done: @escaping @Sendable (Result<Response, PictureDownloads.Failure>) -> Void)
  {
    lock.lock()
    tasks[task.taskIdentifier] = Task(done: done)
    lock.unlock()
    task.resume()
    DispatchQueue.global().asyncAfter(deadline: .now() + wholeLimit) { [weak self, weak task] in
      guard let self, let task else { return }
      self.lock.lock()
      let running = self.tasks[task.taskIdentifier] != nil && self.tasks[task.taskIdentifier]?.failure == nil
      if running {
        self.tasks[task.taskIdentifier]?.body = Data()
        self.tasks[task.taskIdentifier]?.failure = PictureDownloads.Failure(
          message: tr("the server did not send it all in time"))
      }
      self.lock.unlock()
      if running { task.cancel() }
    }
  }

  /// A redirect is followed to another host on the web, or on the same host and port; not to
  /// another service on this computer or its network (a picture's server sent the window on to
  /// other local ports, issue 40), nor to an address with a user name or password, nor off
  /// http and https. A listing's page is asked with its server's key, which a redirect would
  /// carry along: it is followed on the same host and port only.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    guard let from = task.originalRequest?.url, let to = request.url else { return completionHandler(nil) }
    let sameService = PictureDownloads.isSameService(from, to)
    let allowed =
      (to.scheme == "http" || to.scheme == "https") && to.user == nil && to.password == nil
      && (sameService || (kind == .picture && !Self.isLocal(to.host ?? "")))
    guard allowed else {
      // A listing's address is named without its query, where a key may be.
      var named = URLComponents(url: to, resolvingAgainstBaseURL: true)
      if kind == .listing {
        named?.query = nil
        named?.fragment = nil
      }
      lock.lock()
      tasks[task.taskIdentifier]?.failure = PictureDownloads.Failure(
        message: trf(
          // TRANSLATORS: %1$@ is the address a picture's server sent it on to.
          tr("its server sent it on to %1$@, which is not followed"),
          PictureDownloads.shown(named?.string ?? to.absoluteString)))
      lock.unlock()
      return completionHandler(nil)
    }
    completionHandler(request)
  }

  /// Whether `host` names this computer or its private network: `localhost`, a loopback,
  /// private, link-local or unspecified address (IPv4 or IPv6). A name that resolves to one
  /// is not caught here.
  static func isLocal(_ host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host.hasSuffix(".localhost") || host.hasSuffix(".local") { return true }
    var v4 = in_addr()
    if inet_pton(AF_INET, host, &v4) == 1 {
      let bytes = withUnsafeBytes(of: v4.s_addr) { Array($0) }
      switch (bytes[0], bytes[1]) {
      case (0, _), (10, _), (127, _), (169, 254), (192, 168): return true
      case (172, 16...31): return true
      case (100, 64...127): return true
      default: return false
      }
    }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, host, &v6) == 1 {
      let bytes = withUnsafeBytes(of: v6) { Array($0) }
      let isMappedV4 = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff
      if isMappedV4 { return isLocal(bytes[12...].map(String.init).joined(separator: ".")) }
      return bytes[0..<15].allSatisfy { $0 == 0 }  // :: and ::1
        || bytes[0] & 0xfe == 0xfc  // fc00::/7, unique local
        || (bytes[0] == 0xfe && bytes[1] & 0xc0 == 0x80)  // fe80::/10, link-local
    }
    return false
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let http = response as? HTTPURLResponse
    lock.lock()
    // A redirect refused (`willPerformHTTPRedirection`) says so, not its status.
    let failure = tasks[dataTask.taskIdentifier]?.failure ?? http.flatMap { Self.problem(with: $0, kind: kind) }
    tasks[dataTask.taskIdentifier]?.response = http
    tasks[dataTask.taskIdentifier]?.failure = failure
    lock.unlock()
    completionHandler(failure == nil ? .allow : .cancel)
  }

  /// What is wrong with a response before its body comes: a status other than 200 or 304, a
  /// body that is not an image, or one larger than the limit.
  private static func problem(
    with response: HTTPURLResponse, kind: PictureFetcher.FetchKind
  ) -> PictureDownloads.Failure? {
    let status = response.statusCode
    guard status == 200 || (status == 304 && kind == .picture) else {
      let reason = HTTPURLResponse.localizedString(forStatusCode: status).capitalized
      // TRANSLATORS: %1$lld is an HTTP status code, %2$@ its name, e.g. "404 Not Found".
      return PictureDownloads.Failure(message: trf(tr("the server answered %1$lld %2$@"), status, reason))
    }
    // A listing's page is read as the format it is in, whatever its type says.
    guard kind == .picture else { return nil }
    if let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?.lowercased()
      .trimmingCharacters(in: .whitespaces), !encoding.isEmpty, encoding != "identity"
    {
      // TRANSLATORS: %1$@ is an HTTP content encoding such as "gzip".
      let format = tr("the server sent it compressed (%1$@), and a picture is fetched as it is")
      return PictureDownloads.Failure(message: trf(format, String(encoding.prefix(20))))
    }
    if status == 200, let type = response.value(forHTTPHeaderField: "Content-Type")?.lowercased(),
      !type.hasPrefix("image/"), !type.hasPrefix("application/octet-stream")
    {
      // The server's words, cut short.
      // TRANSLATORS: %1$@ is a content type such as "text/html".
      return PictureDownloads.Failure(message: trf(tr("the server sent %1$@, not a picture"), String(type.prefix(60))))
    }
    return nil
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.lock()
    // A fetch refused already (its answer's headers, or its size) keeps nothing more: bytes may
    // come before the cancel takes, and they would only be counted against it again.
    guard var task = tasks[dataTask.taskIdentifier], task.failure == nil else {
      lock.unlock()
      return
    }
    task.body.append(data)
    let tooLarge = task.body.count > maximumBytes
    if tooLarge {
      task.body = Data()
      task.failure = PictureDownloads.Failure(
        message: kind == .picture
          // TRANSLATORS: %1$lld is a number of bytes.
          ? trf(tr("it is larger than the %1$lld bytes a picture may have"), maximumBytes)
          // TRANSLATORS: %1$lld is a number of bytes.
          : trf(tr("it is larger than the %1$lld bytes a page of a listing may have"), maximumBytes))
    }
    tasks[dataTask.taskIdentifier] = task
    lock.unlock()
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    lock.lock()
    let finished = tasks.removeValue(forKey: task.taskIdentifier)
    lock.unlock()
    guard let finished else { return }
    if let failure = finished.failure {
      finished.done(.failure(failure))
    } else if let error {
      finished.done(.failure(PictureDownloads.Failure(message: Self.describe(error))))
    } else if let response = finished.response {
      var headers: [String: String] = [:]
      for (key, value) in response.allHeaderFields {
        if let key = key as? String, let value = value as? String { headers[key] = value }
      }
      finished.done(.success(Response(status: response.statusCode, headers: headers, body: finished.body)))
    } else {
      finished.done(.failure(PictureDownloads.Failure(message: tr("the server sent no answer"))))
    }
  }

  private static func describe(_ error: any Error) -> String {
    let code = (error as? URLError)?.code
    switch code {
    case .timedOut?: return tr("the server did not answer in time")
    case .cannotConnectToHost?: return tr("the server refused the connection")
    case .cannotFindHost?, .dnsLookupFailed?: return tr("the server's name is not known (no network?)")
    case .notConnectedToInternet?, .networkConnectionLost?: return tr("the network is not there")
    default: return error.localizedDescription
    }
  }
}
