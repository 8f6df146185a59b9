import Foundation
import PetCatalog
import PetPictureDownloads
import PetPresentation

/// Pictures that are web addresses, for a command that prints once: fetched before printing,
/// for a few seconds at most (no network means placeholders, not a hang), and kept in the cache
/// for the next run and the window.
enum WebPictures {
  /// How long a command waits for its pictures before it prints with placeholders: a server
  /// that does not answer (no route, a dropped packet) costs this, not a hang.
  static let wait: TimeInterval = 3

  /// `viewModels` with their web pictures fetched (or given up on, with a warning each).
  static func fetched(_ viewModels: [PetViewModel]) -> [PetViewModel] {
    let addresses = viewModels.filter(\.pet.pictureIsAddress).map(\.pet.image)
    guard !addresses.isEmpty, let folder = CacheFolder.pictures(), let first = viewModels.first else {
      return viewModels
    }
    let downloads = PictureDownloads(folder: folder)
    downloads.onProblem = { Terminal.error(PictureDownloads.warning(address: $0, message: $1)) }
    downloads.fetchAll(addresses, until: Date().addingTimeInterval(wait))
    var context = first.context
    context.downloadedPictures = DownloadedPictures(folder: folder.path) { downloads.file(for: $0) }
    return viewModels.map { PetViewModel(pet: $0.pet, context: context) }
  }
}
