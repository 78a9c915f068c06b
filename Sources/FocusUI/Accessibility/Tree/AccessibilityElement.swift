import FocusEngine

/// One element of the accessibility tree: what an assistive technology
/// reads and moves its cursor over.
///
/// ```swift
/// let elements = host.accessibilityElements
/// elements.map(\.label)   // ["Inbox", "Compose", …] in reading order
/// ```
/// The tree is derived from the semantic tree: one element per text and
/// control, and per view made into one with
/// ``View/accessibilityElement(children:)``, in reading order (tree order,
/// then ``View/accessibilitySortPriority(_:)``), hidden ones left out.
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
  /// The node the element comes from: a text or control, or the view made
  /// into one element.
  public let id: NodeID
  /// What the element is called.
  public let label: String
  /// Its current value: a field's text, a toggle's state.
  public let value: String?
  /// What activating it does.
  public let hint: String?
  /// What kind of element it is.
  public let traits: AccessibilityTraits
  /// Where it is on screen, in cells.
  public internal(set) var frame: Rect
  /// The semantic role of the view behind it (`nil` for a group).
  public let role: Element.Role?
  /// Whether activating it can do something: a control, an element
  /// holding one, or one with a default ``View/accessibilityAction(_:_:)``.
  public let isActionable: Bool
  /// The elements a `.contain` group holds, by id (empty for others).
  public let children: [NodeID]
  /// The control that activating the element runs: itself, or the first
  /// control inside a combined element.
  let actionTarget: NodeID?

  /// The identifier ``View/accessibilityIdentifier(_:)`` gave it: never
  /// spoken; tests and the browser's `data-testid` find the element by it.
  public internal(set) var identifier: String?
  /// Its ``View/accessibilitySortPriority(_:)``: among the elements of one
  /// container, higher ones are read first. 0 unless set.
  public internal(set) var sortPriority: Double = 0
  /// How a screen reader speaks it: the speech modifiers on it, on the
  /// views around it and on its text's runs.
  private(set) var speech = SpeechAttributes()
  /// The label as a screen reader says it when the runs of its text are
  /// spoken differently (`Text("Flight ") + Text(code).speechSpellsOutCharacters()`
  /// is "Flight B A 2 4 9 0"); `nil` when the whole label is spoken alike.
  var spokenLabel: String?
  /// Whether a screen reader spells its text out character by character
  /// (``View/speechSpellsOutCharacters(_:)``).
  public var speechSpellsOutCharacters: Bool { speech.spellsOutCharacters ?? false }
  /// How much higher (up to 1) or lower (down to -1) than the voice's own
  /// pitch a screen reader speaks it (``View/speechAdjustedPitch(_:)``); 0
  /// unless set.
  public var speechAdjustedPitch: Double { speech.adjustedPitch.map(SpeechAttributes.clampedPitch) ?? 0 }
  /// Whether a screen reader speaks every punctuation mark of its text
  /// (``View/speechAlwaysIncludesPunctuation(_:)``).
  public var speechAlwaysIncludesPunctuation: Bool { speech.alwaysIncludesPunctuation ?? false }
  /// Whether an announcement of it waits for the speech under way instead
  /// of interrupting it (``View/speechAnnouncementsQueued(_:)``).
  public var speechAnnouncementsQueued: Bool { speech.announcementsQueued ?? false }
  /// Its additional information (``View/accessibilityCustomContent(_:_:importance:)-(AccessibilityCustomContentKey,LocalizedStringKey,_)``),
  /// in the order it was added.
  public internal(set) var customContent: [CustomContent] = []
  /// The names of its custom actions (``View/accessibilityAction(named:_:)-(LocalizedStringKey,_)``),
  /// in the order a screen reader offers them.
  public var actionNames: [String] { actions.compactMap(\.kind.name) }
  /// The actions it offers, their handlers' places.
  var actions: [AccessibilityActionReference] = []
  /// Whether it has a default ``View/accessibilityAction(_:_:)``, which
  /// activating it runs.
  public var hasDefaultAccessibilityAction: Bool { actions.contains { $0.kind == .default } }
  /// The element naming this one (``View/accessibilityLabeledPair(role:id:in:)``):
  /// the browser points `aria-labelledby` at it.
  public internal(set) var labeledBy: NodeID?
  /// The group of elements linked with it
  /// (``View/accessibilityLinkedGroup(id:in:)``): a screen reader jumps
  /// between them; the browser points `aria-flowto` at the next one.
  /// A `String` (the namespace, the id's type and the id), as the
  /// element is `Sendable` and the app's ids need not be.
  public internal(set) var linkedGroup: String?
  /// Where it sorts in reading order when sort priorities are set: one
  /// step per container from the window down (see `AccessibilityReadingOrder`).
  var sortPath: [SortStep] = []

  /// Sets how a screen reader speaks it.
  mutating func speak(_ speech: SpeechAttributes) {
    self.speech = speech
  }

  /// One entry of an element's additional information.
  public struct CustomContent: Hashable, Sendable {
    /// What the entry is: "Age".
    public let label: String
    /// The entry: "32".
    public let value: String
    /// Whether it is read with the element (`.high`) or when asked for.
    public let importance: AXCustomContent.Importance
  }

  /// The item an element sorts as in one container: itself, or the group
  /// it is in there, with that item's priority.
  struct SortStep: Hashable, Sendable {
    var item: NodeID
    var priority: Double
  }

  init(
    id: NodeID, label: String, value: String?, hint: String?, traits: AccessibilityTraits, frame: Rect,
    role: Element.Role?, isActionable: Bool, children: [NodeID], actionTarget: NodeID?
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.frame = frame
    self.role = role
    self.isActionable = isActionable
    self.children = children
    self.actionTarget = actionTarget
  }

  /// What a screen reader says when its cursor lands here: its name,
  /// its kind, its state, then its selection, custom content of high
  /// importance, hint, and whether it has actions and more content.
  ///
  /// ```swift
  /// host.accessibilityElements.map(\.announcement)
  /// // ["Username, text field, empty", "Remember me, switch, off", "Sign In, button"]
  /// ```
  /// One rule (`SpokenPhrase`) makes every phrase: the terminal reader's,
  /// the announcement log's and a test's transcript.
  public var announcement: String { SpokenPhrase(self).text }

  public var description: String { announcement }
}
