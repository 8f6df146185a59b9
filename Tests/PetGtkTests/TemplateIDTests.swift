import Foundation
import PetInstallation
import Testing

@testable import PetGtk

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every id Swift reaches a template's object by is declared once (`TemplateID`), and here held
/// to the `.ui` file it belongs to: a widget renamed in a template, or an id mistyped in Swift,
/// fails this test rather than a run. C binds whatever ids a template holds, so no third list
/// can drift.
@Suite struct TemplateIDTests {
  /// The ids of the `<object>`s in `file`, read with Foundation's XML parser.
  func ids(in file: TemplateID.File) throws -> Set<String> {
    let folder = try #require(Installation.resource("ui"), "cannot find Resources/ui")
    let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file.rawValue))
    let collector = IDCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    try #require(parser.parse(), "\(file.rawValue) is not well-formed XML")
    return collector.ids
  }

  @Test func everyIDSwiftUses_isInItsTemplate() throws {
    var missing: [String] = []
    for file in TemplateID.File.allCases {
      let declared = try ids(in: file)
      #expect(!declared.isEmpty, "\(file.rawValue) names no object")
      for id in TemplateID.all where id.file == file && !declared.contains(id.id) {
        missing.append(id.description)
      }
    }
    #expect(missing == [])
  }

  /// The list of ids covers each kind of part: a mistyped derived name (a column, a field's
  /// part, a drop-down) would be missed if the list left that kind out.
  @Test func theListOfIDs_coversEveryKindOfPart() {
    let all = Set(TemplateID.all.map(\.description))
    for expected in [
      "window.ui#header_bar", "window.ui#fee_column", "window.ui#sort_combo", "window.ui#goodWith_label",
      "card.ui#askToAdopt_button", "card.ui#breed_caption", "card.ui#description_label", "form.ui#housing_second",
      "form.ui#message_message", "form.ui#discard_dialog",
    ] {
      #expect(all.contains(expected), "\(expected)")
    }
    // Parts that do not exist are not asked for: the consent box is its own caption.
    #expect(!all.contains("form.ui#landlordConsent_caption"))
    #expect(!all.contains("form.ui#name_second"))
  }
}

private final class IDCollector: NSObject, XMLParserDelegate {
  var ids: Set<String> = []

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if element == "object", let id = attributes["id"] { ids.insert(id) }
  }
}
