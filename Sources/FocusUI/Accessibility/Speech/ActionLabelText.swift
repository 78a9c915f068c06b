/// The name of an action given as a view
/// (``View/accessibilityAction(action:label:)``), read from the view value
/// without running it: its texts, and its accessibility labels, in order;
/// its images' names only when it has no text (an icon-only label).
///
/// ```swift
/// ActionLabelText.of(Label("New Message", systemImage: "plus"))   // "New Message"
/// ```
///
/// The view's stored properties are looked through (stacks, labels,
/// modifiers, `AnyView`); a view of your own is read by what it holds,
/// not by its `body`, so give such an action a `Text` or a ``Label``.
@MainActor
enum ActionLabelText {
  static func of(_ view: some View) -> String {
    var texts: [String] = []
    var images: [String] = []
    collect(view, texts: &texts, images: &images, depth: 0)
    return (texts.isEmpty ? images : texts).joined(separator: " ")
  }

  private static func collect(_ value: Any, texts: inout [String], images: inout [String], depth: Int) {
    guard depth < 32 else { return }
    if let text = value as? Text {
      texts.append(text.content)
      return
    }
    if let image = value as? Image {
      switch image.source {
      case .symbol(let name): images.append(SymbolGlyphs.spokenName(name))
      case .asset(let name): images.append(name)
      case .decorative: break
      }
      return
    }
    // A view with an accessibility label is read by it.
    var ownTexts: [String] = []
    var labelled: String?
    for child in Mirror(reflecting: value).children {
      if let modifier = child.value as? AccessibilityAttachmentModifier {
        labelled = modifier.attributes.label ?? labelled
        continue
      }
      collect(child.value, texts: &ownTexts, images: &images, depth: depth + 1)
    }
    texts += labelled.map { [$0] } ?? ownTexts
  }
}
