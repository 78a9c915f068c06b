/// A random view program: a tree of ordinary SwiftUI views over a fixed set
/// of state variables, which ``ProgramView`` turns into real views.
///
/// The state it reads: three `Int`s, two lists of row ids, four strings and
/// one `@FocusState Int?`, all owned by the root view, plus a counter in
/// each ``ProgramNode/scope(id:tag:_:)`` view.
public struct ViewProgram: Hashable, Sendable, CustomStringConvertible {
  public var root: ProgramNode
  public var initialState: ProgramState

  public init(root: ProgramNode, initialState: ProgramState) {
    self.root = root
    self.initialState = initialState
  }

  /// The program as SwiftUI-like source, for a divergence report.
  public var description: String {
    "state: \(initialState)\nbody:\n" + root.source(indent: 1)
  }
}

/// One view of a ``ViewProgram``.
///
/// Tags name focusable views: a field is labelled `f<tag>`, a button
/// `b<tag>`, and each is bound with `.focused($focus, equals: tag)`. Inside
/// `ForEach` rows a tag is made unique per row (`ProgramContext.tag(_:)`).
public indirect enum ProgramNode: Hashable, Sendable {
  case vstack([ProgramNode])
  case hstack([ProgramNode])
  case zstack([ProgramNode])
  case group([ProgramNode])
  case form([ProgramNode])
  case list([ProgramNode])
  /// `List(selection: $ints[state]) { … }.focused($focus, equals: tag)`:
  /// a list whose rows are selected by their `ForEach` ids.
  case selectableList(tag: Int, state: Int, [ProgramNode])
  case section(header: String?, [ProgramNode])
  case scroll(ProgramNode)
  case text(TextExpression)
  /// `TextField("f<tag>", text: $texts[text])`; `text` 4 binds
  /// `texts[0]` through a setter that keeps 3 characters, 5 binds
  /// `.constant("")`: bindings that refuse or shorten an edit.
  case field(tag: Int, text: Int)
  case button(tag: Int, effect: ButtonEffect)
  /// `ForEach(lists[list], id: \.self) { row in ... }`
  case forEach(list: Int, row: ProgramNode)
  /// `ForEach($lists[list], id: \.self) { $row in ... }`: rows read their
  /// id through their element's binding, and may write it.
  case forEachBinding(list: Int, row: ProgramNode)
  case conditional(Condition, ProgramNode, ProgramNode?)
  /// `switch ints[state] % cases.count`
  case switchOn(state: Int, [ProgramNode])
  case disabled(Condition, ProgramNode)
  /// `.environment(\.programNote, value)`
  case environment(TextExpression, ProgramNode)
  /// `Text(note)` reading `@Environment(\.programNote)`.
  case environmentText
  /// A child view with a body of its own: reads inside it are its own.
  case child(ProgramNode)
  /// A child view with its own `@State var count`, a button `b<tag>`
  /// incrementing it, and its content.
  case scope(id: Int, tag: Int, ProgramNode)
  /// `.id(ints[state])`: a new identity when the state changes.
  case identified(state: Int, ProgramNode)
  /// `.focusSection()`: a target for arrow-key moves.
  case focusSection(ProgramNode)
  /// `.onMoveCommand` (↓/→ add one to `ints[state]`, ↑/← take one) and
  /// `.onKeyPress("k")` (adds one): handlers that run only with focus
  /// inside.
  case keyCommands(state: Int, ProgramNode)
  /// `.focusEffectDisabled(condition)`: the focus ring is not drawn.
  case focusEffectDisabled(Condition, ProgramNode)
  /// `.searchable(text: $texts[text], prompt: "s<tag>")` with
  /// `.searchFocused($focus, equals: tag)`: a search field atop the view.
  case searchable(tag: Int, text: Int, ProgramNode)
  /// The node with `.sheet(isPresented:)` showing `content` while
  /// `ints[state]` is odd; closing the sheet (Escape) makes it even.
  case sheet(state: Int, ProgramNode, content: ProgramNode)
  /// `LazyVStack(alignment: .leading) { ForEach(rows) { row in ... } }`,
  /// its rows all one line high (so that it draws as a `VStack` would:
  /// see ``DifferentialRun``) with at most one focusable view, whose
  /// focus tag is the row's id: `tag * 100_000 + element` (so that a
  /// focus write names the row, and reaches it when it is not made).
  case lazyVStack(LazyRowSource, tag: Int, row: ProgramNode)
  /// `Grid(alignment: .leading) { GridRow { children } }`: cells from
  /// column widths worked out over the whole grid.
  case grid([ProgramNode])
  /// `GeometryReader { proxy in Text(width); child }`: content made again
  /// after layout.
  case geometry(ProgramNode)
  /// `TabView(selection: $ints[state] % count) { Tab("t0", value: 0) {…};
  /// TabSection("sec") { Tab("t1", value: 1) {…} … } }`, a sidebar when
  /// `sidebar` (`.tabViewStyle(.sidebarAdaptable)`).
  case tabView(state: Int, sidebar: Bool, [ProgramNode])
  /// `.searchable` (as ``searchable(tag:text:_:)``) with
  /// `.searchSuggestions { ForEach(["a", "ab", "b"]) { Text("c\($0)").searchCompletion($0) } }`.
  case suggestedSearch(tag: Int, text: Int, ProgramNode)
  /// `GroupBox("g") { children }`, drawn by a style of its own when
  /// `styled`.
  case groupBox(styled: Bool, [ProgramNode])
  /// `VStack { Button("b<tag>") { presented = true }; child }` with the
  /// dialog's modifier (an alert of either spelling, or an action sheet)
  /// shown while `ints[dialog.state]` is odd: see ``ProgramDialog``.
  case dialog(ProgramDialog, ProgramNode)
  /// `.listRowInsets(insets)` on a row of a `List` or `Form`.
  case listRowInsets(ProgramInsets, ProgramNode)
  /// `.preferredColorScheme(scheme)`: what ``colorSchemeText`` inside reads.
  case preferredColorScheme(ProgramColorScheme, ProgramNode)
  /// `Text("scheme \(colorScheme)")` reading `@Environment(\.colorScheme)`.
  case colorSchemeText

  /// The nodes directly inside.
  public var children: [ProgramNode] {
    switch self {
    case .vstack(let c), .hstack(let c), .zstack(let c), .group(let c), .form(let c), .list(let c), .section(_, let c),
      .switchOn(_, let c), .selectableList(_, _, let c), .grid(let c), .tabView(_, _, let c), .groupBox(_, let c):
      c
    case .scroll(let c), .forEach(_, let c), .forEachBinding(_, let c), .disabled(_, let c), .environment(_, let c),
      .child(let c),
      .scope(_, _, let c), .identified(_, let c), .focusSection(let c), .keyCommands(_, let c),
      .focusEffectDisabled(_, let c), .searchable(_, _, let c), .lazyVStack(_, _, let c), .geometry(let c),
      .suggestedSearch(_, _, let c), .dialog(_, let c), .listRowInsets(_, let c), .preferredColorScheme(_, let c):
      [c]
    case .conditional(_, let a, let b): [a] + (b.map { [$0] } ?? [])
    case .sheet(_, let a, let content): [a, content]
    case .text, .field, .button, .environmentText, .colorSchemeText: []
    }
  }

  /// How many nodes the tree has.
  public var size: Int { 1 + children.reduce(0) { $0 + $1.size } }

  /// The `text` of a field whose setter keeps the first 3 characters of
  /// `texts[0]`.
  static let shortenedText = 4
  /// The `text` of a field bound to `.constant("")`.
  static let constantText = 5
}

/// The rows of a lazy stack: a list of the state, or a range whose length
/// a state sets (20 to 120 rows: more than a screen, so that most are not
/// made).
public enum LazyRowSource: Hashable, Sendable {
  /// `lists[list]`
  case list(Int)
  /// `0..<(20 + 25 * (ints[state] % 5))`
  case range(state: Int)

  /// Whether the program has a lazy stack.
  static func occurs(in node: ProgramNode) -> Bool {
    if case .lazyVStack = node { return true }
    return node.children.contains { occurs(in: $0) }
  }
}

/// The insets of a ``ProgramNode/listRowInsets(_:_:)`` row, in points (16
/// a row, 8 a column in a terminal).
public enum ProgramInsets: Hashable, Sendable {
  /// `nil`: the list's own.
  case listDefault
  /// `EdgeInsets(top:leading:bottom:trailing:)`.
  case edges(top: Int, leading: Int, bottom: Int, trailing: Int)
  /// `ints[state] % 2 == 0 ? EdgeInsets(leading: 16) : nil`: insets that
  /// come and go with the state.
  case toggled(state: Int)
}

/// The scheme a ``ProgramNode/preferredColorScheme(_:_:)`` asks for.
public enum ProgramColorScheme: Hashable, Sendable {
  case dark
  case light
  /// `nil`: no preference.
  case noPreference
  /// `ints[state] % 2 == 0 ? .light : .dark`: a preference that changes
  /// with the state.
  case byState(Int)
}

/// Text built from literals and state, read wherever the expression is
/// evaluated (a body, or a row closure).
public indirect enum TextExpression: Hashable, Sendable {
  case literal(String)
  case int(Int)
  case row
  case count
  case listCount(Int)
  /// Two lines when `ints[state]` is odd, one otherwise.
  case lines(state: Int)
  /// A sentence of 1, 5, 12 or 24 words chosen by `ints[state]`: it wraps
  /// to a line count that depends on the width offered as much as on the
  /// state, so a row grows and shrinks by a state change or a resize.
  case words(state: Int)
  /// `texts[index]`: what a text field bound to the same string shows, so
  /// typing in a field grows or shrinks a row elsewhere (a status line that
  /// repeats a name).
  case typed(Int)
  /// In a `ForEach` row, `ints[2]` as captured by the row closure when the
  /// body around made the rows.
  case captured
  case concat(TextExpression, TextExpression)
}

/// A condition on the state.
public indirect enum Condition: Hashable, Sendable {
  case even(state: Int)
  /// The row's id is `ints[state] % 8`: one marked row.
  case rowMarked(state: Int)
  case countEven
  case not(Condition)
}

/// What a button does when pressed.
public enum ButtonEffect: Hashable, Sendable {
  case increment(state: Int)
  /// Appends a new id to `lists[list]` and focuses the row's field
  /// `fieldTag` in it, in one action.
  case appendAndFocus(list: Int, fieldTag: Int)
  case removeFirst(list: Int)
  case focus(tag: Int?)
  case setText(index: Int, String)
  /// `row += 1` on the row's element binding (in `ForEach($list)` rows;
  /// elsewhere `ints[0] += 1`): the row's id changes, so a new row replaces it.
  case incrementElement
}

/// The values of a program's state: what a fresh host starts from.
///
/// ```swift
/// let state = ProgramState(ints: [0, 1, 2], lists: [[1, 2], []], texts: ["", "a", "", ""], focus: 3)
/// ```
public struct ProgramState: Hashable, Sendable, CustomStringConvertible {
  public var ints: [Int]
  public var lists: [[Int]]
  public var texts: [String]
  public var focus: Int?
  /// The counters of scope views, by `ProgramContext.scopeKey(_:)`.
  public var counts: [String: Int]

  public init(ints: [Int], lists: [[Int]], texts: [String], focus: Int? = nil, counts: [String: Int] = [:]) {
    self.ints = ints
    self.lists = lists
    self.texts = texts
    self.focus = focus
    self.counts = counts
  }

  public var description: String {
    let counts = self.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    return "ints \(ints) lists \(lists) texts \(texts) focus \(focus.map(String.init) ?? "nil") counts [\(counts)]"
  }
}
