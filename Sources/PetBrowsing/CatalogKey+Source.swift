import PetCatalog
import PetStore

extension CatalogKey {
  /// The catalogue `source` names: a file, or a shared catalogue known by its server and
  /// database as messages name them (`postgresql://user@host:port/database`, no password).
  public init(_ source: CatalogSource) {
    switch source.kind {
    case .shared: self.init(source.described)
    case .file, .store: self.init(file: source.argument)
    }
  }
}
