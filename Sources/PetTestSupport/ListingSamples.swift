import Foundation

/// The sample listings in docs/formats/samples: invented animals in each shelter format's
/// documented shape, with the awkward cases each format has. They are read on 2026-11-25.
public enum ListingSamples {
  /// The folder they are in.
  public static let folder = BuiltProgram.repository.appendingPathComponent("docs/formats/samples")

  /// The path of the sample called `name`, e.g. `petfinder-page-1.json`.
  public static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// The day they are read on as `--today` wants it: after every date in them.
  public static let todayArguments = ["--today", "2026-11-25"]
}
