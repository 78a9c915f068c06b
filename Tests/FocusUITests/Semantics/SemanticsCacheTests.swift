import FocusDemoExamples
import FocusUIFuzz
import FocusUITesting
import Testing

@testable import FocusUI

/// Issue #37, item 5: with a screen reader listening, every frame carries
/// its semantics, and a frame builds only what changed since the last one
/// (`SemanticsCache`): a Tab in a 10,000-field form builds the two fields
/// focus moved between and the status line, not a screenful. What is kept
/// must equal what a fresh build gives, after every kind of change.
@MainActor @Suite struct SemanticsCacheTests {
  struct LongForm: View {
    @FocusState private var focused: Int?

    var body: some View {
      Form {
        StatusLine(focus: $focused)
        ForEach(0..<10_000, id: \.self) { FieldRow(index: $0, focus: $focused) }
      }
    }
  }

  struct StatusLine: View {
    let focus: FocusState<Int?>.Binding

    var body: some View {
      Text("focused \(focus.wrappedValue.map(String.init) ?? "nil")")
    }
  }

  @Test func aTabInATenThousandFieldFormBuildsWhatChangedNotAScreenful() throws {
    let screen = Screen(LongForm(), size: Size(width: 80, height: 24))
    let first = try #require(screen.frame(in: screen.size, semantics: true).semantics)
    #expect(first.elements.count > 20, "a screenful of fields: \(first.elements.count)")
    var built: [Int] = []
    // Past the first screenful: from there each Tab scrolls the form too.
    for _ in 0..<40 {
      screen.send(.key(.tab, []))
      let before = screen.content.stats.semanticPartsBuilt
      let semantics = try #require(screen.frame(in: screen.size, semantics: true).semantics)
      built.append(screen.content.stats.semanticPartsBuilt - before)
      #expect(semantics.elements.contains { $0.element.isFocused })
    }
    // Each field and the status line: an element and an accessibility
    // element; the form's containers around what changed; a row scrolled in.
    #expect(built.allSatisfy { $0 <= 14 }, "parts built per Tab: \(built), of a screenful of \(first.elements.count)")
  }

  /// Asked for a scroll view's or a stack's own accessibility element (they
  /// move on every Tab that scrolls), the graph builds none inside them:
  /// views other than groups, representations and a list's rows have their
  /// own element or none.
  @Test func aTabThatScrollsBuildsOnlyTheAccessibilityElementsOfTheViewsItChanged() throws {
    let screen = Screen(LongForm(), size: Size(width: 80, height: 24))
    _ = screen.frame(in: screen.size, semantics: true)
    var built: [Int] = []
    for _ in 0..<40 {
      screen.send(.key(.tab, []))
      let before = screen.content.stats.accessibilityLeavesBuilt
      _ = screen.frame(in: screen.size, semantics: true)
      built.append(screen.content.stats.accessibilityLeavesBuilt - before)
    }
    // The form's stack and scroll view, which moved, and the status line,
    // whose text changed (6 when the scroll view's own was looked for in
    // its first row, built again each time).
    #expect(built.allSatisfy { $0 <= 3 }, "accessibility elements built per Tab: \(built)")
  }

  struct LoginForm: View {
    enum Field: Hashable { case username, password }
    @State private var username = ""
    @State private var password = ""
    @FocusState private var focused: Field?

    var body: some View {
      Form {
        TextField("Username", text: $username).focused($focused, equals: .username)
        SecureField("Password", text: $password).focused($focused, equals: .password)
        Button("Sign In") {}
        Text("Tab moves between fields.")
        Text("focused: \(focused.map { "\($0)" } ?? "nil")")
        ForEach(0..<10, id: \.self) { Text("Note \($0)") }
      }
    }
  }

  /// The form's body reads the focus, so a Tab runs it again and hands
  /// every view its value again: the views whose values are equal keep
  /// their semantics.
  @Test func aTabThatRunsTheFormsBodyAgainBuildsOnlyTheViewsThatChanged() throws {
    let screen = Screen(LoginForm(), size: Size(width: 80, height: 24))
    _ = screen.frame(in: screen.size, semantics: true)
    var built: [Int] = []
    for _ in 0..<6 {
      screen.send(.key(.tab, []))
      let before = screen.content.stats.semanticPartsBuilt
      _ = screen.frame(in: screen.size, semantics: true)
      built.append(screen.content.stats.semanticPartsBuilt - before)
      try expectKeptEqualsFresh(screen, "after a Tab")
    }
    // Each an element and an accessibility element: the two views focus
    // moved between, the focus line, the Sign In button (an action is
    // never equal to the last) and the form's scroll view; not the notes.
    #expect(built.allSatisfy { $0 <= 12 }, "parts built per Tab: \(built)")
  }

  struct Fields: View {
    @FocusState private var focused: Int?

    var body: some View {
      VStack {
        ForEach(0..<5, id: \.self) { index in
          TextField("Field \(index)", text: .constant("")).focused($focused, equals: index)
        }
      }
    }
  }

  /// An accessibility element says nothing of keyboard focus: a Tab
  /// builds the elements of the two fields focus moved between (their
  /// focused state) and keeps their accessibility elements.
  @Test func aTabKeepsTheAccessibilityElementsOfTheFieldsFocusMovedBetween() throws {
    let screen = Screen(Fields(), size: Size(width: 40, height: 10))
    _ = screen.frame(in: screen.size, semantics: true)
    var built: [Int] = []
    for _ in 0..<7 {
      screen.send(.key(.tab, []))
      let before = screen.content.stats.semanticPartsBuilt
      let semantics = try #require(screen.frame(in: screen.size, semantics: true).semantics)
      built.append(screen.content.stats.semanticPartsBuilt - before)
      #expect(semantics.elements.filter(\.element.isFocused).count == 1)
      try expectKeptEqualsFresh(screen, "after a Tab")
    }
    // The first Tab moves focus from nowhere: one field.
    #expect(built.dropFirst().allSatisfy { $0 == 2 }, "parts built per Tab: \(built)")
  }

  struct Groups: View {
    @State private var isGrouped = false
    @State private var isRepresented = false

    var body: some View {
      VStack {
        Button("Group") { isGrouped.toggle() }
        Button("Represent") { isRepresented.toggle() }
        if isGrouped {
          HStack {
            Text("Ada")
            Text("Online")
          }
          .accessibilityElement(children: .combine)
        }
        if isRepresented {
          Text("★★★").accessibilityRepresentation { Text("Three stars") }
        }
      }
    }
  }

  /// A frame's semantics look at the views around each element only while
  /// the graph has groups or representations: those that come and go are
  /// counted, and every frame has the whole tree's elements.
  @Test func groupsAndRepresentationsThatComeAndGoAreReadInEachFrame() throws {
    let screen = Screen(Groups(), size: Size(width: 40, height: 10))
    func expectWholeTree(groups: Int, _ when: String) throws {
      let semantics = try #require(screen.frame(in: screen.size, semantics: true).semantics)
      let read = Set(
        semantics.elements.compactMap(\.accessibility?.label) + semantics.undrawnAccessibility.map(\.label))
      #expect(read == Set(screen.content.accessibilityElements().map(\.label)), "\(when)")
      #expect(screen.content.accessibility.groupingNodes == groups, "\(when)")
    }
    try expectWholeTree(groups: 0, "at first")
    screen.press(.tab)
    screen.press(.space)
    try expectWholeTree(groups: 1, "grouped")
    screen.press(.tab)
    screen.press(.space)
    try expectWholeTree(groups: 2, "grouped and represented")
    screen.press(.space)
    try expectWholeTree(groups: 1, "grouped")
    screen.press(.tab, modifiers: .shift)
    screen.press(.space)
    try expectWholeTree(groups: 0, "neither")
  }

  @Test(arguments: Example.all.map(\.name))
  func keptSemanticsEqualAFreshBuildAsTheExampleIsUsed(name: String) throws {
    let example = try #require(Example.named(name))
    let screen = Screen(example.makeContent(), size: Size(width: 100, height: 30))
    let keys: [InputEvent] = [
      .key(.tab, []), .key(.tab, []), .text("ab"), .key(.space, []), .key(.downArrow, []), .key(.tab, []),
      .key(.return, []), .key(.rightArrow, []), .key(.tab, [.shift]), .key(.escape, []), .key(.tab, []),
      .key(.upArrow, []), .key(.pageDown, []), .resize(Size(width: 60, height: 14)), .key(.tab, []),
      .key(.return, []), .key(.tab, []), .text("c"), .key(.delete, []), .resize(Size(width: 100, height: 30)),
      .key(.tab, []), .key(.space, []),
    ]
    try expectKeptEqualsFresh(screen, "\(name) at first")
    for (step, event) in keys.enumerated() {
      if case .resize(let size) = event { _ = screen.frame(in: size) }
      screen.send(event)
      try expectKeptEqualsFresh(screen, "\(name) after step \(step), \(event)")
    }
  }

  @Test(arguments: 0..<24)
  func keptSemanticsEqualAFreshBuildInRandomPrograms(seed: UInt64) throws {
    var programs = ProgramGenerator(seed: seed)
    let program = programs.program()
    let harness = ProgramHarness()
    let screen = Screen(
      ProgramView(program: program, state: program.initialState, harness: harness), size: Size(width: 40, height: 12))
    var random = SplitMix64(seed: seed)
    try expectKeptEqualsFresh(screen, "seed \(seed) at first")
    for step in 0..<40 {
      let event: InputEvent?
      switch random.next() % 12 {
      case 0: event = .key(.tab, [.shift])
      case 1: event = .key(.space, [])
      case 2: event = .key(.downArrow, [])
      case 3: event = .key(.return, [])
      case 4: event = .text("x")
      case 5: event = .resize(Size(width: 30 + Int(random.next() % 20), height: 8 + Int(random.next() % 8)))
      case 6:
        harness.context?.int(Int(random.next() % 3)).wrappedValue = Int(random.next() % 4)
        event = nil
      case 7:
        if let rows = harness.context?.list(Int(random.next() % 2)) {
          if random.next() % 2 == 0 || rows.wrappedValue.isEmpty {
            rows.wrappedValue.insert(200 + step, at: 0)
          } else {
            rows.wrappedValue.removeLast()
          }
        }
        event = nil
      case 8: event = .scroll(Point(x: 1, y: 1), lines: 2)
      default: event = .key(.tab, [])
      }
      if case .resize(let size) = event { _ = screen.frame(in: size) }
      if let event { screen.send(event) }
      try expectKeptEqualsFresh(screen, "seed \(seed) after step \(step), \(event.map { "\($0)" } ?? "a state change")")
    }
  }

  /// Draws a frame with semantics (the kept parts reused) and compares
  /// them with semantics built from nothing.
  func expectKeptEqualsFresh(_ screen: Screen, _ when: String) throws {
    let kept = try #require(screen.frame(in: screen.size, semantics: true).semantics)
    let fresh = screen.semantics(of: screen.content, keeping: false)
    #expect(kept.elements.count == fresh.elements.count, "\(when): elements")
    for (a, b) in zip(kept.elements, fresh.elements) {
      #expect(a.element == b.element, "\(when): element")
      #expect(a.element.frame == b.element.frame, "\(when): frame of \(a.element)")
      #expect(a.accessibility == b.accessibility, "\(when): accessibility of \(a.element)")
      #expect(a.accessibility?.frame == b.accessibility?.frame, "\(when): accessibility frame of \(a.element)")
      #expect(a.isInFocusOrder == b.isInFocusOrder && a.isInert == b.isInert, "\(when): \(a.element)")
      #expect(a.scroll == b.scroll, "\(when): scroll of \(a.element)")
    }
    #expect(kept.undrawnAccessibility == fresh.undrawnAccessibility, "\(when): undrawn")
    #expect(kept.containers == fresh.containers, "\(when): containers")
    #expect(kept.tabListContainers == fresh.tabListContainers, "\(when): tab lists")
    #expect(kept.scrolls == fresh.scrolls, "\(when): scrolls")
    #expect(kept.readingOrder == fresh.readingOrder, "\(when): reading order")
    #expect(kept.focused == fresh.focused, "\(when): focused")
    #expect(kept.caret?.field == fresh.caret?.field && kept.caret?.offset == fresh.caret?.offset, "\(when): caret")
  }
}
