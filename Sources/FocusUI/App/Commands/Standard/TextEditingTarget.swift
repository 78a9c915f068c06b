/// The focused text field of the selected window, as the Edit menu's
/// commands reach it from the app's commands graph.
@MainActor
struct TextEditingTarget {
  let field: @MainActor () -> (any TextInputControl)?

  /// Runs `body` on the focused text field; nothing when none is focused.
  func edit(_ body: (any TextInputControl) -> Void) {
    guard let field = field() else { return }
    body(field)
    field.invalidateLayout()
  }
}

extension EnvironmentValues {
  private struct TextEditingTargetKey: EnvironmentKey {
    static var defaultValue: TextEditingTarget? { nil }
  }

  /// Set in an app's commands graph: where Cut, Copy and Paste act.
  var textEditingTarget: TextEditingTarget? {
    get { self[TextEditingTargetKey.self] }
    set { self[TextEditingTargetKey.self] = newValue }
  }
}

/// What Copy and Cut keep for Paste: the app's own pasteboard. A terminal
/// app cannot read the system clipboard; text pasted from it with the
/// terminal's own paste arrives as typed text.
@MainActor
enum Pasteboard {
  static var string: String?
}

extension TextFieldNode {
  /// The selected text: the whole text after Select All, else nothing.
  var selectedText: String? {
    isAllSelected && !isSecure ? text : nil
  }

  func selectAll() {
    isAllSelected = !text.isEmpty
  }

  /// Copies the selection; a secure field's text is never copied.
  func copySelection() {
    if let selectedText { Pasteboard.string = selectedText }
  }

  func cutSelection() {
    guard let selectedText else { return }
    Pasteboard.string = selectedText
    replaceAll(with: "")
  }

  func paste() {
    guard let string = Pasteboard.string else { return }
    if isAllSelected { replaceAll(with: string) } else { insert(string) }
  }

  /// Changes the selection with `transform`, or the whole text when
  /// nothing is selected.
  func transformText(_ transform: (String) -> String) {
    let wasSelected = isAllSelected
    replaceAll(with: transform(text))
    isAllSelected = wasSelected
  }
}
