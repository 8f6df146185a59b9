import PetAdoptionFlow

/// The `main` scheduler for the view models: runs work on the GTK main loop (`g_idle_add`), the
/// only thread that may touch widgets, and so the main actor. Safe to call from any thread.
///
/// Why a scheduler and `MainActor.assumeIsolated`, not `Task { @MainActor in … }`: on Linux the
/// main actor's executor is the dispatch main queue, and while `gtk_main` runs nothing drains
/// it, so a main-actor task would never start. Swift 6.3 can replace the main executor
/// (`ExecutorFactory` with `-executor-factory`, for an `async` main), but its requirements are
/// still `@_spi(ExperimentalCustomExecutors)`, not API a release should build on. Draining the
/// dispatch main queue from a GLib source instead (libdispatch's `_dispatch_main_queue_callback_4CF`,
/// as Foundation's RunLoop does) would run main-actor jobs nested inside another one whenever
/// GTK is iterated from a main-actor job, as every window test does; RunLoop guards that case
/// with private state we cannot reach. So work comes back through `g_idle_add`, and the
/// trampolines check the thread (`assumeIsolated` traps off the main thread) instead of hopping.
public struct GtkMainLoopScheduler: WorkScheduler {
  public init() {}

  public func schedule(_ work: @escaping @Sendable () -> Void) {
    GtkSession.runOnMainLoop { work() }
  }
}
