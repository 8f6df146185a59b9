import Foundation
import PetTestSupport
import Testing

/// `BuiltProgram.run` runs once more a program that could not open the display it was given,
/// and only that.
@Suite struct BuiltProgramTests {
  /// A script that counts its runs in `folder/runs` and fails the first `failures` of them as
  /// `pet-browser` does when the X server refuses it; its runs so far.
  static func script(in folder: URL, failures: Int) throws -> BuiltProgram {
    let path = folder.appendingPathComponent("program")
    let text = """
      #!/bin/sh
      runs=$(cat "\(folder.path)/runs" 2>/dev/null || echo 0)
      runs=$((runs + 1))
      echo "$runs" > "\(folder.path)/runs"
      if [ "$runs" -le \(failures) ]; then
        echo "pet-browser: cannot open a display (\\"$DISPLAY\\" cannot be opened)." >&2
        exit 69
      fi
      echo shown
      """
    try Data(text.utf8).write(to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path)
    return BuiltProgram(executable: path)
  }

  static func runs(in folder: URL) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8)
  }

  @Test func aDisplayRefusedOnce_isRunOnceMore() throws {
    try withTemporaryDirectory { folder in
      let result = try Self.script(in: folder, failures: 1).run([], environment: ["DISPLAY": ":102"])
      #expect(result.status == 0)
      #expect(result.stdout == "shown\n")
      #expect(try Self.runs(in: folder) == "2\n")
    }
  }

  @Test func aDisplayRefusedTwice_fails() throws {
    try withTemporaryDirectory { folder in
      let result = try Self.script(in: folder, failures: 2).run([], environment: ["DISPLAY": ":102"])
      #expect(result.status == 69)
      #expect(try Self.runs(in: folder) == "2\n")
    }
  }

  @Test func noDisplayGiven_isNotRunAgain() throws {
    try withTemporaryDirectory { folder in
      let result = try Self.script(in: folder, failures: 1).run([], environment: [:])
      #expect(result.status == 69)
      #expect(try Self.runs(in: folder) == "1\n")
    }
  }
}
