import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// The window in Japanese and under the pseudo-translation: what GTK's widgets hold
/// (`--print-window`) is what the view model says (`--headless --print-window`), byte for byte.
@Suite struct TranslatedWindowTests {
  enum Language: String, CaseIterable, Sendable {
    case japanese, pseudo

    func catalogs() throws -> URL {
      switch self {
      case .japanese: try Translations.compiled()
      case .pseudo: try Translations.pseudo()
      }
    }
  }

  /// Runs the built `pet-browser` with `arguments` in `ja_JP.UTF-8` and `language`, its data in `folder`.
  func browse(_ arguments: [String], _ language: Language, in folder: URL) throws -> BuiltProgram.Result {
    var base = ProcessInfo.processInfo.environment
    base["PET_DATA_DIR"] = folder.appendingPathComponent("data").path
    base["PET_CACHE_DIR"] = folder.appendingPathComponent("cache").path
    let environment = Translations.environment(base, locale: "ja_JP.UTF-8", catalogs: try language.catalogs())
    return try BuiltProgram("pet-browser").run(arguments, environment: environment, directory: folder)
  }

  @Test(
    arguments: Language.allCases, [["--select", "001"], ["--select", "003", "--sort", "age"], ["--search", "ん"]])
  func window_readBackFromGTK_isTheHeadlessWindow(language: Language, flags: [String]) throws {
    try withTemporaryDirectory { folder in
      let catalog = try LocalWordsCatalog.write(in: folder)
      let common = ["--print-window", "--catalog", catalog, "--today", LocalWordsCatalog.today.isoString] + flags
      let gtk = try browse(common, language, in: folder)
      let headless = try browse(["--headless"] + common, language, in: folder)
      #expect(gtk.status == 0, "stderr: \(gtk.stderr)")
      #expect(gtk.stdout == headless.stdout)
      let title = language == .japanese ? "Window: ペットブラウザー\n" : "Window: ⟦Pet Browser⟧\n"
      #expect(gtk.stdout.hasPrefix(title), "\(gtk.stdout)")
    }
  }

  @Test func bundledCatalogue_inJapanese_readBackFromGTK_isTheHeadlessWindow() throws {
    try withTemporaryDirectory { folder in
      let common = [
        "--print-window", "--today", CalendarDate.fixedToday.isoString, "--select", "stuart", "--species", "dog",
      ]
      let gtk = try browse(common, .japanese, in: folder)
      let headless = try browse(["--headless"] + common, .japanese, in: folder)
      #expect(gtk.status == 0, "stderr: \(gtk.stderr)")
      #expect(gtk.stdout == headless.stdout)
      #expect(gtk.stdout.contains("Filters: 種類(S): 犬 | 年齢(G): すべて |"), "\(gtk.stdout)")
    }
  }
}
