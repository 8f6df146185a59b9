import CGtk3
import PetGtk
import Testing

@MainActor
extension PetBrowserWindow {
  /// Presses and releases `keyval` as the keyboard would: the events go to the window, which
  /// hands them on to its focus. The window first gets the keyboard, as a click on it gives it.
  func press(_ keyval: Int32) throws {
    let toplevel = windowPointerForTests.assumingMemoryBound(to: GtkWidget.self)
    let gdkWindow = try #require(gtk_widget_get_window(toplevel))
    takeKeyboard(toplevel, gdkWindow)
    let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(gtk_widget_get_display(toplevel)))
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    gdk_keymap_get_entries_for_keyval(
      gdk_keymap_get_for_display(gtk_widget_get_display(toplevel)), guint(keyval), &keys, &count)
    let keycode = count > 0 ? UInt16(keys?.pointee.keycode ?? 0) : 0
    g_free(keys)
    for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
      let event = try #require(gdk_event_new(type))
      event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
      event.pointee.key.send_event = 1
      event.pointee.key.keyval = guint(keyval)
      event.pointee.key.hardware_keycode = keycode
      event.pointee.key.time = guint32(GDK_CURRENT_TIME)
      gdk_event_set_device(event, keyboard)
      gtk_main_do_event(event)
      gdk_event_free(event)
    }
    GtkSession.runPendingEvents()
  }

  /// Under Xvfb, with no window manager, the keyboard goes to the window under the pointer: a
  /// window that another suite's window had covered may not have it. A list moves its cursor
  /// only when its window has the keyboard, so Down did nothing then. The focus-in event a
  /// window manager would send gives it the keyboard.
  private func takeKeyboard(_ toplevel: UnsafeMutablePointer<GtkWidget>, _ gdkWindow: OpaquePointer) {
    let window = UnsafeMutableRawPointer(toplevel).assumingMemoryBound(to: GtkWindow.self)
    guard gtk_window_has_toplevel_focus(window) == 0, let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
    defer { gdk_event_free(event) }
    // gdk_event_free releases the window the event holds: it holds a reference of its own.
    event.pointee.focus_change.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
    event.pointee.focus_change.send_event = 1
    event.pointee.focus_change.in = 1
    gtk_widget_send_focus_change(toplevel, event)
    GtkSession.runPendingEvents()
  }
}

/// `widget` and every widget inside it, internal children included (a GtkShortcutsSection's
/// stack of pages, say), depth first.
@MainActor
func allWidgets(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
  final class Found { var children: [UnsafeMutablePointer<GtkWidget>] = [] }
  var result = [widget]
  guard
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_container_get_type())
      != 0
  else { return result }
  let found = Found()
  gtk_container_forall(
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self),
    { child, data in
      guard let child, let data else { return }
      Unmanaged<Found>.fromOpaque(data).takeUnretainedValue().children.append(child)
    }, Unmanaged.passUnretained(found).toOpaque())
  for child in found.children { result += allWidgets(in: child) }
  return result
}

/// Whether `widget` is a `type` (e.g. `gtk_stack_get_type()`) or of a type derived from it.
func isWidget(_ widget: UnsafeMutablePointer<GtkWidget>, a type: GType) -> Bool {
  g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), type) != 0
}
