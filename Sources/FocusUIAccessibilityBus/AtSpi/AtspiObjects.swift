import FocusEngine
import FocusUI

/// Answers assistive technologies' calls on the app's objects from one
/// tree: reads are answered from the tree alone, and what changes the app
/// (`GrabFocus`, `DoAction`, text edits) becomes ``InputEvent``s for the
/// main actor, which routes them as it routes keys — a disabled or covered
/// view refuses there, as it would refuse a key.
///
/// ```swift
/// let objects = AtspiObjects(tree: tree, bus: ":1.42", socket: registryRoot)
/// var input: [InputEvent] = []
/// let answer = objects.answer(path: path, interface: "org.a11y.atspi.Component", member: "GrabFocus",
///                             arguments: [], input: &input)   // .reply([.bool(true)]), input [.assistiveFocus(id)]
/// ```
struct AtspiObjects {
  /// What a call gets back.
  enum Answer: Equatable {
    case reply([BusValue])
    case error(name: String, text: String)
  }

  static let pathPrefix = "/org/a11y/atspi/accessible/"
  static let nullPath = "/org/a11y/atspi/null"
  static let cachePath = "/org/a11y/atspi/cache"
  static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
  static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"

  let tree: AtspiTree
  /// The app's connection name.
  let bus: String
  /// The registry's root, which the application sits in.
  let socket: BusValue

  /// The `(so)` of the object with `key`.
  func reference(_ key: String) -> BusValue {
    .structure([.string(bus), .objectPath(Self.pathPrefix + key)])
  }

  var nullReference: BusValue { .structure([.string(""), .objectPath(Self.nullPath)]) }

  /// The answer to a call of `member` in `interface` on `path`; the input
  /// it asks of the app is appended to `input`.
  func answer(
    path: String, interface: String, member: String, arguments: [BusValue], input: inout [InputEvent]
  ) -> Answer {
    if interface == "org.freedesktop.DBus.Peer" {
      return member == "Ping" ? .reply([]) : .reply([.string("")])
    }
    if path == Self.cachePath {
      // Nothing is cached ahead: clients ask the objects themselves.
      if member == "GetItems" { return .reply([.array(element: Self.cacheItemSignature, [])]) }
      if interface == "org.freedesktop.DBus.Introspectable" { return .reply([.string(Self.introspection([]))]) }
      return unknown(member)
    }
    guard path.hasPrefix(Self.pathPrefix), let node = tree[String(path.dropFirst(Self.pathPrefix.count))] else {
      if interface == "org.freedesktop.DBus.Introspectable" { return .reply([.string(Self.introspection([]))]) }
      return .error(name: Self.unknownObject, text: "No object at \(path)")
    }
    let arguments = Arguments(values: arguments)
    switch interface {
    case "org.freedesktop.DBus.Properties": return properties(node, member: member, arguments)
    case "org.freedesktop.DBus.Introspectable": return .reply([.string(Self.introspection(node.interfaces))])
    case "org.a11y.atspi.Accessible": return accessible(node, member: member, arguments)
    case "org.a11y.atspi.Application": return application(member: member)
    case "org.a11y.atspi.Component": return component(node, member: member, arguments, input: &input)
    case "org.a11y.atspi.Action": return action(node, member: member, arguments, input: &input)
    case "org.a11y.atspi.Text": return text(node, member: member, arguments, input: &input)
    case "org.a11y.atspi.EditableText": return editableText(node, member: member, arguments, input: &input)
    case "org.a11y.atspi.Selection": return selection(node, member: member, arguments, input: &input)
    default: return unknown(member)
    }
  }

  func unknown(_ member: String) -> Answer {
    .error(name: Self.unknownMethod, text: "\(member) is not supported")
  }

  /// A call's arguments, read leniently: a missing or mistyped one reads
  /// as zero or empty.
  struct Arguments {
    var values: [BusValue]
    func int(_ index: Int) -> Int { index < values.count ? values[index].intValue ?? 0 : 0 }
    func string(_ index: Int) -> String { index < values.count ? values[index].stringValue ?? "" : "" }
  }

  // MARK: Properties

  private func properties(_ node: AtspiNode, member: String, _ arguments: Arguments) -> Answer {
    switch member {
    case "Get":
      guard let value = property(node, interface: arguments.string(0), name: arguments.string(1)) else {
        return .error(
          name: "org.freedesktop.DBus.Error.UnknownProperty", text: "No property \(arguments.string(1))")
      }
      return .reply([.variant(value)])
    case "GetAll":
      let interface = arguments.string(0)
      let entries = Self.propertyNames[interface, default: []].compactMap { name in
        property(node, interface: interface, name: name).map {
          BusValue.DictionaryEntry(key: .string(name), value: .variant($0))
        }
      }
      return .reply([.dictionary(key: "s", value: "v", entries)])
    case "Set":
      // The registry numbers the application (`Id`); nothing else is set.
      return .reply([])
    default:
      return unknown(member)
    }
  }

  private static let propertyNames: [String: [String]] = [
    "org.a11y.atspi.Accessible": [
      "Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText",
    ],
    "org.a11y.atspi.Application": [
      "ToolkitName", "Version", "ToolkitVersion", "AtspiVersion", "InterfaceVersion", "Id",
    ],
    "org.a11y.atspi.Action": ["NActions"],
    "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
    "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
    "org.a11y.atspi.Selection": ["NSelectedChildren"],
  ]

  private func property(_ node: AtspiNode, interface: String, name: String) -> BusValue? {
    switch (interface, name) {
    case (_, "version"): return .uint32(1)
    case ("org.a11y.atspi.Accessible", "Name"): return .string(node.name)
    case ("org.a11y.atspi.Accessible", "Description"): return .string(node.description)
    case ("org.a11y.atspi.Accessible", "Parent"): return parentReference(of: node)
    case ("org.a11y.atspi.Accessible", "ChildCount"): return .int32(Int32(clamping: node.children.count))
    case ("org.a11y.atspi.Accessible", "Locale"): return .string(Self.locale)
    case ("org.a11y.atspi.Accessible", "AccessibleId"):
      return .string(node.attributes.first { $0.0 == "id" }?.1 ?? "")
    case ("org.a11y.atspi.Accessible", "HelpText"): return .string("")
    case ("org.a11y.atspi.Application", "ToolkitName"): return .string("FocusUI")
    case ("org.a11y.atspi.Application", "Version"), ("org.a11y.atspi.Application", "ToolkitVersion"):
      return .string("1.0")
    case ("org.a11y.atspi.Application", "AtspiVersion"): return .string("2.1")
    case ("org.a11y.atspi.Application", "InterfaceVersion"): return .uint32(1)
    case ("org.a11y.atspi.Application", "Id"): return .int32(0)
    case ("org.a11y.atspi.Action", "NActions"): return .int32(Int32(node.actions.count))
    case ("org.a11y.atspi.Text", "CharacterCount"):
      return node.text.map { .int32(Int32(clamping: $0.unicodeScalars.count)) }
    case ("org.a11y.atspi.Text", "CaretOffset"): return node.text.map { _ in .int32(Int32(clamping: node.caret ?? 0)) }
    case ("org.a11y.atspi.Value", "MinimumValue"): return node.value.map { .double($0.minimum) }
    case ("org.a11y.atspi.Value", "MaximumValue"): return node.value.map { .double($0.maximum) }
    case ("org.a11y.atspi.Value", "MinimumIncrement"): return node.value.map { _ in .double(0) }
    case ("org.a11y.atspi.Value", "CurrentValue"): return node.value.map { .double($0.current) }
    case ("org.a11y.atspi.Value", "Text"): return node.value.map { _ in .string(node.valueText ?? "") }
    case ("org.a11y.atspi.Selection", "NSelectedChildren"):
      return .int32(Int32(selectedChildren(of: node).count))
    default: return nil
    }
  }

  private static var locale: String {
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = ProcessInfo.processInfo.environment[key], !value.isEmpty { return value }
    }
    return "C"
  }

  private func parentReference(of node: AtspiNode) -> BusValue {
    guard let parent = node.parent else { return socket }
    return reference(parent)
  }

  // MARK: Accessible

  private func accessible(_ node: AtspiNode, member: String, _ arguments: Arguments) -> Answer {
    switch member {
    case "GetChildAtIndex":
      let index = arguments.int(0)
      guard node.children.indices.contains(index) else { return .reply([nullReference]) }
      return .reply([reference(node.children[index])])
    case "GetChildren":
      return .reply([.array(element: "(so)", node.children.map(reference))])
    case "GetIndexInParent":
      let index = node.parent.flatMap { tree[$0]?.children.firstIndex(of: node.key) } ?? (node.parent == nil ? 0 : -1)
      return .reply([.int32(Int32(index))])
    case "GetRelationSet":
      return .reply([.array(element: "(ua(so))", [])])
    case "GetRole":
      return .reply([.uint32(node.role.code)])
    case "GetRoleName", "GetLocalizedRoleName":
      return .reply([.string(node.role.name)])
    case "GetState":
      return .reply([.array(element: "u", node.states.words.map(BusValue.uint32))])
    case "GetAttributes":
      return .reply([.stringDictionary([("toolkit", "FocusUI")] + node.attributes)])
    case "GetApplication":
      return .reply([reference(AtspiTree.rootKey)])
    case "GetInterfaces":
      return .reply([.strings(node.interfaces)])
    default:
      return unknown(member)
    }
  }

  private func application(member: String) -> Answer {
    switch member {
    case "GetLocale": return .reply([.string(Self.locale)])
    // The app answers on the accessibility bus itself: no direct address.
    case "GetApplicationBusAddress": return .reply([.string("")])
    default: return unknown(member)
    }
  }

  // MARK: Component

  /// AT-SPI's coordinate types: screen, window, parent.
  private func origin(for coordinateType: Int, of node: AtspiNode) -> Point {
    guard coordinateType == 2, let parent = node.parent, let outer = tree[parent] else { return .zero }
    return outer.extents.origin
  }

  private func component(
    _ node: AtspiNode, member: String, _ arguments: Arguments, input: inout [InputEvent]
  ) -> Answer {
    switch member {
    case "GetExtents":
      let shift = origin(for: arguments.int(0), of: node)
      let box = node.extents
      return .reply([
        .structure([
          .int32(Int32(box.minX - shift.x)), .int32(Int32(box.minY - shift.y)), .int32(Int32(box.width)),
          .int32(Int32(box.height)),
        ])
      ])
    case "GetPosition":
      let shift = origin(for: arguments.int(0), of: node)
      return .reply([.int32(Int32(node.extents.minX - shift.x)), .int32(Int32(node.extents.minY - shift.y))])
    case "GetSize":
      return .reply([.int32(Int32(node.extents.width)), .int32(Int32(node.extents.height))])
    case "Contains":
      let shift = origin(for: arguments.int(2), of: node)
      let point = Point(x: arguments.int(0) + shift.x, y: arguments.int(1) + shift.y)
      return .reply([.bool(node.extents.contains(point))])
    case "GetAccessibleAtPoint":
      let shift = origin(for: arguments.int(2), of: node)
      let point = Point(x: arguments.int(0) + shift.x, y: arguments.int(1) + shift.y)
      return .reply([deepest(at: point, in: node).map(reference) ?? nullReference])
    case "GetLayer":
      // AT-SPI's layers: a window, or a widget in it.
      return .reply([.uint32(node.role == .frame ? 7 : 3)])
    case "GetMDIZOrder":
      return .reply([.int16(0)])
    case "GetAlpha":
      return .reply([.double(1)])
    case "GrabFocus":
      guard let target = focusTarget(node) else { return .reply([.bool(false)]) }
      input.append(.assistiveFocus(target))
      return .reply([.bool(true)])
    case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
      // The terminal's cells cannot be moved or resized from outside.
      return .reply([.bool(false)])
    default:
      return unknown(member)
    }
  }

  /// The element keyboard focus goes to when `node` is asked to take it:
  /// itself when Tab reaches it, else the first element in it that Tab
  /// reaches (a row's).
  private func focusTarget(_ node: AtspiNode) -> NodeID? {
    if node.states.contains(.focusable), let element = node.element { return element }
    for child in node.children {
      if let inner = tree[child], let target = focusTarget(inner) { return target }
    }
    return nil
  }

  private func deepest(at point: Point, in node: AtspiNode) -> String? {
    for child in node.children.reversed() {
      guard let inner = tree[child], inner.extents.contains(point) else { continue }
      return deepest(at: point, in: inner) ?? child
    }
    return nil
  }

  // MARK: Action

  private func action(_ node: AtspiNode, member: String, _ arguments: Arguments, input: inout [InputEvent]) -> Answer {
    let index = arguments.int(0)
    let chosen = node.actions.indices.contains(index) ? node.actions[index] : nil
    switch member {
    case "GetName", "GetLocalizedName": return .reply([.string(chosen?.name ?? "")])
    case "GetDescription": return .reply([.string(chosen?.description ?? "")])
    case "GetKeyBinding": return .reply([.string("")])
    case "GetActions":
      return .reply([
        .array(
          element: "(sss)",
          node.actions.map { .structure([.string($0.name), .string($0.description), .string("")]) })
      ])
    case "DoAction":
      guard let chosen else { return .reply([.bool(false)]) }
      input.append(Self.event(for: chosen.action))
      return .reply([.bool(true)])
    default:
      return unknown(member)
    }
  }

  static func event(for action: AtspiNode.Action) -> InputEvent {
    switch action {
    case .activate(let id): .activate(id)
    case .custom(let id, let index): .accessibilityAction(id, index: index)
    case .command(let item): .command(item)
    case .click(let id): .clickElement(id)
    }
  }

  // MARK: Selection

  private func selectedChildren(of node: AtspiNode) -> [String] {
    guard node.selectsChildren else { return [] }
    return node.children.filter { tree[$0]?.states.contains(.selected) == true }
  }

  private func selection(
    _ node: AtspiNode, member: String, _ arguments: Arguments, input: inout [InputEvent]
  ) -> Answer {
    let selected = selectedChildren(of: node)
    switch member {
    case "GetSelectedChild":
      let index = arguments.int(0)
      return .reply([selected.indices.contains(index) ? reference(selected[index]) : nullReference])
    case "IsChildSelected":
      let index = arguments.int(0)
      return .reply([.bool(node.children.indices.contains(index) && selected.contains(node.children[index]))])
    case "SelectChild":
      let index = arguments.int(0)
      guard node.children.indices.contains(index), let child = tree[node.children[index]],
        let press = pressTarget(child)
      else { return .reply([.bool(false)]) }
      input.append(press)
      return .reply([.bool(true)])
    case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
      // A list's selection changes by choosing a row, as a click does.
      return .reply([.bool(false)])
    default:
      return unknown(member)
    }
  }

  /// How choosing `node` in a selection is done: a tab is activated, a
  /// row pressed where its first element is.
  private func pressTarget(_ node: AtspiNode) -> InputEvent? {
    if let element = node.element { return .activate(element) }
    for child in node.children {
      if let inner = tree[child], let element = inner.element { return .clickElement(element) }
    }
    return nil
  }
}
