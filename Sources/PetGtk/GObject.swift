import CGtk3
import CPetGtk
import Foundation
import PetLocalization

#if canImport(Glibc)
  import Glibc
#endif

/// A strong reference to a GObject (a widget, an action, a menu), and the few generic calls
/// through which Swift binds view-model outputs to it: properties and signals.
///
/// It takes a reference of its own (`g_object_ref`) and gives it back in `deinit`, so an object
/// Swift holds is never freed under it, even after its window was destroyed.
@MainActor
public final class GObject {
  let pointer: UnsafeMutableRawPointer

  /// Holds `pointer`, taking a reference of its own; `nil` for a null pointer.
  init?(borrowing pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return nil }
    self.pointer = pet_gtk_object_ref(pointer)
  }

  /// Holds `pointer`, whose one reference the caller hands over.
  init(adopting pointer: UnsafeMutableRawPointer) {
    self.pointer = pointer
  }

  /// A new object of the registered type `typeName`, e.g. `GtkAboutDialog`.
  convenience init(new typeName: String) {
    guard let pointer = pet_gtk_object_new(typeName) else { fatalError("cannot make a \(typeName)") }
    self.init(adopting: pointer)
  }

  isolated deinit {
    pet_gtk_object_unref(pointer)
  }

  /// Sets a string property, e.g. a label's `label`: as text, never markup.
  func set(_ property: String, _ value: String?) {
    pet_gtk_object_set_string(pointer, property, value)
  }

  /// Sets a number, boolean or enum property, e.g. `visible`, `active`.
  func set(_ property: String, _ value: Int) {
    pet_gtk_object_set_int(pointer, property, Int64(value))
  }

  func set(_ property: String, _ value: Bool) {
    pet_gtk_object_set_int(pointer, property, value ? 1 : 0)
  }

  func set(_ property: String, object value: GObject?) {
    pet_gtk_object_set_object(pointer, property, value?.pointer)
  }

  /// A string property as the object holds it now, or `nil`.
  func string(_ property: String) -> String? {
    guard let text = pet_gtk_object_dup_string(pointer, property) else { return nil }
    defer { pet_gtk_free(text) }
    return String(cString: text)
  }

  func int(_ property: String) -> Int { Int(pet_gtk_object_get_int(pointer, property)) }

  /// Adds the CSS class `name` to a widget's style, or takes it away.
  func setStyleClass(_ name: String, _ on: Bool) {
    let context = gtk_widget_get_style_context(pointer.assumingMemoryBound(to: GtkWidget.self))
    if on { gtk_style_context_add_class(context, name) } else { gtk_style_context_remove_class(context, name) }
  }

  func bool(_ property: String) -> Bool { pet_gtk_object_get_int(pointer, property) != 0 }

  /// Calls `body` with the signal's first numeric argument (a row, a response) each time the
  /// object emits `signal`, for as long as the object lives.
  @discardableResult
  func connect(_ signal: String, _ body: @escaping @MainActor (Int) -> Void) -> UInt64 {
    pet_gtk_signal_connect(pointer, signal, callSignal, CallbackBox(body).retain(), releaseBox)
  }

  /// Emits `signal` as a click or an action would: its first numeric argument is `argument`,
  /// every other zero.
  func emit(_ signal: String, _ argument: Int = 0) {
    pet_gtk_signal_emit(pointer, signal, Int64(argument))
  }

  /// The object named `name` in this widget's template; Swift names them by `TemplateID`.
  func child(named name: String) -> GObject {
    guard let child = GObject(borrowing: pet_gtk_template_child(pointer, name)) else {
      fatalError("the template has no object named \(name)")
    }
    return child
  }

  /// Sets what screen readers say for this widget; `nil` leaves a part as it is.
  func setAccessible(name: String?, description: String? = nil) {
    pet_gtk_widget_set_accessible(pointer, name, description)
  }

  /// What screen readers say for this widget: its accessible name, or its description.
  func accessible(description: Bool = false) -> String {
    let accessible = gtk_widget_get_accessible(pointer.assumingMemoryBound(to: GtkWidget.self))
    let text = description ? atk_object_get_description(accessible) : atk_object_get_name(accessible)
    return text.map { String(cString: $0) } ?? ""
  }

  /// Saves what this widget's window shows as a PNG; returns its size.
  func saveScreenshot(to path: String) throws(ScreenshotError) -> (width: Int, height: Int) {
    // Opening a FIFO to write waits for a reader for ever; a device or a folder is no place for
    // a picture either. The picture is written beside it and renamed over it, whole.
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw ScreenshotError(path: path, message: tr("it is not a regular file (a pipe, a device or a folder)"))
    }
    var width: Int32 = 0
    var height: Int32 = 0
    var length = 0
    var problem = PET_GTK_SCREENSHOT_OK
    guard let bytes = pet_gtk_widget_snapshot_png(pointer, &length, &width, &height, &problem) else {
      throw ScreenshotError(path: path, message: ScreenshotError.words(for: problem))
    }
    defer { pet_gtk_free(bytes) }
    do {
      try Data(bytes: bytes, count: length).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code ?? Int(EIO)
      throw ScreenshotError(path: path, message: String(cString: strerror(Int32(code))))
    }
    return (Int(width), Int(height))
  }
}

extension GObject {
  /// A label or button text: `label`, as text (the label's `use-markup` stays off).
  var text: String { string("label") ?? "" }

  /// Replaces a GtkComboBoxText's items, a GtkFileChooser's filter (its name, then its
  /// patterns), or a list column's samples (the texts it must be wide enough for).
  func setItems(_ items: [String]) {
    var pointers = items.map { strdup($0) }
    defer { for pointer in pointers { free(pointer) } }
    pointers.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
        pet_gtk_object_set_items(pointer, $0.baseAddress, items.count)
      }
    }
  }
}

/// Why a screenshot could not be saved.
public struct ScreenshotError: Error, CustomStringConvertible {
  public var path: String
  public var message: String

  /// Why the display gave no picture, in the reader's words.
  static func words(for problem: PetGtkScreenshotProblem) -> String {
    switch problem {
    case PET_GTK_SCREENSHOT_NOT_SHOWN: tr("the window has not been shown yet")
    case PET_GTK_SCREENSHOT_NO_PICTURE: tr("the display gave back no picture of the window")
    default: tr("the picture could not be made into a PNG file")
    }
  }

  public var description: String {
    // TRANSLATORS: %1$@ is the picture's file, %2$@ says why.
    trf(tr("cannot save the screenshot %1$@: %2$@"), path, message)
  }
}
