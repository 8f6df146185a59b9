import PetBrowsing
import PetCards
import PetCatalog
import PetGtk
import PetTestSupport
import Testing

/// The card's gallery in the window (issue 42, point 3): arrows under the picture with their
/// keys in their tooltips, "2 of 3" between them, the picture's accessible name saying which
/// photo it is; no arrows for a pet with one picture. What the widgets hold is what the
/// headless renderer prints.
@MainActor
@Suite struct PhotoGalleryWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func theArrows_moveAmongThePhotos_andSayWhichPhotoShows() throws {
    let window = Fixtures.window(for: Catalog(shelter: "Riverbend Animal Shelter", pets: [.rogers, .stuart]))
    try Fixtures.show(window)
    #expect(window.select(petID: "rogers"))
    let card = window.card
    #expect(card.photoPosition == "1 of 3")
    #expect(card.buttonLabel(.previousPhoto) == "Previous photo (Ctrl+Page Up)")
    #expect(card.buttonLabel(.nextPhoto) == "Next photo (Ctrl+Page Down)")
    #expect(card.isButtonEnabled(.nextPhoto) && card.isButtonEnabled(.previousPhoto))
    #expect(card.imageDescription == "Photo 1 of 3: No picture of Rogers yet")
    card.click(.nextPhoto)
    #expect(Fixtures.runMainLoop { card.photoPosition == "2 of 3" })
    #expect(card.imageDescription == "Photo 2 of 3: No picture of Rogers yet")
    card.click(.previousPhoto)
    card.click(.previousPhoto)
    #expect(Fixtures.runMainLoop { card.photoPosition == "3 of 3" })
    #expect(window.snapshot.text == WindowSnapshot(window.viewModel).text)
    #expect(window.snapshot.text.contains("\n  Picture:       placeholder\n  Photo:         3 of 3\n"))

    // One picture: no arrows, and their keys do nothing.
    #expect(window.select(petID: "stuart"))
    #expect(Fixtures.runMainLoop { card.photoPosition == nil })
    #expect(!card.isButtonEnabled(.nextPhoto))
    #expect(!window.snapshot.text.contains("Photo:"))
    // The keys, bound from the same constants the tooltips name.
    #expect(BrowserAccelerators.all.contains { $0.action == "win.next-photo" && $0.keys == "<Primary>Page_Down" })
    #expect(BrowserAccelerators.all.contains { $0.action == "win.previous-photo" && $0.keys == "<Primary>Page_Up" })
    window.close()
  }
}
