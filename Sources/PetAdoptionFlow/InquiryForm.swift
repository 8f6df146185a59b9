import Foundation
import PetLocalization
import PetStore

/// A field of the adoption inquiry form, in the order the form shows them.
public enum InquiryField: String, CaseIterable, Sendable {
  case name, email, phone, childrenAtHome, otherPets, housing, landlordConsent, message
}

/// What an applicant has typed and chosen so far, and the rules it must meet.
///
/// A plain value with no view and no clock: the window's form and
/// `petcards inquiries add` both fill one in and ask it what is wrong.
public struct InquiryForm: Equatable, Sendable {
  public var petID: String
  public var name = ""
  public var email = ""
  /// Optional; empty when not given.
  public var phone = ""
  /// `nil` until the applicant answers.
  public var childrenAtHome: Bool?
  /// Optional; the applicant's other pets in their own words.
  public var otherPets = ""
  /// `nil` until the applicant answers.
  public var housing: Housing?
  /// Required when `housing` is `.rent`.
  public var landlordConsent = false
  public var message = ""

  public init(petID: String) {
    self.petID = petID
  }

  public static let minimumMessageLength = 20
  public static let maximumMessageLength = 2000
  public static let maximumNameLength = 100
  public static let maximumOtherPetsLength = 500
  public static let minimumPhoneDigits = 7
  /// The longest email address (RFC 5321 allows 254 characters in a path).
  public static let maximumEmailLength = 254
  /// The longest phone number, spaces and punctuation included.
  public static let maximumPhoneLength = 30
  /// How many Unicode scalars one character of a limit may hold: a character may carry any
  /// number of combining marks, so "2,000 characters" let through 61,969 scalars (122 KB), and
  /// a name of one character 30,001. Four covers real text (an accent or two, a flag, a skin
  /// tone); what a limit allows is bounded in scalars, and so in bytes, as well.
  public static let scalarsPerCharacter = 4

  /// Whether `text` is over `limit` characters, or over `scalarsPerCharacter` times that in
  /// Unicode scalars.
  static func isLonger(_ text: String, than limit: Int) -> Bool {
    text.unicodeScalars.count > limit * scalarsPerCharacter || text.count > limit
  }

  /// What can be wrong with a field: each says it in one sentence (`text`).
  public enum Problem: CaseIterable, Sendable {
    case nameMissing, nameTooLong, emailInvalid, phoneTooLong, phoneCharacters, phoneTooShort, childrenUnanswered
    case otherPetsTooLong, housingUnanswered, landlordConsentMissing, messageTooShort, messageTooLong

    /// The field it is about.
    public var field: InquiryField {
      switch self {
      case .nameMissing, .nameTooLong: .name
      case .emailInvalid: .email
      case .phoneTooLong, .phoneCharacters, .phoneTooShort: .phone
      case .childrenUnanswered: .childrenAtHome
      case .otherPetsTooLong: .otherPets
      case .housingUnanswered: .housing
      case .landlordConsentMissing: .landlordConsent
      case .messageTooShort, .messageTooLong: .message
      }
    }

    /// The words shown next to the field.
    public var text: String {
      switch self {
      case .nameMissing: tr("Enter your name")
      case .nameTooLong: tr("Keep your name under 100 characters")
      case .emailInvalid: tr("Enter an email address like name@example.com")
      case .phoneTooLong: tr("Keep the phone number under 30 characters")
      case .phoneCharacters: tr("Phone numbers use digits, spaces, +, - and ( )")
      case .phoneTooShort: tr("Enter the whole number, with at least 7 digits")
      case .childrenUnanswered: tr("Say whether children live in your home")
      case .otherPetsTooLong: tr("Keep this under 500 characters")
      case .housingUnanswered: tr("Say whether you own or rent your home")
      case .landlordConsentMissing: tr("Renters need their landlord's consent")
      case .messageTooShort: tr("Tell the shelter a little about your home (at least 20 characters)")
      case .messageTooLong: tr("Keep the message under 2,000 characters")
      }
    }
  }

  /// What is wrong with `field`, in the words shown next to it, or `nil` when it is fine.
  public func problem(with field: InquiryField) -> String? {
    problemKind(with: field)?.text
  }

  /// What is wrong with `field`, or `nil` when it is fine.
  func problemKind(with field: InquiryField) -> Problem? {
    switch field {
    case .name:
      let name = Self.trimmed(self.name)
      if name.isEmpty { return .nameMissing }
      if Self.isLonger(name, than: Self.maximumNameLength) { return .nameTooLong }
      return nil
    case .email:
      return Self.isEmailAddress(Self.trimmed(email)) ? nil : .emailInvalid
    case .phone:
      let phone = Self.trimmed(self.phone)
      if phone.isEmpty { return nil }
      if Self.isLonger(phone, than: Self.maximumPhoneLength) { return .phoneTooLong }
      if !phone.unicodeScalars.allSatisfy({ Self.phoneCharacters.contains($0) }) { return .phoneCharacters }
      if phone.unicodeScalars.filter({ ("0"..."9").contains($0) }).count < Self.minimumPhoneDigits {
        return .phoneTooShort
      }
      return nil
    case .childrenAtHome:
      return childrenAtHome == nil ? .childrenUnanswered : nil
    case .otherPets:
      return Self.isLonger(Self.trimmed(otherPets), than: Self.maximumOtherPetsLength) ? .otherPetsTooLong : nil
    case .housing:
      return housing == nil ? .housingUnanswered : nil
    case .landlordConsent:
      return housing == .rent && !landlordConsent ? .landlordConsentMissing : nil
    case .message:
      let message = Self.trimmed(self.message)
      if message.count < Self.minimumMessageLength { return .messageTooShort }
      if Self.isLonger(message, than: Self.maximumMessageLength) { return .messageTooLong }
      return nil
    }
  }

  /// Every problem, in the form's order.
  public var problems: [(field: InquiryField, message: String)] {
    InquiryField.allCases.compactMap { field in problem(with: field).map { (field, $0) } }
  }

  /// Whether the form may be sent.
  public var isValid: Bool { InquiryField.allCases.allSatisfy { problem(with: $0) == nil } }

  /// The application to store, with surrounding spaces trimmed, or `nil` while the form is invalid.
  public var application: InquiryApplication? {
    guard isValid, let childrenAtHome, let housing else { return nil }
    let phone = Self.trimmed(self.phone)
    return InquiryApplication(
      petID: petID, applicantName: Self.trimmed(name), email: Self.trimmed(email),
      phone: phone.isEmpty ? nil : phone, childrenAtHome: childrenAtHome, otherPets: Self.trimmed(otherPets),
      housing: housing, landlordConsent: housing == .rent && landlordConsent, message: Self.trimmed(message))
  }

  static let phoneCharacters = CharacterSet(charactersIn: "0123456789 +-()")

  static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A deliberately plain check: one `@`, something before it, and a dotted
  /// domain after it, with no spaces or control characters. The shelter's
  /// reply is the real test of an address.
  static func isEmailAddress(_ text: String) -> Bool {
    guard !isLonger(text, than: maximumEmailLength) else { return false }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty,
      !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F })
    else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }
}
