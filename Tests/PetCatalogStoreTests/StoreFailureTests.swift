import GRDB
import PetCatalog
import Testing

@testable import PetCatalogStore

/// SQLite's failures as exit statuses a script can act on: a store busy with another's import
/// is "try again" (75), one that cannot be written "cannot create" (73); both said 74, as a
/// store that cannot be read (issue 40, point 8).
@Suite struct StoreFailureTests {
  @Test(arguments: [
    (ResultCode.SQLITE_BUSY, Int32(75)), (.SQLITE_LOCKED, 75), (.SQLITE_READONLY, 73), (.SQLITE_FULL, 73),
    (.SQLITE_IOERR, 74), (.SQLITE_CORRUPT, 65), (.SQLITE_CANTOPEN, 66),
  ])
  func eachFailure_exitsAsAScriptCanActOnIt(code: ResultCode, exit: Int32) {
    let error = StoreFailure.catalogError(DatabaseError(resultCode: code, message: "m"), path: "pets.sqlite")
    #expect(error.exitCode == exit)
  }
}
