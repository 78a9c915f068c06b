import FocusUI

/// The view the tiny host shows: a field, a button, and a greeting the
/// button writes, with focus moved back to the field by a `FocusState`.
///
/// ```swift
/// var host = LineHost(GreetingForm())
/// ```
public struct GreetingForm: View {
  @State private var name = ""
  @State private var greeting = "Nobody greeted yet"
  @FocusState private var isNameFocused: Bool

  public init() {}

  public var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name).focused($isNameFocused)
      Button("Greet") {
        greeting = "Hello, \(name)!"
        isNameFocused = true
      }
      Text(greeting)
    }
  }
}
