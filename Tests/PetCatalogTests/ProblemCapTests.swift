import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// A file's problems are said first and then counted: the first 100 kept, one last problem
/// counting the rest. A 2 MB listing of a million bad records said a million lines and held
/// 358 MB of them; 32 MB of them aborted (issue 40, point 13).
@Suite struct ProblemCapTests {
  static func problems(_ count: Int, from first: Int = 0, _ severity: CatalogProblem.Severity = .error)
    -> [CatalogProblem]
  {
    (first..<(first + count)).map { CatalogProblem(severity, file: "x.json", petIndex: $0, message: "bad") }
  }

  @Test func pastAHundred_theRestAreCounted() {
    var list: [CatalogProblem] = []
    list.note(contentsOf: Self.problems(250))
    #expect(list.count == 101)
    #expect(list.total == 250)
    #expect(list.prefix(100).map(\.petIndex) == Array(0..<100))
    #expect(list.last?.description == "x.json: and 150 more problems like these")
    #expect(list.last?.severity == .error)
  }

  @Test func aHundredOrFewer_areAllKept() {
    var list: [CatalogProblem] = []
    list.note(contentsOf: Self.problems(100))
    #expect(list == Self.problems(100))
    #expect(list.total == 100)
  }

  /// One list of problems noted in another: its kept problems and its count both count.
  @Test func aCountedListNotedInAnother_addsItsCount() {
    var inner: [CatalogProblem] = []
    inner.note(contentsOf: Self.problems(250, from: 50))
    var outer: [CatalogProblem] = []
    outer.note(contentsOf: Self.problems(50))
    outer.note(contentsOf: inner)
    #expect(outer.count == 101)
    #expect(outer.total == 300)
    #expect(outer.last?.description == "x.json: and 200 more problems like these")
  }

  /// Warnings counted are a warning; an error among them makes the count an error, so a file
  /// whose errors come after a hundred warnings still fails.
  @Test func theCount_isAnError_whenItCountsOne() {
    var warnings: [CatalogProblem] = []
    warnings.note(contentsOf: Self.problems(150, .warning))
    #expect(warnings.last?.description == "warning: x.json: and 50 more problems like these")
    warnings.note(CatalogProblem(file: "x.json", message: "broken"))
    #expect(warnings.last?.severity == .error)
    #expect(warnings.last?.description == "x.json: and 51 more problems like these")
    warnings.note(CatalogProblem(.warning, file: "x.json", message: "odd"))
    #expect(warnings.last?.severity == .error)
  }

  /// A catalogue of 5,000 pets that are not pets, read as the window reads it (the invalid
  /// pets left out): 5,000 left out, the first hundred problems kept and the rest counted.
  @Test func aCatalogueOfManyBadPets_keepsAHundredProblems_andCountsEveryPet() throws {
    var loader = CatalogLoader(today: .fixedToday)
    loader.leavesOutInvalidPets = true
    let text = #"{"format": 1, "pets": ["# + Array(repeating: "0", count: 5_000).joined(separator: ",") + "]}"
    let catalog = try loader.load(data: Data(text.utf8), file: "x.json", directory: nil)
    #expect(catalog.pets.isEmpty)
    #expect(catalog.leftOutPetCount == 5_000)
    #expect(catalog.leftOut.count == 101)
    #expect(catalog.leftOut.first?.description == "x.json: pets[0]: expected a pet object, found the number 0")
    #expect(catalog.leftOut.last?.description == "x.json: and 4,900 more problems like these")
  }

  @Test func warningLines_countWhatTheListCounts() {
    var warnings: [CatalogProblem] = []
    warnings.note(contentsOf: Self.problems(500, .warning))
    let lines = CatalogProblem.warningLines(warnings)
    #expect(lines.count == 21)
    #expect(lines.last == "warning: 480 more warnings like these are not shown")
  }
}
