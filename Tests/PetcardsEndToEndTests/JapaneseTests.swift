import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards` in `ja_JP.UTF-8` with po/ja.po, as a Japanese reader runs it.
@Suite struct JapaneseTests {
  /// Runs `petcards` in Japanese, with no terminal, 80 columns.
  func runInJapanese(_ arguments: [String], directory: URL? = nil) throws -> BuiltProgram.Result {
    let environment = Translations.environment(
      ["PATH": "/usr/bin:/bin", "COLUMNS": "80"], locale: "ja_JP.UTF-8", catalogs: try Translations.compiled())
    return try Petcards.program.run(arguments, environment: environment, directory: directory)
  }

  @Test func showStuart_inJapanese() throws {
    let result = try runInJapanese(["show", "stuart", "--today", CalendarDate.fixedToday.isoString])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(
      result.stdout == """
        ╭──────────────────────────────────────────────────────────────────────────────╮
        │ 🐕 Stuart                                                            $500.00 │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ 年齢    3歳                                                                  │
        │ 品種    犬 · Cavalier King Charles Spaniel                                   │
        │ 性別    オス                                                                 │
        │ 大きさ  小型                                                                 │
        │ 性格    子ども、犬と仲良し · 猫との相性は未確認                              │
        │ 健康    去勢手術済み · ワクチン接種済み · トイレのしつけ済み                 │
        │ 状況    募集中                                                               │
        │ 写真    data/pictures/stuart.svg                                             │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ Stuart greets everyone at the door with a wagging tail and a soft, happy     │
        │ grumble. He came to us when his elderly owner moved into assisted living,    │
        │ and he misses having a lap to sleep on. He is house-trained, walks nicely on │
        │ a lead and would suit a calm home where someone is around most of the day.   │
        ╰──────────────────────────────────────────────────────────────────────────────╯

        """)
  }

  @Test func badCatalogue_inJapanese_saysWhereAndWhat() throws {
    let catalog = try TemporaryCatalog(#"{"format": 1, "currency": "JPY", "fees": {"rare": "-5"}, "pets": []}"#)
    let result = try runInJapanese(["list", "--catalog", catalog.path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "petcards: \(catalog.path): 項目 \"fees.rare\": \"75.00\" のような金額(負でなく、小数点以下2桁まで)が必要ですが、\"-5\" でした\n")
  }

  /// A Japanese reader types a species in hiragana, katakana or kanji, or its young: ねこ found
  /// no cat, only 猫 did (issue 45). Each finds what `--species` lists, from the JSON file and
  /// from a store (whose search is SQL).
  @Test(arguments: [("cat", ["ねこ", "ネコ", "猫", "こねこ", "子猫"]), ("dog", ["いぬ", "イヌ", "犬", "子犬"])])
  func search_inJapanese_findsTheSpeciesInKanaAndKanji(species: String, typed: [String]) throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let day = ["--today", CalendarDate.fixedToday.isoString]
      #expect(
        try runInJapanese(
          ["import", Petcards.repository.appendingPathComponent("data/pets.json").path, "--into", store] + day
        ).status == 0)
      for catalogue in [[], ["--catalog", store]] {
        let expected = try runInJapanese(["list", "--species", species] + catalogue + day).stdout
        #expect(expected.split(separator: "\n").count > 3)
        for word in typed {
          let found = try runInJapanese(["list", "--search", word] + catalogue + day)
          #expect(found.status == 0)
          #expect(found.stdout == expected, "\(word) \(catalogue)")
        }
      }
    }
  }

  @Test func noMatch_inJapanese() throws {
    let result = try runInJapanese(["show", "rex", "--today", CalendarDate.fixedToday.isoString])
    #expect(result.status == 1)
    #expect(result.stderr == "petcards: 「rex」に合うペットはいません\n")
  }

  @Test func help_inJapanese_hasOurWords_andArgumentParsersOwnInEnglish() throws {
    let result = try runInJapanese(["list", "--help"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(5)
    #expect(
      lines.joined(separator: "\n") == """
        OVERVIEW: ペットごとに揃えた1行を出力します: ID、名前、種類、年齢、譲渡費用。

        USAGE: petcards list <options>

        カタログ:
        """)
  }
}
