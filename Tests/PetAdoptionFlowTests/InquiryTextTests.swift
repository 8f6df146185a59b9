import Foundation
import PetAdoptionFlow
import PetStore
import PetTestSupport
import Testing

@Suite struct InquiryTextTests {
  static let created = Date(timeIntervalSince1970: 1_795_269_780)  // 2026-11-21 14:03:00 UTC

  static func inquiry(
    name: String = "Ada Lovelace", phone: String? = "+44 20 7946 0958", message: String = "A garden, and time."
  ) -> Inquiry {
    Inquiry(
      id: 7, petID: "stuart", createdAt: created, updatedAt: created.addingTimeInterval(86_400), status: .underReview,
      applicantName: name, email: "ada@example.com", phone: phone, childrenAtHome: true, otherPets: "One old cat",
      housing: .rent, landlordConsent: true, message: message)
  }

  @Test func viewModel_textsInTheViewersTimeZone() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let model = InquiryViewModel(inquiry: Self.inquiry(), petName: "Stuart", timeZone: tokyo)
    #expect(model.idText == "7")
    #expect(model.petText == "Stuart (stuart)")
    #expect(model.statusText == "Under review")
    #expect(model.createdText == "2026-11-21 23:03")
    #expect(model.updatedText == "2026-11-22 23:03")
    #expect(model.householdText == "Children at home · Other pets: One old cat")
    #expect(model.housingText == "Rents, with the landlord's consent")
    #expect(model.phoneText == "+44 20 7946 0958")
  }

  @Test func viewModel_whenPetLeftTheCatalogue() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let model = InquiryViewModel(inquiry: Self.inquiry(phone: nil), petName: nil, timeZone: utc)
    #expect(model.petText == "stuart (not in the catalogue)")
    #expect(model.phoneText == "Not given")
    #expect(model.createdText == "2026-11-21 14:03")
  }

  @Test func statusNames() {
    #expect(
      InquiryStatus.allCases.map(\.displayName) == ["Submitted", "Under review", "Approved", "Declined", "Withdrawn"])
    #expect(InquiryStatus.spellings == "submitted, under-review, approved, declined, withdrawn")
  }

  @Test func csvCell_quotesAsRFC4180() {
    #expect(InquiryCSV.cell("plain") == "plain")
    #expect(InquiryCSV.cell("a, b") == "\"a, b\"")
    #expect(InquiryCSV.cell("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(InquiryCSV.cell("two\nlines") == "\"two\nlines\"")
    #expect(InquiryCSV.cell("") == "")
  }

  @Test func csvCell_neutralisesFormulas() {
    #expect(InquiryCSV.cell("=HYPERLINK(\"http://x\")") == "\"'=HYPERLINK(\"\"http://x\"\")\"")
    #expect(InquiryCSV.cell("+44 20") == "'+44 20")
    #expect(InquiryCSV.cell("-1") == "'-1")
    #expect(InquiryCSV.cell("@SUM(A1)") == "'@SUM(A1)")
    #expect(InquiryCSV.cell("\tx") == "'\tx")
    #expect(InquiryCSV.cell("a=b") == "a=b")
  }

  @Test func csv_wholeFile() {
    let csv = InquiryCSV.render(
      [Self.inquiry(name: "=cmd|' /C calc'!A0", message: "Line one,\nline \"two\"")], petNames: ["stuart": "Stuart"])
    #expect(
      csv
        == "id,pet_id,pet_name,status,created_at,updated_at,applicant_name,email,phone,children_at_home,other_pets,"
        + "housing,landlord_consent,message\r\n"
        + "7,stuart,Stuart,under-review,2026-11-21T14:03:00Z,2026-11-22T14:03:00Z,'=cmd|' /C calc'!A0,ada@example.com,"
        + "'+44 20 7946 0958,yes,One old cat,rent,yes,\"Line one,\nline \"\"two\"\"\"\r\n")
  }
}

/// Inquiry dates in the reader's locale: medium date, short time.
@Suite struct InquiryDateLocaleTests {
  @Test(arguments: [
    // A narrow no-break space before PM, as ICU writes it.
    ("ja_JP", "2026/11/21 23:03"), ("en_US", "Nov 21, 2026 at 11:03\u{202F}PM"), ("de_DE", "21.11.2026, 23:03"),
  ])
  func createdText_inTheReadersLocale(locale: String, expected: String) throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let model = InquiryViewModel(
      inquiry: InquiryTextTests.inquiry(), petName: "Stuart", timeZone: tokyo, locale: Locale(identifier: locale))
    #expect(model.createdText == expected)
  }
}
