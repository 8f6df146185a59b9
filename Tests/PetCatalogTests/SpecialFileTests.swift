import Foundation
import PetCatalog
import PetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Paths that are not a plain catalogue file: each gets a message that says what it is.
@Suite struct SpecialFileTests {
  private func loadFailure(_ path: String) -> CatalogError? {
    do throws(CatalogError) {
      _ = try CatalogLoader(today: .fixedToday).load(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test func error_whenThePathIsAFIFO_saysSoWithoutWaitingForAWriter() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.json").path
      #expect(mkfifo(path, 0o600) == 0)
      let error = try #require(loadFailure(path))
      #expect(error.description == "\(path): is a pipe (FIFO), expected a catalogue file")
      #expect(error.exitCode == 66)
    }
  }

  @Test(arguments: ["/dev/zero", "/dev/null"])
  func error_whenThePathIsADevice_saysSo(path: String) throws {
    let error = try #require(loadFailure(path))
    #expect(error.description == "\(path): is a device, expected a catalogue file")
    #expect(error.exitCode == 66)
  }

  @Test func error_whenSymbolicLinksLoop_saysSoRatherThanNoSuchFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.json").path
      #expect(symlink(path, path) == 0)
      let error = try #require(loadFailure(path))
      #expect(error.description == "\(path): cannot be read: its symbolic links loop back on themselves")
      #expect(error.exitCode == 66)
    }
  }

  @Test func load_followsASymbolicLinkToACatalogue() throws {
    try withTemporaryDirectory { directory in
      let target = directory.appendingPathComponent("real.json")
      try Data(#"{"pets": []}"#.utf8).write(to: target)
      let link = directory.appendingPathComponent("pets.json").path
      #expect(symlink(target.path, link) == 0)
      let catalog = try CatalogLoader(today: .fixedToday).load(path: link)
      #expect(catalog.pets == [])
    }
  }
}
