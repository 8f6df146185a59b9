import Foundation
import PetLocalization
import PetStore

/// The shelter a catalogue belongs to, as far as the catalogue says.
public struct ShelterContact: Hashable, Sendable {
  /// The shelter's name (`shelter`), e.g. `Riverbend Animal Shelter`.
  public var name: String?
  /// Where inquiries go (`shelterEmail`), e.g. `adopt@riverbend.example`.
  public var email: String?

  public init(name: String? = nil, email: String? = nil) {
    self.name = name
    self.email = email
  }

  /// The contact `Catalog.contact(for:)` gives for a pet.
  public init(_ contact: (name: String?, email: String?)) {
    self.init(name: contact.name, email: contact.email)
  }
}

/// A saved inquiry as an email to the shelter: the subject and body a mail program is handed
/// through a `mailto:` link (RFC 6068), for the person to read and send.
public struct InquiryEmail: Sendable {
  public let inquiry: Inquiry
  public let petName: String
  public let shelterName: String?

  public init(inquiry: Inquiry, petName: String, shelterName: String?) {
    self.inquiry = inquiry
    self.petName = petName
    self.shelterName = shelterName
  }

  /// e.g. `Adoption inquiry: Stuart (stuart)`.
  public var subject: String {
    // TRANSLATORS: an email's subject; %1$@ is the pet's name, %2$@ its id in the catalogue.
    trf(tr("Adoption inquiry: %1$@ (%2$@)"), petName, inquiry.petID)
  }

  /// The greeting, the request, then the inquiry's details, one `Label: value` a line.
  public var body: String {
    let details = InquiryViewModel(inquiry: inquiry, petName: petName, timeZone: .current)
    let skipped: Set<String> = [
      trc("inquiry detail", "Status"), trc("inquiry detail", "Changed"), trc("inquiry detail", "Sent"),
    ]
    let lines = details.details.filter { !skipped.contains($0.label) }.map { "\($0.label): \($0.value)" }
    // TRANSLATORS: the email's greeting; %1$@ is the shelter's name.
    let greeting = shelterName.map { trf(tr("Hello %1$@,"), $0) } ?? tr("Hello,")
    // TRANSLATORS: %1$@ is the pet's name.
    let request = trf(tr("I would like to adopt %1$@. My inquiry:"), petName)
    return ([greeting, "", request, ""] + lines + ["", inquiry.applicantName]).joined(separator: "\r\n")
  }

  /// The email as text to paste into a message, where no mail program takes the link: who it
  /// is to, its subject, then its body, one line a line.
  public func text(to address: String) -> String {
    // TRANSLATORS: the first lines of the inquiry's email as copied; %1$@ is the shelter's address, %2$@ the subject.
    trf(tr("To: %1$@\nSubject: %2$@"), address, subject) + "\n\n"
      + body.replacingOccurrences(of: "\r\n", with: "\n") + "\n"
  }

  /// The `mailto:` link to `address` with this subject and body, every byte outside RFC 3986's
  /// unreserved characters percent-encoded, so nothing in the text can add a header or a
  /// recipient.
  public func link(to address: String) -> String {
    "mailto:\(Self.encoded(address, keeping: "@"))?subject=\(Self.encoded(subject))&body=\(Self.encoded(body))"
  }

  static func encoded(_ text: String, keeping extra: String = "") -> String {
    var result = ""
    for byte in text.utf8 {
      // Both are ASCII: a byte of a longer UTF-8 sequence is never kept.
      if isUnreserved(byte) || extra.utf8.contains(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return result
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
    default: false
    }
  }
}
