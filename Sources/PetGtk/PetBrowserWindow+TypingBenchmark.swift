import CGtk3
import CPetGtk
import Foundation
import PetPresentation

extension PetBrowserWindow {
  /// One keystroke of `measureTyping`: the search text after it, the rows the list then holds,
  /// and how long each step took, all counted from the entry's change.
  public struct Keystroke: Sendable {
    /// The search entry's text after the keystroke, e.g. `stu`.
    public var text: String
    /// The rows the list holds after it (a shared catalogue's count, its first page shown).
    public var rows: Int
    /// Until the query has its answer (search, filter, sort).
    public var query: Duration
    /// Until the rows on screen, the count, selection and card show the new list: the
    /// keystroke's filter and list update, the work done before the next frame.
    public var update: Duration
    /// The longest stretch of row changes in one go, before or between frames, while the
    /// list's row count caught up: what could hold up a frame after the update.
    public var longestSlice: Duration
    /// Until the list holds its whole answer (asked on another thread after a first page) and
    /// GTK has handled everything the change queued (row count, layout, redraw).
    public var settled: Duration
  }

  /// Types `text` into the search entry one character at a time, then backspaces it to empty,
  /// timing each keystroke from the entry's change until the list's model holds the new rows.
  ///
  /// The query runs on the main thread here, whatever the catalogue's size, so the time is all
  /// the work a keystroke causes; the search entry's own pause before it reports a change
  /// (GTK's 150 ms debounce) is left out, as it is a wait, not work.
  public func measureTyping(_ text: String) -> [Keystroke] {
    let characters = Array(text)
    let typed = (0..<characters.count).map { String(characters[...$0]) }
    let backspaced = (0..<characters.count).reversed().map { String(characters[..<$0]) }
    // A person starts typing a moment after the window shows; by then the index that
    // pet-browser prepares on another core is ready. Wait for it, as that moment would.
    viewModel.prepareSearchNow()
    GtkSession.runPendingEvents()
    measuresTyping = true
    defer { measuresTyping = false }
    _ = pet_gtk_window_take_longest_slice(windowPointer)
    let entry = window.child(.searchEntry)
    return (typed + backspaced).map { prefix in
      let clock = ContinuousClock()
      let start = clock.now
      entry.set("text", prefix)
      var queried = start
      viewModel.answerNow(search: prefix) { queried = clock.now }
      let updated = clock.now
      GtkSession.runPendingEvents()
      // A first page's whole answer comes from another thread: wait for it (at most a minute).
      while !viewModel.holdsWholeAnswer, clock.now - start < .seconds(60) {
        gtk_main_iteration_do(1)
        GtkSession.runPendingEvents()
      }
      let settled = clock.now
      let longestSlice = Duration.microseconds(pet_gtk_window_take_longest_slice(windowPointer))
      return Keystroke(
        text: prefix, rows: viewModel.answerRowCount, query: queried - start, update: updated - start,
        longestSlice: longestSlice, settled: settled - start)
    }
  }
}
