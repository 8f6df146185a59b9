// A libFuzzer target for the catalogue reader, compiled together with Sources/PetCatalog into
// one module (see `make fuzz-libfuzzer`), so it needs no target in Package.swift.
//
// Each input is read by the full reader and by the fast path; they must agree (the same pets,
// shelter and fees, or the same problems), and neither may crash. A disagreement stops the run
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

@_cdecl("LLVMFuzzerTestOneInput")
public func catalogReaderFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  let fast = outcome(data, fastPath: true)
  let full = outcome(data, fastPath: false)
  if fast != full {
    fatalError("the readers disagree:\nfast path: \(fast.prefix(400))\nfull reader: \(full.prefix(400))")
  }
  return 0
}
