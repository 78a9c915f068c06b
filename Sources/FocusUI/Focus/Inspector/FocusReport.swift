import FocusEngine

/// What the focus inspector shows: every focusable view in Tab order, where
/// keyboard focus and the screen reader's cursor are, and each live
/// `FocusState` and `AccessibilityFocusState` with its value, the views
/// bound to each of its values, and its waiting writes.
///
/// Press F12 in the terminal to see it over the app; in a test, print it
/// when an expectation fails or attach it to a bug report:
///
/// ```swift
/// let host = TestHost(LoginForm())
/// host.click("Sign In")
/// #expect(host.focusedElement?.label == "Username", "\(host.focusReport)")
/// ```
///
/// ```text
/// Focus order: 3 stops (▶ keyboard focus, ◆ screen reader)
/// ▶ #1 textField "Username" at 0,0 80×1
///   #2 secureField "Password" at 0,1 80×1
///   #3 button "Sign In" at 0,2 9×1
/// FocusState<LoginForm.Field?> = .username
///   .username → #1
///   .password → #2
/// ```
public struct FocusReport: Sendable, CustomStringConvertible {
  /// One view in the focus order.
  public struct Stop: Sendable, Hashable {
    /// Its place in Tab order, from 1.
    public let number: Int
    public let node: NodeID
    /// Its role and label (a container's first labelled view).
    public let label: String
    /// Where it is on screen, in cells.
    public let frame: Rect
    public let isFocused: Bool
    /// Whether the terminal's screen reader's cursor is on it.
    public let hasReaderCursor: Bool
    /// Whether a sheet, alert or popover covers it: it cannot take focus
    /// until that closes.
    public let isBehindPresentation: Bool
  }

  /// One live focus state.
  public struct State: Sendable, Hashable {
    /// `FocusState<Field?>`, `AccessibilityFocusState<Bool>`.
    public let typeName: String
    /// The value now, as Swift source writes it: `.username`, `nil`.
    public let value: String
    /// The values bound to views, in the order of their first view.
    public let bindings: [Bound]
    /// The values written and waiting for their view to appear, oldest
    /// first.
    public let waitingWrites: [String]
  }

  /// One value of a state and the views bound to it.
  public struct Bound: Sendable, Hashable {
    /// The value, as Swift source writes it.
    public let value: String
    /// The views a write of the value can land on: `#2` for a focus stop,
    /// else the view's role and label.
    public let targets: [String]
    /// Whether several views share the value, so that a write picks one of
    /// them (the first) and warns.
    public let isAmbiguous: Bool
  }

  /// The focusable views, in Tab order.
  public let stops: [Stop]
  /// The screen reader's cursor when it is on a view that is not a stop
  /// (a text, an image): its role and label.
  public let readerCursor: String?
  /// The live states, keyboard states first, oldest first.
  public let states: [State]
  /// The last few changes of the focus journal, oldest first (the whole
  /// journal is `TestHost.focusJournal`).
  public let recentChanges: [FocusJournalEntry]

  /// How many journal entries the report keeps.
  static let recentChangeCount = 4

  /// The stop that has keyboard focus.
  public var focused: Stop? { stops.first(where: \.isFocused) }

  public var description: String {
    var lines = ["Focus order: \(stops.count) stop\(stops.count == 1 ? "" : "s") (▶ keyboard focus, ◆ screen reader)"]
    for stop in stops {
      let mark = (stop.isFocused ? "▶" : " ") + (stop.hasReaderCursor ? "◆" : "")
      let behind = stop.isBehindPresentation ? " (behind a presentation)" : ""
      lines.append("\(mark) #\(stop.number) \(stop.label) at \(Self.describe(stop.frame))\(behind)")
    }
    if let readerCursor { lines.append("◆ \(readerCursor)") }
    return (lines + stateLines).joined(separator: "\n")
  }

  /// The states, their bound values and waiting writes, a line each.
  var stateLines: [String] {
    var lines: [String] = []
    for state in states {
      lines.append("\(state.typeName) = \(state.value)")
      for bound in state.bindings {
        var line = "  \(bound.value) → \(bound.targets.joined(separator: ", "))"
        if bound.isAmbiguous { line += "  ⚠ ambiguous: a write focuses \(bound.targets[0])" }
        lines.append(line)
      }
      for write in state.waitingWrites { lines.append("  waiting write: \(write)") }
    }
    return lines
  }

  static func describe(_ frame: Rect) -> String {
    "\(frame.origin.x),\(frame.origin.y) \(frame.size.width)×\(frame.size.height)"
  }
}
