import FocusUI

// Code written in Swift 5 language mode, as most public SwiftUI samples
// are: views built outside the main actor's knowledge, which SwiftUI
// accepts there.

/// A catalogue entry holding a view builder: a plain struct, not a view.
struct Sample {
  let title: String
  let makeView: () -> AnyView

  init<Content: View>(_ title: String, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    makeView = { AnyView(content()) }
  }
}

/// Built at top level, as sample galleries are.
let samples = [
  Sample("Greeting") {
    VStack {
      Text("Hello")
      Text("World")
    }
  },
  Sample("Form") {
    LoginFields()
  },
]

struct LoginFields: View {
  @State private var name = ""
  @FocusState private var isFocused: Bool

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($isFocused)
      Button("Focus") { isFocused = true }
    }
  }
}

/// A helper outside any view that builds one.
func badge(_ text: String) -> some View {
  Text(text).padding(.horizontal, 1)
}

/// A builder used from a nonisolated function.
@ViewBuilder
func rows(_ count: Int) -> some View {
  ForEach(0..<count, id: \.self) { index in
    Text("Row \(index)")
  }
}

/// A model that vends a view from a nonisolated context.
final class Router {
  func destination(for name: String) -> AnyView {
    AnyView(Text(name))
  }
}
