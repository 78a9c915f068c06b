/// Attaches click recognisers to a view: ``View/onTapGesture(count:perform:)``,
/// ``View/gesture(_:including:)`` and the others.
public struct _GestureModifier: PrimitiveModifier {
  let recognizers: [ClickRecognizer]

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { GestureNode(graph: graph) }
}

/// A view's gestures: the graph hands it the clicks on the view (on its
/// elements, or anywhere in the frames of its layout items) that no
/// control inside it took.
final class GestureNode: ModifierNode<_GestureModifier>, InteractiveControl {
  /// Runs the recognisers waiting for the `count`-th click of a series;
  /// whether one ran.
  func tap(count: Int) -> Bool {
    guard environment.isEnabled else { return false }
    var ran = false
    for recognizer in modifier.recognizers where recognizer.count > 0 && count % recognizer.count == 0 {
      _ = recognizer.fire()
      ran = true
    }
    return ran
  }

  /// Whether some recognizer could run on a series of clicks.
  var recognizesTaps: Bool { modifier.recognizers.contains { $0.count > 0 } }

  /// A click no control inside took: the view's, when a recogniser ran
  /// (focus then goes where a click there focuses).
  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    tap(count: count) ? .focuses : .passes
  }
}

extension View {
  /// Runs `action` when the view is tapped `count` times: in a terminal,
  /// clicked `count` times in a row at one cell, each click within half a
  /// second of the last.
  ///
  /// ```swift
  /// RecipeTile(recipe)
  ///   .onTapGesture(count: 2) { openRecipe(recipe) }
  ///   .onTapGesture { selection = recipe.id }
  /// ```
  ///
  /// The view becomes clickable, not focusable (as in SwiftUI: add
  /// ``View/focusable(_:)`` for the keyboard). A `count: 1` gesture
  /// waits for every click, a `count: 2` one for the second of a series
  /// (and the fourth, …); the innermost gesture waiting for a click takes
  /// it. So attach the double tap first, as in SwiftUI: above, the first
  /// click selects and the second opens. A click reaches the view on any
  /// element inside and on the blank cells of its frame; a control inside
  /// (a button, a toggle, a list) takes its own clicks first.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
    if count < 1 {
      ViewGraph.evaluationStack.last?.graph.diagnostics.warn(
        "onTapGesture(count: \(count)): the count must be at least 1; the gesture never runs.")
    }
    return modifier(_GestureModifier(recognizers: [ClickRecognizer(count: count) { action() }]))
  }

  /// Attaches `gesture` to the view.
  ///
  /// ```swift
  /// Text("Hold")
  ///   .gesture(LongPressGesture().onEnded { _ in showDetails() })
  /// ```
  /// In a terminal, `mask` is not consulted: a view's gestures and those
  /// of its subviews are all recognised, the innermost first.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(recognizers: gesture.clickRecognizers))
  }

  /// Attaches `gesture` to the view, to be recognised before the gestures
  /// of its subviews. In a terminal gestures are recognised innermost
  /// first whatever their priority; this is ``gesture(_:including:)``.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(recognizers: gesture.clickRecognizers))
  }

  /// Attaches `gesture` to be recognised along with the view's other
  /// gestures: a click runs it and the view's own.
  ///
  /// ```swift
  /// Button("Play") { play() }
  ///   .simultaneousGesture(TapGesture().onEnded { log("tapped") })
  /// ```
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_SimultaneousGestureModifier(recognizers: gesture.clickRecognizers))
  }
}

/// A gesture recognised along with the clicks of the view it is attached
/// to (a button still presses): ``View/simultaneousGesture(_:including:)``.
public struct _SimultaneousGestureModifier: PrimitiveModifier {
  let recognizers: [ClickRecognizer]

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { SimultaneousGestureNode(graph: graph) }
}

/// Hears every click on its view, whoever else takes it.
final class SimultaneousGestureNode: ModifierNode<_SimultaneousGestureModifier>, InteractiveControl {
  func hearClick(count: Int) {
    guard environment.isEnabled else { return }
    for recognizer in modifier.recognizers where recognizer.count > 0 && count % recognizer.count == 0 {
      _ = recognizer.fire()
    }
  }
}
