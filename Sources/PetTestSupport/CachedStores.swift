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
