import PetLocalization

/// One photo of a pet as its source lists it: where it is (a web address, or a path in the
/// catalogue's folder, as `Pet.image` is) and its size in pixels where the source says.
public struct Photo: Hashable, Sendable {
  public var address: String
  public var width: Int?
  public var height: Int?

  public init(_ address: String, width: Int? = nil, height: Int? = nil) {
    self.address = address
    self.width = width
    self.height = height
  }

  /// The largest width or height a photo is said to have; a larger one is not a photo's size.
  public static let largestSide = 100_000
}

extension Photo {
  /// `photos` as the catalogue (`"photos"`) and both stores keep them: a JSON array whose
  /// elements are a photo's address alone, or `{"url": …, "width": …, "height": …}` when its
  /// size is known; empty text for no photos.
  public static func text(_ photos: [Photo]) -> String {
    guard !photos.isEmpty else { return "" }
    return "[" + photos.map(\.json).joined(separator: ", ") + "]"
  }

  /// The photo as an element of `text(_:)`'s array.
  var json: String {
    guard width != nil || height != nil else { return CatalogWriter.quote(address) }
    var members = ["\"url\": \(CatalogWriter.quote(address))"]
    if let width { members.append("\"width\": \(width)") }
    if let height { members.append("\"height\": \(height)") }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// The photos a store keeps as `text(_:)` wrote them; `nil` when `text` is not such a list.
  public static func photos(stored text: String) -> [Photo]? {
    guard !text.isEmpty else { return [] }
    return JSONValue.stored(text).flatMap { try? read($0).get() }
  }

  /// The photos in a catalogue's `photos` value, in order; the problem says what is wrong with
  /// the first element that is not a photo (a path that leaves the catalogue's folder, a size
  /// that is not a whole number of pixels).
  public static func read(_ value: JSONValue) -> Result<[Photo], PhotoProblem> {
    guard case .array(let elements) = value else {
      return .failure(PhotoProblem(message: trf(tr("expected a list of photos, found %1$@"), value.summary)))
    }
    var photos: [Photo] = []
    photos.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      switch photo(element) {
      case .success(let photo): photos.append(photo)
      case .failure(let problem):
        // TRANSLATORS: %1$lld counts the photos from 1; %2$@ says what is wrong with it.
        return .failure(PhotoProblem(message: trf(tr("photo %1$lld: %2$@"), index + 1, problem.message)))
      }
    }
    return .success(photos)
  }

  private static func photo(_ element: JSONValue) -> Result<Photo, PhotoProblem> {
    let address: String
    var width: Int?
    var height: Int?
    switch element {
    case .string(let text): address = text
    case .object(let members):
      guard case .string(let text)? = element["url"] else {
        return .failure(
          PhotoProblem(
            message: trf(tr("expected its address in \"url\", found %1$@"), element["url"]?.summary ?? tr("nothing"))))
      }
      address = text
      for (key, value) in members where key != "url" {
        guard key == "width" || key == "height" else {
          // TRANSLATORS: %1$@ is a key of a photo's object in a catalogue.
          return .failure(PhotoProblem(message: trf(tr("expected url, width and height, found \"%1$@\""), key)))
        }
        guard case .number(let number) = value, let pixels = Int(number), (1...largestSide).contains(pixels) else {
          return .failure(
            PhotoProblem(
              message: trf(tr("expected %1$@ in whole pixels, 1 to 100000, found %2$@"), key, value.summary)))
        }
        if key == "width" { width = pixels } else { height = pixels }
      }
    default:
      return .failure(PhotoProblem(message: trf(tr("expected an address or an object, found %1$@"), element.summary)))
    }
    if address.isEmpty {
      return .failure(PhotoProblem(message: tr("expected an address, found \"\"")))
    }
    if let problem = PetRules.imageProblem(address) { return .failure(PhotoProblem(message: problem)) }
    return .success(Photo(address, width: width, height: height))
  }
}

/// What is wrong with a catalogue's photos, said in a sentence for its problem.
public struct PhotoProblem: Error, Sendable {
  public var message: String
}

extension Pet {
  /// The photos a card shows in turn: every photo when the catalogue lists them (with `image`
  /// first when it is not the first of them), else `image` alone, else none.
  public var gallery: [Photo] { (0..<galleryCount).compactMap(galleryPhoto) }

  /// How many photos `gallery` has, counted without making it: every card's view model asks,
  /// and a pet with its picture alone need not make an array for it.
  public var galleryCount: Int {
    if photos.isEmpty { return image.isEmpty ? 0 : 1 }
    return image.isEmpty || photos[0].address == image ? photos.count : photos.count + 1
  }

  /// Photo `index` of `gallery`, from 0, without making it; `nil` past its end.
  public func galleryPhoto(_ index: Int) -> Photo? {
    guard index >= 0, index < galleryCount else { return nil }
    let imageFirst = !image.isEmpty && (photos.isEmpty || photos[0].address != image)
    if imageFirst { return index == 0 ? Photo(image) : photos[index - 1] }
    return photos[index]
  }
}
