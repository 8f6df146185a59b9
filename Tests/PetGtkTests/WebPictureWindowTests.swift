import CPetGtk
import Foundation
import PetBrowsing
import PetCards
import PetCatalog
import PetGtk
import PetPictureDownloads
import PetPresentation
import PetTestSupport
import Testing

/// A picture that is a web address, fetched from a real HTTP server on loopback: the window
/// comes up with the placeholder, and the row and the card show the picture once it comes.
@MainActor
@Suite struct WebPictureWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func aWebPicture_isThePlaceholder_untilItComes_thenTheRowAndCardShowIt() throws {
    // The server answers once the test has seen the placeholder: the window does not wait for
    // it. (A fixed half second was shorter than showing the window took on a busy machine.)
    let answer = DispatchSemaphore(value: 0)
    let server = try LoopbackHTTPServer { request in
      guard request.path == "/rex.png" else { return .init(status: 404) }
      _ = answer.wait(timeout: .now() + 30)
      return .init(headers: ["Content-Type": "image/png"], body: TestPNG.red)
    }
    try withTemporaryDirectory { folder in
      let downloads = PictureDownloads(folder: folder)
      var rex = Fixtures.pet(id: "rex", name: "Rex")
      rex.image = server.address("/rex.png")
      let data = TemporaryDataDirectory()
      let window = PetBrowserWindow(
        list: PetListViewModel(catalog: Catalog(pets: [rex]), today: Fixtures.today, pictures: downloads.lookup),
        userData: Fixtures.openStore(data.location))
      window.showWebPictures(from: downloads)
      try Fixtures.show(window)
      #expect(window.select(petID: "rex"))
      @MainActor func cardPicture() -> String? { window.snapshot.card.first?.value }
      #expect(cardPicture() == WindowSnapshot.placeholder)
      #expect(window.cellText(row: 0, column: PET_GTK_COLUMN_IMAGE_PATH) == "")
      answer.signal()
      #expect(Fixtures.runMainLoop { cardPicture() != WindowSnapshot.placeholder })
      let file = try #require(cardPicture())
      #expect(file.hasPrefix(folder.path + "/"))
      #expect(FileManager.default.contents(atPath: file) == TestPNG.red)
      #expect(window.cellText(row: 0, column: PET_GTK_COLUMN_IMAGE_PATH) == file)
      #expect(server.requests.count == 1)
      window.close()
    }
  }
}
