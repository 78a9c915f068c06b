/// An editable line of text, bound to a `String`.
///
/// ```swift
/// @State private var username = ""
///
/// TextField("Username", text: $username)
/// TextField("Email", text: $email, prompt: Text("name@example.com"))
/// TextField(text: $email, prompt: Text("Required")) { Text("Email") }
/// ```
///
/// The field shows its text, or the prompt (else the title) dimmed while
/// empty, followed by an underscore fill to its width. A label given as a
/// view titles the field with its text (a ``Text``, or the title of a
/// ``Label``).
///
/// The older spellings with `onEditingChanged` and `onCommit` work as
/// they did: `onEditingChanged(true)` when the field takes focus, `false`
/// when it loses it, and `onCommit` on Return, before the `onSubmit`
/// actions around it.
public struct TextField<Label: View>: View {
  let model: TextFieldModel
  let label: Label?

  /// Creates a field editing `text`, titled by `label`, showing `prompt`
  /// while it is empty.
  ///
  /// ```swift
  /// TextField(text: $name, prompt: Text("Required")) {
  ///   Text("Name")
  /// }
  /// ```
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    let label = label()
    model = TextFieldModel(title: TextFieldModel.title(of: label), text: text, prompt: prompt, isSecure: false)
    self.label = label
  }

  init(model: TextFieldModel) {
    self.model = model
    label = nil
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
  /// Creates a field titled `title`, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(model: TextFieldModel(title: String(title), text: text, prompt: nil, isSecure: false))
  }

  /// Creates a field titled `title`, editing `text`, showing `prompt` while
  /// it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(model: TextFieldModel(title: String(title), text: text, prompt: prompt, isSecure: false))
  }

  /// Creates a field titled `title`, editing `text`; `onCommit` runs on
  /// Return (the spelling from before ``View/onSubmit(of:_:)``).
  ///
  /// ```swift
  /// TextField("Search", text: $query, onCommit: search)
  /// ```
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
    var model = TextFieldModel(title: String(title), text: text, prompt: nil, isSecure: false)
    model.onCommit = onCommit
    self.init(model: model)
  }

  /// Creates a field titled `title`, editing `text`: `onEditingChanged`
  /// hears `true` when the field takes focus and `false` when it loses it;
  /// `onCommit` runs on Return.
  ///
  /// ```swift
  /// TextField("Name", text: $name, onEditingChanged: { isEditing = $0 }, onCommit: save)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void,
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    var model = TextFieldModel(title: String(title), text: text, prompt: nil, isSecure: false)
    model.onEditingChanged = onEditingChanged
    model.onCommit = onCommit
    self.init(model: model)
  }
}

/// What a text field edits and how: its title, binding, prompt, whether
/// it is secure, what Return submits as, and the older callbacks.
struct TextFieldModel {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  let isSecure: Bool
  /// What Return in the field submits as: `.text`, or `.search` for the
  /// field of ``View/searchable(text:placement:prompt:)-(_,_,Text?)``.
  var submitTriggers = SubmitTriggers.text
  var onEditingChanged: (@MainActor (Bool) -> Void)?
  var onCommit: (@MainActor () -> Void)?
  /// A ``TextEditor``: several lines, Return starts a new one.
  var isMultiline = false
  /// The field a custom ``TextFieldStyle`` is given: the style's view is
  /// not made again around it.
  var isStyleConfiguration = false

  init(title: String, text: Binding<String>, prompt: Text?, isSecure: Bool) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.isSecure = isSecure
  }

  /// The title a label view gives a field: its text, if it is a ``Text``
  /// or a ``Label`` titled by one; otherwise none.
  @MainActor static func title(of label: some View) -> String {
    if let text = label as? Text { return text.content }
    if let titled = label as? any TitledLabel { return titled.titleText }
    return ""
  }
}

/// A label whose title a field can read.
@MainActor
protocol TitledLabel {
  var titleText: String { get }
}

/// A label view with modifiers (`Text("Name").padding().foregroundColor(.white)`)
/// is titled by the view inside them, as SwiftUI names such a field.
extension ModifiedContent: TitledLabel where Content: View {
  var titleText: String { TextFieldModel.title(of: content) }
}

/// The views that are text fields, for their node.
@MainActor
protocol TextFieldView {
  var model: TextFieldModel { get }
}

extension TextFieldView {
  /// The model of `view`, a value of this type.
  static func model(of view: any View) -> TextFieldModel {
    (view as! Self).model
  }
}

extension TextField: TextFieldView {}

/// A field for secrets: it edits like ``TextField`` and shows `•` for each
/// character.
///
/// ```swift
/// SecureField("Password", text: $password)
/// SecureField("Password", text: $password, prompt: Text("Required"))
/// SecureField(text: $password) { Text("Password") }
/// ```
///
/// A label given as a view titles the field with its text, as for
/// ``TextField``; the prompt, else the title, shows dimmed while the field
/// is empty.
public struct SecureField<Label: View>: View {
  let model: TextFieldModel

  /// Creates a secure field editing `text`, titled by `label`, showing
  /// `prompt` while it is empty.
  ///
  /// ```swift
  /// SecureField(text: $password, prompt: Text("8 characters or more")) {
  ///   Text("Password")
  /// }
  /// ```
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    model = TextFieldModel(title: TextFieldModel.title(of: label()), text: text, prompt: prompt, isSecure: true)
  }

  init(model: TextFieldModel) {
    self.model = model
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField where Label == Text {
  /// Creates a secure field titled `title`, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(model: TextFieldModel(title: String(title), text: text, prompt: nil, isSecure: true))
  }

  /// Creates a secure field with a prompt shown while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(model: TextFieldModel(title: String(title), text: text, prompt: prompt, isSecure: true))
  }

  /// Creates a secure field titled `title`; `onCommit` runs on Return (the
  /// spelling from before ``View/onSubmit(of:_:)``).
  ///
  /// ```swift
  /// SecureField("Password", text: $password, onCommit: signIn)
  /// ```
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
    var model = TextFieldModel(title: String(title), text: text, prompt: nil, isSecure: true)
    model.onCommit = onCommit
    self.init(model: model)
  }
}

extension SecureField: TextFieldView {}

extension TextField: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}

extension SecureField: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}

/// Runs a text field: draws it, and edits its text through the binding.
///
/// Editing and drawing cost in proportion to what is visible, not to the
/// text's length: the insertion point is a `String.Index`, and only the
/// characters that fit the field are measured and drawn. (Changing the
/// bound `String` copies it, as any `String` mutation through a binding
/// does; that copy is the one cost that grows with the text.) A
/// ``TextEditor`` is the exception: its rows are found from the start of
/// the text up to the cursor (see ``TextEditorRows``).
///
/// Under a custom ``TextFieldStyle`` the node holds the style's view as its
/// child, with the configuration field inside it; that inner field is the
/// one that edits and takes focus, and this node draws only the style.
final class TextFieldNode: LayoutNode, TextInputControl {
  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  @exclusivity(unchecked) private var field: TextFieldModel?
  /// The insertion point, and the text it was set in.
  @exclusivity(unchecked) private var caret: String.Index?
  @exclusivity(unchecked) private var caretText = ""
  /// Set by Edit ▸ Select All: the whole text is selected, and the next
  /// edit replaces it. The terminal field has no partial selection.
  @exclusivity(unchecked) var isAllSelected = false

  /// The insertion point in `text`. When the bound text changed from
  /// outside (not by editing in this field), it is at the end, as after a
  /// programmatic change in SwiftUI.
  private func caret(in text: String) -> String.Index {
    // Comparing a string with itself is immediate: the usual case.
    if let caret, text == caretText { return caret }
    return text.endIndex
  }

  /// The insertion point, in characters from the start of the text.
  var caretOffset: Int {
    let text = self.text
    return text.distance(from: text.startIndex, to: caret(in: text))
  }

  private func setCaret(_ index: String.Index?, in text: String) {
    caret = index
    caretText = text
  }

  override func accept(_ view: any View) -> Bool {
    // Asked through the type: a cast to `any TextFieldView` would box the
    // field again.
    let newField = (type(of: view) as! any TextFieldView.Type).model(of: view)
    if let field, field.title == newField.title, field.prompt == newField.prompt,
      field.isSecure == newField.isSecure, field.isMultiline == newField.isMultiline,
      field.text.hasSameLocation(as: newField.text)
    {
      self.field = newField
      // A style's view holds the configuration field: it takes the new
      // field's binding and callbacks.
      return isStyled
    }
    field = newField
    invalidateLayout()
    return isStyled
  }

  // MARK: - A custom style

  /// The view a custom ``TextFieldStyle`` made around this field; `nil`
  /// with a built-in style.
  private var styledBody: (any View)? {
    didSet { isStyled = styledBody != nil }
  }
  /// Whether a custom style's view is there: asked by focus, layout and
  /// drawing on every key, where `styledBody != nil` copies the view.
  @exclusivity(unchecked) private var isStyled = false
  private var styleBox: TextFieldStyleBox?
  private let styleLayout = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

  /// The style's view for this field, if a custom style applies: not to
  /// an editor, nor to the configuration field inside a style's view.
  private func makeStyledBody() -> (any View)? {
    guard var model = field, !model.isMultiline, !model.isStyleConfiguration,
      let makeBody = styleBox?.makeBody
    else { return nil }
    model.isStyleConfiguration = true
    return makeBody(model)
  }

  override func run() {
    styleBox = environment.textFieldStyleBox
    let wasStyled = isStyled
    styledBody = makeStyledBody()
    if isStyled || wasStyled {
      reconcileChildren(byPosition: styledBody.map { [$0] } ?? [])
      invalidateLayout()
    }
  }

  override func environmentInvalidates(_ old: EnvironmentValues) -> Bool {
    let invalidatesLayout = super.environmentInvalidates(old)
    return invalidatesLayout || environment.textFieldStyleBox !== styleBox
  }

  /// Inside a style's view, fields are drawn in the automatic look: a
  /// style does not apply to the fields it places. Cached, so that the
  /// children see an unchanged environment.
  override var childEnvironment: EnvironmentValues {
    guard isStyled else { return environment }
    let base = environment
    if let cached = styledEnvironment, cached.token == base.token { return cached.environment }
    var result = base
    EnvironmentValues.$writerVersion.withValue(Self.styleContentVersion) {
      result.textFieldStyleBox = nil
    }
    styledEnvironment = (base.token, result)
    return result
  }

  private var styledEnvironment: (token: Int, environment: EnvironmentValues)?
  private static let styleContentVersion = EnvironmentValues.nextVersion()

  override func performLayout(previousFrame: Rect?) {
    guard isStyled else { return }
    styleLayout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }

  /// The bound text, read so that a change to it redraws this field.
  var text: String {
    // Only the binding: the whole model is a copy of many fields.
    guard let binding = field?.text else { return "" }
    return ViewGraph.drawing(self) { binding.wrappedValue }
  }

  var isSecure: Bool { field?.isSecure ?? false }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if isStyled { return styleLayout.sizeThatFits(layoutItems, proposal, in: self) }
    if isMultiline {
      // An editor takes what it is offered; offered nothing, its rows.
      let width = proposal.width ?? 20
      return Size(width: width, height: proposal.height ?? TextEditorRows(text, width: width).ranges.count)
    }
    let ideal = max(CellWidth.of(placeholder) + 1, 12) + (isBordered ? 2 : 0)
    return Size(width: proposal.width ?? ideal, height: 1)
  }

  /// Whether this is a ``TextEditor``.
  var isMultiline: Bool { field?.isMultiline ?? false }

  /// Whether ``View/textFieldStyle(_:)`` draws brackets around the field.
  private var isBordered: Bool { !isMultiline && environment.textFieldStyleKind == .roundedBorder }

  /// Where the text is drawn: the frame, inside the brackets of a bordered
  /// field.
  private var textFrame: Rect {
    guard isBordered, frame.width >= 2 else { return frame }
    return Rect(x: frame.minX + 1, y: frame.minY, width: frame.width - 2, height: frame.height)
  }

  private var placeholder: String {
    field?.prompt?.content ?? field?.title ?? ""
  }

  override func draw(into canvas: inout Canvas) {
    if isStyled { return super.draw(into: &canvas) }
    if isMultiline { return drawEditor(into: &canvas) }
    let value = text
    var style = baseStyle
    let textFrame = self.textFrame
    if textFrame != frame {
      canvas.draw("[", at: frame.origin, style: baseStyle)
      canvas.draw("]", at: Point(x: frame.maxX - 1, y: frame.minY), style: baseStyle)
    }
    canvas.clipped(to: textFrame) { canvas in
      if environment.textFieldStyleKind == .automatic {
        canvas.fill(textFrame, with: "_", style: CellStyle(isDim: true))
      }
      if value.isEmpty {
        style.isDim = true
        canvas.draw(placeholder, at: textFrame.origin, style: style)
      } else {
        let shown = value[visibleRange(of: value).range]
        if isAllSelected && isFocused { style.isInverse = true }
        canvas.draw(
          isSecure ? String(repeating: "•", count: shown.count) : String(shown), at: textFrame.origin, style: style)
      }
    }
    drawFocusRing(into: &canvas)
  }

  /// The characters of `value` that fit, and the cells before the caret.
  /// A field being edited is scrolled so the caret stays visible: the range
  /// starts where the characters before the caret still leave a cell for
  /// the caret itself. A field not being edited shows its start, as it
  /// would when first drawn. Only the characters in the range are measured.
  private func visibleRange(of value: String) -> (range: Range<String.Index>, caretColumn: Int) {
    let width = max(0, textFrame.width)
    var start = value.startIndex
    var caretColumn = 0
    if isFocused {
      let caret = caret(in: value)
      start = caret
      while start > value.startIndex {
        let previous = value.index(before: start)
        let characterWidth = isSecure ? 1 : CellWidth.of(value[previous])
        if caretColumn + characterWidth > width - 1 { break }
        caretColumn += characterWidth
        start = previous
      }
    }
    var end = start
    var used = 0
    while end < value.endIndex {
      let characterWidth = isSecure ? 1 : CellWidth.of(value[end])
      if used + characterWidth > width { break }
      used += characterWidth
      end = value.index(after: end)
    }
    return (start..<end, caretColumn)
  }

  // MARK: - An editor's rows

  /// The first row an editor shows: it scrolls to keep the cursor in view.
  private var firstRow = 0

  /// The rows an editor shows, the first of them, and the cursor's row and
  /// column; scrolls the rows so the cursor's row is in view while the
  /// editor has focus.
  private func editorRows(of value: String) -> (rows: TextEditorRows, first: Int, caret: (row: Int, column: Int)) {
    let width = max(1, frame.width)
    let height = max(1, frame.height)
    let at = caret(in: value)
    let rows = TextEditorRows(value, width: width, through: isFocused ? at : nil, extra: height)
    let position = rows.position(of: at, in: value)
    if isFocused {
      if position.row < firstRow { firstRow = position.row }
      if position.row >= firstRow + height { firstRow = position.row - height + 1 }
    }
    firstRow = max(0, min(firstRow, rows.ranges.count - 1))
    return (rows, firstRow, position)
  }

  private func drawEditor(into canvas: inout Canvas) {
    let value = text
    var style = baseStyle
    if isAllSelected && isFocused { style.isInverse = true }
    let (rows, first, _) = editorRows(of: value)
    canvas.clipped(to: frame) { canvas in
      for (offset, range) in rows.ranges.dropFirst(first).prefix(frame.height).enumerated() {
        canvas.draw(value[range], at: Point(x: frame.minX, y: frame.minY + offset), style: style)
      }
    }
    drawFocusRing(into: &canvas)
  }

  /// Moves an editor's cursor one row up or down, keeping its column; past
  /// the first or last row, to the start or end of the text.
  private func moveRow(by delta: Int, in value: String) -> String.Index {
    let at = caret(in: value)
    let rows = TextEditorRows(value, width: max(1, frame.width), through: at, extra: 1)
    let position = rows.position(of: at, in: value)
    let target = position.row + delta
    if target < 0 { return value.startIndex }
    if target >= rows.ranges.count { return value.endIndex }
    return rows.index(inRow: target, column: position.column, in: value)
  }

  /// The start (or end) of the row an editor's cursor is in.
  private func rowBoundary(atEnd: Bool, in value: String) -> String.Index {
    let at = caret(in: value)
    let rows = TextEditorRows(value, width: max(1, frame.width), through: at, extra: 1)
    let range = rows.ranges[rows.position(of: at, in: value).row]
    return atEnd ? range.upperBound : range.lowerBound
  }

  /// Where the text cursor is drawn while this field is edited.
  var cursorPosition: Point {
    if isMultiline {
      let (_, first, caret) = editorRows(of: text)
      let screen = screenFrame
      return Point(
        x: screen.minX + min(caret.column, max(0, frame.width - 1)),
        y: screen.minY + max(0, min(caret.row - first, frame.height - 1)))
    }
    let screen = screenFrame
    let inset = textFrame.minX - frame.minX
    let column = visibleRange(of: text).caretColumn
    return Point(x: screen.minX + inset + min(column, max(0, textFrame.width - 1)), y: screen.minY)
  }

  override func makeElement() -> Element? {
    guard !isStyled else { return nil }
    return Element(
      id: id, role: isSecure ? .secureField : .textField, label: field?.title ?? "",
      value: isSecure ? String(repeating: "•", count: text.count) : text, frame: frame,
      isEnabled: environment.isEnabled,
      isFocused: isFocused)
  }

  override var elementName: (role: Element.Role, label: String)? {
    isStyled ? nil : (isSecure ? .secureField : .textField, field?.title ?? "")
  }

  // MARK: - Editing

  /// Text fields are edited: a click focuses them. Under a custom style,
  /// the configuration field inside the style's view is focused instead.
  override var focusCapability: FocusCapability? {
    isStyled ? nil : FocusCapability(interactions: .edit)
  }

  /// Gaining focus puts the cursor at the end of the text.
  override func focusDidChange() {
    isAllSelected = false
    let isEditing = isFocused
    // Focus puts the caret at the end: no caret is the end of whatever
    // the text is (see `caret(in:)`), without reading the binding.
    if isEditing { setCaret(nil, in: "") }
    if isEditing != wasEditing, let onEditingChanged = field?.onEditingChanged {
      wasEditing = isEditing
      graph.enqueueCallback(for: self) { onEditingChanged(isEditing) }
    }
    super.focusDidChange()
  }

  /// Whether `onEditingChanged` last heard `true`.
  @exclusivity(unchecked) private var wasEditing = false

  /// Inserts `string` at the cursor. Control characters are dropped, line
  /// breaks become spaces: a field holds one line. An editor keeps line
  /// breaks (as `\n`).
  func insert(_ string: String) {
    guard let field, environment.isEnabled else { return }
    let keepsLines = field.isMultiline
    let clean = String(
      string.compactMap { character -> Character? in
        if character == "\n" || character == "\r\n" || character == "\r" { return keepsLines ? "\n" : " " }
        if character == "\t" { return " " }
        return CellWidth.isPrintable(character) ? character : nil
      })
    guard !clean.isEmpty else { return }
    if isAllSelected { return replaceAll(with: clean) }
    let (at, offset) = caretPosition()
    releaseText()
    field.text.update { $0.insert(contentsOf: clean, at: at) }
    didEdit(caretUTF8Offset: offset + clean.utf8.count)
  }

  /// The caret and its offset in bytes, read in a function of its own: no
  /// reference to the text outlives it.
  private func caretPosition() -> (index: String.Index, offset: Int) {
    let value = text
    let at = caret(in: value)
    return (at, value.utf8.distance(from: value.startIndex, to: at))
  }

  /// Before an edit, the field lets go of its own reference to the text, so
  /// that the binding's storage holds the only one and changes it in
  /// place, without copying a long text.
  private func releaseText() {
    caret = nil
    caretText = ""
  }

  /// Deletes the character before the caret (or after it, `forward`).
  private func delete(forward: Bool) {
    guard let field, let (removed, offset) = deletion(forward: forward) else { return }
    releaseText()
    field.text.update { $0.remove(at: removed) }
    didEdit(caretUTF8Offset: offset)
  }

  /// The character a deletion removes, and its offset in bytes (read in a
  /// function of its own: no reference to the text outlives it).
  private func deletion(forward: Bool) -> (String.Index, Int)? {
    let value = text
    let at = caret(in: value)
    guard forward ? at < value.endIndex : at > value.startIndex else { return nil }
    let removed = forward ? at : value.index(before: at)
    return (removed, value.utf8.distance(from: value.startIndex, to: removed))
  }

  /// Replaces the whole text (the selection) with `string`, the caret
  /// after it.
  func replaceAll(with string: String) {
    guard let field, environment.isEnabled else { return }
    isAllSelected = false
    releaseText()
    field.text.wrappedValue = string
    didEdit(caretUTF8Offset: string.utf8.count)
  }

  /// The index `offset` characters into `value`, clamped to it.
  private static func index(atOffset offset: Int, in value: String) -> String.Index {
    value.index(value.startIndex, offsetBy: max(0, offset), limitedBy: value.endIndex) ?? value.endIndex
  }

  /// Inserts `string` `offset` characters into the text: an assistive
  /// technology's edit, as typing there would (control characters dropped).
  func insert(_ string: String, atOffset offset: Int) {
    guard field != nil, environment.isEnabled else { return }
    isAllSelected = false
    let value = text
    setCaret(Self.index(atOffset: offset, in: value), in: value)
    insert(string)
  }

  /// Deletes the characters in `range` of the text: an assistive
  /// technology's edit.
  func deleteCharacters(in range: Range<Int>) {
    guard let field, environment.isEnabled, let (removed, offset) = span(of: range) else { return }
    isAllSelected = false
    releaseText()
    field.text.update { $0.removeSubrange(removed) }
    didEdit(caretUTF8Offset: offset)
  }

  /// The indices of the characters in `range`, and the start's offset in
  /// bytes (read in a function of its own: no reference to the text
  /// outlives it); `nil` when the range holds none.
  private func span(of range: Range<Int>) -> (Range<String.Index>, Int)? {
    let value = text
    let start = Self.index(atOffset: range.lowerBound, in: value)
    let end = Self.index(atOffset: range.upperBound, in: value)
    guard start < end else { return nil }
    return (start..<end, value.utf8.distance(from: value.startIndex, to: start))
  }

  /// Puts the caret `offset` characters into the text: an assistive
  /// technology moved it.
  func moveCaret(toOffset offset: Int) {
    isAllSelected = false
    let value = text
    setCaret(Self.index(atOffset: offset, in: value), in: value)
    invalidateLayout()
  }

  /// Puts the caret `offset` bytes into the edited text.
  private func didEdit(caretUTF8Offset offset: Int) {
    let value = text
    setCaret(Self.boundary(atUTF8Offset: offset, in: value), in: value)
    invalidateLayout()
  }

  /// The character boundary at or after `offset` UTF-8 bytes into `value`:
  /// an edit may merge characters (a letter typed before a combining mark
  /// joins it), and the caret then goes after the merged character. A
  /// binding may refuse or shorten the edit (`.constant("")`, a setter that
  /// limits the length): the caret then stops at the end.
  private static func boundary(atUTF8Offset offset: Int, in value: String) -> String.Index {
    guard offset < value.utf8.count else { return value.endIndex }
    var index = value.utf8.index(value.startIndex, offsetBy: offset)
    while String.Index(index, within: value) == nil { index = value.utf8.index(after: index) }
    return index
  }

  /// Inserts a printable key typed without Control, Command or Option;
  /// handles an editing key. Returns whether the key was used.
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    if key.isPrintable, modifiers.isDisjoint(with: [.control, .command, .option]) {
      insert(String(key.character))
      return true
    }
    guard field != nil else { return false }
    if key == .delete || key == .deleteForward {
      if isAllSelected {
        replaceAll(with: "")
      } else if environment.isEnabled {
        delete(forward: key == .deleteForward)
      }
      return true
    }
    if isAllSelected, [.leftArrow, .rightArrow, .home, .end, .upArrow, .downArrow].contains(key) {
      isAllSelected = false
    }
    let value = text
    let at = caret(in: value)
    if isMultiline {
      switch key {
      case .return:
        insert("\n")
        return true
      case .upArrow, .downArrow:
        setCaret(moveRow(by: key == .upArrow ? -1 : 1, in: value), in: value)
        invalidateLayout()
        return true
      case .home, .end:
        setCaret(rowBoundary(atEnd: key == .end, in: value), in: value)
        invalidateLayout()
        return true
      default:
        break
      }
    }
    switch key {
    case .leftArrow:
      setCaret(at > value.startIndex ? value.index(before: at) : at, in: value)
    case .rightArrow:
      setCaret(at < value.endIndex ? value.index(after: at) : at, in: value)
    case .home, .upArrow:
      setCaret(value.startIndex, in: value)
    case .end, .downArrow:
      setCaret(value.endIndex, in: value)
    case .return:
      submit()
    default:
      return false
    }
    invalidateLayout()
    return true
  }

  private func submit() {
    field?.onCommit?()
    let triggers = field?.submitTriggers ?? .text
    FocusAction.$current.withValue(.onSubmit) {
      for action in environment.submitActions where !action.triggers.isDisjoint(with: triggers) {
        action.action()
      }
    }
  }
}

extension TextFieldNode {
  /// A click does nothing of the field's own: it takes focus, and the
  /// views around (a list's row) hear it.
  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome { .passes }
}
