import Foundation
import PetCatalog
import PetLocalization

/// The formats `petcards import` and `--catalog` read, besides a catalogue store.
public enum ListingFormat: String, CaseIterable, Sendable {
  /// This project's JSON catalogue (docs/catalog-format.md).
  case catalogue
  /// A Petfinder API v2 `animals` response, or an export of one (docs/formats/petfinder.md).
  case petfinder
  /// A RescueGroups.org API v5 response of `animals` (docs/formats/rescuegroups.md).
  case rescueGroups = "rescuegroups"
  /// ASM3's `json_adoptable_animals` service (docs/formats/asm3.md).
  case asm3JSON = "asm3-json"
  /// ASM3's `csv_adoptable_animals` service.
  case asm3CSV = "asm3-csv"
  /// A spreadsheet saved as CSV whose header names the catalogue's fields (docs/formats/csv.md).
  case csv
  /// A shelter's own spreadsheet saved as CSV, its headers and codes its own
  /// (docs/formats/spreadsheet.md).
  case spreadsheet

  /// How a message names the format.
  public var displayName: String {
    switch self {
    case .catalogue: tr("a pet catalogue (JSON)")
    case .petfinder: tr("a Petfinder API v2 listing")
    case .rescueGroups: tr("a RescueGroups.org v5 listing")
    case .asm3JSON: tr("an ASM3 json_adoptable_animals listing")
    case .asm3CSV: tr("an ASM3 csv_adoptable_animals listing")
    case .csv: tr("a CSV with the catalogue's fields")
    case .spreadsheet: tr("a shelter's spreadsheet (CSV with a header such as Animal ID, Pet Name, Animal Type)")
    }
  }

  /// What a file whose first bytes are `prefix` can be, from its first character and its first
  /// key or header: `nil` when it must be read whole to tell.
  static func sniff(_ prefix: UnsafeBufferPointer<UInt8>) -> ListingFormat? {
    let bytes = JSONValue.withoutByteOrderMark(prefix)
    var index = 0
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      // The first key, when it is short and whole in the prefix.
      guard let key = firstKey(bytes, after: index + 1) else { return nil }
      // The first key, as `shape` decides by it too; JSON:API's keys need the whole shape.
      return byFirstKey[key]
    case UInt8(ascii: "["): return nil
    default:
      // A CSV: its header names ASM3's upper-case columns or the catalogue's fields.
      let text = UnsafeBufferPointer(rebasing: bytes[index...])
      let header = String(decoding: text.prefix { $0 != 0x0A }, as: UTF8.self)
      if header.contains("ANIMALNAME") { return .asm3CSV }
      let names = headerNames(text)
      if names.contains("id") && names.contains("name") { return .csv }
      return SpreadsheetColumns.recognises(names) ? .spreadsheet : nil
    }
  }

  /// The names of a CSV's first line, split as the table is read: at tabs when the header has
  /// tabs and no comma.
  static func headerNames(_ text: UnsafeBufferPointer<UInt8>) -> [String] {
    let text = JSONValue.withoutByteOrderMark(text)
    let header = String(decoding: text.prefix { $0 != 0x0A }, as: UTF8.self)
    return header.split(separator: Character(UnicodeScalar(CSVTable.separator(of: text)))).map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \r"))
    }
  }

  private static func firstKey(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> String? {
    var index = start
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let keyStart = index + 1
    // The slice keeps the buffer's indices: `end` is an index of `bytes`.
    guard let end = bytes[keyStart...].firstIndex(of: UInt8(ascii: "\"")), end - keyStart <= 32 else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<end]), as: UTF8.self)
  }

  /// What `sniff` says of a file's first 4 KB in `bytes`: for tests that hold it to `shaped`.
  public static func sniffed(from bytes: UnsafeBufferPointer<UInt8>) -> ListingFormat? {
    sniff(UnsafeBufferPointer(rebasing: bytes.prefix(4096)))
  }

  /// What the shape of the JSON in `bytes` says, `nil` when it is not JSON or none of them.
  public static func shaped(from bytes: UnsafeBufferPointer<UInt8>, file: String) -> ListingFormat? {
    guard case .success(let document) = JSONValue.document(bytes, file: file) else { return nil }
    return shape(of: document)
  }

  /// The formats a JSON object's first key says: the catalogue's own keys, Petfinder's.
  static let byFirstKey: [String: ListingFormat] = [
    "format": .catalogue, "shelter": .catalogue, "shelterEmail": .catalogue, "currency": .catalogue,
    "fees": .catalogue, "pets": .catalogue, "animals": .petfinder, "animal": .petfinder, "pagination": .petfinder,
  ]

  /// The format of a JSON `document` read whole, from its shape; `nil` when it is none of them.
  /// An object's first key that `byFirstKey` knows decides, as `sniff` decides by it from the
  /// file's first bytes; else `data` of `animals` is RescueGroups'.
  static func shape(of document: JSONValue) -> ListingFormat? {
    switch document {
    case .object(let members):
      if let known = members.lazy.compactMap({ byFirstKey[$0.key] }).first { return known }
      if let data = document["data"],
        data.elements.contains(where: { $0["type"]?.text == "animals" })
          || data["type"]?.text == "animals" || (data.elements.isEmpty && document["meta"] != nil)
      {
        return .rescueGroups
      }
      return nil
    case .array(let elements):
      return elements.isEmpty || elements.contains(where: { $0["ANIMALNAME"] != nil }) ? .asm3JSON : nil
    default:
      return nil
    }
  }
}

/// Which page of a listing a file is, when the source pages its listings.
public struct ListingPage: Hashable, Sendable {
  public var number: Int
  public var count: Int
  /// The next page's address as the page links it (Petfinder's `_links.next.href`, often a path
  /// on the same host), when it does.
  public var next: String?

  public init(number: Int, count: Int, next: String? = nil) {
    self.number = number
    self.count = count
    self.next = next
  }

  /// The address of the page after this one, which was fetched from `address`: the page's own
  /// link, else `address` with its `page` parameter one more (as Petfinder's and RescueGroups'
  /// APIs number their pages); `nil` after the last.
  public func nextAddress(after address: URL) -> URL? {
    guard number < count else { return nil }
    if let next, let linked = URL(string: next, relativeTo: address)?.absoluteURL { return linked }
    guard var parts = URLComponents(url: address, resolvingAgainstBaseURL: true) else { return nil }
    var items = (parts.queryItems ?? []).filter { $0.name != "page" }
    items.append(URLQueryItem(name: "page", value: String(number + 1)))
    parts.queryItems = items
    return parts.url
  }
}

/// A listing's web address as messages name it: no user name or password, no fragment, and the
/// value of each parameter that may be a secret (named or holding `key`, `token`, `password`,
/// `secret`, `auth`, `sig`) hidden.
public enum ListingAddress {
  public static func shown(_ address: String) -> String {
    guard var parts = URLComponents(string: address) else { return Passwords.hidden(in: address) }
    parts.user = nil
    parts.password = nil
    parts.fragment = nil
    guard let items = parts.queryItems else { return parts.string ?? address }
    let keyLike = { (item: URLQueryItem) in
      let words = (item.name + "=" + (item.value ?? "")).lowercased()
      return ["key", "token", "pass", "secret", "auth", "sig"].contains { words.contains($0) }
    }
    // The values hidden, and wherever else they are given again (under another name, in the
    // path): a value of a few characters is no secret, and would hide the address's own.
    let secrets = items.filter(keyLike).compactMap(\.value).filter { $0.count > 3 }
    let holdsSecret = { (text: String) in secrets.contains { text.contains($0) } }
    parts.queryItems = items.map { item in
      if holdsSecret(item.name) { return URLQueryItem(name: "***", value: item.value == nil ? nil : "***") }
      return keyLike(item) || holdsSecret(item.value ?? "") ? URLQueryItem(name: item.name, value: "***") : item
    }
    if holdsSecret(parts.path) { parts.path = "/***" }
    if holdsSecret(parts.host ?? "") { parts.host = "***" }
    return (parts.string ?? address).replacingOccurrences(of: "%2A%2A%2A", with: "***")
  }

  /// Whether `text` names a listing on the web, not a file: `http://` or `https://`.
  public static func isWebAddress(_ text: String) -> Bool {
    let lower = text.prefix(8).lowercased()
    return lower.hasPrefix("http://") || lower.hasPrefix("https://")
  }
}
