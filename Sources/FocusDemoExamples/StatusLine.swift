import FocusUI

/// A line showing a focus state's value as the examples' users see it
/// change: `focusedField = .username`.
struct StatusLine: View {
  let text: String

  init<Value>(_ name: String, _ value: Value?) {
    guard let value else {
      text = "\(name) = nil"
      return
    }
    // Enum cases read as in Swift source: `.username`.
    let isCase = Mirror(reflecting: value).displayStyle == .enum
    text = "\(name) = \(isCase ? "." : "")\(value)"
  }

  init(_ name: String, _ value: Bool) {
    text = "\(name) = \(value)"
  }

  var body: some View {
    Text(text).foregroundStyle(.cyan)
  }
}
