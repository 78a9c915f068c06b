import FocusUI

/// An example with its title and a line for runtime warnings.
struct ExampleScreen: View {
  let example: Example

  var body: some View {
    VStack(alignment: .leading) {
      Text(example.title).bold()
      Text(example.summary).foregroundStyle(.gray)
      Divider()
      example.makeContent()
      Divider()
      WarningLine()
    }
  }
}

/// The last runtime warning of this window (each browser tab is one), or
/// a hint.
struct WarningLine: View {
  @Environment(\.runtimeWarnings) private var warnings

  var body: some View {
    if let last = warnings?.messages.last {
      Text("warning: \(last)").foregroundStyle(.yellow)
    } else {
      Text("Tab/Shift-Tab move focus · F2 screen reader · F12 focus inspector · Esc: gallery · Ctrl-Q quits")
        .foregroundStyle(.gray)
    }
  }
}

/// The gallery: every example, chosen with the arrows and Return; Escape
/// comes back from an example.
public struct DemoRoot: View {
  @State private var current: String?
  /// The entry opened last: Escape brings focus back to it, not to the top.
  @State private var opened = 0
  @FocusState private var selection: Int?

  /// Opens `initial` directly, or the gallery when `nil`.
  public init(initial: String? = nil) {
    _current = State(wrappedValue: initial)
  }

  public var body: some View {
    Group {
      if let name = current, let example = Example.named(name) {
        ExampleScreen(example: example)
          .id(name)
      } else {
        gallery
      }
    }
    // Escape comes back to the gallery unless a view inside answers it.
    .onExitCommand { current = nil }
  }

  private var gallery: some View {
    VStack(alignment: .leading) {
      Text("FocusUI demo").bold()
      Text("↑/↓ choose · Return opens · Esc comes back · Ctrl-Q quits").foregroundStyle(.gray)
      Divider()
      // A short terminal shows part of the list; the chosen entry scrolls
      // into view.
      ScrollView {
        HStack {
          VStack(alignment: .leading) {
            ForEach(Example.all.indices, id: \.self) { index in
              Button(Example.all[index].title) {
                opened = index
                current = Example.all[index].name
              }
              .focused($selection, equals: index)
            }
          }
          Spacer()
        }
      }
    }
    .onKeyPress(.downArrow) {
      selection = min(Example.all.count - 1, (selection ?? -1) + 1)
      return .handled
    }
    .onKeyPress(.upArrow) {
      selection = max(0, (selection ?? 1) - 1)
      return .handled
    }
    .onAppear { selection = selection ?? opened }
  }
}
