import ArgumentParser
import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCards
import PetCatalog
import PetCatalogStore
import PetLiveClients
import PetLocalization
import PetStore

/// `petcards inquiries` on a shared catalogue (`--catalog postgresql://…`): inquiries go to the
/// shelter's database, and the shelter answers them there. What each role sees and may change
/// is the server's to say (docs/shared-catalogue.md); the adopter keeps a copy of each of its
/// inquiries on this computer, which takes the shelter's answer whenever it lists them.
enum SharedInquiries {
  /// `--shelter` is a shared catalogue's filter.
  static func validate(shelter: String?, catalog: CatalogSource?) throws {
    guard shelter != nil, catalog?.isShared != true else { return }
    throw ValidationError(tr("--shelter needs a shared catalogue: --catalog postgresql://…"))
  }

  static func viewModel(_ found: SharedInquiry) -> InquiryViewModel {
    InquiryViewModel(
      inquiry: found.inquiry, petName: found.petName, timeZone: .current, locale: Localization.readerDateLocale,
      shelterName: found.shelterName)
  }

  /// Prints the inquiries the role may read, and gives this computer's copies the shelter's answers.
  static func list(
    _ shared: SharedCatalog, shelter: String?, pet: String?, status: InquiryStatus?, options: CatalogOptions
  ) throws {
    let found = try readable(shared, shelter: shelter, pet: pet, status: status, options: options)
    let rows = found.map {
      let model = viewModel($0)
      return [model.idText, model.petText, $0.shelterName, model.applicantText, model.statusText, model.createdText]
    }
    var output = StandardOutput()
    defer { output.flush() }
    TextTable(
      headers: [
        trc("list heading", "ID"), trc("list heading", "PET"), trc("list heading", "SHELTER"),
        trc("list heading", "APPLICANT"), trc("list heading", "STATUS"), trc("list heading", "DATE"),
      ]
    ).render(rows, to: &output)
  }

  /// Writes the inquiries the role may read as CSV (`inquiries export --csv`), with the shelter
  /// each went to: a shelter's staff's whole list, for its spreadsheet.
  static func export(_ shared: SharedCatalog, shelter: String?, options: CatalogOptions) throws {
    let found = try readable(shared, shelter: shelter, pet: nil, status: nil, options: options)
    var names: [String: String] = [:]
    var shelters: [Int64: (id: String, name: String)] = [:]
    for each in found {
      names[each.inquiry.petID] = TerminalText.sanitize(each.petName)
      shelters[each.inquiry.id] = (TerminalText.sanitize(each.shelterID), TerminalText.sanitize(each.shelterName))
    }
    var output = StandardOutput()
    defer { output.flush() }
    output.write(InquiryCSV.render(found.map { InquiryCSV.sanitized($0.inquiry) }, petNames: names, shelters: shelters))
  }

  /// The inquiries the role may read (through the public access, those this computer sent),
  /// only those to `shelter`, about `pet` or with `status` when given; this computer's copies
  /// take the shelter's answers.
  private static func readable(
    _ shared: SharedCatalog, shelter: String?, pet: String?, status: InquiryStatus?, options: CatalogOptions
  ) throws -> [SharedInquiry] {
    let found: [SharedInquiry]
    if try options.reading({ try shared.isPublicAccess() }) {
      // Through the public access: the inquiries sent from this computer, by their secrets.
      let tokens =
        try options.catalog.map { source in
          try UserData.run { try UserDataStore.forCatalogue(source).sharedTokens() }
        } ?? []
      found = try options.reading { try shared.publicInquiries(tokens) }.filter {
        (shelter == nil || $0.shelterID == shelter) && (pet == nil || $0.inquiry.petID == pet)
          && (status == nil || $0.inquiry.status == status)
      }
    } else {
      found = try options.reading { try shared.inquiries(shelter: shelter, petID: pet, status: status) }
    }
    recordAnswers(found, options: options)
    return found
  }

  /// The shelter's answers into this computer's copies of the adopter's inquiries. A copy that
  /// cannot be brought up to date is said, and the listing goes on: the server has the answer.
  private static func recordAnswers(_ found: [SharedInquiry], options: CatalogOptions) {
    guard !found.isEmpty, let source = options.catalog else { return }
    do {
      let store = try UserDataStore.forCatalogue(source)
      try store.recordAnswers(found.map { ($0.inquiry.id, $0.inquiry.status, $0.inquiry.updatedAt) })
    } catch {
      // TRANSLATORS: %1$@ says why the copies on this computer could not be updated.
      Terminal.error(trf(tr("warning: the shelter's answers are not in this computer's copies: %1$@"), "\(error)"))
    }
  }

  /// Sends `application` about `pet` to its shelter and keeps a copy on this computer, then
  /// says so. The copy's place is opened first: when it cannot be (user data unwritable),
  /// nothing is sent and the exit is 73, so a retry sends once. It printed "sent" first, then
  /// failed with 73, and a script that retried sent it twice (issue 40). Once sent, a copy that
  /// cannot be written is a warning and the exit 0: the shelter has it, and a retry would send
  /// it again.
  static func send(_ application: InquiryApplication, to shared: SharedCatalog, about pet: Pet, options: CatalogOptions)
    throws
  {
    let copies = try options.catalog.map { source in try UserData.run { try UserDataStore.forCatalogue(source) } }
    let sent = try options.reading { try shared.addInquiry(application) }
    do {
      _ = try copies?.addInquiry(
        application, at: sent.inquiry.createdAt, sharedID: sent.inquiry.id, sharedToken: sent.token)
    } catch {
      // TRANSLATORS: %1$@ is the inquiry's number, %2$@ says why its copy on this computer was not saved.
      let format = tr("warning: inquiry %1$@ was sent, but its copy on this computer was not saved: %2$@")
      Terminal.error(trf(format, String(sent.inquiry.id), "\(error)"))
    }
    var output = StandardOutput()
    output.write(
      TerminalText.sanitize(
        trf(
          // TRANSLATORS: %1$@ is the inquiry's number, %2$@ the pet's name, %3$@ its id, %4$@ the applicant, %5$@ the shelter.
          tr("Inquiry %1$@ sent about %2$@ (%3$@) from %4$@ to %5$@"), String(sent.inquiry.id), pet.name, pet.id,
          sent.inquiry.applicantName, sent.shelterName))
        + "\n")
    output.flush()
  }

  /// Sets inquiry `id`'s status in the shared catalogue at `address`, as its role may.
  static func setStatus(_ status: InquiryStatus, ofInquiry id: Int64, in address: String) throws {
    let shared: SharedCatalog
    let outcome: Result<SharedInquiry, SharedCatalog.AnswerRefusal>
    do {
      shared = try SharedCatalog.open(address)
      outcome = try shared.setStatus(status, ofInquiry: id)
    } catch {
      throw Terminal.refusal(error)
    }
    switch outcome {
    case .success(let answered):
      var output = StandardOutput()
      output.write(
        // TRANSLATORS: %1$@ is the inquiry's number, %2$@ its new status, e.g. "Under review".
        trf(tr("Inquiry %1$@ is now %2$@"), String(answered.inquiry.id), answered.inquiry.status.displayName) + "\n")
      output.flush()
    case .failure(.noSuchInquiry):
      // TRANSLATORS: %1$@ is an inquiry's number, %2$@ a shared catalogue's server.
      Terminal.error(trf(tr("%2$@: no inquiry numbered %1$@"), String(id), shared.server))
      throw ExitCode(1)
    case .failure(.notPermitted(let role)):
      Terminal.error(
        trf(
          tr(
            // TRANSLATORS: %1$@ is the server, %2$@ a login role, %3$@ an inquiry's number, %4$@ a status.
            "%1$@: the role %2$@ may not make inquiry %3$@ %4$@: a shelter's role answers the inquiries about its shelters' pets, and an adopter's may only withdraw its own"
          ), shared.server, role, String(id), status.rawValue))
      throw ExitCode(77)
    }
  }
}

extension SharedInquiries {
  /// The secret this computer keeps for inquiry `id` sent through the public access, when the
  /// catalogue is read through it; `nil` otherwise.
  static func token(of id: Int64, in shared: SharedCatalog, options: CatalogOptions) throws -> String? {
    guard try options.reading({ try shared.isPublicAccess() }), let source = options.catalog else { return nil }
    return try UserData.run { try UserDataStore.forCatalogue(source).sharedTokens() }.first { $0.sharedID == id }?
      .token
  }

  /// Inquiry `found`'s conversation as `inquiries show` prints it, a line a message: `Riverbend
  /// Animal Shelter, 2026-11-30 14:03` and what it says; the role's own side is "You".
  static func conversation(of found: SharedInquiry, in shared: SharedCatalog, options: CatalogOptions) throws
    -> [(label: String, value: String)]
  {
    let token = try token(of: found.inquiry.id, in: shared, options: options)
    let messages = try options.reading { try shared.messages(ofInquiry: found.inquiry.id, token: token) }
    // The adopter's side: its role sent the inquiry (or, through the public access, holds its secret).
    let adopterReads = try token != nil || options.reading { try shared.isApplicant(of: found.inquiry.id) }
    let formatter = DateFormatter()
    formatter.locale = Localization.readerDateLocale
    formatter.timeZone = .current
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return messages.map { message in
      let mine = message.fromShelter != adopterReads
      // TRANSLATORS: who wrote a message in an inquiry's conversation, when it is the reader.
      let who = mine ? tr("You") : (message.fromShelter ? found.shelterName : found.inquiry.applicantName)
      return (
        label: TerminalText.sanitize(who) + ", " + formatter.string(from: message.createdAt),
        value: message.body
      )
    }
  }

  /// Writes `text` into inquiry `id`'s conversation and says so; a refusal names the role and
  /// what it may do (exit 77), a number that is not there says so (exit 1).
  static func reply(_ text: String, toInquiry id: Int64, in shared: SharedCatalog, options: CatalogOptions) throws {
    let token = try token(of: id, in: shared, options: options)
    switch try options.reading({ try shared.addMessage(text, toInquiry: id, token: token) }) {
    case .success:
      var output = StandardOutput()
      // TRANSLATORS: %1$@ is the inquiry's number.
      output.write(trf(tr("Message written in inquiry %1$@'s conversation"), String(id)) + "\n")
      output.flush()
    case .failure(.noSuchInquiry):
      // TRANSLATORS: %1$@ is an inquiry's number, %2$@ a shared catalogue's server.
      Terminal.error(trf(tr("no inquiry numbered %1$@ that you may read in %2$@"), String(id), shared.server))
      throw ExitCode(1)
    case .failure(.notPermitted(let role)):
      Terminal.error(
        trf(
          tr(
            // TRANSLATORS: %1$@ is a role, %2$@ an inquiry's number.
            "the role %1$@ may not write in inquiry %2$@'s conversation: a shelter's role writes in those about its shelters' pets, an adopter's in its own"
          ), TerminalText.sanitize(role), String(id)))
      throw ExitCode(77)
    }
  }
}

extension InquiryCSV {
  /// `inquiry` with the applicant's text made safe for a terminal (the CSV is printed), line
  /// breaks kept where a person may write them.
  static func sanitized(_ inquiry: Inquiry) -> Inquiry {
    var inquiry = inquiry
    inquiry.applicantName = TerminalText.sanitize(inquiry.applicantName)
    inquiry.email = TerminalText.sanitize(inquiry.email)
    inquiry.phone = inquiry.phone.map { TerminalText.sanitize($0) }
    inquiry.otherPets = TerminalText.sanitize(inquiry.otherPets, keepsLineBreaks: true)
    inquiry.message = TerminalText.sanitize(inquiry.message, keepsLineBreaks: true)
    inquiry.petID = TerminalText.sanitize(inquiry.petID)
    return inquiry
  }
}
