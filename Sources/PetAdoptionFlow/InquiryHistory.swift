import Foundation
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// What the person has already asked the shelter: the day and status of their latest inquiry
/// about each pet, and their latest inquiry of all (whose name, email and phone fill in a new
/// form).
///
/// Made once from the stored inquiries, in one pass, and kept up to date as the window sends more.
public struct InquiryHistory: Equatable, Sendable {
  /// The latest inquiry about each pet, by pet id: its day and where it stands (the shelter
  /// sets that, e.g. with `petcards inquiries set-status`) are read from it.
  private var latestAbout: [String: Inquiry] = [:]
  /// The latest inquiry of all, or `nil` when there is none.
  public private(set) var latest: Inquiry?
  private let calendar: Calendar
  /// Whether inquiries go to the shelter's server (a shared catalogue): one kept here with no
  /// shared number was not sent (the server could not be reached), and is said so.
  public let reachesShelter: Bool
  /// The shelter's latest message in each inquiry that reached it, by its shared number.
  public var shelterMessages: [Int64: ShelterMessage] = [:]

  /// The history of `inquiries` (in any order), with days counted in `calendar`'s time zone.
  public init(_ inquiries: [Inquiry] = [], calendar: Calendar = .current, reachesShelter: Bool = false) {
    self.calendar = calendar
    self.reachesShelter = reachesShelter
    for inquiry in inquiries { record(inquiry) }
  }

  /// Adds an inquiry just sent (or read).
  public mutating func record(_ inquiry: Inquiry) {
    if Self.isLatest(inquiry, after: latestAbout[inquiry.petID]) { latestAbout[inquiry.petID] = inquiry }
    if Self.isLatest(inquiry, after: latest) { latest = inquiry }
  }

  /// Whether `inquiry` was made after `other` (the later number wins a tie), or there is no other.
  private static func isLatest(_ inquiry: Inquiry, after other: Inquiry?) -> Bool {
    other.map { ($0.createdAt, $0.id) <= (inquiry.createdAt, inquiry.id) } ?? true
  }

  /// The latest inquiry about `petID` when it is kept here and was not sent; else `nil`.
  public func unsentInquiry(petID: String) -> Inquiry? {
    guard reachesShelter, let inquiry = latestAbout[petID], inquiry.sharedID == nil else { return nil }
    return inquiry
  }

  /// The latest inquiry about `petID`, or `nil` when the person never asked about it.
  public func latestInquiry(petID: String) -> Inquiry? { latestAbout[petID] }

  /// A new form about `petID`, filled in with the applicant's name, email and phone from their
  /// latest inquiry (about any pet); blank when they have sent none.
  public func newForm(petID: String) -> InquiryForm {
    var form = InquiryForm(petID: petID)
    // An inquiry about this pet kept and not sent: the form is it, whole, to send again.
    if let unsent = unsentInquiry(petID: petID) {
      form.name = unsent.applicantName
      form.email = unsent.email
      form.phone = unsent.phone ?? ""
      form.childrenAtHome = unsent.childrenAtHome
      form.otherPets = unsent.otherPets
      form.housing = unsent.housing
      form.landlordConsent = unsent.landlordConsent
      form.message = unsent.message
      return form
    }
    guard let latest else { return form }
    form.name = latest.applicantName
    form.email = latest.email
    form.phone = latest.phone ?? ""
    return form
  }

  /// The text under the card's "Ask to adopt…" button, e.g. `You asked about Bandit on November
  /// 21` (with the year when it is not `today`'s), and what the shelter made of it once it has
  /// (`…: the shelter approved it`), or `nil` when the person never asked about `petID`.
  public func askedText(petID: String, petName: String, today: CalendarDate, locale: Locale) -> String? {
    guard let inquiry = latestAbout[petID] else { return nil }
    if unsentInquiry(petID: petID) != nil {
      return trf(
        tr(
          // TRANSLATORS: under "Ask to adopt…" on a shared catalogue whose server could not be reached; %1$@ is the pet's name.
          "Your inquiry about %1$@ is kept on this computer, not sent: the shelter's server could not be reached. Ask to adopt… sends it."
        ),
        petName)
    }
    // The day in the viewer's time zone.
    let dayText = Self.dayText(CalendarDate(inquiry.createdAt, in: calendar), today: today, locale: locale)
    let asked = askedLine(inquiry, petName: petName, dayText: dayText)
    // Its first 300 characters: a card is not the place for a 2,000-character letter.
    guard let sharedID = inquiry.sharedID,
      let message = shelterMessageText(sharedID, today: today, locale: locale, limit: Self.messageShown)
    else { return asked }
    return asked + "\n" + message
  }

  /// What the shelter wrote last in the conversation of inquiry `sharedID`, its first `limit`
  /// characters, as the card and the Write to the Shelter dialog say it: `The shelter wrote on
  /// November 30: “Could you visit on Saturday?”`; `nil` while it has written nothing.
  public func shelterMessageText(_ sharedID: Int64, today: CalendarDate, locale: Locale, limit: Int) -> String? {
    guard let message = shelterMessages[sharedID] else { return nil }
    let written = Self.dayText(CalendarDate(message.createdAt, in: calendar), today: today, locale: locale)
    return trf(
      tr(
        // TRANSLATORS: under "You asked about…" on a shared catalogue, and in the Write to the Shelter dialog; %1$@ is a day, e.g. "November 30", %2$@ the shelter's message, as written.
        "The shelter wrote on %1$@: “%2$@”"), written, DisplayText.clipped(message.body, to: limit))
  }

  /// How much of the shelter's message the card shows, in characters.
  static let messageShown = 300

  /// The line that says when the person asked about the pet and where it stands.
  private func askedLine(_ inquiry: Inquiry, petName: String, dayText: String) -> String {
    switch inquiry.status {
    // TRANSLATORS: under "Ask to adopt…" in each of these; %1$@ is the pet's name, %2$@ a day,
    // e.g. "November 21".
    case .submitted: trf(tr("You asked about %1$@ on %2$@"), petName, dayText)
    case .underReview: trf(tr("You asked about %1$@ on %2$@: the shelter is looking at it"), petName, dayText)
    case .approved: trf(tr("You asked about %1$@ on %2$@: the shelter approved it"), petName, dayText)
    case .declined: trf(tr("You asked about %1$@ on %2$@: the shelter declined it"), petName, dayText)
    case .withdrawn: trf(tr("You asked about %1$@ on %2$@ and withdrew it"), petName, dayText)
    }
  }

  /// A day as the locale writes it, e.g. `November 21`, or `November 21, 2025` in another year.
  public static func dayText(_ day: CalendarDate, today: CalendarDate, locale: Locale) -> String {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
    let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
    guard let date = gregorian.date(from: components) else { return day.isoString }
    let formatter = DateFormatter()
    formatter.calendar = gregorian
    formatter.timeZone = gregorian.timeZone
    formatter.locale = locale
    formatter.setLocalizedDateFormatFromTemplate(day.year == today.year ? "MMMMd" : "yMMMMd")
    return formatter.string(from: date)
  }
}

/// The forms the person closed without sending, by pet, for the rest of the session: reopening
/// the form for that pet brings back what they typed.
public final class InquiryDrafts {
  /// What one closed form held.
  public struct Draft: Equatable, Sendable {
    /// The form as it was left.
    public var form: InquiryForm
    /// The fields the person had finished with, whose messages show again.
    public var touched: Set<InquiryField>
  }

  private var drafts: [String: Draft] = [:]

  public init() {}

  /// The draft about `petID`, if one was kept.
  public func draft(petID: String) -> Draft? { drafts[petID] }

  /// Keeps `draft` for its pet, replacing any older one.
  public func keep(_ draft: Draft) { drafts[draft.form.petID] = draft }

  /// Forgets the draft about `petID` (sent, or discarded).
  public func remove(petID: String) { drafts[petID] = nil }

  /// The ids of the pets with a draft, sorted.
  public var petIDs: [String] { drafts.keys.sorted() }
}
