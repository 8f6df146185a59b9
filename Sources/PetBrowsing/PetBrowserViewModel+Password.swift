import Foundation
import PetCatalog
import PetLocalization
import PetPresentation

/// The password dialog (issue 43, point 3): when a shared catalogue's server wants a password
/// that the address, libpq's files and the keyring did not give (or did not give right), the
/// window asks for it, naming the server and the role, and may keep it in the keyring. A
/// password typed and refused is asked again once; after a second refusal the window stops
/// asking (a server that counts failed logins sees two), and the error page says so.
extension PetBrowserViewModel {
  // MARK: Inputs

  /// The password dialog's Connect was clicked with `password` typed: the catalogue is opened
  /// again with it, and, once the server takes it and `remember` is on, it is kept in the keyring.
  public func passwordGiven(_ password: String, remember: Bool) {
    guard var dialog = state.password, !dialog.isConnecting, !password.isEmpty, let path = state.catalogue.path else {
      return
    }
    configuration.passwords.give(password, dialog.wanted.login)
    dialog.isConnecting = true
    dialog.remember = remember && configuration.passwords.canKeep()
    typedPassword = dialog.remember ? password : nil
    update { state.password = dialog }
    open(path: path)
  }

  /// The password dialog was cancelled or closed: the error page stays, saying what to do.
  public func passwordCancelled() {
    guard state.password != nil else { return }
    typedPassword = nil
    update { state.password = nil }
  }

  /// A catalogue was read (`result`): a server that wants a password opens the dialog, or asks
  /// again after a refusal (once); one that took the password typed closes it, and keeps the
  /// password in the keyring when asked.
  func passwordAnswered(_ result: Result<Catalog, CatalogError>) {
    switch result {
    case .success:
      guard let dialog = state.password else { return }
      if dialog.isConnecting, dialog.remember, let password = typedPassword {
        let passwords = configuration.passwords
        let login = dialog.wanted.login
        let main = configuration.main
        configuration.background.schedule { [weak self] in
          let problem = passwords.keep(password, login)
          main.schedule { MainActor.assumeIsolated { self?.passwordKept(problem) } }
        }
      }
      typedPassword = nil
      state.password = nil
    case .failure(let error):
      guard let wanted = error.passwordWanted else {
        typedPassword = nil
        state.password = nil
        return
      }
      var refusals = 0
      if let dialog = state.password, dialog.isConnecting {
        refusals = dialog.refusals + 1
      }
      typedPassword = nil
      // Two typed passwords refused: no third is asked.
      guard refusals < PasswordDialogState.typedAttempts else {
        state.password = nil
        return
      }
      state.password = PasswordDialogState(
        wanted: wanted, refusals: refusals, remember: state.password?.remember ?? false,
        keyringRefused: refusals == 0 && wanted.refused)
    }
  }

  private func passwordKept(_ problem: String?) {
    guard let problem else { return }
    update {
      state.catalogue.status.bar = CatalogBar(
        // TRANSLATORS: in the bar above the list; %1$@ says why, from the desktop's keyring.
        text: trf(tr("The password was not kept in the keyring (%1$@); the window asks for it next time."), problem),
        buttonTitle: nil)
    }
  }

  // MARK: Outputs

  /// Whether the password dialog is open.
  public var showsPasswordDialog: Bool { state.password != nil }

  /// The password dialog's title.
  public var passwordDialogTitle: String {
    // TRANSLATORS: the title of the dialog asking for a shared catalogue's password.
    tr("Password Needed")
  }

  /// What the password dialog says: which role on which server and database it is for, e.g.
  /// `The shared catalogue “pets” on db.example.org asks for the password of the role “ada”.`
  public var passwordDialogText: String {
    guard let login = state.password?.wanted.login else { return "" }
    return trf(
      // TRANSLATORS: in the password dialog; %1$@ is a database, %2$@ a server, %3$@ a role.
      tr("The shared catalogue “%1$@” on %2$@ asks for the password of the role “%3$@”."),
      DisplayText.cleaned(login.database), DisplayText.cleaned(login.serverName), DisplayText.cleaned(login.user))
  }

  /// What went wrong with the last password, said in the dialog; `nil` the first time.
  public var passwordDialogProblem: String? {
    guard let dialog = state.password else { return nil }
    if dialog.refusals > 0 {
      // TRANSLATORS: in the password dialog, after the server refused the password typed.
      return tr("The server did not accept that password. Check it and try once more.")
    }
    if dialog.keyringRefused {
      // TRANSLATORS: in the password dialog, when the password kept in the keyring was refused.
      return tr("The server did not accept the password kept in the keyring.")
    }
    return nil
  }

  /// The label of the password entry, `_Password`.
  public var passwordEntryLabel: String {
    // TRANSLATORS: the password dialog's entry; "_" marks the Alt+letter key.
    tr("_Password")
  }

  /// The check box that keeps the password in the keyring; `nil` when there is no keyring.
  public var passwordRememberTitle: String? {
    guard configuration.passwords.canKeep() else { return nil }
    // TRANSLATORS: the password dialog's check box; "_" marks the Alt+letter key.
    return tr("_Remember in the keyring")
  }

  /// The dialog's Connect button: clickable unless the password is being tried.
  public var passwordConnectButton: ButtonState {
    ButtonState(
      // TRANSLATORS: the password dialog's button; "_" marks the Alt+letter key.
      text: tr("_Connect"), tooltip: tr("Log in to the server with this password"),
      isEnabled: state.password?.isConnecting == false)
  }
}

/// The password dialog while it is open.
struct PasswordDialogState: Equatable {
  /// At most this many typed passwords are tried for one opening.
  static let typedAttempts = 2

  /// The login the server wants a password for.
  var wanted: PasswordWanted
  /// How many passwords typed here the server refused.
  var refusals = 0
  /// Whether the password is kept in the keyring once the server takes it.
  var remember = false
  /// Whether the password the keyring gave was the one refused.
  var keyringRefused = false
  /// Whether the catalogue is being opened with the password typed.
  var isConnecting = false
}
