import ArgumentParser
import Foundation
import PetCatalog
import PetCatalogStore
import PetCommandLine
import PetListings
import PetLocalization

struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: tr("Make or update a catalogue store from catalogue files, in one transaction."),
    discussion: tr(
      "The files are one listing, in order: a pet in the store that none of them lists is marked gone (not deleted; inquiries refer to it), and importing the same files again changes nothing. Nothing changes when any file has a problem."
    )
  )

  @Argument(
    help: ArgumentHelp(
      tr(
        "The files to import: catalogues (JSON, or another store) or shelters' listings (Petfinder, RescueGroups.org, ASM3, CSV), such as the pages of one listing; or a listing's web address (https://…), whose next pages are followed."
      ), valueName: "file"))
  var files: [String] = []

  @Option(
    name: .customLong("files-from"),
    help: ArgumentHelp(
      tr(
        "A file that names more files to import, one a line (or separated by NUL, as find -print0 writes them); - for standard input. For a listing of more pages than a command line takes."
      ), valueName: "list"))
  var filesFrom: String?

  @OptionGroup var listing: ListingArguments

  @Option(
    help: ArgumentHelp(
      tr("The store to make or update (e.g. pets.sqlite), or a shared catalogue (postgresql://…) to publish into."),
      valueName: "store"))
  var into: String?

  @Flag(
    help: ArgumentHelp(
      tr(
        "Show how each file is read (its format; a spreadsheet's columns and the field each is read as) and its first pets as cards, and import nothing."
      )))
  var preview = false

  @Option(
    help: ArgumentHelp(
      tr("The shelter whose listing the files are, when publishing into a shared catalogue."), valueName: "id"))
  var shelter: String?

  @Option(
    name: .customLong("pictures-at"),
    help: ArgumentHelp(
      tr(
        "Where the listing's folder of pictures is on the web (https://…/), when publishing into a shared catalogue: a picture path/rex.jpg is published as that address followed by path/rex.jpg. Without it, pictures that are files on this computer are not published."
      ), valueName: "address"))
  var picturesAt: String?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(tr("Say how far the import is, on standard error (default: when that is a terminal).")))
  var progress: Bool?

  @Option(
    name: .long,
    help: ArgumentHelp(tr("The day no date may be after, as YYYY-MM-DD (default: today)."), valueName: "date"))
  var today: CalendarDate?

  @Option(
    name: .customLong("max-pages"),
    help: ArgumentHelp(
      tr(
        "The most pages fetched of a listing on the web; a listing of more is refused whole (default: 200). The server's key goes in PET_LISTING_HEADERS, never on the command line."
      ), valueName: "count"))
  var maxPages = ListingAddresses.defaultMaximumPages

  func validate() throws {
    if files.isEmpty && filesFrom == nil {
      throw ValidationError(tr("name the files to import, or a list of them with --files-from LIST"))
    }
    if maxPages < 1 { throw ValidationError(tr("--max-pages takes a number of pages, 1 or more")) }
    if preview, files.contains(where: ListingAddress.isWebAddress) {
      throw ValidationError(
        tr(
          "--preview reads files: save the page first (curl -o page.json …), or import the address into a scratch store"
        ))
    }
    guard let into else {
      if preview { return }
      throw ValidationError(tr("name the store to import into with --into STORE, or look first with --preview"))
    }
    let shared = CatalogSource.isSharedAddress(into)
    if shared && shelter == nil {
      throw ValidationError(tr("a shared catalogue needs --shelter ID: the shelter whose listing this is"))
    }
    if !shared && shelter != nil {
      throw ValidationError(tr("--shelter is for a shared catalogue (--into postgresql://…), not a store file"))
    }
    if let picturesAt {
      guard shared else {
        throw ValidationError(
          tr("--pictures-at is for a shared catalogue (--into postgresql://…): a store keeps its pictures' folder"))
      }
      guard let address = URL(string: picturesAt), SharedCatalog.isPicturesAddress(address) else {
        // Not quoted back: it may hold a password.
        throw ValidationError(
          tr(
            "--pictures-at takes a web address such as https://shelter.example.org/pictures/, with no user name, password, query or #: every reader of the catalogue is given it"
          ))
      }
    }
  }

  func run() throws {
    let files = try self.files + listedFiles()
    if preview { return try Self.preview(files, options: listing.options(today: today ?? CalendarDate.today())) }
    guard let intoArgument = self.into else { return }
    // A shared catalogue is named without its password, wherever it is named.
    let into = CatalogSource(intoArgument).described
    var sources: [CatalogImport.Source] = []
    var pages: [(file: String, page: ListingPage)] = []
    var failure: Int32?
    let day = today ?? CalendarDate.today()
    let loader = CatalogLoader(today: day)
    var options = listing.options(today: day)
    // The store's own mapping, kept by an import with --mapping, reads next week's file alike.
    let keptMapping = shelter == nil ? Self.mappingFile(of: intoArgument) : nil
    if options.mappingFile == nil, let keptMapping, FileManager.default.fileExists(atPath: keptMapping) {
      options.mappingFile = keptMapping
    }
    let progressLine = ProgressLine(wanted: progress)
    defer { progressLine?.clear() }
    if shelter == nil, files.count == 1, let file = files.first, !ListingAddress.isWebAddress(file),
      CatalogSource(path: file).kind == .file,
      ShelterListing.isCatalogue(path: file, options: options)
    {
      // One catalogue file: read as it is written, in the memory of a window of it. One out of
      // the ordinary (a problem, say) is read whole below, which explains it.
      do {
        if let (report, catalog) = try CatalogImport.run(
          streaming: file, with: loader, into: into,
          progress: { step in progressLine?.say(Self.text(of: step, into: into, from: file), for: step) })
        {
          progressLine?.clear()
          for line in catalog.warningLines() { Terminal.error(line) }
          Self.printReport(report, into: into)
          return
        }
        progressLine?.clear()
      } catch {
        progressLine?.clear()
        throw Self.refused(error, into: into)
      }
    }
    for file in files {
      // TRANSLATORS: %1$@ is a file being read, before it is imported.
      progressLine?.say(trf(tr("Reading %1$@…"), ListingAddress.shown(file)), now: true)
      do {
        // A file is one page; a listing on the web, each of its pages.
        let read: [(name: String, catalog: Catalog, page: ListingPage?)]
        if ListingAddress.isWebAddress(file) {
          read = try ListingAddresses(maximumPages: maxPages, options: options, loader: loader).pages(of: file)
        } else {
          let (catalog, page) = try CatalogStore.loadListing(path: file, with: loader, listing: options)
          read = [(file, catalog, page)]
        }
        // Warnings and problems go on lines of their own.
        progressLine?.clear()
        for (name, catalog, page) in read {
          for line in catalog.warningLines() { Terminal.error(line) }
          sources.append(CatalogImport.Source(file: name, catalog: catalog, isPage: page != nil))
          if let page { pages.append((name, page)) }
        }
      } catch {
        progressLine?.clear()
        failure = failure ?? Terminal.refusal(error).rawValue
      }
    }
    if let failure { throw Self.nothingImported(into: into, status: failure) }
    warnAboutMissingPages(pages)
    let report: CatalogImport.Report
    do {
      if let shelter {
        report = try SharedCatalog.publish(
          sources, shelter: shelter, into: intoArgument, picturesAt: picturesAt.flatMap(URL.init(string:)))
      } else {
        report = try CatalogImport.run(sources, into: into) { step in
          progressLine?.say(Self.text(of: step, into: into), for: step)
        }
      }
    } catch {
      progressLine?.clear()
      throw Self.refused(error, into: into)
    }
    // The report goes to standard output, which may be the same terminal: on a line of its own.
    progressLine?.clear()
    if let given = listing.mapping, let keptMapping { Self.keep(mapping: given, at: keptMapping) }
    if report.picturesLeftOut > 0 {
      Terminal.error(
        trf(
          trn(
            // TRANSLATORS: %1$@ is how many pictures; --pictures-at is an option, not to be translated.
            "%1$@ picture is a file on this computer and was not published: readers of a shared catalogue cannot open it. Put the listing's folder of pictures on the web and publish with --pictures-at https://…/",
            "%1$@ pictures are files on this computer and were not published: readers of a shared catalogue cannot open them. Put the listing's folder of pictures on the web and publish with --pictures-at https://…/",
            report.picturesLeftOut), String(report.picturesLeftOut)))
    }
    Self.printReport(report, into: into)
  }
}

extension ImportCommand {
  /// Where a store keeps the mapping its spreadsheets are read with: `STORE.mapping.json`.
  static func mappingFile(of store: String) -> String? {
    CatalogSource.isSharedAddress(store) ? nil : store + ".mapping.json"
  }

  /// Keeps `mapping` (a file the import read with no problem) at `path` for the next import,
  /// replaced whole; a copy that fails is said, and the import stands.
  static func keep(mapping: String, at path: String) {
    guard URL(fileURLWithPath: mapping).standardizedFileURL != URL(fileURLWithPath: path).standardizedFileURL else {
      return
    }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: mapping))
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      let format = tr(
        // TRANSLATORS: %1$@ is where a store's mapping file is kept, %2$@ why it could not be.
        "warning: %1$@: the mapping could not be kept for the next import: %2$@")
      Terminal.error(trf(format, path, "\(error)"))
    }
  }

  /// The files `--files-from` names: one a line, or separated by NUL when the list holds one
  /// (`find -print0`); empty lines are skipped. The argument parser takes time that grows with
  /// the square of the arguments (5,000 files 6.9 s, 20,000 130 s), so more than 512 are
  /// refused on the command line; a listing of 600 pages could not be imported at all, and
  /// `xargs -n 100`, which the refusal advised, marked every pet of the other pages gone
  /// (issue 40, point 18).
  func listedFiles() throws -> [String] {
    guard let list = filesFrom else { return [] }
    let descriptor = list == "-" ? dup(STDIN_FILENO) : open(list, O_RDONLY)
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
      let cause = descriptor >= 0 ? EISDIR : errno
      if descriptor >= 0 { close(descriptor) }
      Terminal.error(
        CatalogProblem(file: list, message: trf(tr("cannot be read: %1$@"), String(cString: strerror(cause))))
          .description)
      throw ExitCode(66)
    }
    // A pipe or a process substitution (`--files-from <(ls pages/*.json)`) is read to its end.
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      Terminal.error(
        CatalogProblem(file: list, message: trf(tr("cannot be read: %1$@"), error.localizedDescription)).description)
      throw ExitCode(74)
    }
    let separator: UInt8 = data.contains(0) ? 0 : UInt8(ascii: "\n")
    let names = data.split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
      .map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }.filter { !$0.isEmpty }
    guard !names.isEmpty else {
      Terminal.error(
        CatalogProblem(file: list == "-" ? tr("standard input") : list, message: tr("names no file to import"))
          .description)
      throw ExitCode(64)
    }
    return names
  }

  /// Prints `error`'s problems and that nothing was imported into `store`; the exit it asks.
  static func refused(_ error: CatalogError, into store: String) -> ExitCode {
    nothingImported(into: store, status: Terminal.refusal(error).rawValue)
  }

  /// Says that nothing was imported into `store`; the exit with `status`.
  static func nothingImported(into store: String, status: Int32) -> ExitCode {
    // TRANSLATORS: %1$@ is the store's path.
    Terminal.error(trf(tr("nothing was imported into %1$@"), store))
    return ExitCode(status)
  }

  /// Prints what an import into `store` did.
  static func printReport(_ report: CatalogImport.Report, into store: String) {
    let listed = report.added + report.changed + report.unchanged
    print(
      trf(
        trn(
          // TRANSLATORS: %1$@ is how many pets the store now lists, %2$@ the store; then the counts.
          "%1$@ pet listed in %2$@: %3$@ added, %4$@ changed, %5$@ unchanged, %6$@ gone",
          "%1$@ pets listed in %2$@: %3$@ added, %4$@ changed, %5$@ unchanged, %6$@ gone", listed),
        String(listed), store, String(report.added), String(report.changed), String(report.unchanged),
        String(report.gone)))
  }

  /// The progress line's text for `step` of an import into `store` (of `file`, when it is read
  /// as it is imported).
  static func text(of step: CatalogImport.Step, into store: String, from file: String? = nil) -> String {
    switch step {
    case .pets(let done, let count):
      let percent = step.percent
      let format = trn(
        // TRANSLATORS: %1$@ is the store; %2$@ how far the import is, in percent; %3$@ the pets
        // written (or compared with those in the store) so far, %4$@ all of them; %% is a percent sign.
        "Importing into %1$@: %2$@%% (%3$@ of %4$@ pet)", "Importing into %1$@: %2$@%% (%3$@ of %4$@ pets)", count)
      return trf(format, store, String(percent), String(done), String(count))
    case .streaming(let done, _, _):
      let format = trn(
        // TRANSLATORS: %1$@ is the catalogue file, %2$@ the store; %3$@ how much of the file is
        // read, in percent (%% is a percent sign); %4$@ the pets written (or compared with those
        // in the store) so far.
        "Importing %1$@ into %2$@: %3$@%% read, %4$@ pet", "Importing %1$@ into %2$@: %3$@%% read, %4$@ pets", done)
      return trf(format, file ?? "", store, String(step.percent), String(done))
    case .indexing:
      // TRANSLATORS: %1$@ is the store; its indexes are being made, once the pets are in.
      return trf(tr("Importing into %1$@: indexing…"), store)
    case .saving:
      // TRANSLATORS: %1$@ is the store; the import is being written to the disk.
      return trf(tr("Importing into %1$@: saving…"), store)
    }
  }

  /// Says which files are one page of a listing whose other pages are not imported with them:
  /// the pets on those pages would be marked gone.
  /// The count is the file's to say, up to 10^18: the first pages not given are named and the
  /// rest counted, in time and memory that do not grow with it (listing forty million took 14 s
  /// and 1.5 GB, issue 40).
  func warnAboutMissingPages(_ pages: [(file: String, page: ListingPage)]) {
    guard let count = pages.map(\.page.count).max(), count > 1 else { return }
    let given = Set(pages.map(\.page.number).filter { (1...count).contains($0) })
    let missingCount = count - given.count
    guard missingCount > 0 else { return }
    // The first ten not given: a walk of at most ten more steps than there are files.
    var named: [Int] = []
    var number = 1
    while named.count < Self.pagesNamed, number <= count {
      if !given.contains(number) { named.append(number) }
      number += 1
    }
    var list = named.map(String.init).joined(separator: ", ")
    if missingCount > named.count {
      let rest = missingCount - named.count
      // TRANSLATORS: %1$@ lists the first pages not given, %2$@ counts the others, e.g. "1, 3 and 5 more".
      list = trf(trn("%1$@ and %2$@ more", "%1$@ and %2$@ more", rest), list, String(rest))
    }
    for (file, page) in pages {
      let format = trn(
        // TRANSLATORS: %2$lld and %3$lld are page numbers, %4$@ lists the pages not given.
        "warning: %1$@: is page %2$lld of %3$lld of its listing; page %4$@ is not imported with it, so pets listed only there are marked gone",
        "warning: %1$@: is page %2$lld of %3$lld of its listing; pages %4$@ are not imported with it, so pets listed only there are marked gone",
        missingCount)
      Terminal.error(trf(format, file, page.number, page.count, list))
    }
  }

  /// How many of the pages not given a warning names; the others it counts.
  static let pagesNamed = 10
}

struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: tr("Write a catalogue (a store, say) as a catalogue file in the project's JSON format."),
    discussion: tr("The pets a store lists, in its order; those marked gone are left out.")
  )

  @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

  @Option(
    help: ArgumentHelp(
      tr("The file to write (replaced whole, never half-written); standard output without it."), valueName: "file"))
  var out: String?

  func run() throws {
    if let source = catalogOptions.source, source.kind == .store { return try exportStore(at: source.argument) }
    let catalog = try catalogOptions.load(whole: true)
    try write { output in
      output.write(
        CatalogWriter.json(
          shelter: catalog.shelter, shelterEmail: catalog.shelterEmail, shelters: catalog.shelters, fees: catalog.fees,
          pets: catalog.pets))
    }
  }

  /// A store's catalogue written a pet at a time, as it is read: a million pets in the memory of
  /// one (2.2 GB when the catalogue was read whole first).
  private func exportStore(at path: String) throws {
    let store = try catalogOptions.openStore(at: path)
    var read = Catalog(pets: [])
    read.warnings = try catalogOptions.reading { try store.pictureWarnings() }
    for line in read.warningLines() { Terminal.error(line) }
    let info = store.info
    try write { output in
      output.write(
        CatalogWriter.header(
          shelter: info.shelter, shelterEmail: info.shelterEmail, shelters: info.shelters, fees: info.fees))
      var first = true
      try catalogOptions.reading {
        try store.forEachPet { pet in
          output.write(CatalogWriter.element(pet, first: first))
          first = false
        }
      }
      output.write(CatalogWriter.footer(empty: first))
    }
  }

  /// Runs `body` with where the catalogue goes: standard output, or a file beside `out` renamed
  /// over it once whole (a failure leaves `out` as it was, and no file beside it).
  private func write(_ body: (inout FileOutput) throws -> Void) throws {
    guard let out else {
      var output = FileOutput(handle: .standardOutput)
      try body(&output)
      output.flush()
      if let error = output.error {
        // TRANSLATORS: %1$@ says why, e.g. "no space left on device".
        Terminal.error(trf(tr("cannot write to standard output: %1$@"), FileProblem.describe(error, writing: "-")))
        throw ExitCode(74)
      }
      return
    }
    let target = URL(fileURLWithPath: out)
    let partial = target.deletingLastPathComponent()
      .appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
    func fail(_ error: any Error) -> ExitCode {
      try? FileManager.default.removeItem(at: partial)
      Terminal.error(trf(tr("cannot write %1$@: %2$@"), out, FileProblem.describe(error, writing: out)))
      return ExitCode(73)
    }
    do {
      let descriptor = open(partial.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
      guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      var output = FileOutput(handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
      do {
        try body(&output)
      } catch {
        try? FileManager.default.removeItem(at: partial)
        throw error
      }
      output.flush()
      if let error = output.error { throw error }
      try output.handle.synchronize()
      try output.handle.close()
      guard rename(partial.path, target.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    } catch let exit as ExitCode {
      throw exit
    } catch {
      throw fail(error)
    }
  }
}

/// Text written to a file in 64 KiB pieces; the first failure is kept, and nothing more is
/// written after it.
struct FileOutput: TextOutputStream {
  let handle: FileHandle
  private var buffer: [UInt8] = []
  private(set) var error: (any Error)?

  init(handle: FileHandle) {
    self.handle = handle
  }

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty, error == nil else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      self.error = error
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
