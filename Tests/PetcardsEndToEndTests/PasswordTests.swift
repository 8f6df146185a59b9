import Foundation
import PetTestSupport
import Testing

/// A password in an address never reaches a message: not from libpq's words for an address it
/// cannot read, nor from a command that takes the address for a file (issue 40, point 9).
@Suite struct PasswordTests {
  static let today = ["--today", "2026-11-21"]

  /// Each address, and the commands that took it, with what they said then.
  @Test(arguments: [
    // libpq quoted these back whole, or the password itself.
    (["list", "--catalog", "postgresql://ada:50%off@db.example.org/pets"], "50%off"),
    (["list", "--catalog", "postgresql://ada:s3cret@[::1/pets"], "s3cret"),
    // These took the address for a file name, and said so with it whole.
    (["export", "--catalog", "postgresql://ada:s3cret@127.0.0.1:1/pets"], "s3cret"),
    (["favorite", "list", "--catalog", "postgresql://ada:s3cret@127.0.0.1:1/pets"], "s3cret"),
    (["inquiries", "export", "--csv", "--catalog", "postgresql://ada:s3cret@127.0.0.1:1/pets"], "s3cret"),
    (["list", "--catalog", "host=127.0.0.1 port=1 password=s3cret dbname=pets"], "s3cret"),
    (["list", "--catalog", "postgresql://ada@127.0.0.1:1/pets?password=s3cret"], "s3cret"),
  ])
  func aPassword_isNeverInAMessage(arguments: [String], password: String) throws {
    let result = try Petcards.run(arguments + Self.today)
    #expect(result.status != 0)
    #expect(!result.stderr.isEmpty)
    #expect(!result.stderr.contains(password), "\(result.stderr)")
    #expect(!result.stdout.contains(password), "\(result.stdout)")
  }

  /// An address libpq cannot read is a usage error, said in our words with the password hidden.
  @Test func anAddressLibpqCannotRead_isAUsageError_withThePasswordHidden() throws {
    let result = try Petcards.run(["list", "--catalog", "postgresql://ada:s3cret@[::1/pets"] + Self.today)
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "petcards: postgresql://ada:***@[::1/pets: is not an address PostgreSQL reads (postgresql://USER@HOST/DATABASE, or key=value pairs): end of string reached when looking for matching \"]\" in IPv6 host address in URI\n"
    )
  }
}
