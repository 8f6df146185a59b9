import Foundation
import PetTestSupport
import Testing

/// Under a pseudo-translation (every message of po/pet-adoption.pot as `⟦itself⟧`), what the
/// window and the cards show for a catalogue with no Latin letters of its own has no Latin letter
/// outside `⟦…⟧`: a word that skipped gettext would show as plain English.
@Suite struct PseudoTranslationTests {
  /// The words of `--print-window`'s own format, which is not translated (like JSON keys).
  static let snapshotFormat: Set<String> = [
    "Window", "Header", "Search", "closed", "Filters", "Count", "Message", "List", "empty", "Card", "none", "Picture",
    "Star", "placeholder", "on", "off", "enabled", "disabled", "svg",
  ]

  /// Runs `program` in `ja_JP.UTF-8` with the pseudo-translation, on the catalogue in `folder`.
  func runPseudo(_ program: String, _ arguments: [String], in folder: URL) throws -> BuiltProgram.Result {
    let base = [
      "PATH": "/usr/bin:/bin", "COLUMNS": "100", "PET_DATA_DIR": folder.appendingPathComponent("data").path,
      "PET_CACHE_DIR": folder.appendingPathComponent("cache").path,
    ]
    let environment = Translations.environment(base, locale: "ja_JP.UTF-8", catalogs: try Translations.pseudo())
    return try BuiltProgram(program).run(arguments, environment: environment, directory: folder)
  }

  @Test(arguments: [
    ["--select", "001"], ["--select", "002"], ["--select", "003", "--sort", "age", "--good-with", "cats"],
    ["--search", "ん"], ["--favorites"],
  ])
  func headlessWindow_showsNoUnwrappedEnglish(_ flags: [String]) throws {
    try withTemporaryDirectory { folder in
      let catalog = try LocalWordsCatalog.write(in: folder)
      let result = try runPseudo(
        "pet-browser",
        ["--headless", "--print-window", "--catalog", catalog, "--today", LocalWordsCatalog.today.isoString] + flags,
        in: folder)
      #expect(result.status == 0, "stderr: \(result.stderr)")
      #expect(result.stdout.contains("Window: ⟦Pet Browser⟧\n"))
      // The empty state's icon is a name for GTK, not a word.
      let text = result.stdout.replacingOccurrences(
        of: #"\([a-z-]+-symbolic\)"#, with: "", options: .regularExpression)
      // The header names the catalogue's file, pets.json: the catalogue's own words.
      let leaks = Translations.unwrappedEnglish(in: text, allowing: Self.snapshotFormat.union(["pets", "json"]))
      #expect(leaks.isEmpty, "\(leaks) in:\n\(result.stdout)")
    }
  }

  @Test func cardsAndList_showNoUnwrappedEnglish() throws {
    try withTemporaryDirectory { folder in
      let catalog = try LocalWordsCatalog.write(in: folder)
      let day = ["--catalog", catalog, "--today", LocalWordsCatalog.today.isoString, "--no-color"]
      let cards = try runPseudo("petcards", ["show"] + day, in: folder)
      let list = try runPseudo("petcards", ["list", "--sort", "fee"] + day, in: folder)
      let none = try runPseudo("petcards", ["show", "--species", "bird"] + day, in: folder)
      #expect(cards.status == 0 && list.status == 0, "stderr: \(cards.stderr) \(list.stderr)")
      #expect(cards.stdout.contains("│ ⟦Age⟧ "))
      // The picture's path is the catalogue's own (pictures/001.svg).
      let path: Set<String> = ["pictures", "svg"]
      for text in [cards.stdout, list.stdout] {
        let leaks = Translations.unwrappedEnglish(in: text, allowing: path)
        #expect(leaks.isEmpty, "\(leaks) in:\n\(text)")
      }
      #expect(none.status == 1)
      // (Before it, the catalogue's warning about 002's missing picture: the loader's messages are
      // not translated yet.)
      #expect(none.stderr.split(separator: "\n").last == "petcards: ⟦no pet matches these filters⟧")
    }
  }
}
