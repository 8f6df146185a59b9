/// Shelter text made plain: what a listing's HTML says, as a person reads it.
///
/// Petfinder's descriptions and RescueGroups' `descriptionHtml` come with tags and HTML entities,
/// often encoded twice (`&amp;amp;`, `&amp;lt;b&amp;gt;`): entities are decoded and tags removed
/// again while a round changes something, at most four rounds, so the work stays linear in the
/// text. A tag that breaks a line (`<br>`, `</p>`, `<li>`…) becomes a line break; carriage
/// returns and other control characters go; blank lines come at most two together.
public enum PlainText {
  public static func from(_ text: String) -> String {
    var current = text
    for _ in 0..<4 {
      let next = decodingEntities(removingTags(current))
      if next == current { break }
      current = next
    }
    return tidied(removingTags(current))
  }

  /// A name, breed or other one-line text: plain, its line breaks and runs of spaces one space.
  public static func line(_ text: String) -> String {
    from(text).split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  /// Tags that end a line where they stand.
  private static let breakingTags: Set<String> = [
    "br", "p", "/p", "div", "/div", "li", "/li", "ul", "/ul", "ol", "/ol", "tr", "/tr",
    "h1", "h2", "h3", "h4", "h5", "h6", "/h1", "/h2", "/h3", "/h4", "/h5", "/h6", "hr", "blockquote", "/blockquote",
  ]

  /// `text` without its tags: `<` then a letter, `/` or `!`, up to the next `>`. A `<` that
  /// starts no tag ("I <3 cats", "weighs < 5 kg"), or one never closed, stays as it is.
  static func removingTags(_ text: String) -> String {
    // Scanned as bytes: String.contains(String) goes through Foundation, ten times slower.
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    let scalars = Array(text.unicodeScalars)
    // Where the next `>` is from each place, found in one pass from the end: a text of many
    // `<` and no `>` costs one pass, not one per `<`.
    var nextClose = [Int](repeating: -1, count: scalars.count + 1)
    for index in stride(from: scalars.count - 1, through: 0, by: -1) {
      nextClose[index] = scalars[index] == ">" ? index : nextClose[index + 1]
    }
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "<", index + 1 < scalars.count,
        scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "/" || scalars[index + 1] == "!"
      {
        let end = nextClose[index + 1]
        if end >= 0 {
          var name = String.UnicodeScalarView()
          for inner in scalars[(index + 1)..<end] {
            if inner == " " || inner == "\n" || inner == "\t" || inner == "\r" { break }
            name.append(inner)
          }
          let tag = String(name).lowercased().trimmingSuffix("/")
          if breakingTags.contains(tag) { out.append("\n") }
          index = end + 1
          continue
        }
      }
      out.append(scalar)
      index += 1
    }
    return String(out)
  }

  /// `text` with its HTML entities decoded once: `&amp;` `&#39;` `&#x2019;` `&eacute;`; one
  /// this does not know stays as written.
  static func decodingEntities(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "&" else {
        out.append(scalar)
        index += 1
        continue
      }
      // An entity is short: `&` and at most 32 more before its `;`.
      let limit = min(scalars.count, index + 34)
      if let end = scalars[(index + 1)..<limit].firstIndex(of: ";"),
        let decoded = entity(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
      {
        out.append(decoded)
        index = end + 1
        continue
      }
      out.append(scalar)
      index += 1
    }
    return String(out)
  }

  private static func entity(_ name: String) -> Unicode.Scalar? {
    if name.hasPrefix("#x") || name.hasPrefix("#X") {
      return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).flatMap(allowed)
    }
    if name.hasPrefix("#") {
      return UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).flatMap(allowed)
    }
    return namedEntities[name]
  }

  /// A decoded character, unless it is NUL (which a listing has no business holding).
  private static func allowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    scalar.value == 0 ? nil : scalar
  }

  /// The named entities shelters' text uses: markup, quotes and dashes, and Latin letters.
  private static let namedEntities: [String: Unicode.Scalar] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "sbquo": "\u{201A}",
    "bdquo": "\u{201E}", "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "bull": "\u{2022}",
    "middot": "\u{00B7}", "deg": "\u{00B0}", "frac12": "\u{00BD}", "frac14": "\u{00BC}", "frac34": "\u{00BE}",
    "times": "\u{00D7}", "copy": "\u{00A9}", "reg": "\u{00AE}", "trade": "\u{2122}", "pound": "\u{00A3}",
    "euro": "\u{20AC}", "cent": "\u{00A2}", "yen": "\u{00A5}", "laquo": "\u{00AB}", "raquo": "\u{00BB}",
    "iexcl": "\u{00A1}", "iquest": "\u{00BF}", "szlig": "\u{00DF}", "aacute": "á", "Aacute": "Á",
    "eacute": "é", "Eacute": "É", "iacute": "í", "Iacute": "Í", "oacute": "ó", "Oacute": "Ó", "uacute": "ú",
    "Uacute": "Ú", "agrave": "à", "Agrave": "À", "egrave": "è", "Egrave": "È", "igrave": "ì", "ograve": "ò",
    "ugrave": "ù", "acirc": "â", "ecirc": "ê", "icirc": "î", "ocirc": "ô", "ucirc": "û", "auml": "ä",
    "Auml": "Ä", "euml": "ë", "iuml": "ï", "ouml": "ö", "Ouml": "Ö", "uuml": "ü", "Uuml": "Ü", "ntilde": "ñ",
    "Ntilde": "Ñ", "ccedil": "ç", "Ccedil": "Ç", "atilde": "ã", "otilde": "õ", "aring": "å", "Aring": "Å",
    "aelig": "æ", "AElig": "Æ", "oslash": "ø", "Oslash": "Ø", "yuml": "ÿ",
  ]

  /// Line breaks as `\n` (a carriage return dropped, a lone one a break), other control
  /// characters and no-break spaces as spaces, spaces at line ends gone, at most one blank line
  /// together, and nothing blank at either end.
  static func tidied(_ text: String) -> String {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    func endLine() {
      var trimmed = String(line)
      while trimmed.last == " " { trimmed.removeLast() }
      lines.append(trimmed)
      line = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\r": endLine()
      case "\n": if !previousWasCarriageReturn { endLine() }
      case "\u{00A0}", "\t": line.append(" ")
      // The control characters (C0, DEL, C1) and the line and paragraph separators, by value:
      // asking each scalar its general category cost a tenth of reading a listing.
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
        line.append(" ")
      default: line.append(scalar)
      }
    }
    endLine()
    var kept: [String] = []
    for line in lines {
      let isBlank = line.allSatisfy { $0 == " " }
      if isBlank, kept.last?.isEmpty ?? true { continue }
      kept.append(isBlank ? "" : line)
    }
    while kept.last?.isEmpty == true { kept.removeLast() }
    return kept.joined(separator: "\n").trimmingLeadingSpaces()
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }

  fileprivate func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " })
  }
}
