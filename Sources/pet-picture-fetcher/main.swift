import Foundation
import PetPictureDownloads

// pet-picture-fetcher ADDRESS TIMEOUT MAXIMUM-BYTES [HEADER: VALUE]...: fetches one picture for
// pet-browser and petcards, in a process of its own, and writes what came on standard output
// (PictureFetcher). A server whose answer stops Foundation's HTTP client stops this process,
// not the window.
exit(PictureFetcher.runAsFetcher(Array(CommandLine.arguments.dropFirst())))
