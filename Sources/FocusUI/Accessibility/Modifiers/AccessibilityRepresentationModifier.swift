/// Stands a view that is never drawn in for a view's accessibility
/// elements: ``View/accessibilityRepresentation(representation:)`` and
/// ``View/accessibilityChildren(children:)``.
public struct _AccessibilityRepresentationModifier<Representation: View>: PrimitiveModifier {
  let representation: Representation
  /// `accessibilityChildren`: the view stays one element, a group of the
  /// representation's.
  let replacesChildren: Bool

  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    AccessibilityRepresentationNode(graph: graph)
  }
}

@MainActor
protocol AccessibilityRepresentationModifier {
  var representationView: any View { get }
  var replacesChildren: Bool { get }
}

extension _AccessibilityRepresentationModifier: AccessibilityRepresentationModifier {
  var representationView: any View { representation }
}

extension View {
  /// Replaces this view's accessibility elements with those of
  /// `representation`, a view that is never drawn: the way to make a
  /// control drawn by hand read, and act, as a standard one.
  ///
  /// ```swift
  /// struct VolumeDial: View {
  ///   @Binding var volume: Double
  ///
  ///   var body: some View {
  ///     DialShape(value: volume)
  ///       .accessibilityRepresentation {
  ///         Slider(value: $volume, in: 0...10) { Text("Volume") }
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// The representation's elements take this view's frame. An assistive
  /// technology acts on them as on the views they come from: the terminal
  /// reader's Alt-→ moves the slider above, which sets `volume`, and the
  /// dial is drawn again. The representation takes no keyboard focus and
  /// no clicks (the view drawn does), and the browser host shows its
  /// elements with their own roles (a `role="slider"` element over the
  /// dial). Modifiers after this one apply to the representation's
  /// elements.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    modifier(_AccessibilityRepresentationModifier(representation: representation(), replacesChildren: false))
  }

  /// Makes this view a container of the accessibility elements of
  /// `children`, a view that is never drawn: the way to make a chart drawn
  /// as one picture readable piece by piece.
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   drawBars(in: &context, size: size)
  /// }
  /// .accessibilityLabel("Sales by month")
  /// .accessibilityChildren {
  ///   HStack {
  ///     ForEach(sales) { month in
  ///       Rectangle()
  ///         .accessibilityLabel(month.name)
  ///         .accessibilityValue("\(month.total) units")
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The view's own element (its label, value and traits) becomes a group
  /// holding the children's elements, each at the view's frame; what the
  /// view itself holds is not read.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
    modifier(_AccessibilityRepresentationModifier(representation: children(), replacesChildren: true))
  }
}
