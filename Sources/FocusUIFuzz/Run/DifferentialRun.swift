import FocusUI
import FocusUITesting

/// Runs a program incrementally, action after action, and after each one
/// compares what the host shows with a brand-new host mounted on the same
/// program with the same state.
///
/// A program with lazy stacks also runs beside its *eager twin*, the same
/// program with each lazy stack an eager one laid out the same way, fed the
/// same actions: the screens and the focus state must stay equal, since the
/// lazy stacks' rows are all one line high (their estimates are exact).
///
/// ```swift
/// var generator = ProgramGenerator(seed: 7)
/// let run = DifferentialRun(program: generator.program())
/// if let divergence = run.explore(actions: 50, seed: 7) { print(divergence) }
/// ```
@MainActor
public struct DifferentialRun {
  public let program: ViewProgram
  public var size: Size

  public init(program: ViewProgram, size: Size = Size(width: 40, height: 12)) {
    self.program = program
    self.size = size
  }

  /// Runs `count` random actions; stops at the first divergence.
  public func explore(actions count: Int, seed: UInt64) -> Divergence? {
    var generator = ActionGenerator(seed: seed)
    return run(count) { session in generator.action(state: session.state, elements: session.host.elements) }
  }

  /// Replays `actions`; the first divergence, if any.
  public func replay(_ actions: [ProgramAction]) -> Divergence? {
    var remaining = actions[...]
    return run(actions.count) { _ in remaining.popFirst()! }
  }

  /// Performs `count` actions made by `next`, comparing before the first
  /// and after each.
  private func run(_ count: Int, next: (RunningProgram) -> ProgramAction) -> Divergence? {
    let session = RunningProgram(program: program, size: size)
    let twin =
      LazyRowSource.occurs(in: program.root) ? RunningProgram(program: program, size: size, lazyAsEager: true) : nil
    var done: [ProgramAction] = []
    for step in 0...count {
      if step > 0 {
        let action = next(session)
        done.append(action)
        // A click on a row the lazy host has not made is skipped by both.
        if let twin, session.misses(action, madeBy: twin) { continue }
        let clicks = session.perform(action)
        twin?.perform(action, clicks: clicks)
      }
      if let difference = session.compare() {
        return Divergence(program: program, size: size, actions: done, difference: difference)
      }
      if let twin, let difference = session.compare(withTwin: twin) {
        return Divergence(program: program, size: size, actions: done, difference: difference)
      }
    }
    return nil
  }

  /// A program running in a host, driven from outside.
  @MainActor final class RunningProgram {
    let program: ViewProgram
    let harness = ProgramHarness()
    let host: TestHost

    init(program: ViewProgram, size: Size, lazyAsEager: Bool = false) {
      self.program = program
      host = TestHost(
        ProgramView(program: program, state: program.initialState, harness: harness, lazyAsEager: lazyAsEager),
        size: size)
    }

    private var context: ProgramContext { harness.context! }

    /// Tabs on until the element described as `focused` has focus, at most
    /// once round the focus order: how a fresh host reaches focus that no
    /// program state holds (a tab of a tab view, a search suggestion).
    /// Round the focus order, not the elements: a lazy stack's rows off
    /// screen are stops too, though they are no elements.
    func moveFocus(to focused: String) {
      var first: NodeID?
      while host.focusedElement?.description != focused {
        host.press(.tab)
        guard let now = host.focusedElement?.id, now != first else { return }
        if first == nil { first = now }
      }
    }

    /// The program's state now.
    var state: ProgramState {
      ProgramState(
        ints: (0..<3).map { context.int($0).wrappedValue },
        lists: (0..<2).map { context.list($0).wrappedValue },
        texts: context.textValues.wrappedValue,
        focus: context.focusState.wrappedValue,
        counts: harness.counts)
    }

    /// Performs `action`; a click is skipped when its label is not on
    /// screen, or when `clicks` says so. Returns whether a click clicked.
    @discardableResult
    func perform(_ action: ProgramAction, clicks: Bool? = nil) -> Bool {
      switch action {
      case .setInt(let index, let value):
        context.int(index).wrappedValue = value
      case .insert(let list, let index, let id):
        let rows = context.list(list)
        rows.wrappedValue.insert(id, at: min(index, rows.wrappedValue.count))
      case .remove(let list, let index):
        let rows = context.list(list)
        if index < rows.wrappedValue.count { rows.wrappedValue.remove(at: index) }
      case .move(let list, let from, let to):
        let rows = context.list(list)
        guard from < rows.wrappedValue.count, to < rows.wrappedValue.count else { return false }
        let id = rows.wrappedValue.remove(at: from)
        rows.wrappedValue.insert(id, at: to)
      case .replace(let list, let index, let id):
        let rows = context.list(list)
        if index < rows.wrappedValue.count { rows.wrappedValue[index] = id }
      case .setText(let index, let text):
        context.textValues.wrappedValue[index % 4] = text
      case .key(let key):
        // Arrows in a field move its caret, which no program state holds:
        // a fresh host would show the text scrolled differently.
        if key.isArrow, host.focusedElement?.role == .textField { return false }
        let (equivalent, modifiers) = key.equivalent
        host.press(equivalent, modifiers: modifiers)
      case .type(let text):
        // Typing with no field focused only warns; the fuzzer skips it.
        if host.focusedElement?.role == .textField { host.type(text) }
      case .click(let label):
        if clicks ?? (host.element(label) != nil) {
          host.click(label)
          return true
        }
      case .writeFocus(let tag):
        context.focusState.wrappedValue = tag
      case .resize(let width, let height):
        host.resize(to: Size(width: width, height: height))
      }
      return false
    }

    /// Whether `action` clicks a view `twin` has and this host has not
    /// made.
    func misses(_ action: ProgramAction, madeBy twin: RunningProgram) -> Bool {
      guard case .click(let label) = action else { return false }
      return host.element(label) == nil && twin.host.element(label) != nil
    }

    /// Where the host's indexed lookups (by label, of the focused element)
    /// answer otherwise than a search of its elements, or `nil`.
    func lookupDifference() -> Difference? {
      let elements = host.elements
      for label in Set(elements.map(\.label)).sorted() {
        let indexed = host.element(label)
        let searched = elements.first { $0.label == label }
        if indexed != searched {
          return Difference(
            aspect: "element(\"\(label)\") beside a search of the elements",
            incremental: indexed.map(\.description) ?? "nil", fresh: searched.map(\.description) ?? "nil", state: state)
        }
      }
      let focused = elements.first { $0.isFocused }
      if host.focusedElement != focused {
        return Difference(
          aspect: "focusedElement beside a search of the elements",
          incremental: host.focusedElement.map(\.description) ?? "nil", fresh: focused.map(\.description) ?? "nil",
          state: state)
      }
      return nil
    }

    /// What differs between this (lazy) host and its eager twin: the
    /// screen or the focus state, or `nil`.
    func compare(withTwin twin: RunningProgram) -> Difference? {
      let lazyScreen = host.screen
      let eagerScreen = twin.host.screen
      let lazyFocus = state.focus
      let eagerFocus = twin.state.focus
      if lazyFocus != eagerFocus {
        return Difference(
          aspect: "focus state beside the eager twin", incremental: "\(lazyFocus.map(String.init) ?? "nil")",
          fresh: "\(eagerFocus.map(String.init) ?? "nil") (eager)", state: state)
      }
      if lazyScreen != eagerScreen {
        return Difference(
          aspect: "screen beside the eager twin", incremental: lazyScreen, fresh: eagerScreen + "\n(eager)",
          state: state)
      }
      return nil
    }

    /// What differs between this host and a fresh one with the same state,
    /// or `nil`.
    func compare() -> Difference? {
      if let difference = lookupDifference() { return difference }
      // Observed first: reading the host settles it, which may change state.
      // Rows of lazy stacks kept made off screen (the row focus returns to
      // when a sheet closes, say) are the incremental host's to keep.
      let onScreen = LazyRowSource.occurs(in: program.root)
      let seen = Observation(host, onScreenOnly: onScreen) { self.state.focus }
      let now = state
      let fresh = RunningProgram(program: ViewProgram(root: program.root, initialState: now), size: host.size)
      // Nil too: a fresh host may give focus by itself (a presented
      // sheet's first view) where this one has none.
      fresh.context.focusState.wrappedValue = now.focus
      _ = fresh.host.elements
      for waiting in host.device.waitingFocusWrites {
        fresh.context.focusState.wrappedValue = waiting as? Int
        _ = fresh.host.elements
      }
      if now.focus == nil, let unbound = seen.focusedElement {
        fresh.moveFocus(to: unbound)
      }
      fresh.host.device.scrollOffsets = host.device.scrollOffsets
      let expected = Observation(fresh.host, onScreenOnly: onScreen) { fresh.state.focus }
      return Difference(incremental: seen, fresh: expected, state: now)
    }
  }
}

/// What a host shows: the screen, the elements, the focus state's value and
/// the accessibility tree.
struct Observation: Equatable {
  var screen: String
  var elements: [String]
  var focus: Int?
  var accessibility: [String]
  /// The focused element, bound to the focus state or not (a tab of a tab
  /// view, a search suggestion).
  var focusedElement: String?

  /// With `onScreenOnly`, what lies wholly outside the host's screen is
  /// left out.
  @MainActor
  init(_ host: TestHost, onScreenOnly: Bool = false, focus: () -> Int?) {
    let screenRect = Rect(origin: .zero, size: host.size)
    func shown(_ frame: Rect) -> Bool { !onScreenOnly || !frame.intersection(screenRect).isEmpty }
    elements = host.elements.filter { shown($0.frame) }.map(\.description)
    screen = host.screen
    accessibility = host.accessibilityElements.filter { shown($0.frame) }.map {
      "\($0.role.map { "\($0)" } ?? "group") \($0.announcement) \($0.frame) \($0.children.count)"
    }
    self.focus = focus()
    focusedElement = host.focusedElement?.description
  }

  /// Left out of `==`: the elements already say which has focus.
  static func == (lhs: Observation, rhs: Observation) -> Bool {
    lhs.screen == rhs.screen && lhs.elements == rhs.elements && lhs.focus == rhs.focus
      && lhs.accessibility == rhs.accessibility
  }
}

/// How an incremental host differs from a fresh one: the first aspect
/// that differs (focus state, elements, screen, accessibility tree) and the
/// first differing line of each.
///
/// ```swift
/// print(divergence.difference.aspect)  // "elements"
/// ```
public struct Difference: Sendable, CustomStringConvertible {
  public var aspect: String
  public var incremental: String
  public var fresh: String
  public var state: String

  init?(incremental: Observation, fresh: Observation, state: ProgramState) {
    self.state = state.description
    if incremental.focus != fresh.focus {
      aspect = "focus state"
      self.incremental = "\(incremental.focus.map(String.init) ?? "nil")"
      self.fresh = "\(fresh.focus.map(String.init) ?? "nil")"
    } else if incremental.elements != fresh.elements {
      aspect = "elements"
      (self.incremental, self.fresh) = Self.firstDifference(incremental.elements, fresh.elements)
    } else if incremental.screen != fresh.screen {
      aspect = "screen"
      self.incremental = incremental.screen
      self.fresh = fresh.screen
    } else if incremental.accessibility != fresh.accessibility {
      aspect = "accessibility tree"
      (self.incremental, self.fresh) = Self.firstDifference(incremental.accessibility, fresh.accessibility)
    } else {
      return nil
    }
  }

  init(aspect: String, incremental: String, fresh: String, state: ProgramState) {
    self.aspect = aspect
    self.incremental = incremental
    self.fresh = fresh
    self.state = state.description
  }

  private static func firstDifference(_ a: [String], _ b: [String]) -> (String, String) {
    let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    func line(_ lines: [String]) -> String {
      index < lines.count ? "#\(index) \(lines[index]) (of \(lines.count))" : "nothing at #\(index) (of \(lines.count))"
    }
    return (line(a), line(b))
  }

  public var description: String {
    "\(aspect) differs\n  incremental: \(incremental)\n  fresh:       \(fresh)\n  state: \(state)"
  }
}

/// A program and actions after which the incremental host differs from a
/// fresh one; its description is the report to read.
///
/// ```swift
/// if let divergence = run.explore(actions: 100, seed: 9) {
///   Issue.record("\(Shrinker().shrink(divergence))")
/// }
/// ```
public struct Divergence: Sendable, CustomStringConvertible {
  public var program: ViewProgram
  public var size: Size
  public var actions: [ProgramAction]
  public var difference: Difference

  public var description: String {
    """
    Divergence after \(actions.count) action(s) in a \(size.width)×\(size.height) host.
    program \(program)
    actions:
    \(actions.map { "  \($0)" }.joined(separator: "\n"))
    \(difference)
    """
  }
}
