// A libFuzzer target for the catalogue reader, compiled together with Sources/PetCatalog into
// one module (see `make fuzz-libfuzzer`), so it needs no target in Package.swift.
//
// Each input is read by the full reader, by the fast path, and a window of 24 bytes at a time
// (`CatalogLoader.stream`, what an import reads, which may also leave it to the full reader);
// they must agree (the same pets, shelter and fees, or the same problems), and none may crash. A disagreement stops the run
// with the input saved by libFuzzer (crash-…); add it to TrickyCatalogues.corpus as a
// regression test.

import Foundation

private let today = CalendarDate(year: 2026, month: 11, day: 21) ?? .today()

private func outcome(_ data: Data, fastPath: Bool) -> String {
  var loader = CatalogLoader(today: today, checksImages: false)
  loader.usesFastPath = fastPath
  do {
    let catalog = try loader.load(data: data, file: "pets.json", directory: nil)
    return "pets: \(catalog.pets)\nshelter: \(String(describing: catalog.shelter))\nfees: \(catalog.fees)"
  } catch {
    return "error: \(error)"
  }
}

/// The stream's outcome, or the full reader's where it leaves the input to it.
private func streamed(_ data: Data) -> String {
  let bytes = [UInt8](data)
  var pets: [Pet] = []
  let catalog = try? CatalogLoader(today: today, checksImages: false).stream(
    file: "pets.json", directory: nil, window: 24,
    read: { buffer, offset in
      let count = min(buffer.count, max(bytes.count - offset, 0))
      if count > 0 { buffer.copyBytes(from: bytes[offset..<offset + count]) }
      return count
    },
    { pet, _ in pets.append(pet) })
  guard let read = catalog.flatMap({ $0 })?.catalog else { return outcome(data, fastPath: false) }
  return "pets: \(pets)\nshelter: \(String(describing: read.shelter))\nfees: \(read.fees)"
}

@_cdecl("LLVMFuzzerTestOneInput")
public func catalogReaderFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  let fast = outcome(data, fastPath: true)
  let full = outcome(data, fastPath: false)
  if fast != full {
    fatalError("the readers disagree:\nfast path: \(fast.prefix(400))\nfull reader: \(full.prefix(400))")
  }
  let stream = streamed(data)
  if stream != full {
    fatalError("the readers disagree:\nstream: \(stream.prefix(400))\nfull reader: \(full.prefix(400))")
  }
  return 0
}
