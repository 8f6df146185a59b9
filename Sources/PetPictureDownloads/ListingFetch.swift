import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A page of a shelter's listing fetched from the web (`petcards import https://…`), by the
/// fetcher that fetches pictures, in a process of its own and within its limits: a server that
/// is down, slow, refuses, or sends more than a listing's page may have is a failure with words.
public enum ListingFetch {
  /// How long a page may take, and how large it may be.
  public struct Limits: Sendable {
    /// Seconds without a byte before the fetch gives up; twice this for the whole page.
    public var timeout: TimeInterval
    /// The largest page fetched, in bytes: a file of a listing is read up to 1 GiB, a page
    /// served at once far less.
    public var maximumBytes: Int

    public init(timeout: TimeInterval = 30, maximumBytes: Int = 256 * 1024 * 1024) {
      self.timeout = timeout
      self.maximumBytes = maximumBytes
    }
  }

  /// The body of the page at `url`, asked with `headers` (an API key, say, which the fetcher is
  /// handed out of sight of other users); a failure says why in words that name no header.
  public static func fetch(
    _ url: URL, headers: [(name: String, value: String)], limits: Limits = Limits()
  ) -> Result<Data, PictureDownloads.Failure> {
    var request = URLRequest(url: url)
    for header in headers { request.setValue(header.value, forHTTPHeaderField: header.name) }
    let pictureLimits = PictureDownloads.Limits(timeout: limits.timeout, maximumBytes: limits.maximumBytes)
    return PictureFetcher.fetch(request, limits: pictureLimits, kind: .listing).map(\.body)
  }
}
