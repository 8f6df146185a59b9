import CGtk3
import CPetGtk
import PetBrowsing

/// Write to the Shelter (window.ui's reply_dialog, the main menu's item): its words come from
/// the view model; the window forwards the message typed and the clicks.
extension PetBrowserWindow {
  /// Binds the dialog's fixed words and signals, and the menu's action.
  func connectReplyDialog() {
    let dialog = widget(.replyDialog)
    widget(.replyCancel).set("label", BrowserTexts.cancelTitle)
    dialog.connect("response") { [weak self] response in
      guard let self, !drawing else { return }
      if response == Int(GTK_RESPONSE_OK.rawValue) {
        viewModel.replySendClicked()
      } else {
        viewModel.replyCancelled()
      }
    }
    // Closed by Escape or its title bar, the dialog is hidden by GTK: the view model is told.
    dialog.connect("hide") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.replyCancelled()
    }
    widget(.replyEntry).connect("changed") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.replyTextChanged(widget(.replyEntry).string("text") ?? "")
    }
    writeToShelterAction = addAction("write-to-shelter") { [weak self] in self?.viewModel.writeToShelterTapped() }
    writeToShelterAction?.set("enabled", viewModel.canWriteToShelter)
  }

  /// Shows the dialog while the view model has it open, with what it says; hides it after. The
  /// menu's item is clickable only for a pet whose inquiry reached its shelter.
  func drawReplyDialog() {
    writeToShelterAction?.set("enabled", viewModel.canWriteToShelter)
    let dialog = widget(.replyDialog)
    guard viewModel.showsReplyDialog else {
      if dialog.bool("visible") { dialog.set("visible", false) }
      widget(.replyEntry).set("text", "")
      return
    }
    dialog.set("title", viewModel.replyDialogTitle)
    widget(.replyText).set("label", viewModel.replyDialogText)
    widget(.replyLabel).set("label", viewModel.replyEntryLabel)
    widget(.replyProblem).set("label", viewModel.replyProblem ?? "")
    widget(.replyProblem).set("visible", viewModel.replyProblem != nil)
    let button = viewModel.replySendButton
    widget(.replySend).set("label", button.text)
    widget(.replySend).set("tooltip-text", button.tooltip)
    widget(.replySend).set("sensitive", button.isEnabled)
    if !dialog.bool("visible") {
      dialog.set("visible", true)
      widget(.replyEntry).set("has-focus", true)
    }
  }

  /// Whether Write to the Shelter… can be chosen now, as the menu shows it.
  public var writeToShelterIsEnabled: Bool { writeToShelterAction?.bool("enabled") ?? false }

  /// Chooses Write to the Shelter…, as the menu does.
  public func chooseWriteToShelter() { viewModel.writeToShelterTapped() }

  /// Types `message` in Write to the Shelter (opened first if it is not) and clicks Send.
  public func writeToShelter(_ message: String) {
    if !viewModel.showsReplyDialog { viewModel.writeToShelterTapped() }
    widget(.replyEntry).set("text", message)
    widget(.replyDialog).emit("response", Int(GTK_RESPONSE_OK.rawValue))
  }

  /// What the dialog says (its text, and the problem under the entry), or `nil` while hidden.
  public var shownReplyDialog: (text: String, problem: String?)? {
    guard !isClosed, widget(.replyDialog).bool("visible") else { return nil }
    let problem = widget(.replyProblem)
    return (widget(.replyText).string("label") ?? "", problem.bool("visible") ? problem.string("label") : nil)
  }
}
