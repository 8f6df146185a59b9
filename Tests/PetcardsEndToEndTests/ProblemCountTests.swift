import Foundation
import PetTestSupport
import Testing

/// A listing of thousands of bad records says its first hundred problems and counts the rest,
/// in memory that does not grow with them: 2 MB of `{"animals":[0,0,…]}` said 1,048,579 lines
/// and held 358 MB (issue 40, point 13).
@Suite struct ProblemCountTests {
  @Test(arguments: [("animals", "animal"), ("pets", "pet")])
  func aFileOfThousandsOfBadRecords_saysAHundredAndACount(key: String, noun: String) throws {
    let file = try TemporaryCatalog(
      "{\"\(key)\": [" + Array(repeating: "0", count: 5_000).joined(separator: ",") + "]}")
    let result = try Petcards.run(["list", "--catalog", file.path])
    let lines = (0..<100).map {
      "petcards: \(file.path): \(key)[\($0)]: expected a\(noun == "animal" ? "n" : "") \(noun) object, found the number 0\n"
    }
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr == lines.joined() + "petcards: \(file.path): and 4,900 more problems like these\n")
  }
}
