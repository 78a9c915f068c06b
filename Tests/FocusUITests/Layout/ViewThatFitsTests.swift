import FocusUITesting
import Testing

@testable import FocusUI

/// `ViewThatFits`: the first candidate whose ideal size fits.
@MainActor @Suite struct ViewThatFitsTests {
  struct Labels: View {
    var body: some View {
      ViewThatFits(in: .horizontal) {
        HStack {
          Text("First name")
          Text("Last name")
        }
        VStack(alignment: .leading) {
          Text("First name")
          Text("Last name")
        }
      }
    }
  }

  @Test func theFirstViewThatFitsIsShown() {
    let host = TestHost(Labels(), size: Size(width: 30, height: 2))
    #expect(host.screen == "First name Last name\n")
  }

  @Test func aNarrowSpaceShowsTheNextView() {
    let host = TestHost(Labels(), size: Size(width: 12, height: 2))
    #expect(host.screen == "First name\nLast name")
  }

  @Test func resizingSwitchesBackAndForth() {
    let host = TestHost(Labels(), size: Size(width: 12, height: 2))
    host.resize(to: Size(width: 30, height: 2))
    #expect(host.screen == "First name Last name\n")
    host.resize(to: Size(width: 15, height: 2))
    #expect(host.screen == "First name\nLast name")
  }

  @Test func theLastViewIsShownWhenNoneFits() {
    let host = TestHost(
      ViewThatFits {
        Text("a very long label")
        Text("still too long")
      }, size: Size(width: 5, height: 3))
    #expect(host.elements.contains { $0.label == "still too long" })
    #expect(!host.elements.contains { $0.label == "a very long label" })
  }

  @Test func onlyTheShownViewTakesFocus() {
    @MainActor struct Buttons: View {
      var body: some View {
        ViewThatFits(in: .horizontal) {
          HStack {
            Button("Save document") {}
            Button("Revert document") {}
          }
          HStack {
            Button("Save") {}
            Button("Revert") {}
          }
        }
      }
    }
    let host = TestHost(Buttons(), size: Size(width: 16, height: 1))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Save")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Revert")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Save")
  }

  @Test func fittingVerticallyPicksByHeight() {
    let host = TestHost(
      ViewThatFits(in: .vertical) {
        VStack(spacing: 0) {
          Text("1")
          Text("2")
          Text("3")
        }
        Text("1 2 3")
      }, size: Size(width: 10, height: 2))
    #expect(host.screen == "1 2 3\n")
  }

  /// A recipe page pushed by a link: the wide layout is made first, focus
  /// goes into it, then the narrow one is shown (Apple's Focus Cookbook
  /// lost focus here).
  struct RecipePage: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Crêpe") {
          ViewThatFits(in: .horizontal) {
            HStack {
              Text("A very long description of the crêpe that needs room")
              Button("Rate wide") {}
            }
            VStack {
              Text("Crêpe")
              Button("Rate") {}
            }
          }
        }
      }
    }
  }

  @Test func focusInAViewSwappedOutMovesIntoTheViewShown() {
    let host = TestHost(RecipePage(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.contains("Rate"))
    #expect(!host.screen.contains("Rate wide"))
    #expect(host.focusedElement?.label == "Rate", "focus fell out of the page: \(host.focusJournal.suffix(3))")
  }
}
