import PetTestSupport
import Testing

@testable import PetCatalog

/// The catalogue's UTF-8 check (`firstInvalidUTF8Offset`), which skips ASCII eight bytes at a
/// time, against the standard library's UTF-8 parser: the same first bad byte, or none.
@Suite struct UTF8CheckTests {
  /// Where the standard library's parser finds the first bad sequence, or `nil`.
  static func reference(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  static func checked(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset($0) }
  }

  @Test func aBadByteAtEveryPlace_ofALongASCIIRun_isFoundThere() {
    let ascii = Array("{\"pets\": [{\"name\": \"Stuart\"}]}".utf8)
    for place in ascii.indices {
      for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xE0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0xC3]] {
        var bytes = ascii
        bytes.replaceSubrange(place..<place, with: bad)
        #expect(Self.checked(bytes) == place, "\(bad) at \(place)")
        #expect(Self.reference(bytes) == place)
      }
      var good = ascii
      good.replaceSubrange(place..<place, with: Array("ë小🐶".utf8))
      #expect(Self.checked(good) == nil)
    }
  }

  @Test func mixedBytes_agreeWithTheStandardLibrary() {
    var generator = SeededGenerator(seed: 8)
    let pieces: [[UInt8]] = [
      Array("plain text, ".utf8), Array("Zoë ".utf8), Array("小雪".utf8), Array("🐶".utf8), [0x80], [0xC2],
      [0xE2, 0x82], [0xF0, 0x9F, 0x90], [0xFE], [0xED, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
    ]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        bytes += pieces.randomElement(using: &generator) ?? []
      }
      #expect(Self.checked(bytes) == Self.reference(bytes), "\(bytes)")
    }
  }
}
