import PetBrowsing
import Testing

/// Tooltips name their keys from the constants the actions are bound with, so a key changed
/// in one place changes in the tooltip too.
@Suite struct ShortcutLabelTests {
  @Test(arguments: [
    ("<Primary>f", "Ctrl+F"), ("<Primary>o", "Ctrl+O"), ("F10", "F10"), ("F1 <Primary>question", "F1"),
    ("Escape <Alt>Left", "Escape"), ("<Primary><Shift>z", "Ctrl+Shift+Z"), ("<Alt>Left", "Alt+Left"),
  ])
  func label_isTheFirstKeyAsPeopleReadIt(accelerator: String, label: String) {
    #expect(BrowserAccelerators.label(accelerator) == label)
  }

  @Test func tooltips_nameTheBoundKeys() {
    #expect(BrowserTexts.searchTooltip == "Search (Ctrl+F)")
    #expect(BrowserTexts.openTooltip == "Open a catalogue (Ctrl+O)")
    #expect(BrowserTexts.menuTooltip == "Main menu (F10)")
    #expect(BrowserTexts.starCellName(isFavorite: false) == "Not a favourite, press Ctrl+D to star")
  }
}
