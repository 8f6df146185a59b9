import PetLocalization

/// A parsed JSON document, kept only as long as it takes to read a catalogue.
///
/// The catalogue reader needs what `JSONDecoder` does not give: every problem
/// at once (not the first), the line and column of a syntax error, numbers kept
/// as their exact text (fees are money), and speed on large files.
public enum JSONValue: Sendable {
  case null
  case bool(Bool)
  /// The number exactly as written, e.g. `150.00`.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// Members in file order; catalogue objects are small, so lookup is a scan.
  case object([(key: String, value: JSONValue)])

  /// Whether the value is JSON's `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// `text` cut to its first 57 Unicode scalars and `…` when it has more than 60: a message
  /// that quotes a 50 MB key stays one short line. Scalars, not characters, are counted, so a
  /// letter carrying a million combining marks is cut too.
  public static func clipped(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard !scalars.dropFirst(60).isEmpty else { return text }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: scalars.prefix(57))
    return String(cut) + "…"
  }

  /// `text` in double quotes, clipped (`clipped(_:)`).
  public static func quoted(_ text: String) -> String {
    "\"\(clipped(text))\""
  }

  /// How a value is named in messages: `"a string"`, `the number 3`.
  public var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let text): trf(tr("the number %1$@"), Self.clipped(text))
    case .string(let text): Self.quoted(text)
    case .array: tr("an array")
    case .object: tr("an object")
    }
  }
}

extension JSONValue {
  /// The JSON document in `bytes` (a UTF-8 byte order mark first is skipped), or the problem
  /// that stops it being one, naming `file` and the line and column: text that is not UTF-8,
  /// or JSON's grammar broken.
  public static func document(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result<JSONValue, CatalogProblem> {
    let bytes = withoutByteOrderMark(bytes)
    if let problem = utf8Problem(bytes, file: file) { return .failure(problem) }
    do throws(JSONSyntaxError) {
      return .success(try JSONParser.parse(bytes))
    } catch {
      return .failure(error.problem(in: bytes, file: file))
    }
  }

  /// The JSON value `text` is, as a store keeps one (a pet's photos, a shelter); `nil` when it
  /// is not one.
  static func stored(_ text: String) -> JSONValue? {
    Array(text.utf8).withUnsafeBufferPointer { try? document($0, file: "").get() }
  }

  /// `bytes` after the byte order mark that editors saving "UTF-8 with BOM" put first: EF BB BF.
  public static func withoutByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    return hasMark ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
  }

  /// The problem with text that is not all UTF-8, naming the first bad byte and where it is.
  public static func utf8Problem(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> CatalogProblem? {
    if isUTF16(bytes) {
      // A spreadsheet's "Unicode text": it was "byte 0xFF at offset 0", or a NUL (issue 40).
      return CatalogProblem(
        file: file, message: tr("the file is UTF-16 text, not UTF-8; save it as UTF-8"), reason: .notUTF8)
    }
    guard let offset = firstInvalidUTF8Offset(bytes) else { return nil }
    let position = TextPosition(offset: offset, in: bytes)
    return CatalogProblem(
      file: file, line: position.line, column: position.column,
      message:
        trf(
          tr("the file is not valid UTF-8 (byte 0x%1$@ at offset %2$@); save it as UTF-8"),
          String(bytes[offset], radix: 16, uppercase: true), offset), reason: .notUTF8)
  }
}

extension JSONValue {
  /// Whether `bytes` start as UTF-16 text does: a byte order mark (FF FE, FE FF), or ASCII
  /// written two bytes a character (a NUL beside each of the first two characters).
  static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 2 else { return false }
    if (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) { return true }
    guard bytes.count >= 4 else { return false }
    let little = bytes[0] != 0 && bytes[1] == 0 && bytes[2] != 0 && bytes[3] == 0
    let big = bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0 && bytes[3] != 0
    return little || big
  }
}

/// A syntax error, with the byte offset where it was found.
struct JSONSyntaxError: Error, Equatable {
  var offset: Int
  var message: String
  /// Whether the text breaks JSON's grammar (`malformed JSON`), rather than a catalogue's
  /// stricter rule that keys are unique.
  var isMalformed = true

  /// The error as a problem of `file`, at its line and column in `bytes`.
  func problem(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> CatalogProblem {
    let position = TextPosition(offset: offset, in: bytes)
    return CatalogProblem(
      file: file, line: position.line, column: position.column,
      message: isMalformed ? trf(tr("malformed JSON: %1$@"), message) : message,
      reason: isMalformed ? .notJSON : nil)
  }
}

/// The keys of one object as they are read, to notice a key given twice in linear time:
/// a scan while the object is small (as catalogue objects are), a set once it is not.
struct KeyTracker {
  private var keys: [String] = []
  private var set: Set<String>?
  private static let scanLimit = 16

  /// Records `key`; `false` when it was recorded already.
  mutating func insert(_ key: String) -> Bool {
    if set == nil, keys.count < Self.scanLimit {
      if keys.contains(key) { return false }
      keys.append(key)
      return true
    }
    if set == nil {
      set = Set(keys)
      keys = []
    }
    return set?.insert(key).inserted ?? false
  }
}

/// A strict RFC 8259 parser over UTF-8 bytes that have already been validated.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  private var depth = 0
  private static let maximumDepth = 512

  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error(tr("unexpected text after the end of the document"))
    }
    return value
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: index, message: message)
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error(tr("unexpected end of file, expected a value")) }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error(trf(tr("unexpected character %1$@, expected a value"), Self.describe(byte)))
    }
  }

  /// The error for a key given twice in one object: JSON allows it, but readers disagree on
  /// which value counts (the first, the last), so a catalogue with one is refused.
  static func duplicate(_ key: String, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(
      offset: offset,
      // TRANSLATORS: %1$@ is the key, in quotes.
      message: trf(tr("the key %1$@ appears twice in one object; keys must be unique"), JSONValue.string(key).summary),
      isMalformed: false)
  }

  private static func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : trf(tr("byte 0x%1$@"), String(byte, radix: 16))
  }

  private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
    let start = index
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard current == expected else {
        index = start
        throw error(trf(tr("unexpected text, expected %1$@"), word))
      }
      index += 1
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error(trf(tr("nesting deeper than %1$@ levels"), Self.maximumDepth)) }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    var keys = KeyTracker()
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error(tr("expected a member name in double quotes")) }
      let keyOffset = index
      let key = try parseString()
      guard keys.insert(key) else { throw Self.duplicate(key, at: keyOffset) }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw error(trf(tr("expected ':' after the member name \"%1$@\""), key))
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      case nil: throw error(tr("unexpected end of file, expected ',' or '}'"))
      default: throw error(tr("expected ',' or '}' after a member"))
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      case nil: throw error(tr("unexpected end of file, expected ',' or ']'"))
      default: throw error(tr("expected ',' or ']' after an element"))
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    func isDigit(_ byte: UInt8?) -> Bool { byte.map { (48...57).contains($0) } ?? false }
    if current == UInt8(ascii: "-") { index += 1 }
    guard isDigit(current) else { throw error(tr("expected a digit")) }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      while isDigit(current) { index += 1 }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard isDigit(current) else { throw error(tr("expected a digit after the decimal point")) }
      while isDigit(current) { index += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard isDigit(current) else { throw error(tr("expected a digit in the exponent")) }
      while isDigit(current) { index += 1 }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // the opening quote
    let start = index
    // The common case, no escapes: one copy straight from the buffer.
    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
      guard byte >= 0x20 else { throw error(tr("a control character must be escaped inside a string")) }
      index += 1
    }
    guard let stop = current else { throw error(tr("unexpected end of file inside a string")) }
    if stop == UInt8(ascii: "\"") {
      defer { index += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
    var scalars = Array(bytes[start..<index])
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape(into: &scalars)
      case ..<0x20:
        throw error(tr("a control character must be escaped inside a string"))
      default:
        scalars.append(byte)
        index += 1
      }
    }
    throw error(tr("unexpected end of file inside a string"))
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    guard let byte = current else { throw error(tr("unexpected end of file inside a string")) }
    index += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""): 0x22
      case UInt8(ascii: "\\"): 0x5C
      case UInt8(ascii: "/"): 0x2F
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      output.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      index -= 1
      throw error(trf(tr("unknown escape \\%1$@"), Self.describe(byte)))
    }
    var code = try parseHex4()
    if (0xD800..<0xDC00).contains(code) {
      // A high surrogate must be followed by an escaped low surrogate.
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
      else { throw error(tr("a \\u high surrogate without its low surrogate")) }
      index += 2
      let low = try parseHex4()
      guard (0xDC00..<0xE000).contains(low) else { throw error(tr("a \\u high surrogate without its low surrogate")) }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(code) {
      throw error(tr("a \\u low surrogate without its high surrogate"))
    }
    guard let scalar = Unicode.Scalar(code) else { throw error(tr("an invalid \\u escape")) }
    output.append(contentsOf: String(Character(scalar)).utf8)
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw error(tr("unexpected end of file in a \\u escape")) }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
      default: throw error(tr("expected four hex digits after \\u"))
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}

/// Where a byte offset falls in a text file, counted as a person would: lines
/// and columns from 1, columns in characters, not bytes.
struct TextPosition: Equatable, CustomStringConvertible {
  var line: Int
  var column: Int

  init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    // Count characters, not bytes: continuation bytes (10xxxxxx) do not start one.
    var column = 1
    for index in lineStart..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    self.line = line
    self.column = column
  }

  var description: String { "line \(line), column \(column)" }
}

/// The offset of the first byte that is not valid UTF-8, or `nil` when all of it is.
func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
  var index = 0
  let count = bytes.count
  guard let base = bytes.baseAddress else { return nil }
  while index < count {
    // A catalogue is mostly ASCII: eight bytes at a time while none has its high bit set (a
    // byte at a time, the check was 2.9% of a 100,000-pet `petcards list` from JSON; now 0.9%).
    while index + 8 <= count,
      UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    {
      index += 8
    }
    guard index < count else { break }
    let lead = bytes[index]
    if lead < 0x80 {
      index += 1
      continue
    }
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: return index
    }
    guard index + length <= count else { return index }
    guard (lower...upper).contains(bytes[index + 1]) else { return index }
    for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 {
      return index
    }
    index += length
  }
  return nil
}
