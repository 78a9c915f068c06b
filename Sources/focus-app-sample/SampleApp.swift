import FocusUI

/// An app as a SwiftUI developer writes it: `import FocusUI` alone, `@main`,
/// a window group with commands and a stored setting.
@main
struct SampleApp: App {
  var body: some Scene {
    WindowGroup("Sample") {
      Greeting()
    }
    .defaultSize(width: 480, height: 320)
    .commands {
      SidebarCommands()
    }
  }
}

struct Greeting: View {
  @State private var name = ""
  @FocusState private var isNameFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name)
        .focused($isNameFocused)
      Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
    }
    .onAppear { isNameFocused = true }
  }
}
