import CGtk3
import PetGtk
import Testing

@MainActor
extension PetBrowserWindow {
  /// Presses and releases `keyval` as the keyboard would: the events go to the window, which
  /// hands them on to its focus.
  func press(_ keyval: Int32) throws {
    let toplevel = windowPointerForTests.assumingMemoryBound(to: GtkWidget.self)
    let gdkWindow = try #require(gtk_widget_get_window(toplevel))
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
}
