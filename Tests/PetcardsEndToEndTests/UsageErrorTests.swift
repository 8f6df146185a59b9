import Foundation
import PetCatalog
import Testing

/// What `petcards` says about a command line it cannot use: the argument parser's message, but
/// never a raw control character from the command line, never an endless line, never slow.
@Suite struct UsageErrorTests {
  @Test func unknownOption_withEscapesInIt_isEchoedWithTheEscapesReplaced() throws {
    let result = try Petcards.run(["list", "--\u{1B}]0;pwned\u{07}"])
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        Error: Unknown option '--\u{FFFD}]0;pwned\u{FFFD}'
        Usage: petcards list <options>
          See 'petcards list --help' for more information.

        """)
  }

  @Test func invalidValue_thatIsHuge_isCutShort() throws {
    let value = String(repeating: "y", count: 100_000)
    let result = try Petcards.run(["list", "--sex", value])
    #expect(result.status == 64)
    let firstLine = try #require(result.stderr.split(separator: "\n").first)
    #expect(firstLine == "Error: The value '" + String(repeating: "y", count: 981) + "…")
  }

  @Test func thousandsOfRepeatedOptions_areRefusedUpFront() throws {
    let arguments = ["list"] + Array(repeating: ["--species", "dog"], count: 10_000).flatMap { $0 }
    let result = try Petcards.run(arguments)
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "petcards: too many arguments (20,001); at most 512 are read at once; import takes any number of files "
        + "as a list, with --files-from LIST (one a line, - for standard input)\n")
  }

  @Test func hundredsOfRepeatedOptions_areStillRead() throws {
    let repeated = Array(repeating: ["--species", "horse"], count: 250).flatMap { $0 }
    let arguments = ["list", "--today", CalendarDate.fixedToday.isoString] + repeated
    let result = try Petcards.run(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
  }
}
