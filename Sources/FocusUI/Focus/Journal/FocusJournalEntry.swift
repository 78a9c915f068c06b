import FocusEngine

/// One change in the focus journal: keyboard focus or an assistive
/// technology's cursor went `from` one view `to` another because of
/// `cause`, at `time` on the host's clock.
///
/// A write that waits for its view, or is dropped, is an entry too: it
/// moved nothing (`from == to`), and its cause says why.
///
/// ```swift
/// let host = TestHost(LoginForm())
/// host.press(.tab)
/// let entry = host.focusJournal.last!
/// // entry.to?.label == "Username", entry.cause == .key(.tab)
/// print(entry)  // keyboard: nothing → textField "Username" · Tab
/// ```
public struct FocusJournalEntry: Hashable, Sendable, CustomStringConvertible {
  /// Whose focus moved.
  public enum Focus: Hashable, Sendable, CustomStringConvertible {
    /// Keyboard focus.
    case keyboard
    /// The cursor of an assistive technology; the string names it
    /// (`voiceOver`, `switchControl`).
    case assistive(String)

    public var description: String {
      switch self {
      case .keyboard: "keyboard"
      case .assistive(let technology): technology
      }
    }
  }

  /// A view as the journal remembers it: enough to recognise it after it
  /// left.
  public struct Subject: Hashable, Sendable, CustomStringConvertible {
    /// The view's node, while it lives.
    public var node: NodeID
    /// Its role (`textField`, `button`), or `view` for a focusable
    /// container.
    public var role: String
    /// Its label: its own, or a container's first labelled view's.
    public var label: String
    /// The id of the `ForEach` element whose row holds it, as Swift
    /// source writes it, if it is in one.
    public var elementID: String?

    public init(node: NodeID, role: String, label: String, elementID: String? = nil) {
      self.node = node
      self.role = role
      self.label = label
      self.elementID = elementID
    }

    public var description: String {
      "\(role) \"\(label)\"" + (elementID.map { " (row \($0))" } ?? "")
    }
  }

  public var focus: Focus
  /// What had focus (or the cursor) before; `nil` for nothing.
  public var from: Subject?
  /// What has it now; `nil` for nothing.
  public var to: Subject?
  public var cause: FocusCause
  /// When, on the host's clock (a test host's stands still until told).
  public var time: Duration

  public init(focus: Focus, from: Subject?, to: Subject?, cause: FocusCause, time: Duration) {
    self.focus = focus
    self.from = from
    self.to = to
    self.cause = cause
    self.time = time
  }

  /// Whether focus moved: a waiting or dropped write moves nothing.
  public var isMove: Bool { from?.node != to?.node }

  public var description: String {
    "\(focus): \(from.map(\.description) ?? "nothing") → \(to.map(\.description) ?? "nothing") · \(cause)"
  }
}
