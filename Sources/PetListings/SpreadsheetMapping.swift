import Foundation
import PetCatalog
import PetLocalization

/// A shelter's own names for a spreadsheet's columns and codes, where the names shelters'
/// systems write (`SpreadsheetColumns.Field.names`) do not say them: a small JSON file
/// (docs/formats/spreadsheet.md, "The mapping file"), kept beside the store so next week's
/// import needs no flags.
///
///     {
///       "columns": {"Kennel Name": "name", "Critter": "species", "Run": "ignored"},
///       "values": {"species": {"K9": "dog", "FEL": "cat"}, "sex": {"MN": "male"}}
///     }
public struct SpreadsheetMapping: Sendable, Equatable {
  /// The field each header names, by the header folded as `SpreadsheetColumns` folds them.
  var columns: [String: SpreadsheetColumns.Field] = [:]
  /// For a field of fixed values, the catalogue's spelling of each of the file's own codes,
  /// by the code lowercased and trimmed.
  var values: [ValueField: [String: String]] = [:]

  /// The fields whose codes a mapping may give.
  enum ValueField: String, CaseIterable, Sendable {
    case species, sex, size, coat

    /// The catalogue's values of the field.
    var type: any CatalogEnum.Type {
      switch self {
      case .species: Species.self
      case .sex: Sex.self
      case .size: Size.self
      case .coat: Coat.self
      }
    }
  }

  /// The catalogue's value of `code` for `field`, when the mapping gives one.
  func value<Value: CatalogEnum>(_ field: ValueField, _ code: String?) -> Value? {
    guard let code, let map = values[field] else { return nil }
    return map[code.trimmingCharacters(in: .whitespaces).lowercased()].flatMap(Value.init(rawValue:))
  }

  /// The mapping in the file at `path`; every problem with it names the file and the key.
  public static func read(path: String) throws(CatalogError) -> SpreadsheetMapping {
    let data = try CatalogFile.whole(path, limit: 1024 * 1024)
    return try data.withUnsafeBytes { raw in
      Result { () throws(CatalogError) -> SpreadsheetMapping in
        switch JSONValue.document(raw.bindMemory(to: UInt8.self), file: path) {
        case .failure(let problem): throw CatalogError(kind: .invalid, problems: [problem])
        case .success(let document): return try parse(document, file: path)
        }
      }
    }.get()
  }

  static func parse(_ document: JSONValue, file: String) throws(CatalogError) -> SpreadsheetMapping {
    var mapping = SpreadsheetMapping()
    var problems: [CatalogProblem] = []
    func problem(_ field: String, _ message: String) {
      problems.append(CatalogProblem(file: file, field: field, message: message))
    }
    guard case .object(let members) = document else {
      throw CatalogError(
        kind: .invalid,
        problems: [CatalogProblem(file: file, message: trf(tr("expected an object, found %1$@"), document.summary))])
    }
    let fields = SpreadsheetColumns.Field.allCases.map(\.mappingName)
    for (key, value) in members {
      switch (key, value) {
      case ("columns", .object(let columns)):
        for (header, field) in columns {
          guard case .string(let name) = field, let known = SpreadsheetColumns.Field(mappingName: name) else {
            problem(
              "columns.\(header)",
              trf(tr("expected one of %1$@, found %2$@"), fields.joined(separator: ", "), field.summary))
            continue
          }
          mapping.columns[SpreadsheetColumns.folded(header)] = known
        }
      case ("values", .object(let byField)):
        for (name, codes) in byField {
          guard let field = ValueField(rawValue: name) else {
            problem(
              "values.\(name)",
              trf(
                tr("expected one of %1$@, found %2$@"), ValueField.allCases.map(\.rawValue).joined(separator: ", "),
                JSONValue.quoted(name)))
            continue
          }
          guard case .object(let pairs) = codes else {
            problem("values.\(name)", trf(tr("expected an object of codes, found %1$@"), codes.summary))
            continue
          }
          for (code, spelling) in pairs {
            guard case .string(let text) = spelling, field.type.init(rawValue: text) != nil else {
              problem(
                "values.\(name).\(code)",
                trf(tr("expected one of %1$@, found %2$@"), field.type.spellings, spelling.summary))
              continue
            }
            mapping.values[field, default: [:]][code.trimmingCharacters(in: .whitespaces).lowercased()] = text
          }
        }
      case ("columns", _), ("values", _):
        problem(key, trf(tr("expected an object, found %1$@"), value.summary))
      default:
        problem(key, tr("is not a key of a mapping; its keys are columns and values"))
      }
    }
    if !problems.isEmpty { throw CatalogError(kind: .invalid, problems: problems) }
    return mapping
  }
}

extension SpreadsheetColumns.Field {
  /// The field's name in a mapping file: `intakeDate`, `photos`, `ignored`.
  var mappingName: String { self == .photo ? "photos" : "\(self)" }

  init?(mappingName: String) {
    guard let field = Self.allCases.first(where: { $0.mappingName == mappingName }) else { return nil }
    self = field
  }
}
