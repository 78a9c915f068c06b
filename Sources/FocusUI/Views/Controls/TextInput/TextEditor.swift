/// An editable area of text over several lines, bound to a `String`.
///
/// ```swift
/// struct NotesView: View {
///   @State private var notes = ""
///   @FocusState private var isEditing: Bool
///
///   var body: some View {
///     TextEditor(text: $notes)
///       .focused($isEditing)
///     Button("Done") { isEditing = false }
///   }
/// }
/// ```
///
/// The editor takes the space it is offered, as on Apple's platforms (its
/// rows of text when it is offered none), and wraps long lines at its
/// width. It takes focus like a ``TextField``: with Tab, a click, or a
/// ``FocusState`` write. While it has focus, typed and pasted text goes
/// in at the cursor, Return starts a new line (it submits nothing, as on
/// Apple's platforms), ↑ and ↓ move between rows, Home and End to the
/// start and end of a row, and the rows scroll to keep the cursor in
/// view.
///
/// Tab and Shift-Tab still move focus to the next and previous view: a
/// terminal has no other key to leave the editor by keyboard, so the
/// editor does not take Tab as a character (a pasted tab becomes a
/// space). Text field styles do not apply to an editor, and in a browser
/// (`WebHost`) its element is a one-line text input over the drawn rows.
public struct TextEditor: View {
  let model: TextFieldModel

  /// Creates an editor of `text`.
  ///
  /// ```swift
  /// TextEditor(text: $document.text)
  /// ```
  public init(text: Binding<String>) {
    var model = TextFieldModel(title: "", text: text, prompt: nil, isSecure: false)
    model.isMultiline = true
    self.model = model
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TextEditor: TextFieldView {}

extension TextEditor: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph) }
}
