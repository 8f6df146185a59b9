import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// The JSON parser, exercised the only way the tools use it: through the loader.
@Suite struct JSONParsingTests {
  private func loaded(_ record: PetRecord) throws -> Pet {
    let data = Data(catalogJSON([record]).utf8)
    let catalog = try CatalogLoader(today: .fixedToday).load(data: data, file: "pets.json", directory: nil)
    return try #require(catalog.pets.first)
  }

  private func syntaxError(_ text: String) -> String? {
    do {
      _ = try CatalogLoader(today: .fixedToday).load(data: Data(text.utf8), file: "pets.json", directory: nil)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    (#""Zo\u00eb""#, "Zoë"),
    (#""Zo\u00EB""#, "Zoë"),
    (#""\ud83d\udc36 Pup""#, "🐶 Pup"),
    (#""Line one\nLine two""#, "Line one\nLine two"),
    (#""Tab\there""#, "Tab\there"),
    (#""\"Stu\" \\ \/ \b\f\r""#, "\"Stu\" \\ / \u{8}\u{C}\r"),
    (#""小雪""#, "小雪"),
    (#""\u0000""#, "\u{0}"),
  ])
  func string_decodesEscapes(json: String, expected: String) throws {
    #expect(try loaded(.valid().with("description", json)).description == expected)
  }

  @Test(arguments: [
    // Line 3 is `  "shelter": VALUE`, so the value's opening quote is column 14.
    (#""bad \x escape""#, "3:20: malformed JSON: unknown escape \\'x'"),
    (#""\ud83d alone""#, "3:21: malformed JSON: a \\u high surrogate without its low surrogate"),
    (#""\udc36 alone""#, "3:21: malformed JSON: a \\u low surrogate without its high surrogate"),
    (#""\ud83d\u0041""#, "3:27: malformed JSON: a \\u high surrogate without its low surrogate"),
    (#""\u12G4""#, "3:19: malformed JSON: expected four hex digits after \\u"),
    ("\"raw\ttab\"", "3:18: malformed JSON: a control character must be escaped inside a string"),
    (#""never closed"#, "3:27: malformed JSON: a control character must be escaped inside a string"),
  ])
  func string_withABadEscapeOrRawControlCharacter_isAnError(json: String, expected: String) {
    let text = "{\n  \"pets\": [],\n  \"shelter\": \(json)\n}\n"
    #expect(syntaxError(text) == "pets.json:\(expected)")
  }

  @Test func string_unclosedAtTheEndOfTheFile_isAnError() {
    #expect(
      syntaxError(#"{"shelter": "never"#) == "pets.json:1:19: malformed JSON: unexpected end of file inside a string")
  }

  @Test(arguments: ["0", "75", "75.5", "75.50", "1250.50", "0.10"])
  func number_isReadAsExactDecimal_whenAFee(json: String) throws {
    let text = catalogJSON([], top: "\"fees\": {\"common\": \(json)},")
    let catalog = try CatalogLoader(today: .fixedToday).load(data: Data(text.utf8), file: "pets.json", directory: nil)
    #expect(catalog.fees.fee(for: .common) == Decimal(string: json, locale: Locale(identifier: "en_US_POSIX")))
  }

  @Test(arguments: [
    ("-", "3:18: malformed JSON: expected a digit"),
    ("1.", "3:19: malformed JSON: expected a digit after the decimal point"),
    ("1e", "3:19: malformed JSON: expected a digit in the exponent"),
    ("01", "3:18: malformed JSON: expected ',' or '}' after a member"),
    ("+1", "3:17: malformed JSON: unexpected character '+', expected a value"),
    (".5", "3:17: malformed JSON: unexpected character '.', expected a value"),
    ("NaN", "3:17: malformed JSON: unexpected character 'N', expected a value"),
    ("tru", "3:17: malformed JSON: unexpected text, expected true"),
  ])
  func number_withBadGrammar_isAnError(json: String, expected: String) {
    let text = "{\n  \"pets\": [],\n  \"shelter-id\": \(json)\n}\n"
    #expect(syntaxError(text) == "pets.json:\(expected)")
  }

  @Test func number_withExponentOrSign_parsesButIsNotAFee() throws {
    let text = catalogJSON([], top: #""x-count": -1.5e+3, "fees": {"rare": 1.5e2},"#)
    #expect(
      syntaxError(text)
        == "pets.json: field \"fees.rare\": expected an amount such as \"75.00\" (not negative, at most two decimals), "
        + "found the number 1.5e2")
  }

  @Test func unknownKeys_areIgnored_atEveryLevel() throws {
    let record = PetRecord.valid()
      .with("notes", #"{"vet": ["2026-10-03", {"weight": 7.2, "ok": true, "next": null}], "deep": [[[]]]}"#)
      .with("x-kennel", "12")
    let text = catalogJSON([record], top: #""format": 1, "x-exported-by": {"tool": "sheet", "v": [1, 2]},"#)
    let catalog = try CatalogLoader(today: .fixedToday).load(data: Data(text.utf8), file: "pets.json", directory: nil)
    #expect(catalog.pets == [Pet.stuart])
  }

  @Test func whitespace_ofEveryKind_isAllowedBetweenTokens() throws {
    let text = " \t\r\n{\r\n\t\"pets\"\t:\r\n[ ] \n}\r\n\t "
    let catalog = try CatalogLoader(today: .fixedToday).load(data: Data(text.utf8), file: "pets.json", directory: nil)
    #expect(catalog.pets.isEmpty)
  }

  @Test func trailingText_isAnError() {
    #expect(
      syntaxError("{\"pets\": []}\n}") == "pets.json:2:1: malformed JSON: unexpected text after the end of the document"
    )
  }

  @Test func trailingComma_isAnError() {
    #expect(
      syntaxError("{\"pets\": [],\n}") == "pets.json:2:1: malformed JSON: expected a member name in double quotes")
    #expect(
      syntaxError("{\"pets\": [1,]}") == "pets.json:1:13: malformed JSON: unexpected character ']', expected a value")
  }

  @Test func nesting513Deep_isAnError() {
    // The top-level object is level 1, so the 512th bracket opens level 513, at column 10 + 511.
    let text = "{\"pets\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
    #expect(syntaxError(text) == "pets.json:1:521: malformed JSON: nesting deeper than 512 levels")
  }

  @Test func nesting512Deep_parses() {
    let text = "{\"x\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + ", \"pets\": []}"
    #expect(syntaxError(text) == nil)
  }

  @Test func nesting100000Deep_isAnErrorNotACrash() {
    // `[` and `{` alternate, two levels per 6 characters: level 513 opens at offset 256 × 6.
    let text = String(repeating: "[{\"a\":", count: 100_000)
    #expect(syntaxError(text) == "pets.json:1:1537: malformed JSON: nesting deeper than 512 levels")
  }

  @Test func aByteOrderMark_isSkipped_andOnlyAtTheStart() {
    // Editors save "UTF-8 with BOM"; the mark is not JSON, so it is skipped, once.
    #expect(syntaxError("\u{FEFF}{\"pets\": []}") == nil)
    #expect(
      syntaxError("\u{FEFF}\u{FEFF}{\"pets\": []}")
        == "pets.json:1:1: malformed JSON: unexpected character byte 0xef, expected a value")
  }
}

@Suite struct FeeReadingTests {
  private func catalog(top: String) throws -> Catalog {
    let text = catalogJSON([.valid()], top: top)
    return try CatalogLoader(today: .fixedToday).load(data: Data(text.utf8), file: "pets.json", directory: nil)
  }

  private func problems(top: String) -> [String] {
    do {
      _ = try catalog(top: top)
      return []
    } catch let error as CatalogError {
      return error.problems.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  @Test func fees_withoutASchedule_areTheChaptersInUSD() throws {
    let fees = try catalog(top: #""format": 1,"#).fees
    #expect(fees.currencyCode == "USD")
    #expect(Rarity.allCases.map { fees.fee(for: $0) } == [50, 75, 150, 500])
  }

  @Test func fees_givenAsStringsAndNumbers_areExactDecimals() throws {
    let fees = try catalog(
      top: #""currency": "EUR", "fees": {"common": "0.10", "uncommon": 0.20, "very-rare": 1250.50},"#
    )
    .fees
    #expect(fees.currencyCode == "EUR")
    let common = try #require(Decimal(string: "0.10"))
    let uncommon = try #require(Decimal(string: "0.20"))
    #expect(fees.fee(for: .common) == common)
    #expect(fees.fee(for: .uncommon) == uncommon)
    // Through Double this would be 0.30000000000000004.
    #expect(fees.fee(for: .common) + fees.fee(for: .uncommon) == Decimal(string: "0.30"))
    #expect("\(fees.fee(for: .common) + fees.fee(for: .uncommon))" == "0.3")
    #expect(fees.fee(for: .veryRare) == Decimal(string: "1250.5"))
    // A rarity left out keeps the standard fee.
    #expect(fees.fee(for: .rare) == 150)
  }

  @Test(arguments: [
    (#""-5""#, "\"-5\""), ("-5", "the number -5"), (#""75.001""#, "\"75.001\""), ("75.001", "the number 75.001"),
    (#""1e3""#, "\"1e3\""), (#""75.""#, "\"75.\""), (#"".5""#, "\".5\""), (#""$75""#, "\"$75\""), (#""""#, "\"\""),
    (#""7 5""#, "\"7 5\""), (#""1,000""#, "\"1,000\""), (#""٧٥""#, "\"٧٥\""),
  ])
  func fee_whenNotAPlainAmount_isAnError(json: String, found: String) {
    #expect(
      problems(top: "\"fees\": {\"rare\": \(json)},") == [
        "pets.json: field \"fees.rare\": expected an amount such as \"75.00\" (not negative, at most two decimals), "
          + "found \(found)"
      ])
  }

  @Test func fee_whenNotAStringOrNumber_isAnError() {
    #expect(
      problems(top: #""fees": {"rare": true},"#) == [
        "pets.json: field \"fees.rare\": expected an amount such as \"75.00\", found true"
      ])
  }

  @Test func fee_forAnUnknownRarity_isAnError() {
    #expect(
      problems(top: #""fees": {"legendary": "900.00"},"#) == [
        "pets.json: field \"fees.legendary\": expected one of common, uncommon, rare, very-rare, found \"legendary\""
      ])
  }

  @Test func fees_whenNotAnObject_isAnError() {
    #expect(
      problems(top: #""fees": [50, 75],"#) == [
        "pets.json: field \"fees\": expected an object of fees by rarity, found an array"
      ])
  }

  @Test(arguments: [(#""usd""#, "\"usd\""), (#""US""#, "\"US\""), (#""EURO""#, "\"EURO\""), ("840", "the number 840")])
  func currency_whenNotAnISOCode_isAnError(json: String, found: String) {
    #expect(
      problems(top: "\"currency\": \(json),") == [
        "pets.json: field \"currency\": expected a three-letter ISO 4217 code such as \"USD\", found \(found)"
      ])
  }
}
