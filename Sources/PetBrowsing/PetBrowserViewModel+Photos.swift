extension PetBrowserViewModel {
  /// The card's arrow to the next photo, or its keys: the selected pet's next photo, after the
  /// last its first.
  public func nextPhotoTapped() { movePhoto(by: 1) }

  /// The card's arrow to the photo before, or its keys: before the first, the last.
  public func previousPhotoTapped() { movePhoto(by: -1) }

  /// Whether the card has photos to move among: the arrows and their keys do nothing else.
  public var canMovePhotos: Bool { (selectedPet?.photoCount ?? 0) > 1 }

  private func movePhoto(by step: Int) {
    guard let pet = selectedPet, pet.photoCount > 1, let id = state.rows.petID else { return }
    let count = pet.photoCount
    update { state.photo = (id, ((pet.photoIndex + step) % count + count) % count) }
  }
}
