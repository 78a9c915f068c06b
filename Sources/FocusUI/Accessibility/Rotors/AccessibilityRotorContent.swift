/// What an accessibility rotor is made of: ``AccessibilityRotorEntry``
/// values, and `ForEach`, `if` and groups of them, written in the
/// `entries` closure of ``View/accessibilityRotor(_:entries:)-(LocalizedStringKey,_)``.
///
/// ```swift
/// .accessibilityRotor("VIPs") {
///   ForEach(messages) { message in
///     if message.isVIP {
///       AccessibilityRotorEntry(message.subject, id: message.id)
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
  /// The type of content this content is made of.
  associatedtype Body: AccessibilityRotorContent
  /// The content of this content.
  @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Rotor content the runtime reads directly instead of through `body`.
@MainActor
protocol PrimitiveAccessibilityRotorContent {
  /// Appends the entries this content makes, in order.
  func appendEntries(to entries: inout [AccessibilityRotorEntryRecord])
}

/// One entry of a rotor, read from its content when the rotor is used.
struct AccessibilityRotorEntryRecord {
  /// What the entry points at.
  enum Target {
    /// A view identified by `id` inside the rotor's view: a `ForEach`
    /// element's id or one given with `.id(_:)`.
    case id(AnyHashable)
    /// A view marked with ``View/accessibilityRotorEntry(id:in:)``.
    case namespaced(AccessibilityLinkKey)
    /// The rotor's own view (an entry for a range of its text).
    case rotorView
  }

  var label: String
  var target: Target
  var prepare: (() -> Void)?
}

extension Never: AccessibilityRotorContent {}

extension AccessibilityRotorContent {
  /// The entries `self` makes, in order.
  func entryRecords() -> [AccessibilityRotorEntryRecord] {
    var entries: [AccessibilityRotorEntryRecord] = []
    appendEntryRecords(to: &entries)
    return entries
  }

  func appendEntryRecords(to entries: inout [AccessibilityRotorEntryRecord]) {
    if let primitive = self as? any PrimitiveAccessibilityRotorContent {
      primitive.appendEntries(to: &entries)
    } else {
      body.appendEntryRecords(to: &entries)
    }
  }
}

/// The content an `entries` closure builds: its parts, in order.
public struct _AccessibilityRotorContentList {
  let parts: [any AccessibilityRotorContent]
}

extension _AccessibilityRotorContentList: AccessibilityRotorContent, PrimitiveAccessibilityRotorContent {
  public var body: Never { fatalError("_AccessibilityRotorContentList has no body") }

  func appendEntries(to entries: inout [AccessibilityRotorEntryRecord]) {
    for part in parts { part.appendEntryRecords(to: &entries) }
  }
}

/// Builds the content of a rotor from entries, `ForEach`, `if` and
/// `switch`.
///
/// ```swift
/// @AccessibilityRotorContentBuilder
/// var unread: some AccessibilityRotorContent {
///   ForEach(messages.filter(\.isUnread)) { AccessibilityRotorEntry($0.subject, id: $0.id) }
/// }
/// ```
@resultBuilder
public enum AccessibilityRotorContentBuilder {
  /// The body of content made of no other content.
  public static func buildExpression(_ never: Never) -> Never {}

  public static func buildBlock(_ never: Never) -> Never {}

  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> _AccessibilityRotorContentList
  {
    _AccessibilityRotorContentList(parts: [content])
  }

  public static func buildBlock(_ parts: _AccessibilityRotorContentList...) -> _AccessibilityRotorContentList {
    _AccessibilityRotorContentList(parts: parts)
  }

  public static func buildOptional(_ part: _AccessibilityRotorContentList?) -> _AccessibilityRotorContentList {
    part ?? _AccessibilityRotorContentList(parts: [])
  }

  public static func buildEither(first: _AccessibilityRotorContentList) -> _AccessibilityRotorContentList {
    first
  }

  public static func buildEither(second: _AccessibilityRotorContentList) -> _AccessibilityRotorContentList {
    second
  }

  public static func buildArray(_ parts: [_AccessibilityRotorContentList]) -> _AccessibilityRotorContentList {
    _AccessibilityRotorContentList(parts: parts)
  }

  public static func buildLimitedAvailability(_ part: _AccessibilityRotorContentList)
    -> _AccessibilityRotorContentList
  {
    part
  }
}
