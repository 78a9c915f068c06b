import FocusUITesting
import Testing

@testable import FocusUI

/// `Grid`, `GridRow` and the cell modifiers.
@MainActor @Suite struct GridTests {
  @Test func columnsAreAsWideAsTheirWidestCell() {
    let host = TestHost(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name")
          Text("Ada")
        }
        GridRow {
          Text("Email")
          Text("ada@example.com")
        }
      }, size: Size(width: 30, height: 2))
    #expect(host.screen == "Name  Ada\nEmail ada@example.com")
    #expect(host.element("ada@example.com")?.frame == Rect(x: 6, y: 1, width: 15, height: 1))
  }

  @Test func aViewOutsideARowSpansEveryColumn() {
    let host = TestHost(
      Grid(alignment: .leading) {
        GridRow {
          Text("a")
          Text("bbb")
        }
        Divider()
        GridRow {
          Text("cc")
          Text("d")
        }
      }, size: Size(width: 30, height: 3))
    #expect(host.screen == "a  bbb\n──────\ncc d")
  }

  @Test func aCellSpansColumnsWithGridCellColumns() {
    let host = TestHost(
      Grid(alignment: .leading) {
        GridRow {
          Text("a")
          Text("b")
          Text("c")
        }
        GridRow {
          Text("wide cell").gridCellColumns(2)
          Text("z")
        }
      }, size: Size(width: 30, height: 2))
    #expect(host.element("z")?.frame.minX == host.element("c")?.frame.minX)
    #expect(host.element("wide cell")?.frame.minX == 0)
  }

  @Test func aColumnAlignmentAlignsTheWholeColumn() {
    let host = TestHost(
      Grid(alignment: .leading) {
        GridRow {
          Text("Qty")
          Text("1").gridColumnAlignment(.trailing)
        }
        GridRow {
          Text("Total")
          Text("100")
        }
      }, size: Size(width: 30, height: 2))
    #expect(host.screen == "Qty     1\nTotal 100")
  }

  @Test func spacingIsInPoints() {
    let host = TestHost(
      Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 16) {
        GridRow {
          Text("a")
          Text("b")
        }
        GridRow {
          Text("c")
          Text("d")
        }
      }, size: Size(width: 30, height: 3))
    #expect(host.screen == "a   b\n\nc   d")
  }

  @Test func growingCellsShareTheWidthLeft() {
    @MainActor struct Fields: View {
      @State var name = ""
      @State var email = ""
      var body: some View {
        Grid(alignment: .leading) {
          GridRow {
            Text("Name")
            TextField("Name", text: $name)
          }
          GridRow {
            Text("Email")
            TextField("Email", text: $email)
          }
        }
      }
    }
    let host = TestHost(Fields(), size: Size(width: 30, height: 2))
    let fields = host.elements.filter { $0.role == .textField }
    #expect(fields.map(\.frame) == [Rect(x: 6, y: 0, width: 24, height: 1), Rect(x: 6, y: 1, width: 24, height: 1)])
  }

  @Test func focusMovesThroughTheCellsInSourceOrderAndArrowsFollowTheFrames() {
    @MainActor struct Keypad: View {
      var body: some View {
        Grid {
          GridRow {
            Button("1") {}
            Button("2") {}
          }
          GridRow {
            Button("3") {}
            Button("4") {}
          }
        }
      }
    }
    let host = TestHost(Keypad(), size: Size(width: 20, height: 4))
    host.press(.tab)
    #expect(host.focusedElement?.label == "1")
    host.press(.tab)
    #expect(host.focusedElement?.label == "2")
    host.press(.downArrow)
    #expect(host.focusedElement?.label == "4")
    host.press(.leftArrow)
    #expect(host.focusedElement?.label == "3")
  }

  @Test func aNarrowGridShrinksItsWidestColumnFirst() {
    let host = TestHost(
      Grid(alignment: .leading) {
        GridRow {
          Text("ab")
          Text("a long long text")
        }
      }, size: Size(width: 10, height: 3))
    #expect(host.element("ab")?.frame.width == 2)
    #expect(host.element("a long long text")?.frame.width ?? 99 <= 7)
  }

  @Test func rightToLeftMirrorsTheColumns() {
    let host = TestHost(
      Grid(alignment: .leading) {
        GridRow {
          Text("a")
          Text("bbb")
        }
      }
      .environment(\.layoutDirection, .rightToLeft), size: Size(width: 10, height: 1))
    #expect(host.screen == "bbb a")
  }

  @Test func aRowOutsideAGridIsAHorizontalStack() {
    let host = TestHost(
      GridRow {
        Text("a")
        Text("b")
      }, size: Size(width: 10, height: 1))
    #expect(host.screen == "a b")
  }
}
