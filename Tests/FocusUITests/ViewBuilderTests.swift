import FocusUITesting
import Testing

@MainActor @Suite struct ViewBuilderTests {
  enum Mode: Equatable { case a, b, c }

  struct Everything: View {
    @State private var mode = Mode.a
    @State private var name: String? = nil
    @State private var extra = false

    var body: some View {
      VStack {
        Button("Next") {
          mode = mode == .a ? .b : (mode == .b ? .c : .a)
          name = name == nil ? "Ada" : nil
          extra.toggle()
        }
        switch mode {
        case .a: Text("mode a")
        case .b: Text("mode b")
        case .c: EmptyView()
        }
        if let name {
          Text("name \(name)")
        }
        if extra {
          Text("extra")
        }
        Group {
          Text("grouped 1")
          Text("grouped 2")
        }
        AnyView(Text(extra ? "any on" : "any off"))
      }
    }
  }

  private func texts(_ host: TestHost) -> [String] {
    host.elements.filter { $0.role == .text }.map(\.label)
  }

  @Test func switchIfLetIfGroupAndAnyViewBuild() {
    let host = TestHost(Everything())
    #expect(texts(host) == ["mode a", "grouped 1", "grouped 2", "any off"])
    host.click("Next")
    #expect(texts(host) == ["mode b", "name Ada", "extra", "grouped 1", "grouped 2", "any on"])
    host.click("Next")
    #expect(texts(host) == ["grouped 1", "grouped 2", "any off"])
  }

  struct Highlight: ViewModifier {
    @State private var presses = 0
    let prefix: String
    func body(content: Content) -> some View {
      VStack {
        Button("\(prefix) \(presses)") { presses += 1 }
        content
      }
    }
  }

  struct Modified: View {
    @State private var title = "one"
    var body: some View {
      VStack {
        Text(title).modifier(Highlight(prefix: "presses"))
        Button("Rename") { title = "two" }
      }
    }
  }

  @Test func customModifiersWrapContentAndKeepTheirState() {
    let host = TestHost(Modified())
    #expect(host.element("one") != nil)
    host.click("presses 0")
    host.click("Rename")
    #expect(host.element("two") != nil)
    #expect(host.element("presses 1") != nil)
  }

  struct Erased: View {
    @State private var useText = true
    var body: some View {
      VStack {
        Button("Swap") { useText.toggle() }
        if useText {
          AnyView(StateTests.Counter(title: "erased"))
        } else {
          AnyView(Text("plain"))
        }
      }
    }
  }

  @Test func anyViewOfAnotherTypeReplacesTheView() {
    let host = TestHost(Erased())
    host.click("erased 0")
    host.click("Swap")
    host.click("Swap")
    #expect(host.element("erased 0") != nil)
  }
}
