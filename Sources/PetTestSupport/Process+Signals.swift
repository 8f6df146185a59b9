import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Process {
  /// Starts the process as `run()` does, with no signal blocked in it.
  ///
  /// A child inherits the signal mask of the thread that starts it, and the test runner's
  /// worker threads block nearly every signal. Started from one, a `dbus-daemon` never heard the
  /// SIGTERM `dbus-run-session` ends it with, and outlived `make test` in the clone's folder
  /// (issue 45), as `timeout`'s SIGTERM never ended a program it timed.
  public func runDeliveringSignals() throws {
    var none = sigset_t()
    var before = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &before)
    defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
    try run()
  }
}
