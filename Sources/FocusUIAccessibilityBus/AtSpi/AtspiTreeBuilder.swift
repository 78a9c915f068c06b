import FocusEngine
import FocusUI

extension AtspiTree {
  /// Makes the objects of a frame's semantics in the order the browser's
  /// page makes its elements: the menu bar, then each element with the
  /// structures around it made before the first element in them, then the
  /// accessibility elements no view draws.
  struct Builder {
    let semantics: FrameSemantics
    private(set) var order: [AtspiNode] = []
    /// The open menu's highlighted item: where the keyboard is.
    private(set) var highlightedMenuItem: String?
    private var made = Set<String>()

    init(semantics: FrameSemantics) {
      self.semantics = semantics
    }

    mutating func build() {
      addMenuBar()
      for shown in semantics.elements {
        // A view combined into another, or hidden, is not read, unless it
        // can take focus (hiding it would then be a trap).
        guard shown.accessibility != nil || shown.isInFocusOrder else { continue }
        let parent = containerKey(of: shown.element.id)
        append(Self.node(shown, top: semantics.top, parent: parent, caret: caret(of: shown.element.id)))
      }
      for group in semantics.undrawnAccessibility {
        append(Self.node(undrawn: group, top: semantics.top))
        // A group holding other elements holds their objects too.
        for child in group.children {
          if let index = order.firstIndex(where: { $0.key == AtspiTree.key(child) }), order[index].parent == nil {
            order[index].parent = AtspiTree.key(group.id)
          }
        }
      }
    }

    private func caret(of id: NodeID) -> Int? {
      guard let caret = semantics.caret, caret.field == id else { return nil }
      return caret.offset
    }

    private mutating func append(_ node: AtspiNode) {
      guard made.insert(node.key).inserted else { return }
      order.append(node)
    }

    // MARK: The menu bar

    private mutating func addMenuBar() {
      guard !semantics.menuEntries.isEmpty else { return }
      append(
        AtspiNode(
          key: AtspiTree.menuBarKey, role: .menuBar, name: "", description: "",
          states: [.enabled, .sensitive, .visible, .showing], parent: nil,
          extents: Rect(x: 0, y: 0, width: 0, height: 0))
      )
      var openMenu: String?
      for (index, entry) in semantics.menuEntries.enumerated() {
        let key = "m\(index)"
        var node = AtspiNode(
          key: key, role: AtspiRole(.menuTitle), name: entry.label, description: "",
          states: [.visible, .showing], parent: AtspiTree.menuBarKey, extents: entry.frame)
        switch entry.kind {
        case .title(let isOpen):
          node.states.formUnion([.enabled, .sensitive, .expandable, .selectable, isOpen ? .expanded : .collapsed])
          if isOpen { openMenu = key }
        case .item(let item, let isHighlighted):
          node = AtspiNode(
            key: key, role: AtspiRole(.menuItem), name: entry.label, description: "",
            states: AtspiStates(item.isEnabled ? [.enabled] : [], role: .menuItem),
            parent: openMenu ?? AtspiTree.menuBarKey,
            extents: entry.frame)
          if isHighlighted {
            node.states.insert(.selected)
            highlightedMenuItem = key
          }
          if item.isEnabled { node.actions = [("click", "", .command(item))] }
        }
        append(node)
      }
    }

    // MARK: Structure

    /// The key of the structure element `id` sits in (a tab bar's tab
    /// list, a list's row), made with the structures around it; `nil` for
    /// the window.
    private mutating func containerKey(of id: NodeID) -> String? {
      key(of: semantics.containers[id])
    }

    private mutating func key(of container: FrameContainer?) -> String? {
      switch container {
      case nil:
        return nil
      case .tabList(let bar):
        let key = "t\(bar.rawValue)"
        if !made.contains(key) {
          let parent = self.key(of: semantics.tabListContainers[bar])
          var node = AtspiNode(
            key: key, role: AtspiRole(.tabList), name: "", description: "",
            states: [.enabled, .sensitive, .visible, .showing], parent: parent, extents: .zero)
          node.selectsChildren = true
          append(node)
        }
        return key
      case .row(let row, let list):
        let listKey = "l\(list.rawValue)"
        if !made.contains(listKey) {
          let parent = containerKey(of: list)
          var node = AtspiNode(
            key: listKey, role: AtspiRole(.list), name: "", description: "",
            states: [.enabled, .sensitive, .visible, .showing], parent: parent, extents: .zero)
          node.selectsChildren = true
          append(node)
        }
        let rowKey = "r\(row.rawValue)"
        if !made.contains(rowKey) {
          append(
            AtspiNode(
              key: rowKey, role: AtspiRole(.listItem), name: "", description: "",
              states: AtspiStates([.enabled], role: .listItem), parent: listKey, extents: .zero))
        }
        return rowKey
      }
    }

    // MARK: Elements

    /// The object of an element a view draws.
    static func node(_ shown: FrameElement, top: Int, parent: String?, caret: Int?) -> AtspiNode {
      let element = shown.element
      let accessibility = shown.accessibility
      let role = shown.role
      let frame = element.frame
      var node = AtspiNode(
        key: AtspiTree.key(element.id), role: AtspiRole(role), name: accessibility?.label ?? element.label,
        description: description(of: accessibility), states: AtspiStates(shown.states, role: role), parent: parent,
        extents: Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: max(1, frame.height)))
      node.element = element.id
      let value = accessibility?.value ?? element.value
      describe(&node, role: role, value: role == .secureField ? element.value : value)
      if role.isTextInput {
        node.caret = caret ?? node.text.map { $0.unicodeScalars.count }
        node.isEditableText = shown.states.contains(.editable)
      }
      if let caret, let text = node.text { node.caret = TextOffsets.scalars(ofCharacters: caret, in: text) }
      var actions: [(name: String, description: String, action: AtspiNode.Action)] = []
      if role.isTextInput {
        actions.append(("activate", "", .activate(element.id)))
      } else if Self.pressable.contains(role) || accessibility?.isActionable == true {
        actions.append(("click", accessibility?.hint ?? "", .activate(element.id)))
      }
      for (index, name) in (accessibility?.actionNames ?? []).enumerated() {
        actions.append((name, "", .custom(element.id, index: index)))
      }
      node.actions = actions
      if let identifier = accessibility?.identifier { node.attributes.append(("id", identifier)) }
      return node
    }

    /// The object of an accessibility element no view draws.
    static func node(undrawn group: AccessibilityElement, top: Int) -> AtspiNode {
      let role = SemanticRole(undrawn: group)
      let states = SemanticStates(undrawn: group)
      let frame = group.frame
      var node = AtspiNode(
        key: AtspiTree.key(group.id), role: states.contains(.modal) ? .dialog : AtspiRole(role), name: group.label,
        description: description(of: group), states: AtspiStates(states, role: role), parent: nil,
        extents: Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: max(1, frame.height)))
      node.element = group.id
      describe(&node, role: role, value: group.value)
      if group.isActionable { node.actions.append(("click", group.hint ?? "", .activate(group.id))) }
      for (index, name) in group.actionNames.enumerated() {
        node.actions.append((name, "", .custom(group.id, index: index)))
      }
      if let identifier = group.identifier { node.attributes.append(("id", identifier)) }
      return node
    }

    /// The roles whose default action presses them.
    private static let pressable: Set<SemanticRole> = [
      .button, .toggle, .link, .tab, .menu, .picker, .disclosure,
    ]

    /// The description: the hint, then each custom content entry.
    private static func description(of element: AccessibilityElement?) -> String {
      guard let element else { return "" }
      var parts: [String] = []
      if let hint = element.hint, !hint.isEmpty { parts.append(hint) }
      parts += element.customContent.map { "\($0.label): \($0.value)" }
      return parts.joined(separator: ". ")
    }

    /// Sets what the Text and Value interfaces read.
    private static func describe(_ node: inout AtspiNode, role: SemanticRole, value: String?) {
      switch role {
      case .textField, .secureField:
        node.text = value ?? ""
      case .text, .heading, .link:
        node.text = node.name
      case .slider, .stepper, .progress:
        node.valueText = value
        if let number = value.flatMap(Self.number) {
          // A progress view says its percentage; other bounds are the
          // app's own, which the frame does not carry.
          let isPercent = role == .progress || value?.hasSuffix("%") == true
          node.value = (number, isPercent ? 0 : number, isPercent ? 100 : number)
        }
      default:
        if let value, !value.isEmpty { node.valueText = value }
      }
    }

    /// The number a value's text starts with: "42" in "42%".
    private static func number(_ text: String) -> Double? {
      let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
      return Double(digits)
    }
  }
}

extension Rect {
  static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
