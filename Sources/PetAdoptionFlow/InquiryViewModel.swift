import Foundation
import PetLocalization
import PetStore

/// Turns a stored `Inquiry` into the text the shelter reads.
///
/// The time zone and the locale come from outside, so tests pin them.
public struct InquiryViewModel: Sendable {
  public let inquiry: Inquiry
  /// The pet's name from the catalogue, or `nil` when the pet is no longer in it.
  public let petName: String?
  public let timeZone: TimeZone
  /// The reader's locale for dates (medium date, short time), or `nil` for the locale-neutral
  /// `2026-11-21 14:03` (the `C` locale).
  public let locale: Locale?

  /// The shelter it went to, for an inquiry sent to a shared catalogue; `nil` otherwise.
  public let shelterName: String?

  public init(inquiry: Inquiry, petName: String?, timeZone: TimeZone, locale: Locale? = nil, shelterName: String? = nil)
  {
    self.shelterName = shelterName
    self.inquiry = inquiry
    self.petName = petName
    self.timeZone = timeZone
    self.locale = locale
  }

  /// The text for the id column, e.g. `12`.
  public var idText: String { String(inquiry.id) }

  /// The text for the pet column, e.g. `Stuart (stuart)`, or `stuart (not in the catalogue)`.
  public var petText: String {
    if let petName { return "\(petName) (\(inquiry.petID))" }
    // TRANSLATORS: %1$@ is a pet's id that the catalogue no longer has.
    return trf(tr("%1$@ (not in the catalogue)"), inquiry.petID)
  }

  /// The text for the applicant column, e.g. `Ada Lovelace`.
  public var applicantText: String { inquiry.applicantName }

  /// The text for the status column, e.g. `Under review`.
  public var statusText: String { inquiry.status.displayName }

  /// The text for the date column, e.g. `2026-11-21 14:03`, or `2026/11/21 14:03` in `ja_JP`, in
  /// the viewer's time zone.
  public var createdText: String { dateText(inquiry.createdAt) }

  /// The text for the last-changed line, e.g. `2026-11-22 09:30`.
  public var updatedText: String { dateText(inquiry.updatedAt) }

  private func dateText(_ date: Date) -> String {
    guard let locale else { return Self.minuteText(date, timeZone: timeZone) }
    let formatter = DateFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateStyle = .medium
    formatter.timeStyle = .short
    return formatter.string(from: date)
  }

  /// The text for the household line, e.g. `Children at home · Other pets: one old cat`.
  public var householdText: String {
    let children = inquiry.childrenAtHome ? tr("Children at home") : tr("No children at home")
    // TRANSLATORS: %1$@ is the applicant's own words about their other pets.
    let pets = inquiry.otherPets.isEmpty ? tr("No other pets") : trf(tr("Other pets: %1$@"), inquiry.otherPets)
    return "\(children) · \(pets)"
  }

  /// The text for the housing line: `Owns their home`, `Rents, with the landlord's consent`.
  public var housingText: String {
    switch inquiry.housing {
    case .own: tr("Owns their home")
    case .rent:
      inquiry.landlordConsent ? tr("Rents, with the landlord's consent") : tr("Rents, without the landlord's consent")
    }
  }

  /// The text for the phone line: the number, or `Not given`.
  public var phoneText: String { inquiry.phone ?? tr("Not given") }

  /// Label and value pairs for a full view of the inquiry, in order.
  public var details: [(label: String, value: String)] {
    [
      (trc("inquiry detail", "Inquiry"), idText), (trc("inquiry detail", "Pet"), petText),
    ] + (shelterName.map { [(trc("inquiry detail", "Shelter"), $0)] } ?? []) + [
      (trc("inquiry detail", "Status"), statusText),
      // TRANSLATORS: the label before the date and time the inquiry was sent.
      (trc("inquiry detail", "Sent"), createdText),
      // TRANSLATORS: the label before the date and time the inquiry last changed.
      (trc("inquiry detail", "Changed"), updatedText), (trc("inquiry detail", "Applicant"), applicantText),
      (trc("inquiry detail", "Email"), inquiry.email), (trc("inquiry detail", "Phone"), phoneText),
      (trc("inquiry detail", "Household"), householdText), (trc("inquiry detail", "Housing"), housingText),
      (trc("inquiry detail", "Message"), inquiry.message),
    ]
  }

  static func minuteText(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func pad(_ value: Int?, _ width: Int = 2) -> String {
      let digits = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day)) \(pad(parts.hour)):\(pad(parts.minute))"
  }
}
