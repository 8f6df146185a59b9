import PetCards
import PetTestSupport
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Stuart", 6), ("小雪", 4), ("🐕", 2), ("Zoë", 3), ("Zoe\u{0308}", 3), ("Señor Bigotes", 13),
    ("ｈｉ", 4), ("👩‍👩‍👧", 2), ("❤️", 2), ("\u{1B}", 0), ("한국", 4), ("", 0),
  ])
  func width_countsTerminalColumns(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test func truncate_endsWithAnEllipsis_andNeverSplitsAWideCharacter() {
    #expect(DisplayWidth.truncate("Wagglesworth", to: 6) == "Waggl…")
    #expect(DisplayWidth.truncate("小雪小雪", to: 6) == "小雪…")
    #expect(DisplayWidth.truncate("小雪小雪", to: 5) == "小雪…")
    #expect(DisplayWidth.truncate("Rex", to: 3) == "Rex")
  }
}

@Suite struct TerminalTextTests {
  @Test func sanitize_replacesEscapesAndBidiOverrides() {
    #expect(TerminalText.sanitize("Rex\u{1B}[31m") == "Rex�[31m")
    #expect(TerminalText.sanitize("abc\u{202E}fed\u{2066}") == "abc�fed�")
    #expect(TerminalText.sanitize("a\u{9B}b\u{7F}c") == "a�b�c")
    #expect(TerminalText.sanitize("tab\there") == "tab here")
    #expect(TerminalText.sanitize("one\ntwo") == "one�two")
    #expect(TerminalText.sanitize("one\r\ntwo", keepsLineBreaks: true) == "one\ntwo")
    #expect(TerminalText.sanitize("Zoë 小雪 🐕") == "Zoë 小雪 🐕")
  }

  @Test func wrap_breaksAtSpaces_withinTheWidth() {
    #expect(
      TerminalText.wrap("Stuart greets everyone at the door", columns: 12) == [
        "Stuart", "greets", "everyone at", "the door",
      ])
  }

  @Test func wrap_cutsWordsLongerThanTheLine() {
    #expect(TerminalText.wrap("abcdefghij xy", columns: 4) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func wrap_countsWideCharactersAsTwoColumns() {
    #expect(TerminalText.wrap("小雪小雪小雪", columns: 5) == ["小雪", "小雪", "小雪"])
  }

  @Test func wrap_keepsParagraphBreaks() {
    #expect(TerminalText.wrap("One.\n\nTwo.", columns: 20) == ["One.", "", "Two."])
  }
}

@Suite struct TerminalTextScalingTests {
  @Test func wrap_ofOneVeryLongWord_cutsItIntoFullLines() {
    let lines = TerminalText.wrap(String(repeating: "ab", count: 100_000), columns: 76)
    #expect(lines.count == 2_632)
    #expect(lines.dropLast().allSatisfy { $0 == String(repeating: "ab", count: 38) })
    #expect(lines.last == String(repeating: "ab", count: 22))
  }

  @Test func wrap_ofOneLongWord_takesLinearTime() {
    let words = [50_000: String(repeating: "x", count: 50_000), 200_000: String(repeating: "x", count: 200_000)]
    let ratio = growthRatio(size: 50_000) { length in
      _ = TerminalText.wrap(words[length] ?? "", columns: 76)
    }
    // Linear is about 4; re-measuring the rest of the word on each line was about 16.
    #expect(ratio < 9, "4 times the input took \(ratio) times as long")
  }
}
