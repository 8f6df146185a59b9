import PetCatalog

/// A fixed value of the catalogue (a species, a size, a status…) that a person names either by
/// the catalogue's code (`guinea-pig`) or by the words the window shows (`Guinea pig`, or
/// `モルモット` in Japanese). Both programs' flags read values through `init(named:)`, so the
/// same words work in `petcards` and `pet-browser`.
public protocol NamedValue: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// The words a person reads for the value, in the reader's language.
  var displayName: String { get }
}

extension NamedValue {
  /// The value `text` names: its code or its display name, ignoring case, accents and the gap
  /// in `guinea-pig` (`Guinea pig`, `guineapig`, `GUINEA_PIG`); `nil` when it names none.
  public init?(named text: String) {
    let wanted = NamedValues.key(text)
    guard
      let value = Self.allCases.first(where: { NamedValues.key($0.rawValue) == wanted })
        ?? Self.allCases.first(where: { NamedValues.key($0.displayName) == wanted })
    else { return nil }
    self = value
  }
}

/// How names are compared.
public enum NamedValues {
  /// `text` folded for comparing names: no case, accents, spaces, hyphens or underscores.
  public static func key(_ text: String) -> String {
    SearchText.fold(text).filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
  }
}

extension Species: NamedValue {}
extension Sex: NamedValue {}
extension Size: NamedValue {}
extension Coat: NamedValue {}
extension AgeGroup: NamedValue {}
extension Rarity: NamedValue {}
extension Company: NamedValue {}
extension AdoptionStatus: NamedValue {}
extension PetSortOrder: NamedValue {}
