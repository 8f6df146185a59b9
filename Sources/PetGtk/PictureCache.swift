import CGtk3
import CPetPictures
import Foundation
import PetPresentation

/// Pictures decoded off the main thread, once, at the size they are shown: the list's
/// thumbnails and the card's picture.
///
/// The list asks for a thumbnail each time it draws a row; decoding an SVG each time would make
/// scrolling stutter, and decoding a large PNG on the main thread froze the window for seconds.
/// So a picture not yet in the cache is decoded on one of two worker threads (`pet_picture_decode`,
/// caged: at the size shown, times the display's scale, within a pixel limit) while the
/// placeholder shows; the result comes back on the GTK main loop, which alone touches the cache
/// and tells `onDone` (which redraws the rows, or the card if it still shows that picture).
///
/// Pictures are keyed by file path (generated catalogues share a few dozen pictures across
/// 100,000 pets), and at most `capacity` are kept, the least recently used going first, so
/// memory stays bounded whatever the catalogue holds. A picture that fails is kept as failed,
/// so its owner hears of it once, not on every redraw.
@MainActor
final class PictureCache {
  /// What a look-up found.
  enum State: Equatable {
    /// No file: the placeholder.
    case none
    /// Being decoded: the placeholder for now.
    case loading
    /// The picture.
    case shown
    /// The file cannot be shown: the placeholder.
    case failed
  }

  /// One cached picture: its surface (a `cairo_surface_t`, `nil` while it decodes).
  private struct Entry {
    var surface: OpaquePointer?
    var failed = false
    var lastUse: Int
  }

  /// Two decodes at a time: the machine's other cores stay free, and with the pixel limit no
  /// more than 2 × 160 MB is ever being decoded.
  private static let decoders: OperationQueue = {
    let queue = OperationQueue()
    queue.name = "pet-adoption.pictures"
    queue.maxConcurrentOperationCount = 2
    queue.qualityOfService = .userInitiated
    return queue
  }()

  /// The side of the square pictures are shown in, in application pixels.
  let size: Int32
  private let capacity: Int
  private let placeholderPath: String?
  private var entries: [String: Entry] = [:]
  private var uses = 0
  /// A decode of an older generation (another folder or scale) is dropped.
  private var generation = 0
  private var cancel = CancelFlag()
  private var scale: Int32 = 1
  private var placeholder: OpaquePointer?
  /// Called on the main thread when the picture at a path is decoded (no problem) or fails.
  var onDone: ((_ path: String, _ problem: PictureProblem?) -> Void)?

  /// A cache of `capacity` pictures shown `size` pixels wide; `placeholderPath` is drawn while
  /// a picture decodes and when it cannot be shown (the theme's missing-image icon without one).
  init(size: Int32, capacity: Int, placeholderPath: String?) {
    self.size = size
    self.capacity = max(capacity, 1)
    self.placeholderPath = placeholderPath
    placeholder = Self.placeholder(placeholderPath, pixels: size)
  }

  isolated deinit {
    cancel.cancel()
    clear()
    if let placeholder { cairo_surface_destroy(placeholder) }
  }

  /// The catalogue's folder, which every picture must lie in, links followed (`nil`: each
  /// picture's own folder); a change empties the cache.
  var folder: String? {
    didSet { if folder != oldValue { clear() } }
  }

  /// How many pictures are being decoded.
  private(set) var loadingCount = 0

  /// What to show for `path` at `scale` device pixels per application pixel (a borrowed
  /// `cairo_surface_t`), and what it is. A picture not yet cached starts decoding, and the
  /// placeholder shows until it is done. A change of scale decodes anew.
  /// `pictureFolder`, when given, is the folder this picture must lie in instead of `folder`
  /// (a picture fetched from the web lies in the cache's).
  func surface(
    for path: String?, in pictureFolder: String? = nil, scale newScale: Int32
  ) -> (surface: OpaquePointer?, state: State) {
    if max(newScale, 1) != scale {
      scale = max(newScale, 1)
      clear()
      if let placeholder { cairo_surface_destroy(placeholder) }
      placeholder = Self.placeholder(placeholderPath, pixels: size * scale)
    }
    guard let path, !path.isEmpty else { return (placeholder, .none) }
    uses += 1
    if var entry = entries[path] {
      entry.lastUse = uses
      entries[path] = entry
      guard let surface = entry.surface else { return (placeholder, .loading) }
      return (entry.failed ? placeholder : surface, entry.failed ? .failed : .shown)
    }
    entries[path] = Entry(lastUse: uses)
    decode(path, in: pictureFolder ?? folder)
    if entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      // Its decode, if under way, finishes unheard.
      if oldest.value.surface == nil { loadingCount -= 1 }
      forget(oldest.key)
    }
    return (placeholder, .loading)
  }

  /// Starts decoding `path` on a worker; the result comes back on the main loop.
  private func decode(_ path: String, in folder: String?) {
    loadingCount += 1
    let request = DecodeRequest(
      folder: folder, path: path, pixels: size * scale, generation: generation, cancel: cancel)
    Self.decoders.addOperation {
      let result = request.run()
      GtkSession.runOnMainLoop { [weak self] in self?.finish(request, result) }
    }
  }

  private func finish(_ request: DecodeRequest, _ result: DecodeResult) {
    defer { result.release() }
    // Emptied since (another folder or scale), or dropped from the cache: nobody waits for it.
    guard request.generation == generation, var entry = entries[request.path], entry.surface == nil else { return }
    loadingCount -= 1
    if let pixbuf = result.pixbuf {
      entry.surface = gdk_cairo_surface_create_from_pixbuf(pixbuf, scale, nil)
    } else {
      entry.failed = true
      entry.surface = placeholder.map { cairo_surface_reference($0) }
    }
    entries[request.path] = entry
    onDone?(request.path, result.problem)
  }

  private func forget(_ path: String) {
    if let surface = entries[path]?.surface { cairo_surface_destroy(surface) }
    entries[path] = nil
  }

  private func clear() {
    for path in Array(entries.keys) { forget(path) }
    loadingCount = 0
    generation += 1
  }

  /// The placeholder at `pixels` a side: the bundled SVG, else the theme's missing-image icon,
  /// else a plain grey square that keeps the layout.
  private static func placeholder(_ path: String?, pixels: Int32) -> OpaquePointer? {
    var pixbuf: OpaquePointer?
    if let path {
      pixbuf = gdk_pixbuf_new_from_file_at_scale(path, pixels, pixels, 1, nil)
    }
    if pixbuf == nil {
      pixbuf = gtk_icon_theme_load_icon(
        gtk_icon_theme_get_default(), "image-missing", pixels, GTK_ICON_LOOKUP_FORCE_SIZE, nil)
    }
    if pixbuf == nil {
      pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, pixels, pixels)
      gdk_pixbuf_fill(pixbuf, 0xc0c0_c0ff)
    }
    guard let pixbuf else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    return gdk_cairo_surface_create_from_pixbuf(pixbuf, 1, nil)
  }
}

/// Set once the cache's owner goes: the decodes under way stop at their next chunk.
private final class CancelFlag: @unchecked Sendable {
  let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

  init() { pointer.initialize(to: 0) }

  func cancel() { g_atomic_int_set(pointer, 1) }

  deinit { pointer.deallocate() }
}

/// What one decode needs, made on the main thread and run on a worker: it touches no GTK and
/// nothing of the cache.
private struct DecodeRequest: Sendable {
  var folder: String?
  var path: String
  var pixels: Int32
  var generation: Int
  var cancel: CancelFlag

  func run() -> DecodeResult {
    var problem = PetPictureProblem()
    let pixbuf = pet_picture_decode(
      folder, path, pixels, pixels, Int64(PET_PICTURE_PIXEL_LIMIT), cancel.pointer, &problem)
    defer { pet_picture_problem_clear(&problem) }
    guard pixbuf == nil else { return DecodeResult(pixbuf: pixbuf, problem: nil) }
    let detail = problem.detail.map { String(cString: $0) }
    return DecodeResult(
      pixbuf: nil,
      problem: PictureProblem(
        path: path, code: Int(problem.kind.rawValue), width: Int(problem.width), height: Int(problem.height),
        detail: detail))
  }
}

/// A decode's outcome: a new `GdkPixbuf` (released once it is made a surface), or why not.
private struct DecodeResult: @unchecked Sendable {
  var pixbuf: OpaquePointer?
  var problem: PictureProblem?

  func release() {
    if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
  }
}
