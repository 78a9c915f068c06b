import FocusUI
import Foundation

/// The accessibility modifiers of typical sample code, each with a line
/// saying what its last action did: for the browser tests of what they
/// put on the page. Not in the gallery; `focus-demo accessibility-probe`.
struct AccessibilityProbe: View {
  nonisolated static let name = "accessibility-probe"

  @State private var last = "Nothing yet"
  @State private var volume = 4.0
  @State private var notifies = true
  @Namespace private var pairs

  var body: some View {
    VStack(alignment: .leading) {
      Text("Footnote").accessibilitySortPriority(-1)
      Text("Lunch on Friday?")
        .accessibilityIdentifier("message-1")
        .accessibilityHint("From your team")
        .accessibilityCustomContent("From", "Ada")
        .accessibilityCustomContent("Sent", "Yesterday", importance: .high)
        .accessibilityAction { last = "Opened" }
        .accessibilityAction(named: "Archive") { last = "Archived" }
        .accessibilityAction(named: "Delete") { last = "Deleted" }
      HStack {
        Text("Notifications")
          .accessibilityLabeledPair(role: .label, id: "notifications", in: pairs)
        Toggle(isOn: $notifies) { EmptyView() }
          .accessibilityLabeledPair(role: .content, id: "notifications", in: pairs)
      }
      Text(String(repeating: "●", count: Int(volume)) + String(repeating: "○", count: 10 - Int(volume)))
        .accessibilityRepresentation {
          Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
        }
      _Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
      }
      .frame(width: 48, height: 16)
      .accessibilityLabel("Logo")
      Text("Last action: \(last)")
    }
  }
}
