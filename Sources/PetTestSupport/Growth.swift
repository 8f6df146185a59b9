import Foundation

/// How many times longer `work` takes on `factor` times the input than on `size`: the best of
/// `runs` timings of each, so one stall on a loaded machine does not count. Linear work gives
/// about `factor`, quadratic about `factor`²; tests compare with a bound between the two, never
/// with a time.
public func growthRatio(size: Int, factor: Int = 4, runs: Int = 3, _ work: (Int) -> Void) -> Double {
  func best(_ n: Int) -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      work(n)
      fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    return max(fastest, 1)
  }
  work(size)  // warm up: first-touch allocations, lazy statics
  let small = best(size)
  let large = best(size * factor)
  return large / small
}
