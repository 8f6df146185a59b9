import Foundation
import PetTestSupport
import Testing

/// The picture decoder sees what decoding needs of the environment (the locale, the paths
/// GLib, gdk-pixbuf and fontconfig read) and nothing else: it inherited `PGPASSWORD` and every
/// other secret of the program's environment (issue 40).
@Suite struct DecoderEnvironmentTests {
  @Test func theDecoder_seesNoPasswordNorAnyOtherVariable() throws {
    try withTemporaryDirectory { folder in
      // A decoder that writes down what it sees, and fails.
      let seen = folder.appendingPathComponent("seen.txt")
      let decoder = folder.appendingPathComponent("decoder")
      try Data("#!/bin/sh\n/usr/bin/env > '\(seen.path)'\nexit 1\n".utf8).write(to: decoder)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: decoder.path)
      let result = try BuiltProgram("pet-browser").run(
        ["--headless", "--print-window", "--today", "2026-11-21"],
        environment: [
          "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder.path, "PET_DATA_DIR": folder.path,
          "PET_PICTURE_DECODER": decoder.path, "PGPASSWORD": "hunter2", "PGUSER": "ada",
          "SECRET_TOKEN": "s3cr3t", "DISPLAY": ":99", "LC_TIME": "C",
        ])
      #expect(result.status == 0, "\(result.stderr)")
      let variables = try String(contentsOf: seen, encoding: .utf8).split(separator: "\n")
        .map { String($0.prefix { $0 != "=" }) }.filter { $0 != "PWD" && $0 != "SHLVL" && $0 != "_" }
      #expect(Set(variables) == ["PATH", "LANG", "HOME", "LC_TIME", "PET_PICTURE_DECODER"])
    }
  }
}
