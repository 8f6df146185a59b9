import PetAdoptionFlow
import PetStore
import PetTestSupport
import Testing

@Suite struct InquiryFormTests {
  /// A form that passes every rule.
  static var valid: InquiryForm {
    var form = InquiryForm(petID: "stuart")
    form.name = "  Ada Lovelace "
    form.email = "ada@example.com"
    form.phone = "+44 (20) 7946-0958"
    form.childrenAtHome = true
    form.otherPets = "One old cat"
    form.housing = .rent
    form.landlordConsent = true
    form.message = "We have a garden and I work from home."
    return form
  }

  @Test func emptyForm_hasAProblemForEveryRequiredField() {
    let form = InquiryForm(petID: "stuart")
    #expect(form.problems.map(\.field) == [.name, .email, .childrenAtHome, .housing, .message])
    #expect(
      form.problems.map(\.message) == [
        "Enter your name",
        "Enter an email address like name@example.com",
        "Say whether children live in your home",
        "Say whether you own or rent your home",
        "Tell the shelter a little about your home (at least 20 characters)",
      ])
    #expect(form.isValid == false)
    #expect(form.application == nil)
  }

  @Test func validForm_givesTheTrimmedApplication() {
    #expect(Self.valid.isValid)
    #expect(
      Self.valid.application
        == InquiryApplication(
          petID: "stuart", applicantName: "Ada Lovelace", email: "ada@example.com", phone: "+44 (20) 7946-0958",
          childrenAtHome: true, otherPets: "One old cat", housing: .rent, landlordConsent: true,
          message: "We have a garden and I work from home."))
  }

  @Test func name_whenBlankOrTooLong() {
    var form = Self.valid
    form.name = "   "
    #expect(form.problem(with: .name) == "Enter your name")
    form.name = String(repeating: "a", count: 101)
    #expect(form.problem(with: .name) == "Keep your name under 100 characters")
  }

  @Test(arguments: ["ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada @example.com", "a@b..c"])
  func email_whenNotAnAddress(_ email: String) {
    var form = Self.valid
    form.email = email
    #expect(form.problem(with: .email) == "Enter an email address like name@example.com")
  }

  @Test(arguments: ["ada@example.com", "a.b+pets@mail.example.co.uk", " ada@example.com "])
  func email_whenAnAddress(_ email: String) {
    var form = Self.valid
    form.email = email
    #expect(form.problem(with: .email) == nil)
  }

  @Test func phone_isOptionalButMustLookLikeANumber() {
    var form = Self.valid
    form.phone = ""
    #expect(form.problem(with: .phone) == nil)
    #expect(form.application?.phone == nil)
    form.phone = "call me maybe"
    #expect(form.problem(with: .phone) == "Phone numbers use digits, spaces, +, - and ( )")
    form.phone = "555-12"
    #expect(form.problem(with: .phone) == "Enter the whole number, with at least 7 digits")
    form.phone = "555 1234"
    #expect(form.problem(with: .phone) == nil)
  }

  @Test func landlordConsent_isNeededOnlyByRenters() {
    var form = Self.valid
    form.landlordConsent = false
    #expect(form.problem(with: .landlordConsent) == "Renters need their landlord's consent")
    form.housing = .own
    #expect(form.problem(with: .landlordConsent) == nil)
    #expect(form.isValid)
    form.landlordConsent = true
    #expect(form.application?.landlordConsent == false)  // owners have no landlord
  }

  @Test func message_needsTwentyCharactersAndAtMostTwoThousand() {
    var form = Self.valid
    form.message = "  Exactly twenty chars  "
    #expect(form.problem(with: .message) == nil)  // 20 after trimming
    form.message = "Exactly nineteen ch"
    #expect(form.problem(with: .message) == "Tell the shelter a little about your home (at least 20 characters)")
    form.message = String(repeating: "x", count: 2001)
    #expect(form.problem(with: .message) == "Keep the message under 2,000 characters")
  }

  /// "2,000 characters" counted characters alone: a message of 1,999 of them holding 61,969
  /// scalars (122 KB) passed, and a name of one character holding 30,001. Each limit counts
  /// scalars too, at four a character.
  @Test func limits_countScalarsToo_soCombiningMarksCannotStretchThem() {
    let marks = String(repeating: "\u{0301}", count: 30)
    var form = Self.valid
    form.name = "a" + String(repeating: "\u{0301}", count: 30_000)
    #expect(form.name.count == 1)
    #expect(form.problem(with: .name) == "Keep your name under 100 characters")
    form.name = "Zoë"
    #expect(form.problem(with: .name) == nil)
    form.message = String(repeating: "x" + marks, count: 1_999)
    #expect(form.message.count == 1_999)
    #expect(form.problem(with: .message) == "Keep the message under 2,000 characters")
    // Four scalars a character is real text's room: flags, skin tones, an accent or two.
    form.message = String(repeating: "e\u{0301}\u{0323}\u{0302}", count: 2_000)
    #expect(form.problem(with: .message) == nil)
    form.otherPets = "a" + String(repeating: "\u{0301}", count: 2_000)
    #expect(form.problem(with: .otherPets) == "Keep this under 500 characters")
  }

  @Test func email_andPhone_haveLimitsToo() {
    var form = Self.valid
    form.email = String(repeating: "a", count: 250) + "@example.com"
    #expect(form.problem(with: .email) == "Enter an email address like name@example.com")
    form.email = "ada@example.com"
    #expect(form.problem(with: .email) == nil)
    form.phone = String(repeating: "5", count: 31)
    #expect(form.problem(with: .phone) == "Keep the phone number under 30 characters")
    form.phone = "+1 (555) 010-0000"
    #expect(form.problem(with: .phone) == nil)
  }

  @Test func otherPets_isOptionalUpToFiveHundredCharacters() {
    var form = Self.valid
    form.otherPets = ""
    #expect(form.problem(with: .otherPets) == nil)
    form.otherPets = String(repeating: "x", count: 501)
    #expect(form.problem(with: .otherPets) == "Keep this under 500 characters")
  }
}
