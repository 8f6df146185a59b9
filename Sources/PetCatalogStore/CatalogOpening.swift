import PetCatalog

extension CatalogStore {
  /// The catalogue at `path`, a store or a JSON file (told apart by the file's first bytes,
  /// not its name): a store is read whole, a JSON file by `loader`.
  public static func load(path: String, with loader: CatalogLoader) throws(CatalogError) -> Catalog {
    guard isStore(path: path) else { return try loader.load(path: path) }
    let store = try open(path)
    defer { store.close() }
    return try store.catalog()
  }
}
