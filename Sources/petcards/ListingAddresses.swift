import ArgumentParser
import Foundation
import PetCatalog
import PetCatalogStore
import PetListings
import PetLocalization
import PetPictureDownloads

/// A listing on the web (`petcards import https://…`): each page fetched as a file is read,
/// following the format's own next pages (Petfinder's `_links.next`, RescueGroups' and
/// Petfinder's `page` numbers) on the same server, up to a limit. Headers the server needs (an
/// API key) come from `PET_LISTING_HEADERS` or the config file `listing-headers`, never from the
/// command line, and are never named in a message; the addresses messages name leave out
/// passwords and keys (`ListingAddress.shown`).
struct ListingAddresses {
  /// The most pages fetched for one address.
  let maximumPages: Int
  /// `--max-pages`' default, and the most `--catalog https://…` reads.
  static let defaultMaximumPages = 200
  let options: ListingOptions
  let loader: CatalogLoader

  /// Each page of the listing at `address`, read: its name in messages, its catalogue and where
  /// it is among the listing's pages. A page that cannot be fetched or read refuses the whole
  /// listing (nothing is imported), with the exit its problem says.
  func pages(of address: String) throws(CatalogError) -> [(name: String, catalog: Catalog, page: ListingPage?)] {
    let shown = ListingAddress.shown(address)
    guard let first = URL(string: address), let host = first.host, !host.isEmpty,
      ["http", "https"].contains(first.scheme?.lowercased() ?? "")
    else {
      throw CatalogError(
        kind: .usage, problems: [CatalogProblem(file: shown, message: tr("is not a web address of a listing"))])
    }
    guard first.user == nil, first.password == nil else {
      throw CatalogError(
        kind: .usage,
        problems: [
          CatalogProblem(
            file: shown,
            message: tr(
              "holds a user name or password: give what the server needs in PET_LISTING_HEADERS (e.g. \"Authorization: Bearer …\") or in the file listing-headers of petcards' configuration folder, never on the command line"
            ))
        ])
    }
    let headers = try Self.headers()
    var read: [(name: String, catalog: Catalog, page: ListingPage?)] = []
    var next: URL? = first
    var fetched: Set<String> = []
    while let url = next, fetched.insert(url.absoluteString).inserted {
      guard read.count < maximumPages else {
        throw CatalogError(
          kind: .usage,
          problems: [
            CatalogProblem(
              file: shown,
              message: trf(
                // TRANSLATORS: %1$lld counts pages; --max-pages is an option, not to be translated.
                tr("has more than %1$lld pages; nothing is imported from part of a listing: raise --max-pages"),
                maximumPages))
          ])
      }
      let name = ListingAddress.shown(url.absoluteString)
      let data: Data
      switch ListingFetch.fetch(url, headers: headers) {
      case .success(let body): data = body
      case .failure(let failure):
        var message = trf(tr("cannot be fetched: %1$@"), Passwords.hidden(in: failure.message))
        if failure.message.contains(" 401 ") || failure.message.contains(" 403 ") {
          message +=
            headers.isEmpty
            // TRANSLATORS: after "the server answered 401 Unauthorized"; PET_LISTING_HEADERS is a variable's name.
            ? tr("; give the key it asks for in PET_LISTING_HEADERS, e.g. \"Authorization: Bearer …\"")
            // TRANSLATORS: after "the server answered 401 Unauthorized", when a key was given.
            : tr("; it did not take the headers of PET_LISTING_HEADERS")
        }
        throw CatalogError(kind: .unavailable, problems: [CatalogProblem(file: name, message: message)])
      }
      let (catalog, page) = try Self.read(data, name: name, options: options, loader: loader)
      read.append((name, catalog, page))
      next = page?.nextAddress(after: url)
      if let following = next, !Self.sameServer(following, first) {
        throw CatalogError(
          kind: .invalid,
          problems: [
            CatalogProblem(
              file: name,
              message: trf(
                // TRANSLATORS: %1$@ is the address a page of a listing names as its next page.
                tr("names its next page on another server, %1$@, which is not followed"),
                ListingAddress.shown(following.absoluteString)))
          ])
      }
    }
    return read
  }

  /// The page's catalogue: a shelter's listing, or the project's own catalogue.
  static func read(
    _ data: Data, name: String, options: ListingOptions, loader: CatalogLoader
  ) throws(CatalogError) -> (Catalog, ListingPage?) {
    if let listing = try ShelterListing.read(data: data, name: name, options: options) {
      return (listing.catalog(directory: nil), listing.page)
    }
    do {
      return (try loader.load(data: data, file: name, directory: nil), nil)
    } catch let error as CatalogError {
      throw error
    } catch {
      throw CatalogError(kind: .invalid, problems: [CatalogProblem(file: name, message: "\(error)")])
    }
  }

  /// Whether a next page is on the first page's server: the same scheme, host and port.
  static func sameServer(_ one: URL, _ other: URL) -> Bool {
    one.scheme?.lowercased() == other.scheme?.lowercased() && PictureDownloads.isSameService(one, other)
  }

  /// The headers every page is asked with: `PET_LISTING_HEADERS`'s lines, then the lines of the
  /// file `listing-headers` in petcards' configuration folder (`$XDG_CONFIG_HOME/pet-adoption`,
  /// else `~/.config/pet-adoption`), each `Name: value`; a line that is not is refused, by its
  /// number alone.
  static func headers(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CatalogError)
    -> [(name: String, value: String)]
  {
    var texts: [(source: String, text: String)] = []
    if let variable = environment["PET_LISTING_HEADERS"] { texts.append(("PET_LISTING_HEADERS", variable)) }
    let file = configurationFolder(environment).appendingPathComponent("listing-headers").path
    if let data = FileManager.default.contents(atPath: file) {
      texts.append((file, String(decoding: data, as: UTF8.self)))
    }
    var headers: [(name: String, value: String)] = []
    for (source, text) in texts {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if line.isEmpty || line.hasPrefix("#") { continue }
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
          line[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
        else {
          throw CatalogError(
            kind: .usage,
            problems: [
              CatalogProblem(
                file: source,
                // TRANSLATORS: %1$lld is a line's number; the line itself is not quoted (it may hold a key).
                message: trf(tr("line %1$lld is not a header such as \"Authorization: Bearer …\""), number + 1))
            ])
        }
        headers.append(
          (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
      }
    }
    return headers
  }

  static func configurationFolder(_ environment: [String: String]) -> URL {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return URL(fileURLWithPath: config).appendingPathComponent("pet-adoption")
    }
    return URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".config/pet-adoption")
  }
}
