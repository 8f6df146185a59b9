import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards` and the window agree on which pets a list shows when no status is asked for: the
/// ones an adopter can still ask about, all but adopted. `petcards list` listed every status
/// (issue 45). A pet named to `show` has any status.
@Suite struct StatusDefaultTests {
  static let day = ["--today", CalendarDate.fixedToday.isoString, "--species", "cat"]

  @Test func list_withNoStatus_leavesAdoptedPetsOut_asTheWindowDoes() throws {
    let listed = try Petcards.run(["list"] + Self.day)
    #expect(listed.status == 0)
    #expect(
      listed.stdout == """
        ID         NAME       SPECIES  AGE           STATUS         FEE
        luna       Luna       Cat      3 years old   Available  $150.00
        marmalade  Marmalade  Cat      14 years old  Available   $50.00
        midnight   Midnight   Cat      4 years old   Available   $50.00
        tiny       Tiny       Cat      3 weeks old   On hold     $50.00
        zoe        Zoë        Cat      6 years old   Available   $75.00

        """)
    #expect(try Petcards.run(["list", "--status", "adoptable"] + Self.day).stdout == listed.stdout)
    let every = try Petcards.run(["list", "--status", "any"] + Self.day)
    #expect(every.stdout.split(separator: "\n")[1] == "cleo       Cleo       Cat      4 years old   Adopted    $500.00")
  }

  @Test func show_ofANamedAdoptedPet_showsIt_butNotAmongTheFilters() throws {
    let named = try Petcards.run(["show", "cleo", "--json"] + Self.day)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(named.stdout.contains(#""status" : "Adopted""#))
    let filtered = try Petcards.run(["show", "--json"] + Self.day)
    #expect(filtered.status == 0)
    #expect(!filtered.stdout.contains(#""id" : "cleo""#) && filtered.stdout.contains(#""id" : "luna""#))
    let told = try Petcards.run(["show", "cleo", "--status", "adoptable"] + Self.day)
    #expect(told.status == 1)
    #expect(told.stderr == "petcards: no pet matches \"cleo\"\n")
  }
}
