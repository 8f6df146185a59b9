import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

@Suite struct FeeTextTests {
  @Test(arguments: [
    (Rarity.common, "$50.00"), (.uncommon, "$75.00"), (.rare, "$150.00"), (.veryRare, "$500.00"),
  ])
  func adoptionFeeText_withTheStandardSchedule(rarity: Rarity, expected: String) {
    #expect(FeeFormatter(schedule: .standard).text(for: rarity) == expected)
    var pet = Pet.template
    pet.rarity = rarity
    #expect(PetViewModel.fixed(pet).adoptionFeeText == expected)
  }

  @Test func adoptionFeeText_ofStuart_isFiveHundredDollars() {
    #expect(PetViewModel.fixed(.stuart).adoptionFeeText == "$500.00")
  }

  @Test func adoptionFeeText_withANonDefaultSchedule_groupsThousands() throws {
    let veryRare = try #require(Decimal(string: "1250.50"))
    let schedule = FeeSchedule(currencyCode: "USD", fees: [.common: 40, .veryRare: veryRare])
    let formatter = FeeFormatter(schedule: schedule)
    #expect(Rarity.allCases.map(formatter.text(for:)) == ["$40.00", "$75.00", "$150.00", "$1,250.50"])
  }

  @Test(arguments: [
    ("en_US", "EUR", "€1,250.50"),
    ("de_DE", "EUR", "1.250,50\u{A0}€"),  // a no-break space before the sign
    ("de_DE", "USD", "1.250,50\u{A0}$"),
    ("en_GB", "GBP", "£1,250.50"),
    ("en_US", "JPY", "¥1,250"),  // yen have no minor unit: Foundation rounds half to even
  ])
  func adoptionFeeText_inAnotherCurrencyAndLocale(locale: String, currency: String, expected: String) throws {
    let fee = try #require(Decimal(string: "1250.50"))
    let formatter = FeeFormatter(
      schedule: FeeSchedule(currencyCode: currency, fees: [.rare: fee]), locale: Locale(identifier: locale))
    #expect(formatter.text(for: .rare) == expected)
  }

  @Test func adoptionFeeText_ignoresTheProcessLocale_byDefaultEnUS() {
    #expect(FeeFormatter(schedule: .standard).locale.identifier == "en_US")
    #expect(PresentationContext(today: .fixedToday).fees.text(for: .rare) == "$150.00")
  }

  @Test func adoptionFeeText_fromACatalogueFile_withFeesAsStringsAndNumbers() throws {
    let text = """
      {
        "currency": "USD",
        "fees": { "common": "0.10", "uncommon": 0.20, "rare": "999999999999.99", "very-rare": 1250.5 },
        "pets": []
      }
      """
    let catalog = try CatalogLoader(today: .fixedToday).load(data: Data(text.utf8), file: "pets.json", directory: nil)
    let context = PresentationContext(catalog: catalog, today: .fixedToday)
    #expect(
      Rarity.allCases.map(context.fees.text(for:)) == ["$0.10", "$0.20", "$999,999,999,999.99", "$1,250.50"])
    #expect(catalog.fees.fee(for: .common) + catalog.fees.fee(for: .uncommon) == Decimal(string: "0.3"))
  }

  @Test func adoptionFeeText_fromACatalogueInEuros_withAGermanLocale() throws {
    let text = #"{"currency": "EUR", "fees": {"very-rare": "1250.50"}, "pets": []}"#
    let catalog = try CatalogLoader(today: .fixedToday).load(data: Data(text.utf8), file: "pets.json", directory: nil)
    let context = PresentationContext(catalog: catalog, today: .fixedToday, locale: Locale(identifier: "de_DE"))
    #expect(context.fees.text(for: .veryRare) == "1.250,50\u{A0}€")
    #expect(context.fees.text(for: .common) == "50,00\u{A0}€")
  }
}
