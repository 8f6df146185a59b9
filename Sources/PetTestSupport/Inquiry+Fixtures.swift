import Foundation
import PetStore

// Named inquiries for tests, made at fixed moments (never the clock).

extension InquiryApplication {
  /// Ada asks about Bandit: she owns her home, has no children, and gives a phone number.
  public static let adaAboutBandit = InquiryApplication(
    petID: "bandit", applicantName: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0000",
    childrenAtHome: false, otherPets: "one old cat", housing: .own,
    message: "A quiet house with a big garden and a cat flap.")

  /// Grace asks about Zoë, renting with her landlord's consent, with no phone.
  public static let graceAboutZoe = InquiryApplication(
    petID: "zoe", applicantName: "Grace Hopper", email: "grace@example.com", childrenAtHome: true, housing: .rent,
    landlordConsent: true, message: "A sunny flat with a window sill for a Siamese.")
}

extension Date {
  /// 2026-11-21 14:03 UTC, the day tests count ages to.
  public static let sentThisYear = Date(timeIntervalSince1970: 1_795_269_780)
  /// 2025-03-02 12:00 UTC, in the year before.
  public static let sentLastYear = Date(timeIntervalSince1970: 1_740_916_800)
}

extension Inquiry {
  /// Grace's inquiry about Zoë, sent on 2 March 2025 (number 1).
  public static let graceLastYear = FakeStore.inquiry(.graceAboutZoe, id: 1, at: .sentLastYear)
  /// Ada's inquiry about Bandit, sent on 21 November 2026 (number 2): the latest.
  public static let adaThisYear = FakeStore.inquiry(.adaAboutBandit, id: 2, at: .sentThisYear)
}
