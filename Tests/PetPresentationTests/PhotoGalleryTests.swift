import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// A pet with several photos (issue 42, point 3): the card shows one at a time, says which of
/// how many, and its picture's accessible name says it too; a pet with one picture has no
/// gallery at all.
@Suite struct PhotoGalleryTests {
  /// Rogers' photos fetched: the second and third are files, the first is not fetched yet.
  static var context: PresentationContext {
    var context = PresentationContext.fixed
    context.downloadedPictures = DownloadedPictures(folder: "/cache/pictures") { address in
      address.hasSuffix("/1.jpg") ? nil : "/cache/pictures/\(address.split(separator: "/").last ?? "").picture"
    }
    return context
  }

  @Test func theCard_showsOnePhotoOfSeveral_andSaysWhich() {
    let first = PetViewModel(pet: .rogers, context: Self.context)
    #expect(first.photoCount == 3)
    #expect(first.photoPositionText == "1 of 3")
    #expect(
      first.image
        == PetImage(
          path: nil, accessibleDescription: "Photo 1 of 3: No picture of Rogers yet", glyph: "🐈",
          address: "https://pictures.example.org/rogers/1.jpg"))
    let second = first.showingPhoto(1)
    #expect(second.photoPositionText == "2 of 3")
    #expect(
      second.image
        == PetImage(
          path: "/cache/pictures/2.jpg.picture", folder: "/cache/pictures",
          accessibleDescription: "Photo 2 of 3: Picture of Rogers, a cat (Domestic Shorthair)", glyph: "🐈",
          unshownDescription: "Photo 2 of 3: No picture of Rogers: its file could not be shown",
          address: "https://pictures.example.org/rogers/2.jpg"))
    // Kept within the photos.
    #expect(first.showingPhoto(7).photoPositionText == "3 of 3")
    #expect(first.showingPhoto(-2).photoPositionText == "1 of 3")
  }

  @Test func aPetWithOnePicture_orNone_hasNoGallery() {
    #expect(PetViewModel.fixed(.stuart).photoPositionText == nil)
    #expect(PetViewModel.fixed(.stuart).photoCount == 1)
    #expect(PetViewModel.fixed(.adultOnly).photoPositionText == nil)
    #expect(PetViewModel.fixed(.adultOnly).photoCount == 0)
    // The picture's own file, as before: a photo of the catalogue's folder is a path in it.
    var local = Pet.rogers
    local.image = "pictures/rogers.svg"
    local.photos = [Photo("pictures/rogers.svg"), Photo("pictures/rogers-2.svg")]
    #expect(PetViewModel.fixed(local).showingPhoto(1).image.path == "/srv/pets/pictures/rogers-2.svg")
  }
}
