import Foundation

/// Hides the passwords of PostgreSQL addresses in a text, for every message that names one:
/// `postgresql://ada:***@db.example.org/pets`, `host=db password=*** dbname=pets`. What is
/// hidden may be more than the password (from the `:` after the user to the address's last
/// `@`), never less.
public enum Passwords {
  /// What stands in for a password.
  public static let mask = "***"

  /// `text` with every password of an address in it hidden: a URL's (`user:password@`, and a
  /// `password=` parameter) and a `key=value` address's.
  public static func hidden(in text: String) -> String {
    // Every problem's file goes through here (a million of them in a bad listing): most name
    // no address, and are returned as they are without a pattern's work.
    guard text.contains("postgres") || text.range(of: "password", options: .caseInsensitive) != nil else {
      return text
    }
    var result = hidingURLPasswords(in: text)
    if let pattern = passwordParameter {
      let range = NSRange(result.startIndex..., in: result)
      result = pattern.stringByReplacingMatches(in: result, range: range, withTemplate: "password=\(mask)")
    }
    return result
  }

  /// `password=…` in key=value pairs and URL parameters: a quoted value or up to a space or `&`.
  private static let passwordParameter = try? NSRegularExpression(
    pattern: #"(?i)\bpassword\s*=\s*('(?:[^'\\]|\\.)*'?|[^\s&]*)"#)

  /// Each `postgresql://` or `postgres://` URL's password: from the first `:` of its user part to
  /// the last `@` before a space or a quote.
  private static func hidingURLPasswords(in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let scheme = ["postgresql://", "postgres://"].compactMap({ rest.range(of: $0) }).min(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      result += rest[..<scheme.upperBound]
      rest = rest[scheme.upperBound...]
      let end = rest.firstIndex { $0.isWhitespace || $0 == "\"" || $0 == "'" } ?? rest.endIndex
      let address = rest[..<end]
      if let at = address.lastIndex(of: "@"), let colon = address[..<at].firstIndex(of: ":") {
        result += address[..<colon] + ":" + mask
        rest = rest[at...]
      }
    }
    return result + rest
  }
}
