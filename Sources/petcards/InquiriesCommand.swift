import ArgumentParser
import Foundation
import PetAdoptionFlow
import PetCards
import PetCatalog
import PetCatalogStore
import PetLocalization
import PetStore

extension InquiryStatus: ExpressibleByArgument {}
extension Housing: ExpressibleByArgument {}

/// `yes` or `no` on the command line.
enum YesNo: String, ExpressibleByArgument, CaseIterable {
  case yes, no
}

struct InquiriesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inquiries",
    abstract: tr("The shelter's side of adoption inquiries: list, show, export, set a status, or add one."),
    discussion: tr("Inquiries are kept in the user-data database; see docs/user-data.md."),
    subcommands: [List.self, Show.self, Export.self, SetStatus.self, Add.self, Reply.self]
  )

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Print one row per inquiry: id, pet, applicant, status and date."))

    @Option(help: ArgumentHelp(tr("Only inquiries about this pet id."), valueName: "id"))
    var pet: String?

    @Option(help: ArgumentHelp(trf(tr("Only this status (%1$@)."), InquiryStatus.spellings), valueName: "status"))
    var status: InquiryStatus?

    @Option(
      help: ArgumentHelp(tr("Only inquiries to this shelter (a shared catalogue's id)."), valueName: "id"))
    var shelter: String?

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func validate() throws {
      try SharedInquiries.validate(shelter: shelter, catalog: catalogOptions.catalog)
    }

    func run() throws {
      if let shared = try catalogOptions.openShared() {
        return try SharedInquiries.list(shared, shelter: shelter, pet: pet, status: status, options: catalogOptions)
      }
      let catalog = try catalogOptions.load()
      let store = try UserData.open(catalogOptions)
      var inquiries = try UserData.run { try store.inquiries(petID: pet) }
      if let status { inquiries = inquiries.filter { $0.status == status } }
      let names = petNames(catalog, of: inquiries.map(\.petID))
      let rows = inquiries.map {
        let model = InquiryViewModel(
          inquiry: $0, petName: names[$0.petID], timeZone: .current, locale: Localization.readerDateLocale)
        return [model.idText, model.petText, model.applicantText, model.statusText, model.createdText]
      }
      var output = StandardOutput()
      defer { output.flush() }
      TextTable(
        headers: [
          trc("list heading", "ID"), trc("list heading", "PET"), trc("list heading", "APPLICANT"),
          trc("list heading", "STATUS"), trc("list heading", "DATE"),
        ]).render(rows, to: &output)
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: tr("Print everything about one inquiry."))

    @Argument(help: ArgumentHelp(tr("The inquiry's number, from `inquiries list`."), valueName: "id"))
    var id: Int64

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func run() throws {
      let model: InquiryViewModel
      var conversation: [(label: String, value: String)] = []
      if let shared = try catalogOptions.openShared() {
        // Through the public access, by the secret this computer keeps for it.
        let token = try SharedInquiries.token(of: id, in: shared, options: catalogOptions)
        guard
          let found = try catalogOptions.reading({
            try token.map { try shared.publicInquiries([(id, $0)]).first } ?? shared.inquiry(id: id)
          })
        else {
          // TRANSLATORS: %1$@ is an inquiry's number, %2$@ a shared catalogue's server.
          Terminal.error(trf(tr("no inquiry numbered %1$@ that you may read in %2$@"), String(id), shared.server))
          throw ExitCode(1)
        }
        model = SharedInquiries.viewModel(found)
        conversation = try SharedInquiries.conversation(of: found, in: shared, options: catalogOptions)
      } else {
        let catalog = try catalogOptions.load()
        let store = try UserData.open(catalogOptions)
        guard let inquiry = try UserData.run({ try store.inquiry(id: id) }) else {
          Terminal.error(trf(tr("no inquiry numbered %1$@"), String(id)))
          throw ExitCode(1)
        }
        model = InquiryViewModel(
          inquiry: inquiry, petName: petNames(catalog, of: [inquiry.petID])[inquiry.petID], timeZone: .current,
          locale: Localization.readerDateLocale)
      }
      let details = model.details + conversation
      let width = details.map { DisplayWidth.of($0.label) }.max() ?? 0
      var output = StandardOutput()
      defer { output.flush() }
      for (label, value) in details {
        let lines = TerminalText.sanitize(value, keepsLineBreaks: true).split(
          separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
          let lead = number == 0 ? DisplayWidth.pad(label, to: width) : String(repeating: " ", count: width)
          output.write("\(lead)  \(line)\n")
        }
      }
    }
  }

  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Write every inquiry to standard output as CSV (RFC 4180; formula-like cells start with ')."))

    @Flag(help: ArgumentHelp(tr("Comma-separated values, one row per inquiry, with a header.")))
    var csv = false

    @Option(
      help: ArgumentHelp(tr("Only inquiries to this shelter (a shared catalogue's id)."), valueName: "id"))
    var shelter: String?

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func validate() throws {
      guard csv else { throw ValidationError(tr("say which format: --csv")) }
      try SharedInquiries.validate(shelter: shelter, catalog: catalogOptions.catalog)
    }

    func run() throws {
      // A shared catalogue's: those the role may read, with their shelters (it said "no such file").
      if let shared = try catalogOptions.openShared() {
        return try SharedInquiries.export(shared, shelter: shelter, options: catalogOptions)
      }
      let catalog = try catalogOptions.load()
      let inquiries = try UserData.run { try UserData.open(catalogOptions).inquiries() }
      var output = StandardOutput()
      defer { output.flush() }
      // Stored text is the applicant's, so terminal escapes are replaced here too.
      let clean = inquiries.map(InquiryCSV.sanitized)
      let names = petNames(catalog, of: inquiries.map(\.petID))
      output.write(InquiryCSV.render(clean, petNames: names.mapValues { TerminalText.sanitize($0) }))
    }
  }

  struct SetStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set-status", abstract: tr("Change where an inquiry stands."))

    @Argument(help: ArgumentHelp(tr("The inquiry's number."), valueName: "id"))
    var id: Int64

    @Argument(help: ArgumentHelp(trf(tr("The new status: %1$@."), InquiryStatus.spellings), valueName: "status"))
    var status: InquiryStatus

    @Option(
      help: ArgumentHelp(
        tr("A shared catalogue (postgresql://…) whose inquiry to answer; without it, one kept on this computer."),
        valueName: "address"))
    var catalog: String?

    func validate() throws {
      if let catalog, !CatalogSource.isSharedAddress(catalog) {
        throw ValidationError(tr("--catalog must be a shared catalogue's address (postgresql://…)"))
      }
    }

    func run() throws {
      if let catalog {
        return try SharedInquiries.setStatus(status, ofInquiry: id, in: catalog)
      }
      let store = try UserData.open()
      guard let inquiry = try UserData.run({ try store.setStatus(status, ofInquiry: id) }) else {
        Terminal.error(trf(tr("no inquiry numbered %1$@"), String(id)))
        throw ExitCode(1)
      }
      var output = StandardOutput()
      // TRANSLATORS: %1$@ is the inquiry's number, %2$@ its new status, e.g. "Under review".
      output.write(trf(tr("Inquiry %1$@ is now %2$@"), String(inquiry.id), inquiry.status.displayName) + "\n")
      output.flush()
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Send an inquiry from the terminal, checked by the same rules as the window's form."))

    @Argument(help: ArgumentHelp(tr("The pet to ask about, by id or by name."), valueName: "pet"))
    var pet: String

    @Option(help: ArgumentHelp(tr("The applicant's name."))) var name = ""
    @Option(help: ArgumentHelp(tr("An email address the shelter can reply to."))) var email = ""
    @Option(help: ArgumentHelp(tr("A phone number (optional)."))) var phone = ""
    @Option(help: ArgumentHelp(tr("Whether children live in the home: yes or no."), valueName: "yes|no"))
    var children: YesNo?
    @Option(name: .customLong("other-pets"), help: ArgumentHelp(tr("Other pets at home, in a few words (optional).")))
    var otherPets = ""
    @Option(help: ArgumentHelp(tr("Whether the applicant owns or rents their home."), valueName: "own|rent"))
    var housing: Housing?
    @Flag(
      name: .customLong("landlord-consent"),
      help: ArgumentHelp(tr("The landlord agrees to a pet (required when renting).")))
    var landlordConsent = false
    @Option(help: ArgumentHelp(tr("About the home and why this pet (at least 20 characters)."))) var message = ""

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    /// The option each form field comes from, for messages.
    static let optionNames: [InquiryField: String] = [
      .name: "--name", .email: "--email", .phone: "--phone", .childrenAtHome: "--children",
      .otherPets: "--other-pets", .housing: "--housing", .landlordConsent: "--landlord-consent",
      .message: "--message",
    ]

    func run() throws {
      let matches: [Pet]
      let shared = try catalogOptions.openShared()
      if let shared {
        matches = try catalogOptions.reading {
          try shared.pets(matching: pet, passing: PetFilter(), today: catalogOptions.day).map(\.pet)
        }
      } else {
        matches = try catalogOptions.load().pets(matching: pet)
      }
      guard matches.count == 1, let chosen = matches.first else {
        Terminal.error(
          matches.isEmpty
            ? trf(tr("no pet matches \"%1$@\""), pet)
            : trf(
              trn(
                // TRANSLATORS: %1$@ is how many pets, %2$@ the name asked for.
                "%1$@ pet matches \"%2$@\"; use the pet's id", "%1$@ pets match \"%2$@\"; use the pet's id",
                matches.count), String(matches.count), pet))
        throw ExitCode(1)
      }
      if let refusal = InquiryEligibility.refusal(for: chosen) {
        // TRANSLATORS: %1$@ says why (e.g. the pet was adopted), %2$@ is the pet's id.
        Terminal.error(trf(tr("%1$@: no inquiry was sent about %2$@"), refusal, chosen.id))
        throw ExitCode(64)
      }
      var form = InquiryForm(petID: chosen.id)
      form.name = name
      form.email = email
      form.phone = phone
      form.childrenAtHome = children.map { $0 == .yes }
      form.otherPets = otherPets
      form.housing = housing
      form.landlordConsent = landlordConsent
      form.message = message
      guard let application = form.application else {
        for (field, message) in form.problems {
          Terminal.error("\(Self.optionNames[field] ?? field.rawValue): \(message)")
        }
        throw ExitCode(64)
      }
      if let shared {
        return try SharedInquiries.send(application, to: shared, about: chosen, options: catalogOptions)
      }
      let inquiry = try UserData.run { try UserData.open(catalogOptions).addInquiry(application) }
      var output = StandardOutput()
      output.write(
        TerminalText.sanitize(
          trf(
            // TRANSLATORS: %1$@ is the inquiry's number, %2$@ the pet's name, %3$@ its id, %4$@ the applicant.
            tr("Inquiry %1$@ sent about %2$@ (%3$@) from %4$@"), String(inquiry.id), chosen.name, chosen.id,
            inquiry.applicantName))
          + "\n")
      output.flush()
    }
  }
}

extension InquiriesCommand {
  /// `inquiries reply N --message TEXT --catalog postgresql://…`: a message in the inquiry's
  /// conversation, the shelter's to the adopter or the adopter's answer (issue 43, point 4).
  struct Reply: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr(
        "Write a message in an inquiry's conversation on a shared catalogue (the shelter's, or the adopter's answer)."),
      discussion: tr(
        "The shelter's staff write to the adopter of an inquiry about their shelter's pets; the adopter answers in its own inquiries. The message is text of up to 2,000 characters, shown as written (never markup). inquiries show N prints the conversation."
      ))

    @Argument(help: ArgumentHelp(tr("The inquiry's number, from `inquiries list`."), valueName: "id"))
    var id: Int64

    @Option(help: ArgumentHelp(tr("What to write; - reads it from standard input."), valueName: "text"))
    var message: String

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func validate() throws {
      guard catalogOptions.catalog?.isShared == true else {
        throw ValidationError(tr("reply needs a shared catalogue: --catalog postgresql://…"))
      }
    }

    func run() throws {
      let text =
        message == "-"
        ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
          .trimmingCharacters(in: .newlines)
        : message
      if let problem = MessageText.problem(with: text) {
        Terminal.error("--message: \(problem)")
        throw ExitCode(65)
      }
      guard let shared = try catalogOptions.openShared() else { throw ExitCode(64) }
      try SharedInquiries.reply(text, toInquiry: id, in: shared, options: catalogOptions)
    }
  }
}

/// The names of the pets with `ids`, by id, to show beside inquiries: asked of a store one by
/// one, read from a catalogue in memory in one pass.
private func petNames(_ catalog: Catalog, of ids: [String]) -> [String: String] {
  guard catalog.backing != nil else {
    return Dictionary(catalog.pets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
  }
  var names: [String: String] = [:]
  for id in Set(ids) {
    if let index = catalog.index(ofPetWithID: id) { names[id] = catalog.pet(at: index).name }
  }
  return names
}

/// Rows of already-sanitised cells under a header, aligned by display width.
struct TextTable {
  var headers: [String]

  func render(_ rows: [[String]], to output: inout some TextOutputStream) {
    let rows = rows.map { $0.map { TerminalText.sanitize($0) } }
    var widths = headers.map { DisplayWidth.of($0) }
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], DisplayWidth.of(cell))
      }
    }
    for row in [headers] + rows {
      let cells = row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : DisplayWidth.pad(cell, to: widths[column])
      }
      output.write(cells.joined(separator: "  ") + "\n")
    }
  }
}
