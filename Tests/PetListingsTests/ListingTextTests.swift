import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// The pieces a listing's fields are read with: plain text from HTML, fees and dates as shelters
/// write them.
@Suite struct ListingTextTests {
  @Test(arguments: [
    ("Biscuit &amp;amp; his ball", "Biscuit & his ball"),
    ("&amp;lt;b&amp;gt;Bold&amp;lt;/b&amp;gt; move", "Bold move"),
    ("<p>One.</p><p>Two.</p>", "One.\n\nTwo."),
    ("Line one<br/>Line two<BR>Three", "Line one\nLine two\nThree"),
    ("I <3 cats & weigh < 5 kg", "I <3 cats & weigh < 5 kg"),
    ("Caf&eacute; &#233;t&#xE9; &hellip;", "Café été …"),
    ("Keeps &unknown; as written", "Keeps &unknown; as written"),
    ("No NUL &#0; here", "No NUL &#0; here"),
    ("Windows\r\nline\rends", "Windows\nline\nends"),
    ("  <div>  padded  </div>\n\n\n\nlots of blank\n\n\n", "padded\n\nlots of blank"),
    ("Tab\there\u{0007}bell", "Tab here bell"),
    ("<a href=\"x\" never closed", "<a href=\"x\" never closed"),
    ("<script>x</script>kept", "xkept"),
  ])
  func plainText_decodesEntities_andDropsTags(html: String, plain: String) {
    #expect(PlainText.from(html) == plain)
  }

  @Test func plainText_ofManyOpenBrackets_isTheTextItself() {
    let text = String(repeating: "<a", count: 50_000)
    #expect(PlainText.from(text) == text)
  }

  @Test func plainText_line_isOneLine() {
    #expect(PlainText.line("  Max\r\n &amp; Moritz  ") == "Max & Moritz")
  }

  @Test(arguments: [
    ("$250", ListingFee.amount(250)), ("75.00", .amount(75)), ("1,250.00", .amount(1250)), ("150,00 €", .amount(150)),
    ("1.250,50", .amount(Decimal(string: "1250.5")!)), ("USD 80", .amount(80)), ("£1,050", .amount(1050)),
    ("Waived", .waived), ("Waived for seniors", .waived), ("Free", .waived), ("$0.00", .waived), ("", ListingFee.none),
  ])
  func listingFee_readsTheWaysSheltersWriteFees(text: String, fee: ListingFee) {
    #expect(ListingFee.parse(text) == fee)
  }

  @Test(arguments: ["call us", "$50-$100", "1,25,000", "12.345.67", "50 dollars or best offer", "€"])
  func listingFee_refusesWhatIsNotOneAmount(text: String) {
    #expect(ListingFee.parse(text) == nil)
  }

  @Test func listingDate_readsISODates_inAnyOrder_andOthersByTheirOrder() {
    #expect(ListingDate.iso("2026-05-01T13:00:00Z") == CalendarDate(2026, 5, 1))
    #expect(ListingDate.iso("2026-05-01 13:00") == CalendarDate(2026, 5, 1))
    #expect(ListingDate.iso("2026-05-01x") == nil)
    #expect(ListingDate.date("03/04/2020", order: .dayMonthYear) == CalendarDate(2020, 4, 3))
    #expect(ListingDate.date("03/04/2020", order: .monthDayYear) == CalendarDate(2020, 3, 4))
    #expect(ListingDate.date("2020.04.03", order: .yearMonthDay) == CalendarDate(2020, 4, 3))
    #expect(ListingDate.date("31/02/2020", order: .dayMonthYear) == nil)
    // A two-digit year could be any century.
    #expect(ListingDate.date("03/04/20", order: .dayMonthYear) == nil)
    #expect(ListingDate.date("03/04/2020", order: nil) == nil)
  }

  /// Three runs of digits, nothing else: `-5/03/2019` was read as 5 March (issue 40).
  @Test(arguments: ["-5/03/2019", "5//03/2019", "+5/03/2019", "5/03/2019-", "5/ 3/2019", "٥/03/2019"])
  func listingDate_refusesWhatIsNotThreeRunsOfDigits(text: String) {
    #expect(ListingDate.date(text, order: .dayMonthYear) == nil)
  }

  @Test func listingDate_order_isWhatADayAbove12Says() throws {
    #expect(
      try ListingDate.order(of: [(text: "03/04/2020", where: "a"), (text: "13/04/2020", where: "b")]) == .dayMonthYear)
    #expect(try ListingDate.order(of: [(text: "04/13/2020", where: "a")]) == .monthDayYear)
    #expect(try ListingDate.order(of: [(text: "2020/04/13", where: "a")]) == .yearMonthDay)
    #expect(try ListingDate.order(of: [(text: "03/04/2020", where: "a"), (text: "2026-01-01", where: "b")]) == nil)
  }
}
