import Foundation

/// A cached store that never came.
public struct NoCachedStore: Error, CustomStringConvertible {
  public var folder: String
  public var description: String { "no store was made in \(folder) within a minute" }
}

/// The path of the first store made in the cache folder `cache` by a command's `keep-store`,
/// which the command started and did not wait for: waited for until its link to its JSON file
/// is in place (made once the store is whole), for a minute at most.
public func waitForCachedStore(in cache: URL) async throws -> String {
  let deadline = Date().addingTimeInterval(60)
  while Date() < deadline {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
    if let link = names.sorted().first(where: { $0.hasSuffix(".sqlite.source") }) {
      return cache.appendingPathComponent(String(link.dropLast(".source".count))).path
    }
    try await Task.sleep(for: .milliseconds(20))
  }
  throw NoCachedStore(folder: cache.path)
}

/// Waits, for a minute at most, until no process runs whose arguments hold every one of
/// `arguments` (read from /proc): a process a command started and did not wait for, such as
/// its `keep-store`. Whether none is left.
public func waitUntilNoProcessRuns(withArguments arguments: [String]) async throws -> Bool {
  let deadline = Date().addingTimeInterval(60)
  while Date() < deadline {
    let running = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { entry in
      guard Int(entry) != nil,
        let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return false }
      let given = Set(line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
      return arguments.allSatisfy(given.contains)
    }
    if !running { return true }
    try await Task.sleep(for: .milliseconds(20))
  }
  return false
}
