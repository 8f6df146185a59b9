import CGtk3
import CPetGtk

/// What screen readers get from the window, read through ATK as they read it (tests).
extension PetBrowserWindow {
  /// One accessible: its role's name (e.g. `toggle button`), its name, and whether it is checked.
  public struct Accessible: Equatable, Sendable {
    /// The role, as ATK names it, e.g. `toggle button`.
    public var role: String
    /// What screen readers say for it, e.g. `Favourite`.
    public var name: String
    /// Whether its state holds `ATK_STATE_CHECKED`.
    public var isChecked: Bool

    /// An accessible with this role, name and state.
    public init(role: String, name: String, isChecked: Bool) {
      (self.role, self.name, self.isChecked) = (role, name, isChecked)
    }
  }

  /// The star cell of `row` as screen readers get it from the list's table, or `nil` when the
  /// list has no such row. Asking makes the list's accessible, as a screen reader would.
  public func starCellAccessible(row: Int) -> Accessible? {
    guard !isClosed, let tree = Optional(window.child(.treeView).pointer) else { return nil }
    let table = OpaquePointer(gtk_widget_get_accessible(tree.assumingMemoryBound(to: GtkWidget.self)))
    // The table counts the columns that show (Distance only near a place).
    let column = ListColumn.allCases.prefix { $0 != .star }.filter { window.child($0.templateID).bool("visible") }.count
    guard row < atk_table_get_n_rows(table), let cell = atk_table_ref_at(table, Int32(row), Int32(column)) else {
      return nil
    }
    defer { g_object_unref(cell) }
    let states = atk_object_ref_state_set(cell)
    defer { g_object_unref(states) }
    return Accessible(
      role: String(cString: atk_role_get_name(atk_object_get_role(cell))),
      name: atk_object_get_name(cell).map { String(cString: $0) } ?? "",
      isChecked: atk_state_set_contains_state(states, ATK_STATE_CHECKED) != 0)
  }

  /// The tooltip of the search bar's close button, read back from GTK.
  public var searchCloseTooltip: String? {
    isClosed ? nil : window.child(.searchClose).string("tooltip-text")
  }
}
