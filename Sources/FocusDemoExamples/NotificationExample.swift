import FocusUI

/// The seed's notification (AccessibilityFocusState): a priority
/// notification takes the screen reader's cursor; another one doesn't.
public struct CustomNotification: Equatable, Sendable {
  public var text: String
  public var isPriority: Bool

  public init(text: String, isPriority: Bool) {
    self.text = text
    self.isPriority = isPriority
  }
}

/// AccessibilityFocusState's own example.
public struct NotificationContentView: View {
  @Binding var notification: CustomNotification?
  @AccessibilityFocusState var isNotificationFocused: Bool

  public init(notification: Binding<CustomNotification?>) {
    _notification = notification
  }

  public var body: some View {
    VStack {
      if let notification = self.notification {
        Text(notification.text)
          .accessibilityFocused($isNotificationFocused)
      }
      Text("The main content for this view.")
    }
    .onChange(of: notification) { notification in
      if notification?.isPriority == true {
        isNotificationFocused = true
      }
    }
  }
}

/// The demo's page around it: buttons that post notifications, and the
/// state's value.
public struct NotificationExample: View {
  @State private var notification: CustomNotification?
  @State private var count = 0

  public init() {}

  public var body: some View {
    VStack {
      NotificationContentView(notification: $notification)
      Divider()
      HStack {
        Button("Post priority") { post(isPriority: true) }
        Button("Post normal") { post(isPriority: false) }
        Button("Clear") { notification = nil }
      }
    }
  }

  private func post(isPriority: Bool) {
    count += 1
    notification = CustomNotification(
      text: isPriority ? "Priority notification \(count)" : "Notification \(count)", isPriority: isPriority)
  }
}
