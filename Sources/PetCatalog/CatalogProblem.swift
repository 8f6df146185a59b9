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
  public var petID: String?
  /// The field, e.g. `birthday`, or a top-level key such as `fees.rare`.
  public var field: String?
  /// What is wrong: "expected a real date YYYY-MM-DD, found \"2023-02-30\"".
  public var message: String

  public init(
    _ severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil,
    petIndex: Int? = nil, petID: String? = nil, field: String? = nil, message: String
  ) {
    self.severity = severity
    self.file = file
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
    if let petIndex {
      subject.append(petID.map { "pets[\(petIndex)] (id \"\($0)\")" } ?? "pets[\(petIndex)]")
    }
    if let field { subject.append(trf(tr("field \"%1$@\""), field)) }
    var parts = [place]
    if !subject.isEmpty { parts.append(subject.joined(separator: ", ")) }
    let prefix = severity == .warning ? tr("warning: ") : ""
    return prefix + parts.joined(separator: ": ") + ": " + message
  }
}

/// Why a catalogue could not be loaded. It carries every problem found, not just the first.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The file does not exist or cannot be read (sysexits EX_NOINPUT, 66).
    case missing
    /// The file is there but its contents are not a valid catalogue (EX_DATAERR, 65).
    case invalid
  }

  public var kind: Kind
  public var problems: [CatalogProblem]

  public init(kind: Kind, problems: [CatalogProblem]) {
    self.kind = kind
    self.problems = problems
  }

  /// The exit status a command-line tool should end with.
  public var exitCode: Int32 { kind == .missing ? 66 : 65 }

  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}
