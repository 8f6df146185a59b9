import Foundation
import PetCatalog
import PetCatalogStore

/// The bundled catalogue (27 pets at the Riverbend Animal Shelter), read as `petcards` reads it,
/// on `fixedToday`.
public func bundledCatalog() throws -> Catalog {
  try CatalogLoader(today: .fixedToday).load(
    path: BuiltProgram.repository.appendingPathComponent("data/pets.json").path)
}

/// Runs `body` with a store made from `catalog` in a temporary folder, changed by `change`
/// (given its path) before it is opened: made as an older version made it, or damaged.
public func withStore<Result>(
  of catalog: Catalog, changedBy change: (String) throws -> Void = { _ in }, _ body: (CatalogStore) throws -> Result
) throws -> Result {
  try withTemporaryDirectory { directory in
    let path = directory.appendingPathComponent("pets.sqlite").path
    try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
    try change(path)
    let store = try CatalogStore.open(path)
    defer { store.close() }
    return try body(store)
  }
}
