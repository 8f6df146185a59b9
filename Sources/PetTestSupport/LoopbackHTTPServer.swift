import Foundation

/// A real HTTP/1.1 server on 127.0.0.1, on a port of its own, for tests that fetch pictures:
/// each request is answered by `respond`, on a thread per connection, and recorded.
///
/// It speaks just enough HTTP for a client library: a request line and headers in, a status
/// line, headers and a body out, the connection closed after each answer.
public final class LoopbackHTTPServer: @unchecked Sendable {
  /// One request as the server read it.
  public struct Request: Sendable {
    public var path: String
    public var headers: [String: String]

    /// A header by its name in any case.
    public func header(_ name: String) -> String? {
      headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
  }

  /// One answer: the status, headers, body, how long to wait before sending it, and how long
  /// between two bytes of the body (a server that trickles, `pause`; none by default).
  public struct Answer: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    public var delay: TimeInterval
    public var pause: TimeInterval
    /// The whole answer as bytes, sent as they are in place of the status, headers and body (a
    /// fuzzed or broken answer: its head need not even be HTTP).
    public var raw: Data?

    public init(
      status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: TimeInterval = 0,
      pause: TimeInterval = 0
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
      self.pause = pause
    }

    /// An answer of exactly these bytes.
    public init(raw: Data) {
      self.init()
      self.raw = raw
    }
  }

  public let port: UInt16
  private let socket: Int32
  private let respond: @Sendable (Request) -> Answer
  private let lock = NSLock()
  private var received: [Request] = []
  private var stopped = false

  /// Starts listening; `respond` answers each request.
  public init(respond: @escaping @Sendable (Request) -> Answer) throws {
    (socket, port) = try Self.listen()
    self.respond = respond
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  deinit { stop() }

  /// `http://127.0.0.1:PORT` followed by `path`.
  public func address(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  /// The requests answered so far, in order.
  public var requests: [Request] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// Stops listening; a connection being answered is finished. The listening socket is shut
  /// down here, which wakes the accept loop, and closed by the loop as it ends: closed here,
  /// its number could be given to another test's new server before the loop called `accept`
  /// again, and the loop would then take that server's connections (a test's server saw none
  /// of its requests while the picture came back, answered by a stopped one).
  public func stop() {
    lock.lock()
    let wasStopped = stopped
    stopped = true
    lock.unlock()
    if !wasStopped { shutdown(socket, Int32(SHUT_RDWR)) }
  }

  private func acceptLoop() {
    defer { close(socket) }
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var bytes = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.range(of: Data("\r\n\r\n".utf8)) == nil {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return }
      bytes.append(contentsOf: buffer[0..<count])
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let requestLine = lines.first?.split(separator: " ") ?? []
    guard requestLine.count >= 2 else { return }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let request = Request(path: String(requestLine[1]), headers: headers)
    lock.lock()
    received.append(request)
    lock.unlock()
    let answer = respond(request)
    if answer.delay > 0 { Thread.sleep(forTimeInterval: answer.delay) }
    if let raw = answer.raw {
      Self.send(raw, to: connection)
      return
    }
    var head = "HTTP/1.1 \(answer.status) \(Self.reason(answer.status))\r\n"
    var answerHeaders = answer.headers
    answerHeaders["Content-Length"] = String(answer.body.count)
    answerHeaders["Connection"] = "close"
    for (name, value) in answerHeaders.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    let out = Data(head.utf8)
    if request.path.isEmpty == false, answer.status != 304 {
      guard answer.pause > 0 else {
        Self.send(out + answer.body, to: connection)
        return
      }
      // The head at once, then a byte at a time, until the client goes.
      guard Self.send(out, to: connection) else { return }
      for byte in answer.body {
        Thread.sleep(forTimeInterval: answer.pause)
        guard Self.send(Data([byte]), to: connection) else { return }
      }
      return
    }
    Self.send(out, to: connection)
  }

  /// Sends all of `out`; whether it was all sent (the client may have gone).
  @discardableResult
  private static func send(_ out: Data, to connection: Int32) -> Bool {
    out.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var sent = 0
      while sent < raw.count {
        let count = Glibc.send(connection, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 304: "Not Modified"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    default: "Status"
    }
  }
}

extension LoopbackHTTPServer {
  /// A TCP socket listening on 127.0.0.1, on a port the system chose, and that port: what the
  /// tests' loopback servers (this one, `StallingProxy`) listen on.
  static func listen() throws -> (socket: Int32, port: UInt16) {
    let listener = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
    }
    guard bound == 0, Glibc.listen(listener, 16) == 0 else {
      close(listener)
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    return (listener, UInt16(bigEndian: address.sin_port))
  }
}
