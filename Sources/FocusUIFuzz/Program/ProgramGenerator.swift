import FocusUITesting

/// Makes random ``ViewProgram``s from a seed: the same seed, the same
/// program.
///
/// ```swift
/// var generator = ProgramGenerator(seed: 42)
/// let program = generator.program()
/// ```
public struct ProgramGenerator {
  private var random: SplitMix64
  private var nextTag = 1
  private var nextScope = 1
  /// How deep programs nest.
  public var maxDepth = 4

  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  public mutating func program() -> ViewProgram {
    nextTag = 1
    nextScope = 1
    var root = node(depth: 0, rowDepth: 0, inForm: false)
    root = withAppends(root)
    let lists = (0..<2).map { list in (0..<random.below(5)).map { list * 50 + $0 } }
    let state = ProgramState(
      ints: (0..<3).map { _ in random.below(4) }, lists: lists, texts: ["", "a", "bc", ""])
    return ViewProgram(root: root, initialState: state)
  }

  private mutating func tag() -> Int {
    defer { nextTag += 1 }
    return nextTag
  }

  private mutating func children(depth: Int, rowDepth: Int, inForm: Bool) -> [ProgramNode] {
    (0..<(1 + random.below(3))).map { _ in node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm) }
  }

  /// The rows of a list, one in three with `.listRowInsets`.
  private mutating func rows(depth: Int, rowDepth: Int) -> [ProgramNode] {
    children(depth: depth, rowDepth: rowDepth, inForm: true).map { row in
      random.below(3) == 0 ? .listRowInsets(insets(), row) : row
    }
  }

  private mutating func node(depth: Int, rowDepth: Int, inForm: Bool) -> ProgramNode {
    if depth >= maxDepth { return leaf(rowDepth: rowDepth) }
    switch random.below(36) {
    case 0, 1: return .vstack(children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    case 2: return .hstack(children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    case 3: return .group(children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    case 4 where !inForm && depth < 2:
      switch random.below(3) {
      case 0: return .form(children(depth: depth, rowDepth: rowDepth, inForm: true))
      case 1: return .list(rows(depth: depth, rowDepth: rowDepth))
      default:
        return .selectableList(tag: tag(), state: random.below(3), rows(depth: depth, rowDepth: rowDepth))
      }
    case 5 where inForm:
      return .section(
        header: random.below(2) == 0 ? nil : "Section \(tag())",
        children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    case 6 where !inForm: return .scroll(node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 7 where rowDepth < 2, 8 where rowDepth < 2:
      return .forEach(list: random.below(2), row: node(depth: depth + 1, rowDepth: rowDepth + 1, inForm: inForm))
    case 9 where rowDepth < 2:
      return .forEachBinding(
        list: random.below(2), row: node(depth: depth + 1, rowDepth: rowDepth + 1, inForm: inForm))
    case 10, 11:
      return .conditional(
        condition(rowDepth: rowDepth), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm),
        random.below(2) == 0 ? nil : node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 12:
      return .switchOn(state: random.below(3), children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    case 13, 14:
      return .disabled(condition(rowDepth: rowDepth), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 15:
      return .environment(expression(rowDepth: rowDepth), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 16, 17: return .child(node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 18:
      let id = nextScope
      nextScope += 1
      return .scope(id: id, tag: tag(), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 20: return .zstack(children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    case 19: return .identified(state: random.below(3), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 21: return .focusSection(node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 22:
      return .keyCommands(state: random.below(3), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 23:
      return .focusEffectDisabled(
        condition(rowDepth: rowDepth), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 24:
      return .searchable(
        tag: tag(), text: random.below(4), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    // Outside rows: one sheet per state change, not one per row.
    case 25 where rowDepth == 0:
      return .sheet(
        state: random.below(3), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm),
        content: node(depth: depth + 1, rowDepth: rowDepth, inForm: false).withoutTabViews)
    case 26 where rowDepth < 2, 27 where rowDepth < 2 && !inForm:
      let source: LazyRowSource = random.below(2) == 0 ? .list(random.below(2)) : .range(state: random.below(3))
      let stack = ProgramNode.lazyVStack(source, tag: tag(), row: lineRow(rowDepth: rowDepth + 1))
      return !inForm && random.below(2) == 0 ? .scroll(stack) : stack
    // Cells are leaves: a lazy stack has no ideal width until its rows are
    // made, where its eager twin has one, so the two would lay out apart.
    case 28 where !inForm:
      return .grid((0..<(1 + random.below(3))).map { _ in leaf(rowDepth: rowDepth) })
    case 29 where !inForm && rowDepth == 0:
      return .geometry(node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    // Outside rows: a tab view's selection is one state, not one per row.
    case 30 where !inForm && rowDepth == 0:
      return .tabView(
        state: random.below(3), sidebar: random.below(2) == 0,
        children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    case 31:
      return .suggestedSearch(
        tag: tag(), text: random.below(4), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 32 where !inForm:
      return .groupBox(styled: random.below(2) == 0, children(depth: depth, rowDepth: rowDepth, inForm: inForm))
    // Outside rows, as a sheet: one dialog per state change.
    case 33 where rowDepth == 0:
      let dialog = self.dialog()
      return .dialog(dialog, node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 34 where inForm:
      return .listRowInsets(insets(), node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    case 35:
      let schemes: [ProgramColorScheme] = [.dark, .light, .noPreference, .byState(random.below(3))]
      return .preferredColorScheme(
        schemes[random.below(schemes.count)], node(depth: depth + 1, rowDepth: rowDepth, inForm: inForm))
    default: return leaf(rowDepth: rowDepth)
    }
  }

  /// An alert of either spelling or an action sheet, with a button of
  /// each role now and then: a cancel one most often, so that Escape
  /// presses a button as often as it just closes the dialog.
  private mutating func dialog() -> ProgramDialog {
    let style = ProgramDialog.Style.allCases[random.below(3)]
    var roles: [ProgramDialog.Role] = random.below(4) == 0 ? [.destructive] : [.plain]
    if style != .alertValue, random.below(3) == 0 { roles.append(roles[0] == .plain ? .destructive : .plain) }
    if random.below(4) != 0 { roles.append(.cancel) }
    if style == .alertValue, roles.count == 1, random.below(2) == 0 { roles.append(.destructive) }
    let state = random.below(3)
    let tag = tag()
    let buttons = roles.map { ProgramDialog.Choice(role: $0, effect: effect()) }
    let message = random.below(3) == 0 ? nil : expression(rowDepth: 0)
    return ProgramDialog(style: style, state: state, tag: tag, buttons: buttons, message: message)
  }

  /// No insets, zero insets, a few cells on some edges, or insets that a
  /// state turns on and off.
  private mutating func insets() -> ProgramInsets {
    switch random.below(5) {
    case 0: .listDefault
    case 1: .edges(top: 0, leading: 0, bottom: 0, trailing: 0)
    case 2: .edges(top: 0, leading: 16, bottom: 0, trailing: 0)
    case 3: .edges(top: 16, leading: 8, bottom: 16, trailing: 8)
    default: .toggled(state: random.below(3))
    }
  }

  /// A row one line high at every width the fuzzer uses (a button is cut,
  /// never wrapped), with at most one focusable view: a field, a button or
  /// a short text.
  private mutating func lineRow(rowDepth: Int) -> ProgramNode {
    switch random.below(4) {
    // A short literal: a row id may be long enough to wrap in a narrow stack.
    case 0: return .text(.literal("t\(tag())"))
    case 1: return .field(tag: tag(), text: fieldText())
    default: return .button(tag: tag(), effect: effect())
    }
  }

  /// One of the four texts mostly; now and then a binding that shortens
  /// or refuses what is typed.
  private mutating func fieldText() -> Int {
    let text = random.below(10)
    return text < 8 ? text % 4 : ProgramNode.shortenedText + text - 8
  }

  private mutating func leaf(rowDepth: Int) -> ProgramNode {
    switch random.below(8) {
    case 0, 1: return .text(expression(rowDepth: rowDepth))
    case 2, 3: return .field(tag: tag(), text: fieldText())
    case 4: return .environmentText
    case 7: return .colorSchemeText
    default: return .button(tag: tag(), effect: effect())
    }
  }

  private mutating func effect() -> ButtonEffect {
    switch random.below(7) {
    case 0, 1: .increment(state: random.below(3))
    case 6: .incrementElement
    case 2: .removeFirst(list: random.below(2))
    case 3: .focus(tag: random.below(4) == 0 ? nil : 1 + random.below(max(1, nextTag)))
    case 4: .setText(index: random.below(4), ["", "x", "long text here", "two words", Self.longText][random.below(5)])
    default: .increment(state: random.below(3))
    }
  }

  /// A text long enough to wrap to several lines at every width the
  /// fuzzer resizes to: buttons and actions set it, so that a row showing
  /// it grows, and shrinks when another text replaces it.
  ///
  /// ```swift
  /// let actions: [ProgramAction] = [.setText(0, ProgramGenerator.longText), .setText(0, "short")]
  /// ```
  public static let longText = "bob smith the third of his name and a long name indeed yes and more words here"

  private mutating func expression(rowDepth: Int) -> TextExpression {
    let atom: TextExpression =
      switch random.below(rowDepth > 0 ? 10 : 8) {
      case 0: .literal("t\(tag())")
      case 1, 2: .int(random.below(3))
      case 3: .count
      case 4: .listCount(random.below(2))
      case 5: .lines(state: random.below(3))
      case 6: .words(state: random.below(3))
      case 7: .typed(random.below(4))
      case 8: .captured
      default: .row
      }
    return random.below(3) == 0 ? .concat(.literal("t\(tag())"), atom) : atom
  }

  private mutating func condition(rowDepth: Int) -> Condition {
    let atom: Condition =
      switch random.below(rowDepth > 0 ? 4 : 3) {
      case 0, 1: .even(state: random.below(3))
      case 2: .countEven
      default: .rowMarked(state: random.below(3))
      }
    return random.below(4) == 0 ? .not(atom) : atom
  }

  /// Turns some buttons outside rows into "append a row and focus its
  /// field" buttons, for the `ForEach`es outside rows that have a field.
  private mutating func withAppends(_ root: ProgramNode) -> ProgramNode {
    var targets: [(list: Int, tag: Int)] = []
    Self.collectRowFields(root, into: &targets)
    guard !targets.isEmpty else { return root }
    return rewriteButtons(root, targets: targets)
  }

  private static func collectRowFields(_ node: ProgramNode, into targets: inout [(list: Int, tag: Int)]) {
    switch node {
    case .forEach(let list, let row), .forEachBinding(let list, let row):
      if let tag = firstFieldTag(row) { targets.append((list, tag)) }
      return
    case .lazyVStack:
      // Its rows' tags do not name them: a write could not reach a row
      // appended beyond the rows made.
      return
    default: break
    }
    for child in node.children { collectRowFields(child, into: &targets) }
  }

  private static func firstFieldTag(_ node: ProgramNode) -> Int? {
    if case .field(let tag, _) = node { return tag }
    switch node {
    case .forEach, .forEachBinding, .lazyVStack: return nil
    default: break
    }
    for child in node.children {
      if let tag = firstFieldTag(child) { return tag }
    }
    return nil
  }

  private mutating func rewriteButtons(_ node: ProgramNode, targets: [(list: Int, tag: Int)]) -> ProgramNode {
    switch node {
    case .button(let tag, _) where random.below(2) == 0:
      let target = targets[random.below(targets.count)]
      return .button(tag: tag, effect: .appendAndFocus(list: target.list, fieldTag: target.tag))
    case .forEach, .forEachBinding, .lazyVStack:
      return node  // buttons in rows keep their effects
    default:
      return node.mapChildren { rewriteButtons($0, targets: targets) }
    }
  }
}

extension ProgramNode {
  /// The node with each tab view made a stack of its tabs' content. A
  /// sheet gives focus to its first view, and a tab view's first is its
  /// tab bar, which no program state can take focus from: the fuzzer
  /// could not make a fresh host match one whose focus left the sheet.
  var withoutTabViews: ProgramNode {
    if case .tabView(_, _, let c) = self { return .vstack(c.map(\.withoutTabViews)) }
    return mapChildren(\.withoutTabViews)
  }

  /// The node with each child replaced by `transform(child)`.
  func mapChildren(_ transform: (ProgramNode) -> ProgramNode) -> ProgramNode {
    switch self {
    case .vstack(let c): .vstack(c.map(transform))
    case .hstack(let c): .hstack(c.map(transform))
    case .zstack(let c): .zstack(c.map(transform))
    case .grid(let c): .grid(c.map(transform))
    case .geometry(let c): .geometry(transform(c))
    case .group(let c): .group(c.map(transform))
    case .form(let c): .form(c.map(transform))
    case .list(let c): .list(c.map(transform))
    case .selectableList(let tag, let state, let c): .selectableList(tag: tag, state: state, c.map(transform))
    case .section(let header, let c): .section(header: header, c.map(transform))
    case .switchOn(let state, let c): .switchOn(state: state, c.map(transform))
    case .scroll(let c): .scroll(transform(c))
    case .forEach(let list, let c): .forEach(list: list, row: transform(c))
    case .forEachBinding(let list, let c): .forEachBinding(list: list, row: transform(c))
    case .disabled(let condition, let c): .disabled(condition, transform(c))
    case .environment(let expression, let c): .environment(expression, transform(c))
    case .child(let c): .child(transform(c))
    case .scope(let id, let tag, let c): .scope(id: id, tag: tag, transform(c))
    case .identified(let state, let c): .identified(state: state, transform(c))
    case .focusSection(let c): .focusSection(transform(c))
    case .keyCommands(let state, let c): .keyCommands(state: state, transform(c))
    case .focusEffectDisabled(let condition, let c): .focusEffectDisabled(condition, transform(c))
    case .searchable(let tag, let text, let c): .searchable(tag: tag, text: text, transform(c))
    case .suggestedSearch(let tag, let text, let c): .suggestedSearch(tag: tag, text: text, transform(c))
    case .tabView(let state, let sidebar, let c): .tabView(state: state, sidebar: sidebar, c.map(transform))
    case .groupBox(let styled, let c): .groupBox(styled: styled, c.map(transform))
    case .lazyVStack(let source, let tag, let c): .lazyVStack(source, tag: tag, row: transform(c))
    case .conditional(let condition, let a, let b): .conditional(condition, transform(a), b.map(transform))
    case .sheet(let state, let a, let content): .sheet(state: state, transform(a), content: transform(content))
    case .dialog(let dialog, let c): .dialog(dialog, transform(c))
    case .listRowInsets(let insets, let c): .listRowInsets(insets, transform(c))
    case .preferredColorScheme(let scheme, let c): .preferredColorScheme(scheme, transform(c))
    case .text, .field, .button, .environmentText, .colorSchemeText: self
    }
  }
}
