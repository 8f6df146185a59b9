import PetLocalization

/// One thing wrong with a catalogue, said so that a person can find and fix it:
/// the file, the pet (index and id), the field, what was expected, what was found.
///
///     data/pets.json: pets[3] (id "biscuit"), field "birthday": expected a real date YYYY-MM-DD, found "2023-02-30"
public struct CatalogProblem: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    /// The catalogue cannot be used.
    case error
    /// The catalogue is used, with something shown in a fallback way.
    case warning
  }

  public var severity: Severity
  /// The catalogue's path as the user gave it.
  public var file: String
  /// Where in the file, for syntax errors: line and column from 1.
  public var line: Int?
  public var column: Int?
  /// The pet's index in `pets`, and its id when it has a readable one.
  public var petIndex: Int?
  /// Where the record is in a shelter's own format, in place of `pets[3]`: `animals[3]`,
  /// `data[0]`, `row 5`.
  public var record: String?
  public var petID: String?
  /// The field, e.g. `birthday`, or a top-level key such as `fees.rare`.
  public var field: String?
  /// What is wrong: "expected a real date YYYY-MM-DD, found \"2023-02-30\"".
  public var message: String
  /// The pet's name, when its record has one (clipped), so a person knows which pet is meant.
  public var petName: String?
  /// What is wrong, as data, for saying it in plain words (`PetBrowsing`); `nil` when only the
  /// technical message says it.
  public var reason: Reason?

  /// What is wrong, as data.
  public enum Reason: Hashable, Sendable {
    /// A required field is not there.
    case missing
    /// The field is not text.
    case notText(found: String)
    /// The field is text with nothing in it.
    case empty
    /// The field is not one of the values the format knows (`choices`: their spellings).
    case notAChoice(found: String, choices: String)
    /// The field is not a real date `YYYY-MM-DD`.
    case notADate(found: String)
    /// The date is after the day the catalogue is read.
    case afterToday(found: String)
    /// The pet came to the shelter before it was born.
    case intakeBeforeBirthday(intake: String, birthday: String)
    /// The field is not an amount of money such as `75.00`.
    case notAnAmount(found: String)
    /// The field may not be there beside another (a birthday beside an age group).
    case unexpected
    /// The field is not `true`, `false` or `null`.
    case notYesOrNo(found: String)
    /// The id uses characters ids may not have, or is too long.
    case badID(found: String)
    /// The picture's path is absolute or leaves the catalogue's folder.
    case pictureOutside(path: String)
    /// Another pet, earlier in the file, has the same id.
    case duplicateID(firstIndex: Int)
    /// The picture file is not there (a warning).
    case pictureMissing(path: String)
    /// An element of `pets` is not an object.
    case notAPet
    /// The file is not JSON: the parser stopped at `line` and `column`.
    case notJSON
    /// The file is not text in UTF-8.
    case notUTF8
    /// The file is none of the formats the program reads (`tried`: their names).
    case noFormat(tried: String)
    /// `count` more problems, not kept (`Array.note`).
    case more(count: Int)
  }

  public init(
    _ severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil,
    petIndex: Int? = nil, petID: String? = nil, field: String? = nil, message: String, petName: String? = nil,
    reason: Reason? = nil, record: String? = nil
  ) {
    self.record = record
    self.petName = petName
    self.reason = reason
    self.severity = severity
    // A shared catalogue's address is named without its password (issue 40).
    self.file = Passwords.hidden(in: file)
    self.line = line
    self.column = column
    self.petIndex = petIndex
    self.petID = petID
    self.field = field
    self.message = message
  }

  public var description: String {
    var place = file
    if let line, let column { place += ":\(line):\(column)" }
    // The pet and the field name one place: `pets[3] (id "biscuit"), field "birthday"`.
    var subject: [String] = []
    if let place = record ?? petIndex.map({ "pets[\($0)]" }) {
      // The pet's name too, as people know their pets: `pets[3] (id "biscuit", "Biscuit")`.
      let names = [petID.map { "id \"\($0)\"" }, petName.map { "\"\($0)\"" }].compactMap { $0 }
      subject.append(names.isEmpty ? place : "\(place) (\(names.joined(separator: ", ")))")
    } else if let petID {
      // A pet in a store, which has no index: `pet "biscuit"`.
      subject.append(trf(tr("pet \"%1$@\""), petID))
    }
    if let field { subject.append(trf(tr("field \"%1$@\""), field)) }
    var parts = [place]
    if !subject.isEmpty { parts.append(subject.joined(separator: ", ")) }
    let prefix = severity == .warning ? tr("warning: ") : ""
    return prefix + parts.joined(separator: ": ") + ": " + message
  }
}

extension CatalogProblem {
  /// The warning for a picture that is not there, used by `others` more pets besides.
  public static func pictureMissing(_ path: String, others: Int) -> String {
    guard others > 0 else {
      return trf(tr("the picture \"%1$@\" does not exist; showing a placeholder instead"), JSONValue.clipped(path))
    }
    let format = trn(
      // TRANSLATORS: %1$@ is a picture's path; %2$@ counts the other pets that use it.
      "the picture \"%1$@\" does not exist; showing a placeholder instead (for this pet and %2$@ other pet that use it)",
      "the picture \"%1$@\" does not exist; showing a placeholder instead (for this pet and %2$@ other pets that use it)",
      others)
    return trf(format, JSONValue.clipped(path), others)
  }
}

/// Why a catalogue could not be loaded. It carries every problem found, not just the first.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The file does not exist or cannot be read (sysexits EX_NOINPUT, 66).
    case missing
    /// The file is there but its contents are not a valid catalogue (EX_DATAERR, 65).
    case invalid
    /// Reading or writing the file failed part-way: a disk error, a full disk (EX_IOERR, 74).
    case inputOutput
    /// The file cannot be made where asked: no such folder, no permission (EX_CANTCREAT, 73).
    case cannotCreate
    /// A shared catalogue's server cannot be reached, or has no such database (EX_UNAVAILABLE, 69).
    case unavailable
    /// The server refused: a failed login, or a role that may not do what was asked (EX_NOPERM, 77).
    case notPermitted
    /// What was asked cannot be: an address no server reads, a command given a catalogue it
    /// does not take (EX_USAGE, 64).
    case usage
    /// It may work if tried again: a lock another held past the time to wait, a transaction the
    /// server gave up on (EX_TEMPFAIL, 75).
    case temporary
  }

  public var kind: Kind
  public var problems: [CatalogProblem]
  /// The login a shared catalogue's server wanted a password for that was not given, or did
  /// not accept: what a window asks for in a dialog, and a terminal at a prompt.
  public var passwordWanted: PasswordWanted?

  public init(kind: Kind, problems: [CatalogProblem]) {
    self.kind = kind
    self.problems = problems
  }

  /// The exit status a command-line tool should end with.
  public var exitCode: Int32 {
    switch kind {
    case .missing: 66
    case .invalid: 65
    case .inputOutput: 74
    case .cannotCreate: 73
    case .unavailable: 69
    case .notPermitted: 77
    case .usage: 64
    case .temporary: 75
    }
  }

  /// An error with one problem, about the whole of `file`.
  public init(_ kind: Kind, file: String, _ message: String) {
    self.init(kind: kind, problems: [CatalogProblem(file: file, message: message)])
  }

  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}

extension CatalogProblem {
  /// `warnings` as lines to print: the first `limit`, then one line that counts the rest.
  public static func warningLines(_ warnings: [CatalogProblem], limit: Int = 20) -> [String] {
    // The list may end in the count of those it did not keep (`Array.note`).
    var counted = 0
    if case .more(let count)? = warnings.last?.reason { counted = count }
    let listed = counted > 0 ? warnings.dropLast() : warnings[...]
    guard listed.count > limit || counted > 0 else { return warnings.map(\.description) }
    let rest = max(0, listed.count - limit) + counted
    return listed.prefix(limit).map(\.description) + [
      trnf(
        // TRANSLATORS: after the first 20 warnings; %lld counts the rest.
        "warning: %lld more warning like these are not shown", "warning: %lld more warnings like these are not shown",
        rest)
    ]
  }
}

extension [CatalogProblem] {
  /// How many problems a list keeps: those after are counted in one last problem, "and 999,900
  /// more problems like these". A 2 MB listing of a million bad records said a million lines
  /// and took 358 MB; 32 MB of them aborted (issue 40, point 13).
  public static let kept = 100

  /// Appends `problem`, or counts it once `kept` are kept (in the last problem, an error when
  /// any it counts is).
  public mutating func note(_ problem: CatalogProblem) {
    if case .more(let count)? = problem.reason {
      return countMore(count, severity: problem.severity, file: problem.file)
    }
    if count < Self.kept, !Self.isMore(last) { return append(problem) }
    countMore(1, severity: problem.severity, file: problem.file)
  }

  /// How many problems the list stands for: those it keeps, and those its last counts.
  public var total: Int {
    if case .more(let count)? = last?.reason { return self.count - 1 + count }
    return count
  }

  /// `note`s each of `problems`.
  public mutating func note(contentsOf problems: some Sequence<CatalogProblem>) {
    for problem in problems { note(problem) }
  }

  private static func isMore(_ problem: CatalogProblem?) -> Bool {
    if case .more? = problem?.reason { true } else { false }
  }

  private mutating func countMore(_ more: Int, severity: CatalogProblem.Severity, file: String) {
    var total = more
    var severity = severity
    if case .more(let counted)? = last?.reason, let last {
      total += counted
      if last.severity == .error { severity = .error }
      removeLast()
    }
    append(
      CatalogProblem(
        severity, file: first?.file ?? file,
        message: trf(
          trn(
            // TRANSLATORS: said after the first 100 problems of a file; %1$@ counts the rest.
            "and %1$@ more problem like these", "and %1$@ more problems like these", total),
          total.formatted()),
        reason: .more(count: total)))
  }
}
