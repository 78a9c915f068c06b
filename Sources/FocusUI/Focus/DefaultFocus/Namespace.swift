/// A dynamic property that gives a view an identifier of its own, stable for
/// as long as the view keeps its identity: pass it to
/// ``View/focusScope(_:)``, ``View/prefersDefaultFocus(_:in:)`` and
/// ``ResetFocusAction`` to name one focus scope from several views.
///
/// ```swift
/// struct Settings: View {
///   @Namespace private var settings
///   @Environment(\.resetFocus) private var resetFocus
///
///   var body: some View {
///     VStack {
///       TextField("Name", text: $name)
///         .prefersDefaultFocus(in: settings)
///       Button("Start over") { resetFocus(in: settings) }
///     }
///     .focusScope(settings)
///   }
/// }
/// ```
///
/// Read it in `body` (or in an action) of the view that declares it. Read
/// anywhere else, it warns and gives an identifier that matches no other.
@MainActor @preconcurrency
@propertyWrapper
public struct Namespace: DynamicProperty {
  let box = NamespaceBox()

  /// Creates a namespace; the view's node keeps its identifier.
  public nonisolated init() {}

  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID {
    if let slot = box.slot { return slot.id }
    RuntimeWarnings.emitGlobally(
      "Reading a Namespace property outside View.body. "
        + "This gives an identifier that never matches any other identifier.")
    return ID.next()
  }

  /// A namespace's identifier: equal only to itself.
  ///
  /// ```swift
  /// @Namespace private var sidebar
  /// let id: Namespace.ID = sidebar
  /// ```
  public struct ID: Hashable, Sendable {
    let rawValue: Int

    @MainActor private static var last = 0

    @MainActor static func next() -> ID {
      last += 1
      return ID(rawValue: last)
    }
  }
}

extension Namespace: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    if ordinal < node.slots.count, let slot = node.slots[ordinal] as? NamespaceSlot {
      box.slot = slot
    } else {
      let slot = NamespaceSlot(graph: node.graph)
      node.setSlot(slot, at: ordinal)
      box.slot = slot
    }
  }
}

/// The reference a `Namespace` value holds: the node's slot once installed.
@MainActor
final class NamespaceBox {
  var slot: NamespaceSlot?
  nonisolated init() {}
}

/// A namespace's identifier, kept in the node of the view that declares it,
/// and the graph it belongs to (where ``ResetFocusAction`` finds its scope).
@MainActor
final class NamespaceSlot: UnmountingSlot {
  let id = Namespace.ID.next()

  /// The graph of each live namespace. Namespace identifiers are plain
  /// values, as in SwiftUI, so an action holding one finds its window here.
  private static var graphs: [Namespace.ID: WeakGraph] = [:]

  init(graph: ViewGraph) {
    Self.graphs[id] = WeakGraph(graph: graph)
  }

  /// The graph whose view declares `id`, while that view is alive.
  static func graph(declaring id: Namespace.ID) -> ViewGraph? {
    graphs[id]?.graph
  }

  func nodeWillUnmount() {
    Self.graphs[id] = nil
  }

  private struct WeakGraph {
    weak var graph: ViewGraph?
  }
}
