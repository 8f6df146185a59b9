import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How many times more work `work` does on `factor` times the input than on `size`. Linear work
/// gives about `factor`, quadratic about `factor`²; tests compare with a bound between the two,
/// never with a time.
///
/// Work is the CPU time of the calling thread, not the wall clock: time the thread spends
/// waiting for a core (on a loaded machine, other processes and the tests running beside it)
/// is not counted. What is left is noise that only ever adds (a cache flushed by a neighbour, a
/// page fault, a slower clock), so each size is measured `runs` times and the fastest counts;
/// the sizes take turns, so a slow spell falls on both.
public func growthRatio(size: Int, factor: Int = 4, runs: Int = 5, _ work: (Int) -> Void) -> Double {
  var fastest = (small: Double.infinity, large: Double.infinity)
  work(size)  // warm up: first-touch allocations, lazy statics
  for _ in 0..<max(runs, 1) {
    fastest.small = min(fastest.small, threadCPUTime { work(size) })
    fastest.large = min(fastest.large, threadCPUTime { work(size * factor) })
  }
  return fastest.large / max(fastest.small, 1)
}

/// The CPU time, in nanoseconds, that the calling thread spends in `body`.
public func threadCPUTime(_ body: () -> Void) -> Double {
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }
  let start = now()
  body()
  return now() - start
}
