import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// What `--catalog` names, told once (`CatalogSource`): a server by its address, a store by
/// its first bytes, any other file as a file; a server named without its password.
@Suite struct CatalogSourceTests {
  @Test func anAddress_isAServer_namedWithoutItsPassword() {
    let url = CatalogSource("postgresql://ada:s3cret@db.example.org:5433/pets")
    #expect(url.kind == .shared)
    #expect(url.described == "postgresql://ada@db.example.org:5433/pets")
    #expect(url.shownName == "pets on db.example.org")
    #expect(url.path == nil)
    #expect(!url.description.contains("s3cret"))
    let pairs = CatalogSource("host=db.example.org dbname=pets user=ada password=s3cret")
    #expect(pairs.kind == .shared)
    #expect(pairs.described == "postgresql://ada@db.example.org/pets")
  }

  @Test func aStore_isToldByItsFirstBytes_andAnyOtherFile_isAFile() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.json")
      try (Data("SQLite format 3\0".utf8) + Data(count: 84)).write(to: store)
      let json = folder.appendingPathComponent("pets.sqlite")
      try Data(#"{"pets": []}"#.utf8).write(to: json)
      // A file whose name looks like an address's pairs is a file.
      let oddName = folder.appendingPathComponent("host=db")
      try Data("[]".utf8).write(to: oddName)
      #expect(CatalogSource(store.path).kind == .store)
      #expect(CatalogSource(json.path).kind == .file)
      #expect(CatalogSource(oddName.path).kind == .file)
      #expect(CatalogSource(json.path).shownName == "pets.sqlite")
      #expect(CatalogSource(json.path).described == json.path)
      #expect(CatalogSource(folder.appendingPathComponent("missing.json").path).kind == .file)
    }
  }

  /// A FIFO given as the catalogue is told at once, not waited on (it is no store).
  @Test func aFIFO_isToldAtOnce_asAFile() throws {
    try withTemporaryDirectory { folder in
      let fifo = folder.appendingPathComponent("pets.fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect(CatalogSource(fifo).kind == .file)
    }
  }
}
