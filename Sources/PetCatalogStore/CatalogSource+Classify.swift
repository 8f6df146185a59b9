import PetCatalog

extension CatalogSource {
  /// What `argument` names, decided once: a shared catalogue's address (named without its
  /// password, libpq parsing it), else a store or a file by its first bytes.
  public init(_ argument: String) {
    if Self.isSharedAddress(argument) {
      self.init(
        kind: .shared, argument: argument, described: SharedCatalog.describe(argument),
        shownName: SharedCatalog.shortName(argument))
    } else {
      self.init(path: argument)
    }
  }
}
