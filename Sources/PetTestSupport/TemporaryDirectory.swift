import Foundation
import PetCatalogGenerator

/// A folder of its own under the system's temporary folder, removed when `body` ends.
public func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("pet-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// A deterministic random number generator, so "random" sweeps are the same every run.
public typealias SeededGenerator = SplitMix64

/// `withTemporaryDirectory` for a body that waits.
public func withTemporaryDirectoryAsync<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("pet-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
