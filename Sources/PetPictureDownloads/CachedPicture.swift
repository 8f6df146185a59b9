import Foundation

/// One picture kept in the download folder: its body and what the server said of it, in two
/// files named from the address (`<hash>.picture`, `<hash>.headers`).
struct CachedPicture {
  let body: URL
  let headers: URL
  let address: String

  init(folder: URL, address: String) {
    let name = Self.name(of: address)
    body = folder.appendingPathComponent(name + ".picture")
    headers = folder.appendingPathComponent(name + ".headers")
    self.address = address
  }

  /// A name from the address: 64-bit FNV-1a, hex, and the address's length; the address itself
  /// is kept in the headers file and checked, so two addresses never share a picture.
  static func name(of address: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in address.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16) + "-" + String(address.utf8.count)
  }

  /// What is kept of the picture, when its body is there and its headers are this address's.
  func stored() -> StoredPicture? {
    guard let text = try? String(contentsOf: headers, encoding: .utf8),
      let picture = StoredPicture(text: text), picture.address == address, picture.isKept,
      FileManager.default.fileExists(atPath: body.path)
    else { return nil }
    return picture
  }

  /// Keeps `picture`'s headers, and its body when one came (a 304 brings none): each written
  /// beside its place and renamed in, so a reader never finds half a picture.
  func write(_ picture: StoredPicture, body data: Data?) throws {
    try FileManager.default.createDirectory(
      at: body.deletingLastPathComponent(), withIntermediateDirectories: true)
    var kept = picture
    kept.address = address
    if let data { try data.write(to: body, options: .atomic) }
    try Data(kept.text.utf8).write(to: headers, options: .atomic)
  }
}

/// What a server said of a picture: when it was fetched and until when it is fresh, and what
/// to ask it again with.
struct StoredPicture: Equatable {
  var address = ""
  var fetched: Date
  /// Fresh until then; `nil` for never fresh (`no-cache`): asked about again each run.
  var freshUntil: Date?
  /// `no-store`: not to be used by another run.
  var noStore = false
  var entityTag: String?
  var lastModified: String?
  /// Which run kept it, for `no-store`.
  var process = ProcessInfo.processInfo.processIdentifier

  /// How long a picture whose server says nothing of it is fresh.
  static let heuristicFreshness: TimeInterval = 24 * 60 * 60

  init(fetched: Date) {
    self.fetched = fetched
  }

  init(response: Response, fetched: Date) {
    self.fetched = fetched
    let control = (response.header("Cache-Control") ?? "").lowercased()
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    noStore = control.contains("no-store")
    entityTag = response.header("ETag")
    lastModified = response.header("Last-Modified")
    if control.contains("no-cache") || noStore {
      freshUntil = nil
    } else if let maxAge = control.first(where: { $0.hasPrefix("max-age=") }) {
      freshUntil = Int(maxAge.dropFirst("max-age=".count)).map { fetched.addingTimeInterval(TimeInterval(max($0, 0))) }
    } else if let expires = response.header("Expires") {
      // An Expires that is not a date means already expired (RFC 9111 §5.3).
      freshUntil = Self.httpDate(expires) ?? fetched
    } else {
      freshUntil = fetched.addingTimeInterval(Self.heuristicFreshness)
    }
  }

  /// Whether it may be used without asking the server.
  func isFresh(now: Date) -> Bool {
    if noStore { return process == ProcessInfo.processInfo.processIdentifier }
    guard let freshUntil else { return false }
    return now < freshUntil
  }

  /// Whether another run may use it at all (even stale).
  var isKept: Bool { !noStore || process == ProcessInfo.processInfo.processIdentifier }

  /// An HTTP date, `Sun, 06 Nov 1994 08:49:37 GMT`.
  static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }

  /// The headers file: one `key value` a line.
  var text: String {
    var lines = ["address \(address)", "fetched \(fetched.timeIntervalSince1970)", "process \(process)"]
    if let freshUntil { lines.append("fresh-until \(freshUntil.timeIntervalSince1970)") }
    if noStore { lines.append("no-store") }
    if let entityTag { lines.append("etag \(entityTag)") }
    if let lastModified { lines.append("last-modified \(lastModified)") }
    // A value is the server's: a line break in it would start a line of its own.
    return lines.map { $0.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ") }
      .joined(separator: "\n") + "\n"
  }

  init?(text: String) {
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      values[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    guard let address = values["address"], let fetched = values["fetched"].flatMap(TimeInterval.init) else {
      return nil
    }
    self.address = address
    self.fetched = Date(timeIntervalSince1970: fetched)
    freshUntil = values["fresh-until"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:))
    noStore = values["no-store"] != nil
    entityTag = values["etag"]
    lastModified = values["last-modified"]
    process = values["process"].flatMap { Int32($0) } ?? 0
  }
}
