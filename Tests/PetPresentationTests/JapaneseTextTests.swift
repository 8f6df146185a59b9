import Foundation
import PetCatalog
import PetLocalization
import PetPresentation
import PetTestSupport
import Testing

/// The card's and the list's words in Japanese (po/ja.po), and numbers and money in `ja_JP`.
@Suite struct JapaneseTextTests {
  /// `body` in `ja_JP.UTF-8` with the Japanese catalog.
  func inJapanese<T>(_ body: () throws -> T) throws -> T {
    try Translations.inLocale("ja_JP.UTF-8", catalogs: Translations.compiled(), body)
  }

  @Test func cardTexts_ofStuart_inJapanese() throws {
    let context = PresentationContext(
      today: .fixedToday, fees: FeeFormatter(schedule: .standard, locale: Locale(identifier: "ja_JP")),
      imageDirectory: "/srv/pets")
    let texts = try inJapanese {
      let pet = PetViewModel(pet: .stuart, context: context)
      return [
        pet.ageText, pet.adoptionFeeText, pet.breedText, pet.sexText, pet.sizeText, pet.temperamentText,
        pet.healthText, pet.statusText, pet.image.accessibleDescription,
      ]
    }
    #expect(
      texts == [
        "3歳", "$500.00", "犬 · Cavalier King Charles Spaniel", "オス", "小型", "子ども、犬と仲良し · 猫との相性は未確認",
        "去勢手術済み · ワクチン接種済み · トイレのしつけ済み", "募集中",
        "Stuart(犬・Cavalier King Charles Spaniel)の写真",
      ])
  }

  @Test func healthText_ofASpayedFemale_andNoRecord_inJapanese() throws {
    let spayed = Pet.make("mo", "Mo") {
      ($0.spayedNeutered, $0.vaccinated, $0.houseTrained) = (true, false, false)
    }
    let texts = try inJapanese { [PetViewModel.fixed(spayed).healthText, PetViewModel.fixed(.template).healthText] }
    #expect(texts == ["避妊手術済み · ワクチン未接種 · トイレのしつけはまだ", "健康記録はまだありません"])
  }

  @Test func countAndEmptyState_inJapanese_groupDigitsAsJapanDoes() throws {
    let pets = (0..<1_200).map { Pet.make("pet-\($0)", "Pet \($0)") }
    let catalog = Catalog(shelter: nil, pets: pets)
    let texts = try inJapanese {
      var list = PetListViewModel(catalog: catalog, today: .fixedToday, locale: Locale(identifier: "ja_JP"))
      let all = list.countText
      let some = list.countText(shown: 3)
      list.filter.search = "rex"
      return [all, some, list.emptyTitle, list.emptyMessage]
    }
    #expect(
      texts == [
        "1,200匹", "1,200匹中3匹", "「rex」に合うペットはいません", "別の名前や品種で探すか、言葉を減らしてください。",
      ])
  }

  @Test(arguments: [
    ("ja_JP", "USD", "1250.50", "$1,250.50"),
    ("ja_JP", "JPY", "50000", "¥50,000"),  // yen have no minor unit
    ("en_US", "USD", "500", "$500.00"),
  ])
  func adoptionFeeText_inTheReadersLocale(locale: String, currency: String, amount: String, expected: String) throws {
    let fee = try #require(Decimal(string: amount))
    let formatter = FeeFormatter(
      schedule: FeeSchedule(currencyCode: currency, fees: [.rare: fee]), locale: Locale(identifier: locale))
    #expect(formatter.text(for: .rare) == expected)
  }

  @Test(arguments: [
    ("ja_JP.UTF-8", "ja_JP"), ("en_US.UTF-8", "en_US"), ("C", "en_US"), ("POSIX", "en_US"), ("C.UTF-8", "en_US"),
    ("", "en_US"), ("sr_RS@latin", "sr_RS"),
  ])
  func readerLocale_fromTheCLibrarysLocaleName(name: String, identifier: String) {
    #expect(Localization.locale(named: name).identifier == identifier)
  }

  @Test func everyDisplayName_isTranslated() throws {
    let (english, japanese) = try inJapanese {
      (
        Species.allCases.map(\.displayName) + Sex.allCases.map(\.displayName) + Size.allCases.map(\.displayName)
          + AdoptionStatus.allCases.map(\.displayName) + AgeGroup.allCases.map(\.displayName)
          + Company.allCases.map(\.displayName) + PetSortOrder.allCases.map(\.displayName),
        Species.allCases.map(\.displayName).joined(separator: " ")
      )
    }
    #expect(!english.contains { $0.contains(where: \.isASCII) })
    #expect(japanese == "犬 猫 うさぎ 鳥 モルモット ハムスター フェレット 爬虫類 馬 その他")
  }
}

/// `trf` fills a translated message's arguments as `String(format:)` would for these conversions.
@Suite struct FormatTests {
  @Test(arguments: [
    ("%1$@ of %2$@ pets", "3 of 26 pets"),
    ("%2$@匹中%1$@匹", "26匹中3匹"),  // reordered, as a translator may
    ("%@ and %@", "3 and 26"),
    ("%lld%% done", "3% done"),
    ("no arguments", "no arguments"),
    ("%1$@, %1$@", "3, 3"),
    ("%q stays", "%q stays"),
  ])
  func trf_fillsPositionalAndSequentialArguments(format: String, expected: String) {
    #expect(trf(format, "3", "26") == expected)
  }

  @Test func trf_writesNumbersAsLldDoes() {
    #expect(trf("%lld years old", 12_345) == String(format: "%lld years old", 12_345))
    #expect(trf("%1$lld 歳", -2) == "-2 歳")
  }
}
