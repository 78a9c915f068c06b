import FocusUITesting
import Testing

@MainActor @Suite struct LayoutTests {
  @Test func verticalStacksAlignTheirChildren() {
    let host = TestHost(
      VStack(alignment: .trailing) {
        Text("a")
        Text("bbb")
      }
      .frame(width: .columns(5), alignment: .leading),
      size: Size(width: 10, height: 3))
    #expect(host.screen == "  a\nbbb\n")
  }

  @Test func centeredStacksCenterTheirChildren() {
    let host = TestHost(
      VStack {
        Text("a")
        Text("bbbbb")
      },
      size: Size(width: 10, height: 2))
    #expect(host.screen == "  a\nbbbbb")
  }

  @Test func spacersTakeTheSpaceTheOtherViewsLeave() {
    let host = TestHost(
      HStack {
        Text("Total")
        Spacer()
        Text("42")
      },
      size: Size(width: 12, height: 1))
    #expect(host.screen == "Total     42")
    #expect(host.element("42")?.frame == Rect(x: 10, y: 0, width: 2, height: 1))
  }

  @Test func horizontalStacksSpaceChildrenByOneColumn() {
    let host = TestHost(
      HStack(alignment: .top) {
        Text("a")
        Text("b")
        Text("c")
      },
      size: Size(width: 10, height: 1))
    #expect(host.screen == "a b c")
  }

  @Test func paddingInsetsContent() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("x").padding()
        Text("y").padding(.leading, .columns(3))
      }.frame(width: .columns(6), height: .rows(4), alignment: .topLeading),
      size: Size(width: 6, height: 4))
    #expect(host.screen == "\n x\n\n   y")
  }

  @Test func textWrapsAtWordsToTheOfferedWidth() {
    let host = TestHost(Text("the quick brown fox jumps"), size: Size(width: 10, height: 4))
    #expect(host.screen == "the quick\nbrown fox\njumps\n")
    #expect(host.element("the quick brown fox jumps")?.frame.height == 3)
  }

  @Test func wordsLongerThanTheWidthBreakInside() {
    let host = TestHost(Text("abcdefghij"), size: Size(width: 4, height: 3))
    #expect(host.screen == "abcd\nefgh\nij")
  }

  @Test func wideCharactersTakeTwoCells() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("中文ab")
        Text("😀x")
        Text("e\u{301}!")
      },
      size: Size(width: 8, height: 3))
    #expect(host.element("中文ab")?.frame.width == 6)
    #expect(host.element("😀x")?.frame.width == 3)
    #expect(host.element("e\u{301}!")?.frame.width == 2)
    #expect(host.screen == "中文ab\n😀x\ne\u{301}!")
  }

  @Test func wideCharactersWrapWithoutSplitting() {
    let host = TestHost(Text("中文中文中"), size: Size(width: 5, height: 3))
    #expect(host.screen == "中文\n中文\n中")
  }

  @Test func controlCharactersInTextNeverReachTheScreen() {
    let host = TestHost(Text("a\u{1B}]0;pwned\u{7}b"), size: Size(width: 20, height: 1))
    #expect(!host.screen.contains("\u{1B}"))
    #expect(!host.screen.contains("\u{7}"))
    #expect(host.screen == "a\u{FFFD}]0;pwned\u{FFFD}b")
  }

  @Test func dividersDrawAcrossTheStack() {
    let host = TestHost(
      VStack {
        Text("a")
        Divider()
        HStack {
          Text("b")
          Divider()
          Text("c")
        }
      },
      size: Size(width: 5, height: 3))
    #expect(host.screen == "  a\n─────\nb │ c")
  }

  @Test func framesFixSizeAndClip() {
    let host = TestHost(
      HStack(spacing: 0) {
        Text("abcdef").frame(width: .columns(3), alignment: .leading)
        Text("|")
      },
      size: Size(width: 10, height: 1))
    #expect(host.screen == "abc|")
  }

  @Test func formsStackSectionsWithHeaders() {
    let host = TestHost(
      Form {
        Section("Account") {
          TextField("Name", text: .constant(""))
        }
        Section {
          Toggle("On", isOn: .constant(true))
        } header: {
          Text("Options")
        } footer: {
          Text("Footnote")
        }
      },
      size: Size(width: 12, height: 8))
    #expect(host.screen == "Account\nName________\n\nOptions\n[x] On\nFootnote\n\n")
    #expect(host.elements.filter { $0.role == .container }.map(\.label).contains("Options"))
  }

  @Test func scrollViewsClipTheirContent() {
    let host = TestHost(
      ScrollView {
        ForEach(0..<100, id: \.self) { Text("line \($0)") }
      },
      size: Size(width: 10, height: 3))
    // The last column shows the scroll indicator: a thumb at the top.
    #expect(host.screen == "  line 0 ┃\n  line 1\n  line 2")
    #expect(host.element("line 99")?.frame.minY == 99)
  }

  @Test func listsShowRowsForTheirData() {
    struct Fruit: Identifiable {
      let id: Int
      let name: String
    }
    let fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")]
    let host = TestHost(List(fruits) { Text($0.name) }, size: Size(width: 10, height: 2))
    #expect(host.screen == "apple\npear")
  }

  @Test func styledTextKeepsItsStyleInTheCells() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("warn").bold().foregroundColor(.yellow)
        Text("red").foregroundStyle(.red)
        Text("off").disabled(true)
      },
      size: Size(width: 5, height: 3))
    let canvas = host.canvas
    #expect(canvas[0, 0].style == CellStyle(foreground: .yellow, isBold: true))
    #expect(canvas[0, 1].style.foreground == .red)
    #expect(canvas[0, 2].style.isDim)
  }

  @Test func theSemanticTreeListsElementsInTreeOrder() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Title")
        TextField("Field", text: .constant("v"))
        Button("Go") {}
      },
      size: Size(width: 20, height: 3))
    let leaves = host.elements.filter { $0.role != .container }
    #expect(leaves.map(\.role) == [.text, .textField, .button])
    #expect(leaves.map(\.label) == ["Title", "Field", "Go"])
    #expect(leaves[1].value == "v")
    #expect(leaves[1].frame == Rect(x: 0, y: 1, width: 20, height: 1))
    #expect(leaves[2].frame == Rect(x: 0, y: 2, width: 6, height: 1))
  }
}
