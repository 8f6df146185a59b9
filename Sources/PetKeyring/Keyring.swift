import CPetKeyring
import Foundation
import PetCatalog
import PetLocalization

/// A shared catalogue's passwords in the desktop's keyring (the Secret Service: GNOME Keyring,
/// KWallet), through libsecret: kept by server, role and database, so a password is offered
/// only to the login it was kept for. Asked synchronously: never from the main thread of a
/// window (its catalogue's loading thread asks), or from a command line.
public enum Keyring {
  /// Why the keyring could not be asked or could not keep a password.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// Whether a session bus is there to ask: with none, libsecret would try to start one (and
  /// an X11 display's autolaunch may hang), so the keyring is not asked at all.
  public static var isReachable: Bool {
    let environment = ProcessInfo.processInfo.environment
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
    return FileManager.default.fileExists(atPath: (runtime as NSString).appendingPathComponent("bus"))
  }

  /// The password kept for `login`; `nil` when none is kept, or when there is no keyring to ask
  /// (which is not an error: the password is then asked, or found in libpq's usual places).
  public static func password(for login: ServerLogin) -> String? {
    guard isReachable else { return nil }
    var error: UnsafeMutablePointer<CChar>?
    let found = pet_keyring_lookup(login.server, login.user, login.database, &error)
    pet_keyring_free(error)
    guard let found else { return nil }
    defer { pet_keyring_free(found) }
    return String(cString: found)
  }

  /// Keeps `password` for `login`, replacing one kept before.
  public static func keep(_ password: String, for login: ServerLogin) throws(Failure) {
    guard isReachable else {
      throw Failure(description: tr("no desktop session to keep passwords in (no D-Bus session bus)"))
    }
    // TRANSLATORS: how a password is named in the desktop's keyring (Seahorse's list); %1$@ is a role, %2$@ a database, %3$@ a server.
    let label = trf(tr("Pet Browser: %1$@ on %2$@ at %3$@"), login.user, login.database, login.serverName)
    var error: UnsafeMutablePointer<CChar>?
    guard pet_keyring_store(label, login.server, login.user, login.database, password, &error) else {
      defer { pet_keyring_free(error) }
      throw Failure(description: error.map { String(cString: $0) } ?? tr("the keyring did not keep it"))
    }
  }

  /// Forgets the password kept for `login`; forgetting one that is not kept is no failure.
  public static func forget(_ login: ServerLogin) throws(Failure) {
    guard isReachable else {
      throw Failure(description: tr("no desktop session to keep passwords in (no D-Bus session bus)"))
    }
    var error: UnsafeMutablePointer<CChar>?
    guard pet_keyring_clear(login.server, login.user, login.database, &error) else {
      defer { pet_keyring_free(error) }
      throw Failure(description: error.map { String(cString: $0) } ?? tr("the keyring did not forget it"))
    }
  }
}
