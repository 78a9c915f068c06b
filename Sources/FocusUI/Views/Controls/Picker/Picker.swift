/// A control for choosing one of several options, each a view tagged with
/// the value it stands for.
///
/// ```swift
/// enum Flavor: String, CaseIterable, Identifiable {
///   case chocolate, vanilla, strawberry
///   var id: Self { self }
/// }
///
/// @State private var flavor = Flavor.chocolate
///
/// Picker("Flavor", selection: $flavor) {
///   Text("Chocolate").tag(Flavor.chocolate)
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Strawberry").tag(Flavor.strawberry)
/// }
/// ```
///
/// An option's value is its ``View/tag(_:)``, or else the id of the
/// ``ForEach`` element that made it; options whose value is not of the
/// selection's type, and disabled ones, cannot be chosen. A picker takes
/// focus like a button; how it looks and which keys choose depend on its
/// ``PickerStyle`` (a drop-down menu by default). A selection that matches
/// no option shows no option chosen, with a runtime warning.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker of `content`'s options, labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  /// A picker labelled by the view `label` (the older spelling).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
  /// A picker titled `title`.
  ///
  /// ```swift
  /// Picker("Size", selection: $size) {
  ///   ForEach(sizes, id: \.self) { Text($0) }
  /// }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { PickerNode(graph: graph) }
}

@MainActor
protocol PickerView {
  var anyLabel: any View { get }
  var anyContent: any View { get }
  var anySelection: any PickerSelection { get }
}

extension Picker: PickerView {
  var anyLabel: any View { label }
  var anyContent: any View { content }
  var anySelection: any PickerSelection { BoundPickerSelection(binding: selection) }
}

/// A picker's selection binding, whatever its value type.
@MainActor
protocol PickerSelection {
  /// `tag` as the selection holds it; `nil` when its type is another.
  func normalized(_ tag: AnyHashable) -> AnyHashable?
  /// The selected value.
  func current() -> AnyHashable
  func select(_ tag: AnyHashable)
  /// The value, as a programmer would write it, for a warning.
  var description: String { get }
}

struct BoundPickerSelection<V: Hashable>: PickerSelection {
  let binding: Binding<V>

  func normalized(_ tag: AnyHashable) -> AnyHashable? {
    guard let value = tag.base as? V else { return nil }
    return AnyHashable(value)
  }

  func current() -> AnyHashable { AnyHashable(binding.wrappedValue) }

  func select(_ tag: AnyHashable) {
    guard let value = tag.base as? V else { return }
    binding.wrappedValue = value
  }

  var description: String { KeyboardFocus.describe(AnyHashable(binding.wrappedValue)) }
}
