import PetCatalog

/// Where the window's password dialog puts what the person types (issue 43, point 3): given to
/// this run's connections to that server (so reconnects do not ask again), and, when asked, kept
/// in the desktop's keyring. The password goes nowhere else: no state, message or log holds it.
public struct PasswordClient: Sendable {
  /// Gives `password` to this run's connections for `login`. Called on the main thread.
  public var give: @Sendable (_ password: String, _ login: ServerLogin) -> Void
  /// Keeps `password` for `login` in the keyring; what went wrong, or `nil`. Runs on the
  /// `background` scheduler (the keyring is asked over D-Bus, synchronously).
  public var keep: @Sendable (_ password: String, _ login: ServerLogin) -> String?
  /// Whether there is a keyring to keep it in (the dialog offers to remember it only then).
  public var canKeep: @Sendable () -> Bool

  public init(
    give: @escaping @Sendable (String, ServerLogin) -> Void,
    keep: @escaping @Sendable (String, ServerLogin) -> String?,
    canKeep: @escaping @Sendable () -> Bool
  ) {
    self.give = give
    self.keep = keep
    self.canKeep = canKeep
  }

  /// No passwords given or kept: the dialog is never useful (a catalogue file has none).
  public static let unavailable = PasswordClient(give: { _, _ in }, keep: { _, _ in nil }, canKeep: { false })
}
