/// An editable line of text, bound to a `String`.
///
/// ```swift
/// @State private var username = ""
///
/// TextField("Username", text: $username)
/// TextField("Email", text: $email, prompt: Text("name@example.com"))
/// ```
///
/// The field shows its text, or the prompt (else the title) dimmed while
/// empty, followed by an underscore fill to its width.
public struct TextField: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  let isSecure: Bool

  /// Creates a field titled `title`, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text, prompt: nil, isSecure: false)
  }

  /// Creates a field titled `title`, editing `text`, showing `prompt` while
  /// it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text, prompt: prompt, isSecure: false)
  }

  init(title: String, text: Binding<String>, prompt: Text?, isSecure: Bool) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.isSecure = isSecure
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A field for secrets: it edits like ``TextField`` and shows `•` for each
/// character.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField: View {
  let field: TextField

  /// Creates a secure field titled `title`, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title: String(title), text: text, prompt: nil, isSecure: true)
  }

  /// Creates a secure field with a prompt shown while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(title: String(title), text: text, prompt: prompt, isSecure: true)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TextField: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}

extension SecureField: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}

/// Runs a text field: draws it, and edits its text through the binding.
final class TextFieldNode: LayoutNode {
  private var field: TextField?
  /// The insertion point, in characters from the start, and the text it
  /// was set in.
  private var caret = 0
  private var caretText = ""

  /// The insertion point, in characters from the start. When the bound text
  /// changed from outside (not by editing in this field), it is at the end,
  /// as after a programmatic change in SwiftUI. Set it after changing the
  /// text.
  private(set) var cursor: Int {
    get {
      let text = self.text
      return text == caretText ? min(caret, text.count) : text.count
    }
    set {
      caret = newValue
      caretText = text
    }
  }

  override func accept(_ view: any View) -> Bool {
    let newField = (view as? SecureField)?.field ?? (view as! TextField)
    if let field, field.title == newField.title, field.prompt == newField.prompt,
      field.isSecure == newField.isSecure, field.text.hasSameLocation(as: newField.text)
    {
      self.field = newField
      return false
    }
    field = newField
    invalidateLayout()
    return false
  }

  /// The bound text, read so that a change to it redraws this field.
  var text: String {
    guard let field else { return "" }
    return ViewGraph.drawing(self) { field.text.wrappedValue }
  }

  var isSecure: Bool { field?.isSecure ?? false }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let ideal = max(CellWidth.of(placeholder) + 1, 12)
    return Size(width: proposal.width ?? ideal, height: 1)
  }

  private var placeholder: String {
    field?.prompt?.content ?? field?.title ?? ""
  }

  private var shownText: String {
    isSecure ? String(repeating: "•", count: text.count) : text
  }

  override func draw(into canvas: inout Canvas) {
    let value = shownText
    var style = baseStyle
    canvas.clipped(to: frame) { canvas in
      canvas.fill(frame, with: "_", style: CellStyle(isDim: true))
      if value.isEmpty {
        style.isDim = true
        canvas.draw(placeholder, at: frame.origin, style: style)
      } else {
        canvas.draw(visibleSlice(of: value), at: frame.origin, style: style)
      }
    }
    drawFocusRing(into: &canvas)
  }

  /// The part of `value` that fits, scrolled so the cursor stays visible:
  /// it starts where the characters before the cursor still leave a cell
  /// for the cursor itself. A field not being edited shows its start, as
  /// it would when first drawn.
  private func visibleSlice(of value: String) -> Substring {
    guard isFocused else { return value[...] }
    let cursorIndex = value.index(value.startIndex, offsetBy: min(cursor, value.count))
    var start = cursorIndex
    var width = 0
    while start > value.startIndex {
      let previous = value.index(before: start)
      let characterWidth = CellWidth.of(value[previous])
      if width + characterWidth > frame.width - 1 { break }
      width += characterWidth
      start = previous
    }
    return value[start...]
  }

  /// Where the text cursor is drawn while this field is edited.
  var cursorPosition: Point {
    let value = shownText
    let before = CellWidth.of(value.prefix(cursor))
    let frame = screenFrame
    return Point(x: frame.minX + min(before, max(0, frame.width - 1)), y: frame.minY)
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: isSecure ? .secureField : .textField, label: field?.title ?? "",
      value: shownText, frame: frame, isEnabled: environment.isEnabled,
      isFocused: isFocused)
  }

  // MARK: - Editing

  /// Text fields are edited: a click focuses them.
  override var focusCapability: FocusCapability? { FocusCapability(interactions: .edit) }

  /// Gaining focus puts the cursor at the end of the text.
  override func focusDidChange() {
    if isFocused { cursor = text.count }
    super.focusDidChange()
  }

  /// Inserts `string` at the cursor. Control characters are dropped, line
  /// breaks become spaces: a field holds one line.
  func insert(_ string: String) {
    guard let field, environment.isEnabled else { return }
    let clean = string.compactMap { character -> Character? in
      if character == "\n" || character == "\r\n" || character == "\r" || character == "\t" { return " " }
      return CellWidth.isPrintable(character) ? character : nil
    }
    guard !clean.isEmpty else { return }
    var value = Array(field.text.wrappedValue)
    let at = min(cursor, value.count)
    value.insert(contentsOf: clean, at: at)
    field.text.wrappedValue = String(value)
    cursor = at + clean.count
    invalidateLayout()
  }

  /// Handles an editing key; returns whether the key was used.
  func handle(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard let field else { return false }
    var value = Array(field.text.wrappedValue)
    let at = cursor
    switch key {
    case .delete:
      guard at > 0, environment.isEnabled else { return true }
      value.remove(at: at - 1)
      field.text.wrappedValue = String(value)
      cursor = at - 1
    case .deleteForward:
      guard at < value.count, environment.isEnabled else { return true }
      value.remove(at: at)
      field.text.wrappedValue = String(value)
      cursor = at
    case .leftArrow:
      cursor = max(0, at - 1)
    case .rightArrow:
      cursor = min(value.count, at + 1)
    case .home, .upArrow:
      cursor = 0
    case .end, .downArrow:
      cursor = value.count
    case .return:
      submit()
    default:
      return false
    }
    invalidateLayout()
    return true
  }

  private func submit() {
    for action in environment.submitActions where action.triggers.contains(.text) {
      action.action()
    }
  }
}
