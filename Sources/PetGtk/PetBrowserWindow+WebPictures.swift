import PetPictureDownloads
import PetPresentation

extension PetBrowserWindow {
  /// Shows pictures that are web addresses as `downloads` fetches them: each shows its
  /// placeholder until it comes, then the rows on screen and the card are drawn again; one that
  /// cannot be fetched keeps its placeholder, with one warning.
  public func showWebPictures(from downloads: PictureDownloads) {
    downloads.onFetched = { [weak self] _ in
      GtkSession.runOnMainLoop { self?.webPictureArrived() }
    }
    downloads.onProblem = { address, message in
      GtkSession.runOnMainLoop { PictureWarnings.reportFetch(address, message) }
    }
  }

  /// A picture came: the rows on screen ask for theirs again, and the card, when its pet's
  /// picture is a web address.
  func webPictureArrived() {
    guard !isClosed else { return }
    // A row's picture is its file now: the rows kept are asked for anew.
    drawnRows.removeAll(keepingCapacity: true)
    window.emit("redraw-row", -1)
    if let selected = viewModel.selectedPet, selected.image.address != nil {
      card.setImage(selected.image)
    }
  }
}

extension PictureDownloads {
  /// The fetched pictures as the view models look them up.
  public var lookup: DownloadedPictures {
    DownloadedPictures(folder: folder.path) { [self] in file(for: $0) }
  }
}
