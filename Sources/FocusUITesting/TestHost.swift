@_exported import FocusUI

/// Runs a view headlessly and drives it like a user would: type, press keys,
/// click, then read the screen and the semantic tree.
///
/// ```swift
/// @Test @MainActor func typingFillsTheField() {
///   let host = TestHost(LoginForm(), size: Size(width: 40, height: 10))
///   host.click("Username")
///   host.type("bob")
///   #expect(host.element("Username")?.value == "bob")
/// }
/// ```
///
/// Every call processes its event completely (state changes, body updates,
/// lifecycle callbacks, layout) before it returns.
@MainActor
public final class TestHost {
  private let graph: ViewGraph
  /// The screen size, in cells. Negative sizes are treated as empty.
  public private(set) var size: Size

  /// Starts `view` in a screen of `size` cells.
  public init<V: View>(_ view: V, size: Size = Size(width: 80, height: 24)) {
    graph = ViewGraph(view)
    self.size = Self.valid(size, graph: graph)
    settle()
  }

  private static func valid(_ size: Size, graph: ViewGraph) -> Size {
    guard size.width < 0 || size.height < 0 || size.width > 10_000 || size.height > 10_000 else { return size }
    let fixed = Size(width: min(10_000, max(0, size.width)), height: min(10_000, max(0, size.height)))
    graph.diagnostics.warn("TestHost: the size \(size) is not a screen size; using \(fixed).")
    return fixed
  }

  /// Changes the screen size and lays out again.
  public func resize(to size: Size) {
    self.size = Self.valid(size, graph: graph)
    settle()
  }

  // MARK: - Input

  /// Types `text` into the focused text field, character by character.
  public func type(_ text: String) {
    guard graph.insertText(text) else {
      graph.diagnostics.warn("TestHost.type(\"\(text.prefix(20))\"): no text field has focus; the text is dropped.")
      return
    }
    settle()
  }

  /// Presses `key` with `modifiers` held.
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
    graph.handleKey(key, modifiers: modifiers)
    settle()
  }

  /// Clicks the element labelled `label` (the first in tree order): a button
  /// runs its action, a toggle flips, a text field starts editing.
  public func click(_ label: String) {
    guard let element = element(label) else {
      graph.diagnostics.warn("TestHost.click(\"\(label)\"): no element has that label.")
      return
    }
    graph.click(element.id)
    settle()
  }

  private func settle() {
    graph.update()
    graph.layout(in: size)
  }

  // MARK: - Output

  /// The rendered screen: one line per row, trailing spaces removed.
  public var screen: String {
    canvas.text
  }

  /// The rendered cells, with styles.
  public var canvas: Canvas {
    settle()
    return graph.render()
  }

  /// Every element of the semantic tree, in tree order.
  ///
  /// Reading output first applies changes made outside an event (to an
  /// `@Observable` model, say), as the next frame would.
  public var elements: [Element] {
    settle()
    return graph.elements()
  }

  /// The first element labelled `label`, in tree order.
  public func element(_ label: String) -> Element? {
    elements.first { $0.label == label }
  }

  /// The element that has keyboard focus.
  public var focusedElement: Element? {
    elements.first { $0.isFocused }
  }

  /// The programmer errors reported so far, oldest first.
  public var runtimeWarnings: [String] {
    graph.diagnostics.messages
  }

  /// Work counters: body evaluations, layout passes, live nodes.
  public var stats: RuntimeStats {
    settle()
    return graph.stats
  }
}
