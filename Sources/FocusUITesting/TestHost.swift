@_exported import FocusUI

/// Runs a view headlessly in a test and drives it like a user would: the
/// library's ``HeadlessHost``, under the name tests use, with assistive
/// technologies to drive beside it (``HeadlessHost/assistiveTechnology(_:)``).
///
/// ```swift
/// @Test @MainActor func typingFillsTheField() {
///   let host = TestHost(LoginForm(), size: Size(width: 40, height: 10))
///   host.click("Username")
///   host.type("bob")
///   #expect(host.element("Username")?.value == "bob")
/// }
/// ```
public typealias TestHost = HeadlessHost

extension HeadlessHost {
  /// A driver for `technology` (`.voiceOver` or `.switchControl`) in this
  /// host; it is not running until you set ``AssistiveTechnologyDriver/isRunning``.
  ///
  /// ```swift
  /// let voiceOver = host.assistiveTechnology(.voiceOver)
  /// voiceOver.isRunning = true
  /// ```
  public func assistiveTechnology(_ technology: AccessibilityTechnologies) -> AssistiveTechnologyDriver {
    if technology != .voiceOver, technology != .switchControl {
      diagnostics.warn(
        "TestHost.assistiveTechnology(_:): pass one technology, .voiceOver or .switchControl; using the first given.")
    }
    let single = AccessibilityTechnologies.each.first { technology.contains($0) } ?? .voiceOver
    return AssistiveTechnologyDriver(host: self, technology: single)
  }

}
