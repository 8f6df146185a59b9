import CGtk3
import CPetGtk
import PetBrowsing

/// The password dialog (window.ui's password_dialog): its words come from the view model; the
/// window forwards what is typed only when Connect is clicked, and clears the entry then, so
/// the password stays in no widget once it is given.
extension PetBrowserWindow {
  /// Binds the dialog's fixed words and its signals.
  func connectPasswordDialog() {
    let dialog = widget(.passwordDialog)
    dialog.set("title", viewModel.passwordDialogTitle)
    widget(.passwordLabel).set("label", viewModel.passwordEntryLabel)
    widget(.passwordCancel).set("label", BrowserTexts.cancelTitle)
    dialog.connect("response") { [weak self] response in
      guard let self, !drawing else { return }
      if response == Int(GTK_RESPONSE_OK.rawValue) {
        let entry = widget(.passwordEntry)
        let password = entry.string("text") ?? ""
        entry.set("text", "")
        viewModel.passwordGiven(password, remember: widget(.passwordRemember).bool("active"))
      } else {
        viewModel.passwordCancelled()
      }
    }
    // Closed by Escape or its title bar, the dialog is hidden by GTK: the view model is told.
    dialog.connect("hide") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.passwordCancelled()
    }
  }

  /// Shows the dialog while the view model has it open, with what it says; hides it after.
  func drawPasswordDialog() {
    let dialog = widget(.passwordDialog)
    guard viewModel.showsPasswordDialog else {
      if dialog.bool("visible") { dialog.set("visible", false) }
      widget(.passwordEntry).set("text", "")
      return
    }
    widget(.passwordText).set("label", viewModel.passwordDialogText)
    widget(.passwordProblem).set("label", viewModel.passwordDialogProblem ?? "")
    widget(.passwordProblem).set("visible", viewModel.passwordDialogProblem != nil)
    let remember = widget(.passwordRemember)
    remember.set("label", viewModel.passwordRememberTitle ?? "")
    remember.set("visible", viewModel.passwordRememberTitle != nil)
    let button = viewModel.passwordConnectButton
    widget(.passwordConnect).set("label", button.text)
    widget(.passwordConnect).set("tooltip-text", button.tooltip)
    widget(.passwordConnect).set("sensitive", button.isEnabled)
    widget(.passwordEntry).set("sensitive", button.isEnabled)
    if !dialog.bool("visible") {
      dialog.set("visible", true)
      widget(.passwordEntry).set("has-focus", true)
    }
  }

  /// What the password dialog says (its text, and the problem under the entry), or `nil`
  /// while it is hidden.
  public var shownPasswordDialog: (text: String, problem: String?)? {
    guard !isClosed, widget(.passwordDialog).bool("visible") else { return nil }
    let problem = widget(.passwordProblem)
    return (widget(.passwordText).string("label") ?? "", problem.bool("visible") ? problem.string("label") : nil)
  }

  /// Types `password` in the dialog, ticks Remember as asked, and clicks Connect, as a person does.
  public func enterPassword(_ password: String, remember: Bool = false) {
    widget(.passwordEntry).set("text", password)
    widget(.passwordRemember).set("active", remember)
    widget(.passwordDialog).emit("response", Int(GTK_RESPONSE_OK.rawValue))
  }

  /// Saves the password dialog as a PNG, while it is shown.
  public func savePasswordScreenshot(to path: String) throws(ScreenshotError) {
    _ = try widget(.passwordDialog).saveScreenshot(to: path)
  }
}
