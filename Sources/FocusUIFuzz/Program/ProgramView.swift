import FocusUI

/// The root view of a ``ViewProgram``: it owns the program's state and
/// builds the program's views from it.
///
/// ```swift
/// let harness = ProgramHarness()
/// let host = TestHost(ProgramView(program: program, state: program.initialState, harness: harness))
/// harness.context?.int(1).wrappedValue += 1
/// ```
public struct ProgramView: View {
  let program: ViewProgram
  let harness: ProgramHarness
  @State private var i0: Int
  @State private var i1: Int
  @State private var i2: Int
  @State private var l0: [Int]
  @State private var l1: [Int]
  @State private var texts: [String]
  @FocusState private var focus: Int?

  /// Whether lazy stacks are built as eager stacks laid out the same way
  /// (the twin a lazy program is compared with).
  let lazyAsEager: Bool

  /// Starts `program` with `state` (its focus is applied by the caller,
  /// through `harness`, once the views exist); with `lazyAsEager`, its
  /// lazy stacks are eager stacks that lay out the same way.
  public init(program: ViewProgram, state: ProgramState, harness: ProgramHarness, lazyAsEager: Bool = false) {
    self.program = program
    self.harness = harness
    self.lazyAsEager = lazyAsEager
    _i0 = State(initialValue: state.ints[0])
    _i1 = State(initialValue: state.ints[1])
    _i2 = State(initialValue: state.ints[2])
    _l0 = State(initialValue: state.lists[0])
    _l1 = State(initialValue: state.lists[1])
    _texts = State(initialValue: state.texts)
    harness.counts = state.counts
  }

  public var body: some View {
    let context = ProgramContext(
      i0: $i0, i1: $i1, i2: $i2, l0: $l0, l1: $l1, texts: $texts, focus: $focus, count: $i0, element: $i0,
      harness: harness, lazyAsEager: lazyAsEager)
    harness.context = context
    return ProgramBuilder.view(program.root, in: context)
  }
}

/// What the program's views read and write: bindings to the root's state,
/// the row being built and the scope around it.
///
/// It holds no arrays of bindings, so that a child view handed an equal
/// context compares equal and is skipped when its parent runs again.
@MainActor
public struct ProgramContext {
  let i0: Binding<Int>
  let i1: Binding<Int>
  let i2: Binding<Int>
  let l0: Binding<[Int]>
  let l1: Binding<[Int]>
  let texts: Binding<[String]>
  let focus: FocusState<Int?>.Binding
  /// The counter of the scope around; outside any scope, `ints[0]`.
  var count: Binding<Int>
  /// The element of the `ForEach($list)` row around; outside one, `ints[0]`.
  var element: Binding<Int>
  /// Unowned: the harness keeps the root's context, and the root view keeps
  /// the harness.
  unowned let harness: ProgramHarness
  /// Whether lazy stacks are built eagerly (see ``ProgramView``).
  var lazyAsEager = false
  /// In a row of a lazy stack, the row's id: the focus tag of its view.
  var lazyRowTag: Int?
  /// The id of the row being built, `-1` outside rows.
  var row = -1
  /// In a `ForEach` row, `ints[2]` as the body around read it when it made
  /// the `ForEach`: a value the row closure captured, not a binding it
  /// reads, so only a new closure shows a new value.
  var captured = 0
  /// Makes tags and scope keys unique per row (nested rows included).
  var rowKey = 0

  public func int(_ index: Int) -> Binding<Int> {
    switch index % 3 {
    case 0: i0
    case 1: i1
    default: i2
    }
  }

  public func list(_ index: Int) -> Binding<[Int]> { index % 2 == 0 ? l0 : l1 }

  /// `ints[index]` as a list's selection: clearing it stores -1.
  func selection(_ index: Int) -> Binding<Int?> {
    let value = int(index)
    return Binding(get: { value.wrappedValue }, set: { value.wrappedValue = $0 ?? -1 })
  }

  public var textValues: Binding<[String]> { texts }

  /// What field text `index` binds to (see ``ProgramNode/field(tag:text:)``):
  /// `texts[index]`, or a binding that refuses or shortens an edit.
  func fieldText(_ index: Int) -> Binding<String> {
    switch index {
    case ProgramNode.shortenedText:
      let texts = self.texts
      return Binding(get: { texts.wrappedValue[0] }, set: { texts.wrappedValue[0] = String($0.prefix(3)) })
    case ProgramNode.constantText: return .constant("")
    default: return texts[index % 4]
    }
  }

  public var focusState: FocusState<Int?>.Binding { focus }

  /// Whether `ints[index]` is odd; setting `false` makes it even.
  func isOdd(_ index: Int) -> Binding<Bool> {
    let value = int(index)
    return Binding(
      get: { value.wrappedValue % 2 != 0 },
      set: { isOdd in
        if isOdd != (value.wrappedValue % 2 != 0) { value.wrappedValue += 1 }
      })
  }

  /// The tag of the view with static tag `tag` in this row.
  func tag(_ tag: Int) -> Int { lazyRowTag ?? rowKey * 100_000 + tag }

  /// The key of scope `id`'s counter in this row.
  func scopeKey(_ id: Int) -> String { "\(id)@\(rowKey)" }

  func inRow(_ id: Int, element: Binding<Int>? = nil, captured: Int? = nil) -> ProgramContext {
    var context = self
    if let element { context.element = element }
    if let captured { context.captured = captured }
    context.row = id
    context.rowKey = (rowKey * 1_009 + id + 1) % 20_000
    context.lazyRowTag = nil
    return context
  }

  /// The context of the row of a lazy stack identified by `id`.
  func inLazyRow(_ id: Int) -> ProgramContext {
    var context = inRow(id)
    context.lazyRowTag = id
    return context
  }
}

/// Where the program's views keep what outlives a body: the root's
/// bindings (for mutations from outside), scope counters, new row ids.
@MainActor
public final class ProgramHarness {
  public internal(set) var context: ProgramContext?
  /// The scope counters, as their buttons last set them.
  public internal(set) var counts: [String: Int] = [:]
  private var nextID = 100

  public nonisolated init() {}

  /// An id no row has had yet.
  func newID() -> Int {
    nextID += 1
    return nextID
  }
}

/// Builds the views of program nodes.
@MainActor
enum ProgramBuilder {
  static func view(_ node: ProgramNode, in context: ProgramContext) -> AnyView {
    switch node {
    case .vstack(let children):
      AnyView(VStack { content(children, in: context) })
    case .hstack(let children):
      AnyView(HStack { content(children, in: context) })
    case .zstack(let children):
      AnyView(ZStack { content(children, in: context) })
    case .grid(let children):
      AnyView(Grid(alignment: .leading) { GridRow { content(children, in: context) } })
    case .geometry(let child):
      AnyView(
        GeometryReader { proxy in
          VStack(alignment: .leading, spacing: 0) {
            Text("w\(Int(proxy.size.width))")
            view(child, in: context)
          }
        })
    case .group(let children):
      AnyView(Group { content(children, in: context) })
    case .form(let children):
      AnyView(Form { content(children, in: context) })
    case .list(let children):
      AnyView(List { content(children, in: context) })
    case .selectableList(let tag, let state, let children):
      AnyView(
        List(selection: context.selection(state)) { content(children, in: context) }
          .focused(context.focus, equals: context.tag(tag)))
    case .section(let header, let children):
      if let header {
        AnyView(Section(header) { content(children, in: context) })
      } else {
        AnyView(Section { content(children, in: context) })
      }
    case .scroll(let child):
      AnyView(ScrollView { view(child, in: context) })
    case .text(let expression):
      AnyView(Text(expression.evaluate(in: context)))
    case .field(let tag, let index):
      AnyView(
        TextField("f\(context.tag(tag))", text: context.fieldText(index))
          .focused(context.focus, equals: context.tag(tag)))
    case .button(let tag, let effect):
      AnyView(
        Button("b\(context.tag(tag))") { effect.perform(in: context) }
          .focused(context.focus, equals: context.tag(tag)))
    case .forEach(let list, let row):
      forEach(list, row: row, in: context)
    case .forEachBinding(let list, let row):
      forEachBinding(list, row: row, in: context)
    case .conditional(let condition, let then, let otherwise):
      if condition.holds(in: context) {
        view(then, in: context)
      } else if let otherwise {
        view(otherwise, in: context)
      } else {
        AnyView(EmptyView())
      }
    case .switchOn(let state, let cases):
      cases.isEmpty
        ? AnyView(EmptyView()) : view(cases[abs(context.int(state).wrappedValue) % cases.count], in: context)
    case .disabled(let condition, let child):
      AnyView(view(child, in: context).disabled(condition.holds(in: context)))
    case .environment(let expression, let child):
      AnyView(view(child, in: context).environment(\.programNote, expression.evaluate(in: context)))
    case .environmentText:
      AnyView(EnvironmentText())
    case .child(let child):
      AnyView(ChildView(node: child, context: context))
    case .scope(let id, let tag, let child):
      AnyView(ScopeView(id: id, tag: tag, node: child, context: context))
    case .identified(let state, let child):
      AnyView(view(child, in: context).id(context.int(state).wrappedValue))
    case .focusSection(let child):
      AnyView(view(child, in: context).focusSection())
    case .keyCommands(let state, let child):
      AnyView(
        view(child, in: context)
          .onMoveCommand { direction in
            context.int(state).wrappedValue += direction == .down || direction == .right ? 1 : -1
          }
          .onKeyPress("k") {
            context.int(state).wrappedValue += 1
            return .handled
          })
    case .focusEffectDisabled(let condition, let child):
      AnyView(view(child, in: context).focusEffectDisabled(condition.holds(in: context)))
    case .searchable(let tag, let index, let child):
      AnyView(
        view(child, in: context)
          .searchable(text: context.texts[index % 4], prompt: "s\(context.tag(tag))")
          .searchFocused(context.focus, equals: context.tag(tag)))
    case .suggestedSearch(let tag, let index, let child):
      AnyView(
        view(child, in: context)
          .searchable(text: context.texts[index % 4], prompt: "s\(context.tag(tag))")
          .searchFocused(context.focus, equals: context.tag(tag))
          .searchSuggestions {
            ForEach(["a", "ab", "b"], id: \.self) { completion in
              Text("c\(completion)").searchCompletion(completion)
            }
          })
    case .tabView(let state, let sidebar, let children):
      tabView(state: state, sidebar: sidebar, children, in: context)
    case .groupBox(let styled, let children):
      styled
        ? AnyView(GroupBox("g") { content(children, in: context) }.groupBoxStyle(ProgramGroupBoxStyle()))
        : AnyView(GroupBox("g") { content(children, in: context) })
    case .sheet(let state, let child, let content):
      AnyView(
        view(child, in: context).sheet(isPresented: context.isOdd(state)) {
          view(content, in: context)
        })
    case .lazyVStack(let source, let tag, let row):
      lazyStack(source, base: context.tag(tag) * 100_000, row: row, in: context)
    case .dialog(let dialog, let child):
      dialog.view(around: view(child, in: context), in: context)
    case .listRowInsets(let insets, let child):
      AnyView(view(child, in: context).listRowInsets(insets.edgeInsets(in: context)))
    case .preferredColorScheme(let scheme, let child):
      AnyView(view(child, in: context).preferredColorScheme(scheme.colorScheme(in: context)))
    case .colorSchemeText:
      AnyView(ColorSchemeText())
    }
  }

  /// A tab view of up to three tabs selected by `ints[state]` (kept in
  /// range), the tabs after the first in a section.
  static func tabView(state: Int, sidebar: Bool, _ children: [ProgramNode], in context: ProgramContext) -> AnyView {
    guard !children.isEmpty else { return AnyView(EmptyView()) }
    let count = min(3, children.count)
    let stored = context.int(state)
    let selection = Binding<Int>(
      get: { abs(stored.wrappedValue) % count },
      set: { stored.wrappedValue = $0 })
    let tabs = TabView(selection: selection) {
      Tab("t0", systemImage: "circle", value: 0) { view(children[0], in: context) }
      TabSection("sec") {
        if count > 1 { Tab("t1", systemImage: "circle", value: 1) { view(children[1], in: context) } }
        if count > 2 { Tab("t2", systemImage: "circle", value: 2) { view(children[2], in: context) } }
      }
    }
    return sidebar ? AnyView(tabs.tabViewStyle(.sidebarAdaptable)) : AnyView(tabs)
  }

  /// `ForEach(lists[list], id: \.self)`. The body reads `ints[2]` and the
  /// row closure captures the value (see ``ProgramContext/captured``).
  static func forEach(_ list: Int, row: ProgramNode, in context: ProgramContext) -> AnyView {
    let captured = context.int(2).wrappedValue
    return AnyView(
      ForEach(context.list(list).wrappedValue, id: \.self) { id in
        view(row, in: context.inRow(id, captured: captured))
      })
  }

  /// `ForEach($lists[list], id: \.self)`, capturing `ints[2]` as `forEach`.
  static func forEachBinding(_ list: Int, row: ProgramNode, in context: ProgramContext) -> AnyView {
    let captured = context.int(2).wrappedValue
    return AnyView(
      ForEach(context.list(list), id: \.self) { $element in
        view(row, in: context.inRow(element, element: $element, captured: captured))
      })
  }

  /// A lazy stack, or its eager twin: a leading-aligned `VStack` made as
  /// wide as what is offered (as a lazy stack is) by a spacer beside it.
  static func lazyStack(_ source: LazyRowSource, base: Int, row: ProgramNode, in context: ProgramContext) -> AnyView {
    switch source {
    case .list(let list):
      stack(
        ForEach(context.list(list).wrappedValue.map { base + $0 }, id: \.self) { id in
          view(row, in: context.inLazyRow(id))
        }, context)
    case .range(let state):
      // A range: the rows' offsets are found without a scan.
      stack(
        ForEach(base..<(base + 20 + 25 * (abs(context.int(state).wrappedValue) % 5)), id: \.self) { id in
          view(row, in: context.inLazyRow(id))
        }, context)
    }
  }

  private static func stack(_ rows: some View, _ context: ProgramContext) -> AnyView {
    if context.lazyAsEager {
      return AnyView(
        HStack(spacing: 0) {
          VStack(alignment: .leading) { rows }
          Spacer()
        })
    }
    return AnyView(LazyVStack(alignment: .leading) { rows })
  }

  @ViewBuilder
  static func content(_ children: [ProgramNode], in context: ProgramContext) -> some View {
    // Up to four children; the generator makes no more.
    if children.count > 0 { view(children[0], in: context) }
    if children.count > 1 { view(children[1], in: context) }
    if children.count > 2 { view(children[2], in: context) }
    if children.count > 3 { view(children[3], in: context) }
  }
}

/// A view with a body of its own: what it reads re-runs only it.
struct ChildView: View {
  let node: ProgramNode
  let context: ProgramContext

  var body: some View {
    ProgramBuilder.view(node, in: context)
  }
}

/// A view with its own state: a counter and the button that increments it.
struct ScopeView: View {
  let id: Int
  let tag: Int
  let node: ProgramNode
  let context: ProgramContext
  @State private var count: Int

  init(id: Int, tag: Int, node: ProgramNode, context: ProgramContext) {
    self.id = id
    self.tag = tag
    self.node = node
    self.context = context
    _count = State(initialValue: context.harness.counts[context.scopeKey(id)] ?? 0)
  }

  var body: some View {
    var inner = context
    inner.count = $count
    let key = context.scopeKey(id)
    let harness = context.harness
    return VStack {
      Button("b\(context.tag(tag))") {
        count += 1
        harness.counts[key] = count
      }
      .focused(context.focus, equals: context.tag(tag))
      ProgramBuilder.view(node, in: inner)
    }
  }
}

/// A text showing the environment's note.
struct EnvironmentText: View {
  @Environment(\.programNote) private var note

  var body: some View {
    Text("env \(note)")
  }
}

/// A text showing the color scheme the environment holds.
struct ColorSchemeText: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Text("scheme \(colorScheme == .dark ? "dark" : "light")")
  }
}

extension ProgramInsets {
  @MainActor
  func edgeInsets(in context: ProgramContext) -> EdgeInsets? {
    switch self {
    case .listDefault: nil
    case .edges(let top, let leading, let bottom, let trailing):
      EdgeInsets(top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom), trailing: CGFloat(trailing))
    case .toggled(let state): context.int(state).wrappedValue % 2 == 0 ? EdgeInsets(leading: 16) : nil
    }
  }
}

extension ProgramColorScheme {
  @MainActor
  func colorScheme(in context: ProgramContext) -> ColorScheme? {
    switch self {
    case .dark: .dark
    case .light: .light
    case .noPreference: nil
    case .byState(let state): context.int(state).wrappedValue % 2 == 0 ? .light : .dark
    }
  }
}

extension EnvironmentValues {
  /// A string the program passes down with `.environment`.
  var programNote: String {
    get { self[ProgramNoteKey.self] }
    set { self[ProgramNoteKey.self] = newValue }
  }
}

private struct ProgramNoteKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension TextExpression {
  @MainActor
  func evaluate(in context: ProgramContext) -> String {
    switch self {
    case .literal(let text): text
    case .int(let index): "\(context.int(index).wrappedValue)"
    case .row: "r\(context.row)"
    case .count: "c\(context.count.wrappedValue)"
    case .listCount(let index): "n\(context.list(index).wrappedValue.count)"
    case .lines(let state): context.int(state).wrappedValue % 2 != 0 ? "odd\nline" : "even"
    case .words(let state): Self.sentence(words: [1, 5, 12, 24][abs(context.int(state).wrappedValue) % 4])
    case .typed(let index): context.texts.wrappedValue[index % 4]
    case .captured: "k\(context.captured)"
    case .concat(let a, let b): a.evaluate(in: context) + " " + b.evaluate(in: context)
    }
  }
}

extension TextExpression {
  /// `count` words of different lengths, so that wrapping breaks lines at
  /// different places at different widths.
  static func sentence(words count: Int) -> String {
    let words = ["the", "status", "line", "wraps", "at", "a", "width", "of", "its", "row"]
    return (0..<count).map { words[$0 % words.count] }.joined(separator: " ")
  }
}

extension Condition {
  @MainActor
  func holds(in context: ProgramContext) -> Bool {
    switch self {
    case .even(let state): context.int(state).wrappedValue % 2 == 0
    case .rowMarked(let state): context.row == abs(context.int(state).wrappedValue) % 8
    case .countEven: context.count.wrappedValue % 2 == 0
    case .not(let condition): !condition.holds(in: context)
    }
  }
}

extension ButtonEffect {
  @MainActor
  func perform(in context: ProgramContext) {
    switch self {
    case .increment(let state):
      context.int(state).wrappedValue += 1
    case .appendAndFocus(let list, let fieldTag):
      let id = context.harness.newID()
      context.list(list).wrappedValue.append(id)
      context.focus.wrappedValue = context.inRow(id).tag(fieldTag)
    case .removeFirst(let list):
      if !context.list(list).wrappedValue.isEmpty { context.list(list).wrappedValue.removeFirst() }
    case .focus(let tag):
      context.focus.wrappedValue = tag.map(context.tag)
    case .setText(let index, let text):
      context.texts.wrappedValue[index % 4] = text
    case .incrementElement:
      context.element.wrappedValue += 1
    }
  }
}

/// The group box style of ``ProgramNode/groupBox(styled:_:)``: the title
/// in brackets above the content.
struct ProgramGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 0) {
        Text("[")
        configuration.label
        Text("]")
      }
      configuration.content
    }
  }
}
