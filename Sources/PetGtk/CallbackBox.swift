import CPetGtk

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift closure on its way into C.
///
/// `retain()` hands C one strong reference (`Unmanaged.passRetained`); C gives it back through
/// `releaseBox`, the destroy-notify of the signal handler or idle source that carries it. The
/// `@convention(c)` trampolines only borrow the box, so a box lives exactly as long as the
/// handler that can call it: never freed while a signal can reach it, never leaked after.
@MainActor
final class CallbackBox<Argument> {
  let body: @MainActor (Argument) -> Void

  init(_ body: @escaping @MainActor (Argument) -> Void) {
    self.body = body
  }

  /// One strong reference for C to hold, released by `releaseBox`.
  func retain() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// The box behind a pointer that C passed back, borrowed: no reference changes hands.
  nonisolated static func borrow(_ pointer: UnsafeMutableRawPointer?) -> CallbackBox? {
    pointer.map { Unmanaged<CallbackBox>.fromOpaque($0).takeUnretainedValue() }
  }
}

/// The destroy-notify for every box: gives back the reference `retain()` handed out.
let releaseBox: PetGtkDestroyNotify = { pointer in
  guard let pointer else { return }
  Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

// The trampolines: GTK calls them on the main thread, where the main actor is. GLib's main loop
// is not the main actor's executor on Linux (that is the dispatch main queue, which nothing
// drains while gtk runs), so `assumeIsolated` checks the thread instead of hopping onto it.

/// The one trampoline for every signal: its first numeric argument, then the box.
let callSignal: PetGtkSignalCallback = { argument, pointer in
  let box = CallbackBox<Int>.borrow(pointer)
  MainActor.assumeIsolated { box?.body(Int(argument)) }
}

let callVoid: PetGtkCallback = { pointer in
  let box = CallbackBox<Void>.borrow(pointer)
  MainActor.assumeIsolated { box?.body(()) }
}

/// The list's rows: their cell texts (C frees the `strdup`ed copy) and their thumbnails (a
/// `cairo_surface_t` borrowed from the picture cache).
@MainActor
final class RowSourceBox {
  let text: @MainActor (_ row: Int, _ column: PetGtkColumn) -> String
  let picture: @MainActor (_ row: Int, _ scale: Int32) -> OpaquePointer?

  init(
    text: @escaping @MainActor (_ row: Int, _ column: PetGtkColumn) -> String,
    picture: @escaping @MainActor (_ row: Int, _ scale: Int32) -> OpaquePointer?
  ) {
    self.text = text
    self.picture = picture
  }
}

let callCellText: PetGtkCellTextFunc = { row, column, pointer in
  guard let pointer else { return nil }
  let box = Unmanaged<RowSourceBox>.fromOpaque(pointer).takeUnretainedValue()
  let text = MainActor.assumeIsolated { box.text(Int(row), PetGtkColumn(rawValue: column)) }
  return strdup(text)
}

let callCellPicture: PetGtkCellPictureFunc = { row, scale, pointer in
  guard let pointer else { return nil }
  let box = Unmanaged<RowSourceBox>.fromOpaque(pointer).takeUnretainedValue()
  // Crosses as an address: a pointer is not Sendable, and the surface stays on this thread.
  let address = MainActor.assumeIsolated {
    box.picture(Int(row), scale).map { Int(bitPattern: UnsafeMutableRawPointer($0)) } ?? 0
  }
  return UnsafeMutableRawPointer(bitPattern: address)
}
