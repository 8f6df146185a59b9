import PetAdoptionFlow

/// The `main` scheduler for the view models: runs work on the GTK main loop (`g_idle_add`), the
/// only thread that may touch widgets, and so the main actor. Safe to call from any thread.
public struct GtkMainLoopScheduler: WorkScheduler {
  public init() {}

  public func schedule(_ work: @escaping @Sendable () -> Void) {
    GtkSession.runOnMainLoop { work() }
  }
}
