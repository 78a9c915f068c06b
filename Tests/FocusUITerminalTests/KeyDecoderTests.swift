import FocusUITesting
import Testing

@testable import FocusUITerminal

typealias Event = KeyDecoder.Event

private let esc = "\u{1B}"

private func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

/// Decodes `chunks` one read after another, then resolves what is pending.
private func decode(_ chunks: [[UInt8]], flush: Bool = true) -> [Event] {
  var decoder = KeyDecoder()
  var events: [Event] = []
  for chunk in chunks { events += decoder.decode(chunk) }
  if flush { events += decoder.flushPending() }
  return events
}

private func decode(_ string: String, flush: Bool = true) -> [Event] {
  decode([bytes(string)], flush: flush)
}

/// Adjacent text joined: how text is cut into events depends on reads.
private func joiningText(_ events: [Event]) -> [Event] {
  var result: [Event] = []
  for event in events {
    if case .text(let next) = event, case .text(let previous)? = result.last {
      result[result.count - 1] = .text(previous + next)
    } else {
      result.append(event)
    }
  }
  return result
}

// MARK: - Text

@Test func asciiTextIsOneTextEvent() {
  #expect(decode("hello world") == [.text("hello world")])
}

@Test func multiByteUTF8IsText() {
  #expect(decode("é中😀") == [.text("é中😀")])
}

@Test func utf8CharacterSplitAcrossReadsIsDecoded() {
  let emoji = bytes("😀")  // four bytes
  for split in 1..<emoji.count {
    let events = decode([Array(emoji[..<split]), Array(emoji[split...])], flush: false)
    #expect(events == [.text("😀")], "split at \(split)")
  }
  #expect(decode(emoji.map { [$0] }, flush: false) == [.text("😀")])
}

@Test func invalidUTF8BytesAreDroppedWithoutReplacementCharacters() {
  let input: [UInt8] =
    [0x61, 0xFF, 0x62]  // invalid byte
    + [0xC3, 0x28]  // lead without continuation
    + [0xC0, 0xAF]  // overlong
    + [0xED, 0xA0, 0x80]  // surrogate
    + [0xF4, 0x90, 0x80, 0x80]  // beyond U+10FFFF
    + [0x80, 0xBF]  // lone continuations
    + [0x63]
  let events = decode([input])
  #expect(events == [.text("ab(c")])
  #expect(!events.contains { if case .text(let text) = $0 { text.contains("\u{FFFD}") } else { false } })
}

@Test func truncatedUTF8AtFlushIsDropped() {
  #expect(decode([[0x61, 0xE4, 0xB8]]) == [.text("a")])
}

@Test func c1ControlCharactersAreNotText() {
  #expect(decode("a\u{85}\u{9B}b") == [.text("ab")])
}

// MARK: - Control keys

@Test func ctrlCAndCtrlQQuit() {
  #expect(decode([[0x03]]) == [.quit])
  #expect(decode([[0x11]]) == [.quit])
  #expect(decode("ab\u{03}cd") == [.text("ab"), .quit, .text("cd")])
}

@Test func tabReturnAndBackspaceAreKeys() {
  #expect(decode([[0x09]]) == [.key(.tab, [])])
  #expect(decode([[0x0D]]) == [.key(.return, [])])
  #expect(decode([[0x0A]]) == [.key(.return, [])])
  #expect(decode([[0x7F]]) == [.key(.delete, [])])
  #expect(decode([[0x08]]) == [.key(.delete, [])])
}

@Test func otherCtrlLettersAreLettersWithControl() {
  #expect(decode([[0x01]]) == [.key("a", .control)])
  #expect(decode([[0x17]]) == [.key("w", .control)])
  #expect(decode([[0x1A]]) == [.key("z", .control)])
}

@Test func controlBytesThatAreNoKeyAreDropped() {
  #expect(decode([[0x61, 0x00, 0x1C, 0x1D, 0x1E, 0x1F, 0x62]]) == [.text("ab")])
}

// MARK: - CSI and SS3 keys

@Test func csiArrowsHomeAndEnd() {
  #expect(
    decode("\(esc)[A\(esc)[B\(esc)[C\(esc)[D\(esc)[H\(esc)[F") == [
      .key(.upArrow, []), .key(.downArrow, []), .key(.rightArrow, []), .key(.leftArrow, []),
      .key(.home, []), .key(.end, []),
    ])
}

@Test func ss3ArrowsHomeAndEnd() {
  #expect(
    decode("\(esc)OA\(esc)OB\(esc)OC\(esc)OD\(esc)OH\(esc)OF") == [
      .key(.upArrow, []), .key(.downArrow, []), .key(.rightArrow, []), .key(.leftArrow, []),
      .key(.home, []), .key(.end, []),
    ])
}

@Test func tildeKeys() {
  #expect(decode("\(esc)[1~\(esc)[7~") == [.key(.home, []), .key(.home, [])])
  #expect(decode("\(esc)[4~\(esc)[8~") == [.key(.end, []), .key(.end, [])])
  #expect(decode("\(esc)[3~") == [.key(.deleteForward, [])])
  #expect(decode("\(esc)[5~\(esc)[6~") == [.key(.pageUp, []), .key(.pageDown, [])])
}

@Test func insertIsDropped() {
  #expect(decode("\(esc)[2~x") == [.text("x")])
}

@Test func functionKeysInTildeForm() {
  let codes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]
  let input = codes.map { "\(esc)[\($0)~" }.joined()
  #expect(decode(input) == KeyEquivalent.functionKeys.map { .key($0, []) })
}

@Test func functionKeysF1ToF4InSS3AndCSIForms() {
  let f1to4: [Event] = [.key(.f1, []), .key(.f2, []), .key(.f3, []), .key(.f4, [])]
  #expect(decode("\(esc)OP\(esc)OQ\(esc)OR\(esc)OS") == f1to4)
  #expect(decode("\(esc)[P\(esc)[Q\(esc)[R\(esc)[S") == f1to4)
  #expect(decode("\(esc)[1;2P") == [.key(.f1, .shift)])
  #expect(decode("\(esc)O5S") == [.key(.f4, .control)])
}

@Test func linuxConsoleFunctionKeys() {
  #expect(
    decode("\(esc)[[A\(esc)[[E") == [.key(.f1, []), .key(.f5, [])])
}

@Test func functionKeysAreDistinctPrivateUseCharacters() {
  let scalars = KeyEquivalent.functionKeys.map { $0.character.unicodeScalars.first!.value }
  #expect(scalars == Array(0xF704...0xF70F))
}

@Test func shiftTabIsCSIZ() {
  #expect(decode("\(esc)[Z") == [.key(.tab, .shift)])
}

@Test func altLetterIsOptionKey() {
  #expect(decode("\(esc)a") == [.key("a", .option)])
  #expect(decode("\(esc)é") == [.key("é", .option)])
  #expect(decode([[0x1B, 0x7F]]) == [.key(.delete, .option)])
  #expect(decode([[0x1B, 0x0D]]) == [.key(.return, .option)])
}

@Test func escapeBeforeCtrlCIsEscapeThenQuit() {
  #expect(decode([[0x1B, 0x03]]) == [.key(.escape, []), .quit])
}

// MARK: - Modifiers

@Test func xtermModifierParameters() {
  #expect(decode("\(esc)[1;2A") == [.key(.upArrow, .shift)])
  #expect(decode("\(esc)[1;3B") == [.key(.downArrow, .option)])
  #expect(decode("\(esc)[1;5C") == [.key(.rightArrow, .control)])
  #expect(decode("\(esc)[1;9D") == [.key(.leftArrow, .command)])
  #expect(decode("\(esc)[1;8H") == [.key(.home, [.shift, .option, .control])])
  #expect(decode("\(esc)[1;16F") == [.key(.end, [.shift, .option, .control, .command])])
}

@Test func modifiersOnTildeKeys() {
  #expect(decode("\(esc)[3;5~") == [.key(.deleteForward, .control)])
  #expect(decode("\(esc)[6;2~") == [.key(.pageDown, .shift)])
  #expect(decode("\(esc)[15;3~") == [.key(.f5, .option)])
}

@Test func subParametersAfterModifierAreIgnored() {
  #expect(decode("\(esc)[1;5:1A") == [.key(.upArrow, .control)])
}

@Test func codePointKeyReports() {
  #expect(decode("\(esc)[97;5u") == [.key("a", .control)])
  #expect(decode("\(esc)[27;3;98~") == [.key("b", .option)])
  #expect(decode("\(esc)[13;2u") == [.key(.return, .shift)])
  #expect(decode("\(esc)[99;5u") == [.quit])
}

// MARK: - Escape timing and split sequences

@Test func loneEscapeIsEscapeOnlyAfterFlush() {
  var decoder = KeyDecoder()
  #expect(decoder.decode([0x1B]) == [])
  #expect(decoder.flushPending() == [.key(.escape, [])])
  #expect(decoder.flushPending() == [])
}

@Test func escapeFollowedByBracketAInNextReadIsUpArrow() {
  var decoder = KeyDecoder()
  #expect(decoder.decode([0x1B]) == [])
  #expect(decoder.decode(bytes("[A")) == [.key(.upArrow, [])])
  #expect(decoder.flushPending() == [])
}

@Test func escapeResolvedByTimeoutLeavesFollowingBytesAsText() {
  var decoder = KeyDecoder()
  #expect(decoder.decode([0x1B]) == [])
  #expect(decoder.flushPending() == [.key(.escape, [])])
  #expect(decoder.decode(bytes("[A")) == [.text("[A")])
}

@Test func doubleEscapeIsEscapeThenPendingEscape() {
  var decoder = KeyDecoder()
  #expect(decoder.decode([0x1B, 0x1B]) == [.key(.escape, [])])
  #expect(decoder.flushPending() == [.key(.escape, [])])
}

@Test func incompleteLongerSequenceIsDroppedAtFlush() {
  var decoder = KeyDecoder()
  #expect(decoder.decode(bytes("a\(esc)[1;5")) == [.text("a")])
  #expect(decoder.flushPending() == [])
  #expect(decoder.decode(bytes("b")) == [.text("b")])
  #expect(decoder.decode(bytes("\(esc)O")) == [])
  #expect(decoder.flushPending() == [])
}

@Test func sequencesSplitAtEveryPointDecodeTheSame() {
  let input = bytes(
    "x\(esc)[1;5A\(esc)OP\(esc)[15;2~\(esc)[<0;3;4M\(esc)[Z\(esc)a\(esc)[[Bé\(esc)[200~p\u{3}q\(esc)[201~\(esc)[M abz")
  let whole = joiningText(decode([input]))
  #expect(whole.count == 11)
  for split in 1..<input.count {
    let parts = [Array(input[..<split]), Array(input[split...])]
    #expect(joiningText(decode(parts)) == whole, "split at \(split)")
  }
  #expect(joiningText(decode(input.map { [$0] })) == whole)
}

// MARK: - Bracketed paste

@Test func pasteKeepsControlCharactersAndSequencesAsText() {
  let content = "one\u{03}two\rthree\(esc)[Afour\tfive\u{11}\(esc)"
  let events = decode("\(esc)[200~\(content)\(esc)[201~")
  #expect(events == [.paste(content)])
}

@Test func textAroundPasteStaysText() {
  #expect(
    decode("ab\(esc)[200~x\r\(esc)[201~cd\r") == [.text("ab"), .paste("x\r"), .text("cd"), .key(.return, [])])
}

@Test func pasteSplitAcrossReadsIsOnePaste() {
  let input = bytes("\(esc)[200~héllo\u{03}\(esc)[20x\(esc)[201~\(esc)[A")
  let expected: [Event] = [.paste("héllo\u{03}\(esc)[20x"), .key(.upArrow, [])]
  #expect(decode(input.map { [$0] }, flush: false) == expected)
  for split in 1..<input.count {
    #expect(decode([Array(input[..<split]), Array(input[split...])], flush: false) == expected, "split at \(split)")
  }
}

@Test func pasteDropsInvalidUTF8() {
  #expect(decode([bytes("\(esc)[200~a") + [0xFF, 0xC3] + bytes("b\(esc)[201~")]) == [.paste("ab")])
}

@Test func emptyPasteIsNoEvent() {
  #expect(decode("\(esc)[200~\(esc)[201~") == [])
}

@Test func unterminatedPasteComesOutAtFlushAndStaysPaste() {
  var decoder = KeyDecoder()
  #expect(decoder.decode(bytes("\(esc)[200~abc\r")) == [])
  #expect(decoder.flushPending() == [.paste("abc\r")])
  #expect(decoder.flushPending() == [])
  // Bytes after the pause are still pasted, never keys.
  #expect(decoder.decode(bytes("\u{03}def\(esc)[201~\r")) == [.paste("\u{03}def"), .key(.return, [])])
}

@Test func aStalledPasteEndsAndBytesAreKeysAgain() {
  var decoder = KeyDecoder()
  #expect(decoder.decode(bytes("\(esc)[200~abc")) == [])
  #expect(decoder.isInPaste)
  #expect(decoder.endStalledPaste() == [.paste("abc")])
  #expect(!decoder.isInPaste)
  #expect(!decoder.hasPending)
  // Ctrl-Q is a key again.
  #expect(decoder.decode([0x11]) == [.quit])
}

@Test func aStalledPasteKeepsAHalfEndMarkerAsText() {
  var decoder = KeyDecoder()
  #expect(decoder.decode(bytes("\(esc)[200~ab\(esc)[2")) == [])
  #expect(decoder.endStalledPaste() == [.paste("ab\(esc)[2")])
  #expect(decoder.decode(bytes("x")) == [.text("x")])
}

@Test func aPastePastTheCapIsDeliveredAndDecodingGoesBackToKeys() {
  var decoder = KeyDecoder(maximumPasteLength: 1000)
  let big = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
  let events = decoder.decode(bytes("\(esc)[200~") + big + [0x11])
  #expect(events.count == 2)
  #expect(events.first == .paste(String(repeating: "a", count: 1000)))
  #expect(events.last == .quit)
  #expect(!decoder.isInPaste)
}

@Test func partialEndMarkerIsHeldBackAtFlush() {
  var decoder = KeyDecoder()
  #expect(decoder.decode(bytes("\(esc)[200~ab\(esc)[20")) == [])
  #expect(decoder.flushPending() == [.paste("ab")])
  #expect(decoder.decode(bytes("1~x")) == [.text("x")])
}

@Test func characterCutOffAtFlushInPasteWaitsForItsRest() {
  var decoder = KeyDecoder()
  let emoji = bytes("😀")
  #expect(decoder.decode(bytes("\(esc)[200~a") + emoji[..<2]) == [])
  #expect(decoder.flushPending() == [.paste("a")])
  #expect(decoder.decode(Array(emoji[2...]) + bytes("\(esc)[201~")) == [.paste("😀")])
}

@Test func largePasteInManyReadsIsKeptWhole() {
  let line = Array("The quick brown fox, ünïcödé \u{1B}[A and \r\n".utf8)
  var content: [UInt8] = []
  while content.count < 8_000_000 { content += line }
  let input = bytes("\(esc)[200~") + content + bytes("\(esc)[201~")
  var decoder = KeyDecoder()
  var events: [Event] = []
  var offset = 0
  while offset < input.count {
    let end = min(offset + 4096, input.count)
    events += decoder.decode(Array(input[offset..<end]))
    offset = end
  }
  #expect(events.count == 1)
  #expect(events.first == .paste(String(decoding: content, as: UTF8.self)))
}

@Test func strayPasteEndIsDropped() {
  #expect(decode("\(esc)[201~a") == [.text("a")])
}

// MARK: - Mouse

@Test func sgrLeftPressIsClickAtZeroBasedCell() {
  #expect(decode("\(esc)[<0;1;1M") == [.click(Point(x: 0, y: 0))])
  #expect(decode("\(esc)[<0;12;7M") == [.click(Point(x: 11, y: 6))])
}

@Test func sgrClickWithModifierHeldIsClick() {
  #expect(decode("\(esc)[<16;3;2M") == [.click(Point(x: 2, y: 1))])
}

@Test func sgrWheelUpAndDownScrollThreeLinesAtTheirCell() {
  #expect(
    decode("\(esc)[<64;5;6M\(esc)[<65;5;6M") == [
      .scroll(Point(x: 4, y: 5), lines: -3), .scroll(Point(x: 4, y: 5), lines: 3),
    ])
  #expect(decode("\(esc)[<80;5;6M") == [.scroll(Point(x: 4, y: 5), lines: -3)])  // with Ctrl held
}

@Test func sgrMotionWithNoButtonHeldMovesThePointer() {
  #expect(decode("\(esc)[<35;5;6M") == [.pointerMove(Point(x: 4, y: 5))])
  #expect(decode("\(esc)[<51;1;1M") == [.pointerMove(Point(x: 0, y: 0))])  // with Ctrl held
}

@Test func sgrMotionWithTheLeftButtonHeldDrags() {
  #expect(decode("\(esc)[<32;7;2M") == [.drag(Point(x: 6, y: 1))])
}

@Test func sgrReleaseOtherButtonsAndTheirDragsAreDropped() {
  #expect(decode("\(esc)[<0;5;5m") == [])  // release
  #expect(decode("\(esc)[<1;5;5M\(esc)[<2;5;5M") == [])  // middle, right
  #expect(decode("\(esc)[<33;5;5M\(esc)[<34;5;5M") == [])  // middle and right drags
  #expect(decode("\(esc)[<66;5;5M\(esc)[<96;5;5M") == [])  // wheel left, wheel with motion
  #expect(decode("\(esc)[<128;5;5M") == [])  // extra button
  #expect(decode("\(esc)[<0;0;5M\(esc)[<0;5M\(esc)[<0;;5M") == [])  // malformed
}

@Test func legacyX10MouseReportIsDroppedWithItsRawBytes() {
  #expect(decode([bytes("\(esc)[M") + [0x20, 0x41, 0xFF] + bytes("z")]) == [.text("z")])
  var decoder = KeyDecoder()
  #expect(decoder.decode(bytes("\(esc)[M A")) == [])
  #expect(decoder.decode(bytes("Bz")) == [.text("z")])
}

// MARK: - Unknown and malformed input

@Test func unknownCSIFinalsAreDroppedAndDecodingContinues() {
  // (`ESC [ I` and `ESC [ O` are focus reports: see FocusReportTests.)
  #expect(
    decode("\(esc)[5xa\(esc)[J\(esc)[?1;2cb\(esc)[>0;1c\(esc)[99~\(esc)[A") == [.text("ab"), .key(.upArrow, [])])
}

@Test func unknownSS3FinalIsDropped() {
  #expect(decode("\(esc)Oza") == [.text("a")])
}

@Test func controlByteInsideSequenceEndsItAndIsRead() {
  #expect(decode("\(esc)[1;\u{03}") == [.quit])
  #expect(decode("\(esc)[1\(esc)[B") == [.key(.downArrow, [])])
}

@Test func hugeParametersDoNotOverflow() {
  #expect(decode("\(esc)[99999999999999999999999999;5A") == [.key(.upArrow, .control)])
  #expect(decode("\(esc)[1;99999999999999999999999999A") == [.key(.upArrow, [.shift, .option, .control, .command])])
  #expect(decode("\(esc)[<0;99999999999999999999;3M") == [.click(Point(x: 9_999_999, y: 2))])
  #expect(decode("\(esc)[1114112u\(esc)[55296u") == [])  // not scalars
}

@Test func sequenceOfMaximumLengthIsRead() {
  let padding = String(repeating: "0", count: KeyDecoder.maximumSequenceLength - 6)
  let input = "\(esc)[\(padding)1;5A"
  #expect(input.utf8.count == KeyDecoder.maximumSequenceLength)
  #expect(decode(input) == [.key(.upArrow, .control)])
}

@Test func overlongSequenceIsSkippedThroughItsFinalByte() {
  let parameters = String(repeating: "1;", count: 500)
  let input = "\(esc)[\(parameters)5Aa\(esc)[B"
  #expect(decode(input) == [.text("a"), .key(.downArrow, [])])
  #expect(joiningText(decode(bytes(input).map { [$0] })) == [.text("a"), .key(.downArrow, [])])
}

// MARK: - Fuzz

/// Random bytes with ESC, `[`, `O`, digits, separators and final bytes
/// over-represented, and pieces of real sequences (paste markers, mouse
/// reports, modified keys) mixed in, so that sequences of every shape occur.
private func randomInput(count: Int, using generator: inout SplitMix64) -> [UInt8] {
  let alphabet = bytes("\u{1B}\u{1B}\u{1B}[[[O0123456789;;:<~~~ABCDHFPZMmu\r\t\u{3}\u{7F}")
  let fragments = [
    "\(esc)[200~", "\(esc)[201~", "\(esc)[<0;", "\(esc)[<0;12;5M", "\(esc)[1;5", "\(esc)[M", "\(esc)[[",
    "\(esc)O", "\(esc)[15;2~", "😀", "é",
  ].map(bytes)
  var result: [UInt8] = []
  result.reserveCapacity(count)
  while result.count < count {
    switch Int.random(in: 0..<64, using: &generator) {
    case 0:
      result += fragments.randomElement(using: &generator)!.prefix(count - result.count)
    case 1...31:
      result.append(alphabet.randomElement(using: &generator)!)
    default:
      result.append(UInt8.random(in: 0...255, using: &generator))
    }
  }
  return result
}

@Test func fuzzedStreamDecodesTheSameInOneReadOrMany() {
  var generator = SplitMix64(seed: 0x5EED_F0C5_0001)
  let input = randomInput(count: 2_000_000, using: &generator)

  var chunks: [[UInt8]] = []
  var offset = 0
  while offset < input.count {
    let end = min(offset + Int.random(in: 1...512, using: &generator), input.count)
    chunks.append(Array(input[offset..<end]))
    offset = end
  }

  let whole = decode([input])
  let pieces = decode(chunks)
  #expect(whole.count <= input.count)
  #expect(pieces.count <= input.count)
  // The stream exercises every kind of event.
  #expect(whole.contains { if case .paste = $0 { true } else { false } })
  #expect(whole.contains { if case .click = $0 { true } else { false } })
  #expect(whole.contains { if case .key(let key, _) = $0 { KeyEquivalent.functionKeys.contains(key) } else { false } })
  #expect(whole.contains(.key(.escape, [])))
  #expect(whole.contains(.quit))
  #expect(joiningText(whole) == joiningText(pieces))
  // Every byte was consumed: after the garbage, a known key still decodes.
  var decoder = KeyDecoder()
  _ = decoder.decode(input)
  #expect(recovers(decoder))
  // Text never carries control characters: those are keys or dropped.
  let controls = whole.contains {
    guard case .text(let text) = $0 else { return false }
    return text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
  #expect(!controls)
}

/// Whether `decoder`, whatever garbage it read, holds nothing back: once a
/// paste the garbage may have opened is closed and the pause resolves what
/// waits, a known key and text decode exactly.
private func recovers(_ decoder: KeyDecoder) -> Bool {
  var decoder = decoder
  _ = decoder.flushPending()
  _ = decoder.decode(bytes("\(esc)[201~"))
  _ = decoder.flushPending()
  return decoder.decode(bytes("\(esc)[Bok\t")) == [.key(.downArrow, []), .text("ok"), .key(.tab, [])]
}

@Test func fuzzedSequencesWithTimeoutsLeaveTheDecoderReadyForTheNextKey() {
  var generator = SplitMix64(seed: 42)
  var decoder = KeyDecoder()
  var count = 0
  var events = 0
  var stuck = 0
  for round in 0..<2_000 {
    let chunk = randomInput(count: Int.random(in: 0...200, using: &generator), using: &generator)
    count += chunk.count
    events += decoder.decode(chunk).count
    if Bool.random(using: &generator) { events += decoder.flushPending().count }
    if round % 20 == 0, !recovers(decoder) { stuck += 1 }
  }
  events += decoder.flushPending().count
  #expect(events <= count)
  #expect(stuck == 0)
  #expect(recovers(decoder))
}
