import Foundation
import PetCatalogStore
import PetInstallation
import PetPresentation
import PetStore
import PetTestSupport
import Testing

@testable import PetCatalog

/// Runs the built `pet-browser` as a person would, on the Xvfb display the tests run under.
@Suite struct PetBrowserExecutableTests {
  let today = CalendarDate.fixedToday.isoString

  /// The width and height in a PNG file's header.
  func pngSize(_ path: String) throws -> (width: Int, height: Int) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try #require(data.count > 24 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    func big(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (big(16), big(20))
  }

  @Test func screenshot_writesAPNGOfTheWindowsSize() async throws {
    let executable = await Fixtures.browserExecutable
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pet-browser-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = TemporaryDataDirectory()
    let result = try run(executable, ["--today", today, "--screenshot", path], environment: data.environment)
    #expect(result.status == 0, "stderr: \(result.error)")
    let size = try pngSize(path)
    // The picture is the toplevel as the display has it: the 1000x700 window plus its frame.
    #expect(result.output == "pet-browser: saved a \(size.width)x\(size.height) screenshot of the window to \(path)\n")
    #expect((1000...1100).contains(size.width) && (700...800).contains(size.height), "\(size)")
  }

  /// The screenshot's path is the user's and may hold anything: it was echoed raw, so an
  /// `ESC ] 0 ; … BEL` in it retitled the terminal. It is echoed sanitised, as every message is.
  @Test func screenshot_pathWithAnEscape_isEchoedWithoutIt() async throws {
    let executable = await Fixtures.browserExecutable
    let data = TemporaryDataDirectory()
    let path = data.url.appendingPathComponent("\u{1B}]0;owned\u{7}.png").path
    let result = try run(executable, ["--today", today, "--screenshot", path], environment: data.environment)
    #expect(result.status == 0, "stderr: \(result.error)")
    let size = try pngSize(path)
    let shown = data.url.appendingPathComponent("\u{FFFD}]0;owned\u{FFFD}.png").path
    #expect(result.output == "pet-browser: saved a \(size.width)x\(size.height) screenshot of the window to \(shown)\n")
  }

  /// Opening a FIFO to write a screenshot into waited for a reader for ever. It is refused
  /// (73), and the FIFO is left as it was.
  @Test(.timeLimit(.minutes(1)))
  func screenshot_toAFIFO_isRefusedAtOnce() async throws {
    let executable = await Fixtures.browserExecutable
    let data = TemporaryDataDirectory()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    let path = data.url.appendingPathComponent("fifo.png").path
    #expect(mkfifo(path, 0o600) == 0)
    let result = try run(executable, ["--today", today, "--screenshot", path], environment: data.environment)
    #expect(result.status == 73)
    #expect(
      result.error
        == "pet-browser: cannot save the screenshot \(path): it is not a regular file (a pipe, a device or a folder)\n")
    var info = stat()
    #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  /// A 10000 × 10000 PNG (79 KB on disk; 380 MB and 2.5 s to decode in full): the window
  /// opens, the card of its pet shows the placeholder, and the file gets one warning.
  @Test func hugePicture_givesThePlaceholder_andOneWarning() async throws {
    let executable = await Fixtures.browserExecutable
    let data = TemporaryDataDirectory()
    let (catalogue, picture) = try TestPNG.writeCatalogueOfRex(in: data.url)
    let result = try run(
      executable, ["--catalog", catalogue.path, "--today", today, "--select", "rex", "--print-detail"],
      environment: data.environment)
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(
      result.error
        == "pet-browser: warning: \(picture): 10000 × 10000 pixels is over the limit of 40 million; showing the placeholder\n"
    )
    #expect(result.output.split(separator: "\n").contains("image: placeholder"))
  }

  /// A one-shot run (a screenshot) shows the JSON it read and exits with no wait for its store:
  /// a process of its own (`--keep-store`), started and not waited for, makes it, whole, for
  /// the next start. Here that process finds another keeping the store (the lock held by the
  /// test) and leaves it, so the screenshot's own process made none: it waited for the import
  /// before (issue 45). Then, the lock let go, the store comes.
  @Test func screenshot_leavesTheStoreToAProcessOfItsOwn_forTheNextStart() async throws {
    let executable = await Fixtures.browserExecutable
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pet-browser-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = TemporaryDataDirectory()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    // Large enough that the import outlasts the first frame.
    let catalogue = data.url.appendingPathComponent("pets.json")
    try Data(generatedCatalogJSON(count: 30_000).utf8).write(to: catalogue)
    let cache = data.url.appendingPathComponent("cache")
    var environment = data.environment
    environment["PET_CACHE_DIR"] = cache.path
    let arguments = ["--catalog", catalogue.path, "--today", today, "--screenshot", path]
    let lock = try #require(CatalogStoreCache(directory: cache).lockForKeeping(catalogAt: catalogue.path))
    let held = try run(executable, arguments, environment: environment)
    #expect(held.status == 0, "stderr: \(held.error)")
    #expect(try await waitUntilNoProcessRuns(withArguments: ["--keep-store", catalogue.path]))
    let none = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasPrefix(".") }
    close(lock)
    #expect(none.isEmpty, "\(none)")

    let result = try run(executable, arguments, environment: environment)
    #expect(result.status == 0, "stderr: \(result.error)")
    _ = try await waitForCachedStore(in: cache)
    let stores = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasPrefix(".") }
    #expect(
      stores.count == 2 && stores.filter { $0.hasSuffix("-\(today).sqlite") }.count == 1
        && stores.filter { $0.hasSuffix("-\(today).sqlite.source") }.count == 1, "\(stores)")
    let store = try #require(
      CatalogStoreCache(directory: cache).open(catalogAt: catalogue.path, today: CalendarDate.fixedToday))
    #expect(store.info.count == 30_000)
    #expect(store.path == catalogue.path)
  }

  /// The window said 0.2.0 and petcards 0.1.0: both now print the one version, from one place.
  @Test func version_isTheSameInBothPrograms() async throws {
    let browser = try run(await Fixtures.browserExecutable, ["--version"])
    let petcards = try run(Fixtures.petcardsExecutable, ["--version"])
    #expect(browser.status == 0 && petcards.status == 0)
    #expect(browser.output == Installation.version + "\n")
    #expect(petcards.output == Installation.version + "\n")
  }

  @Test func unknownOption_withEscapesInIt_isEchoedWithTheEscapesReplaced() async throws {
    let executable = await Fixtures.browserExecutable
    let result = try run(executable, ["--\u{1B}[31mred\u{07}"])
    #expect(result.status == 64)
    #expect(
      result.error == """
        Error: Unknown option '--\u{FFFD}[31mred\u{FFFD}'
        Usage: pet-browser <options>
          See 'pet-browser --help' for more information.

        """)
  }

  @Test func printDetail_printsWhatTheCardsWidgetsHold() async throws {
    let executable = await Fixtures.browserExecutable
    let data = TemporaryDataDirectory()
    _ = try data.petcards(["favorite", "add", "koyuki"])
    let result = try run(
      executable, ["--today", today, "--select", "koyuki", "--print-detail"], environment: data.environment)
    #expect(result.status == 0, "stderr: \(result.error)")
    let catalog = try await Fixtures.bundledCatalog()
    let pet = try #require(catalog.pets.first { $0.id == "koyuki" })
    let date = try #require(CalendarDate(iso: today))
    let model = PetViewModel(pet: pet, context: PresentationContext(catalog: catalog, today: date))
    let names = ["name", "age", "fee", "breed", "sex", "size", "temperament", "health", "status", "description"]
    let expected =
      zip(names, expectedFields(model)).map { "\($0): \($1)" } + [
        "favorite: ★",
        "image: \(model.image.path ?? "placeholder")",
        "image-description: \(model.image.accessibleDescription)",
      ]
    #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == expected + [""])
  }

  /// With a session bus, a second launch hands its command line to the running window, as GNOME
  /// apps do, and returns at once with 0: a bare one raises the window, one with `--select zoe`
  /// shows Zoë there, and one run in another folder with a relative `--catalog` opens that file
  /// in the same window. What the window showed is read from the state it saves when it closes
  /// (through its app.quit action). Before, a second launch with flags opened a window of its
  /// own, which never returned. The running copy prints nothing (criticals are fatal): it
  /// printed a gtk_bin_remove critical when raised and, with criticals fatal, died.
  @Test func secondLaunch_handsItsRequestToTheRunningWindow_andReturnsAtOnce() async throws {
    let executable = await Fixtures.browserExecutable
    let data = TemporaryDataDirectory()
    let other = data.url.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: BuiltProgram.repository.appendingPathComponent("data/pets.json"),
      to: other.appendingPathComponent("pets.json"))
    let script = """
      set -u
      closeFirst() {
        gapplication action org.shelterpets.PetBrowser quit
        for i in $(seq 200); do kill -0 $first 2>/dev/null || break; sleep 0.1; done
        if kill -0 $first 2>/dev/null; then echo "first: running"; kill -9 $first; else echo "first: closed"; fi
      }
      "$0" >/dev/null 2>"$FIRST_ERRORS" & first=$!
      gdbus wait --session --timeout 20 org.shelterpets.PetBrowser || { echo "never registered"; exit 1; }
      timeout 20 "$0" --select zoe >/dev/null 2>&1; echo "select: $?"
      timeout 20 "$0" >/dev/null 2>&1; echo "bare: $?"
      closeFirst
      cp "$PET_DATA_DIR/window-state" "$PET_DATA_DIR/first-state"
      "$0" >/dev/null 2>>"$FIRST_ERRORS" & first=$!
      gdbus wait --session --timeout 20 org.shelterpets.PetBrowser || { echo "never registered again"; exit 1; }
      cd "$OTHER" && timeout 20 "$0" --catalog pets.json --search lap --select stuart >/dev/null 2>&1
      echo "other catalogue: $?"
      closeFirst
      """
    // Output goes to a file, not a pipe: whatever the session starts cannot hold the test up,
    // and a session still running after a minute is ended, so the test fails instead of hanging.
    var environment = data.environment
    environment["NO_AT_BRIDGE"] = "1"
    environment["G_DEBUG"] = "fatal-criticals"
    environment["OTHER"] = other.path
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("second-launch-\(UUID()).txt")
    let firstErrors = FileManager.default.temporaryDirectory.appendingPathComponent("first-\(UUID()).txt")
    environment["FIRST_ERRORS"] = firstErrors.path
    FileManager.default.createFile(atPath: output.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: firstErrors)
    }
    let session = Process()
    session.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
    session.arguments = ["--", "bash", "-c", script, executable]
    session.environment = environment
    session.standardOutput = try FileHandle(forWritingTo: output)
    session.standardError = FileHandle.nullDevice
    session.standardInput = FileHandle.nullDevice
    try session.runDeliveringSignals()
    let deadline = Date().addingTimeInterval(90)
    while session.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    if session.isRunning { session.terminate() }
    let printed = try String(contentsOf: output, encoding: .utf8)
    #expect(printed == "select: 0\nbare: 0\nfirst: closed\nother catalogue: 0\nfirst: closed\n")
    #expect(try String(contentsOf: firstErrors, encoding: .utf8) == "")
    let first = try #require(WindowStateFile(file: data.url.appendingPathComponent("first-state")).read())
    #expect(first.catalogue == BuiltProgram.repository.appendingPathComponent("data/pets.json").path)
    #expect(first.petID == "zoe")
    let second = try #require(WindowStateFile(file: data.url.appendingPathComponent("window-state")).read())
    #expect(second.catalogue == other.appendingPathComponent("pets.json").path)
    #expect(second.petID == "stuart")
  }

  @Test func withoutADisplay_exitsAndPointsToPetcards() async throws {
    let executable = await Fixtures.browserExecutable
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    let result = try run(executable, ["--today", today], environment: environment)
    #expect(result.status == 69)
    #expect(
      result.error
        == "pet-browser: cannot open a display (neither DISPLAY nor WAYLAND_DISPLAY is set). For the same cards in a terminal, run: petcards list\n"
    )
    #expect(result.output.isEmpty)
  }

  @Test func printDetail_whenTheDataFolderIsAFile_stillShowsTheCard_withAnEmptyStar() async throws {
    let executable = await Fixtures.browserExecutable
    let data = TemporaryDataDirectory()
    let file = data.url.appendingPathExtension("file")
    try Data("not a folder".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var environment = ProcessInfo.processInfo.environment
    environment["PET_DATA_DIR"] = file.path
    let result = try run(
      executable, ["--today", today, "--select", "stuart", "--print-detail"], environment: environment)
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(result.output.hasPrefix("name: Stuart\n"))
    #expect(result.output.contains("\nfavorite: ☆\n"))
    #expect(
      result.error
        == "pet-browser: \(file.path): cannot create the folder for your saved data (a file of that name is in the way). "
        + "Nothing was saved. Create the folder yourself, or set PET_DATA_DIR to use another folder. "
        + "Browsing without favourites and inquiries.\n")
  }

  @Test func badToday_isAUsageError() async throws {
    let executable = await Fixtures.browserExecutable
    let result = try run(executable, ["--today", "2026-02-30"])
    #expect(result.status == 64)
    #expect(result.error.contains("--today expects a real date YYYY-MM-DD, found \"2026-02-30\""))
  }

  /// A missing catalogue opens the window on its error page (issue 10): a one-shot run of that
  /// page (here a screenshot) still ends with 66 and the problem on standard error.
  @Test func missingCatalog_showsTheErrorPage_andAOneShotRunExits66_withTheProblem() async throws {
    let executable = await Fixtures.browserExecutable
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pet-browser-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = TemporaryDataDirectory()
    let result = try run(
      executable, ["--today", today, "--catalog", "/nonexistent/pets.json", "--screenshot", path],
      environment: data.environment)
    #expect(result.status == 66)
    #expect(result.error == "/nonexistent/pets.json: no such file\n")
    #expect(FileManager.default.fileExists(atPath: path))
  }

  /// A shared catalogue's server that is not there is named without its password, on the error
  /// page and on standard error, with exit 69.
  @Test func aSharedCatalogueNotThere_isSaidPlainly_withoutItsPassword() async throws {
    let executable = await Fixtures.browserExecutable
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pet-browser-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = TemporaryDataDirectory()
    let result = try run(
      executable,
      ["--today", today, "--catalog", "postgresql://adopter:s3cret@127.0.0.1:1/pets", "--screenshot", path],
      environment: data.environment)
    #expect(result.status == 69)
    #expect(
      result.error
        == "postgresql://adopter@127.0.0.1:1/pets: connection to server at \"127.0.0.1\", port 1 failed: Connection refused; Is the server running on that host and accepting TCP/IP connections?\n"
    )
  }
}
