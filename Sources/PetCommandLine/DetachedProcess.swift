import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts this program again, with other arguments, as a process that outlives this one and
/// that nothing waits for: in a session of its own (so a terminal's hang-up or Ctrl+C does not
/// reach it), no signal blocked, and /dev/null for its input and output.
public enum DetachedProcess {
  /// `POSIX_SPAWN_SETSID` (glibc's spawn.h, under `_GNU_SOURCE`, which Swift's Glibc leaves out).
  private static let setSessionFlag: Int32 = 0x80

  /// Starts `/proc/self/exe` with `arguments`; whether it started.
  @discardableResult
  public static func start(_ arguments: [String]) -> Bool {
    var attributes = posix_spawnattr_t()
    var actions = posix_spawn_file_actions_t()
    guard posix_spawnattr_init(&attributes) == 0 else { return false }
    defer { posix_spawnattr_destroy(&attributes) }
    guard posix_spawn_file_actions_init(&actions) == 0 else { return false }
    defer { posix_spawn_file_actions_destroy(&actions) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(setSessionFlag | POSIX_SPAWN_SETSIGMASK))
    for descriptor: Int32 in 0...2 {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let program = "/proc/self/exe"
    var argv = ([CommandLine.arguments.first ?? "petcards"] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child = pid_t()
    return posix_spawn(&child, program, &actions, &attributes, &argv, environ) == 0
  }
}
