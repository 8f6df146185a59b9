import Foundation
import PetStore

/// Inquiries as CSV for a spreadsheet: RFC 4180, one row per inquiry, with a header.
///
/// Fields holding a comma, a quote or a line break are quoted, quotes doubled;
/// lines end in CRLF. A cell that begins with `=`, `+`, `-`, `@`, a tab or a
/// carriage return is prefixed with `'`, so a spreadsheet shows it as text
/// instead of running it as a formula (OWASP's advice on CSV injection). A
/// phone number written `+44 …` therefore reads `'+44 …`.
public enum InquiryCSV {
  public static let header = [
    "id", "pet_id", "pet_name", "status", "created_at", "updated_at", "applicant_name", "email", "phone",
    "children_at_home", "other_pets", "housing", "landlord_consent", "message",
  ]

  /// The columns a shared catalogue's inquiries add: the shelter each went to.
  public static let shelterHeader = ["shelter_id", "shelter_name"]

  /// The whole file: header and rows. `petNames` maps pet ids to names (missing pets get an
  /// empty cell); `shelters`, a shared catalogue's inquiries' shelters by inquiry number (its id
  /// and name), adds their two columns when given.
  public static func render(
    _ inquiries: [Inquiry], petNames: [String: String], shelters: [Int64: (id: String, name: String)]? = nil
  ) -> String {
    var lines = [(header + (shelters == nil ? [] : shelterHeader)).map(cell).joined(separator: ",")]
    for inquiry in inquiries {
      let shelter =
        shelters.map { shelters in [shelters[inquiry.id]?.id ?? "", shelters[inquiry.id]?.name ?? ""] } ?? []
      let fields =
        [
          String(inquiry.id), inquiry.petID, petNames[inquiry.petID] ?? "", inquiry.status.rawValue,
          timestamp(inquiry.createdAt), timestamp(inquiry.updatedAt), inquiry.applicantName, inquiry.email,
          inquiry.phone ?? "", inquiry.childrenAtHome ? "yes" : "no", inquiry.otherPets, inquiry.housing.rawValue,
          inquiry.landlordConsent ? "yes" : "no", inquiry.message,
        ] + shelter
      lines.append(fields.map(cell).joined(separator: ","))
    }
    return lines.map { $0 + "\r\n" }.joined()
  }

  /// One cell, neutralised and quoted as needed.
  public static func cell(_ text: String) -> String {
    var text = text
    if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
      text = "'" + text
    }
    let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// `2026-11-21T14:03:00Z`: UTC, to the second, for spreadsheets and scripts.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func pad(_ value: Int?, _ width: Int = 2) -> String {
      let digits = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day))T"
      + "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))Z"
  }
}
