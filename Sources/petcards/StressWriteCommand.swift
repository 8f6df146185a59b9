import ArgumentParser
import Foundation
import PetLocalization
import PetStore

/// A hidden command for the storage tests: many small writes, each committed
/// on its own, each acknowledged on standard output only after its commit
/// returned. The tests run two at once (concurrent writers) or kill one with
/// SIGKILL part-way (every acknowledged write must survive). It does not check
/// pet ids against the catalogue.
struct StressWriteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stress-write",
    abstract: "Write many favourites and inquiries, one commit each, printing each after its commit (for tests).",
    shouldDisplay: false
  )

  @Option(help: "Prefix for the pet ids written, e.g. a process name.") var prefix = "stress"
  @Option(help: "How many favourites to write.") var favorites = 100
  @Option(help: "How many inquiries to write.") var inquiries = 0

  func validate() throws {
    guard favorites >= 0 else { throw ValidationError(trf(tr("--favorites must be 0 or more, not %1$@"), favorites)) }
    guard inquiries >= 0 else { throw ValidationError(trf(tr("--inquiries must be 0 or more, not %1$@"), inquiries)) }
  }

  func run() throws {
    let store = try UserData.open()
    let out = FileHandle.standardOutput
    for number in 0..<max(favorites, inquiries) {
      let petID = "\(prefix)-\(number)"
      if number < favorites {
        try UserData.run { _ = try store.addFavorite(petID) }
        out.write(Data("favorite \(petID)\n".utf8))
      }
      if number < inquiries {
        let application = InquiryApplication(
          petID: petID, applicantName: "Stress \(number)", email: "stress\(number)@example.com",
          childrenAtHome: false, housing: .own, message: "Written by stress-write for the storage tests.")
        let inquiry = try UserData.run { try store.addInquiry(application) }
        out.write(Data("inquiry \(inquiry.id) \(petID)\n".utf8))
      }
    }
  }
}
