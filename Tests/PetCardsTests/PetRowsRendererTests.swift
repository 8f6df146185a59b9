import Foundation
import PetCards
import PetCatalog
import PetPresentation
import Testing

@Suite struct PetRowsRendererTests {
  func rows(_ pets: [Pet], width: Int = 80, style: TextStyle = .plain) -> String {
    var output = ""
    PetRowsRenderer(width: width, style: style)
      .render(pets.map { PetViewModel(pet: $0, context: .fixed) }, to: &output)
    return output
  }

  @Test func rows_alignColumnsByDisplayWidth_andRightAlignFees_withTheStatusWhenItVaries() {
    #expect(
      rows([.stuart, .koyuki, .hostile]) == """
        ID       NAME         SPECIES  AGE          STATUS                FEE
        stuart   Stuart       Dog      3 years old  Available         $500.00
        koyuki   小雪         Dog      5 years old  Adoption pending  $150.00
        hostile  Rex�[2Jkcab  Cat      1 week old   Available          $50.00

        """)
  }

  @Test func rows_whenEveryPetHasOneStatus_haveNoStatusColumn() {
    #expect(
      rows([.stuart, .hostile]) == """
        ID       NAME         SPECIES  AGE              FEE
        stuart   Stuart       Dog      3 years old  $500.00
        hostile  Rex�[2Jkcab  Cat      1 week old    $50.00

        """)
  }

  /// Near a place, each row says how far its shelter is, right-aligned after the fee. The rows
  /// a store streams are the same bytes, with hostile text too.
  @Test func rows_nearAPlace_sayHowFarEachIs_andStreamTheSame() throws {
    let catalog = Catalog.sheltersNearAndFar
    var context = PresentationContext(catalog: catalog, today: .fixedToday)
    context.near = Gazetteer.Place.chicago.coordinates
    var hostile = Pet.hostile
    hostile.shelter = Shelter.lakeside.id
    var koyuki = Pet.koyuki
    koyuki.shelter = Shelter.hillside.id
    let pets = Array(catalog.pets.prefix(2)) + [hostile, koyuki]
    var whole = ""
    PetRowsRenderer(width: 100).render(pets.map { PetViewModel(pet: $0, context: context) }, to: &whole)
    #expect(
      whole == """
        ID       NAME         SPECIES  AGE          STATUS                FEE  DISTANCE
        stuart   Stuart       Dog      3 years old  Available         $500.00    3.0 mi
        rogers   Rogers       Cat      4 years old  Available          $50.00    177 mi
        hostile  Rex�[2Jkcab  Cat      1 week old   Available          $50.00    3.0 mi
        koyuki   小雪         Dog      5 years old  Adoption pending  $150.00    177 mi

        """)
    for width in [100, 60, 1] {
      var rows = PetRowsRenderer.Streaming(PetRowsRenderer(width: width), context: context)
      for pet in pets { pet.withListedRow { rows.measure($0) } }
      var streamed = ""
      rows.writeHeader(to: &streamed)
      var bytes: [UInt8] = []
      for pet in pets { pet.withListedRow { rows.write($0, to: &bytes) } }
      streamed += String(decoding: bytes, as: UTF8.self)
      var reference = ""
      PetRowsRenderer(width: width).render(pets.map { PetViewModel(pet: $0, context: context) }, to: &reference)
      #expect(streamed == reference, "width \(width)")
    }
  }

  @Test func rows_whenTooWide_truncateTheNameColumn() {
    var long = Pet.stuart
    long.name = "Sir Stuart Wagglesworth of Riverbend, Esquire"
    let output = rows([long], width: 60)
    #expect(
      output == """
        ID      NAME                   SPECIES  AGE              FEE
        stuart  Sir Stuart Waggleswo…  Dog      3 years old  $500.00

        """)
    #expect(output.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 60 })
  }

  @Test func rows_withColor_underlineTheHeader() {
    #expect(rows([.stuart], style: .color).hasPrefix("\u{1B}[1;4mID    \u{1B}[0m  "))
  }

  /// The rows as `petcards list` prints them from a store: streamed, twice over, from rows read
  /// in place.
  func streamed(_ pets: [Pet], width: Int = 80, style: TextStyle = .plain) -> String {
    var rows = PetRowsRenderer.Streaming(PetRowsRenderer(width: width, style: style), context: .fixed)
    for pet in pets { pet.withListedRow { rows.measure($0) } }
    var output = ""
    rows.writeHeader(to: &output)
    var bytes: [UInt8] = []
    for pet in pets { pet.withListedRow { rows.write($0, to: &bytes) } }
    return output + String(decoding: bytes, as: UTF8.self)
  }

  /// Pets whose rows take every way a streamed row has: names and ids that are not plain ASCII,
  /// hostile or too long, ages that share a birthday but not how it is known, fees of their own.
  static let streamedPets: [Pet] = [
    .stuart, .koyuki, .hostile,
    .make("same-birthday", "Same Birthday") {
      $0.birthday = Pet.stuart.birthday
      $0.ageKnown = .estimated
    },
    .make("group-age", "Group Age") {
      $0.birthday = Pet.stuart.birthday
      $0.ageKnown = .group(.senior)
    },
    .make("long", String(repeating: "Wagglesworth ", count: 4)),
    .make("long-plain-at-limit", String(repeating: "w", count: DisplayText.readableNameLength)),
    .make("long-plain-past-limit", String(repeating: "w", count: DisplayText.readableNameLength + 1)),
    .make("accented", "Zoë Amélie"),
    .make("combining", "Zoe\u{0308} and \u{1F415}\u{200D}\u{1F9BA}"),
    .make("bidi", "\u{2067}abc\u{2069}\u{200B}\u{200B}x"),
    .make("empty", ""),
    .make("tab\tid", "Tab\tName") { $0.fee = 0 },
    .make("own-fee", "Own Fee") {
      $0.fee = 1_234.5
      $0.status = .onHold
    },
    .make("no-fee", "No Fee") { $0.rarity = nil },
  ]

  /// `petcards list`'s table: the rows read once and kept when at most `limit`, or read again.
  /// Returns the table and how many times the rows were read.
  func readTwice(_ pets: [Pet], limit: Int, width: Int = 80) throws -> (table: String, readings: Int) {
    var rows = PetRowsRenderer.Streaming(PetRowsRenderer(width: width, style: .plain), context: .fixed)
    var header = ""
    var bytes: [UInt8] = []
    var readings = 0
    try ListedRowBatch.readTwice(
      keepingUpTo: limit,
      { body in
        readings += 1
        for pet in pets { try pet.withListedRow { try body($0) } }
      }, first: { rows.measure($0) }, between: { rows.writeHeader(to: &header) },
      second: { rows.write($0, to: &bytes) })
    return (header + String(decoding: bytes, as: UTF8.self), readings)
  }

  /// A short answer is read once and written from what was kept; a long one is read again.
  /// Both are the whole list's rows, byte for byte.
  @Test(arguments: [80, 30])
  func aTableReadOnce_orTwice_isTheRowsOfTheWholeList(width: Int) throws {
    let pets = Self.streamedPets
    let expected = rows(pets, width: width, style: .plain)
    for (limit, readings) in [(pets.count, 1), (65_536, 1), (pets.count - 1, 2), (0, 2)] {
      let table = try readTwice(pets, limit: limit, width: width)
      #expect(table.table == expected, "kept up to \(limit)")
      #expect(table.readings == readings, "kept up to \(limit)")
    }
    #expect(try readTwice([], limit: 10).table == rows([], width: 80, style: .plain))
  }

  @Test(arguments: [80, 60, 30, 1])
  func streamedRows_areTheRowsOfTheWholeList_byteForByte(width: Int) {
    for style in [TextStyle.plain, .color] {
      #expect(
        streamed(Self.streamedPets, width: width, style: style) == rows(Self.streamedPets, width: width, style: style))
      let plain = Self.streamedPets.filter { $0.status == .available }
      #expect(streamed(plain, width: width, style: style) == rows(plain, width: width, style: style))
    }
  }

  @Test func streamedRows_ofThePetsThemselves_showALongNameClipped_andAnEstimatedAge_besideAnExactOneOfTheSameBirthday()
  {
    #expect(
      streamed([.stuart, Self.streamedPets[3], Self.streamedPets[5]], width: 80) == """
        ID             NAME                          SPECIES  AGE                    FEE
        stuart         Stuart                        Dog      3 years old        $500.00
        same-birthday  Same Birthday                 Cat      about 3 years old   $50.00
        long           Wagglesworth Wagglesworth W…  Cat      4 years old         $50.00

        """)
  }
}
