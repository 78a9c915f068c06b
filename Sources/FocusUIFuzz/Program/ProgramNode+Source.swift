import Foundation

extension ProgramNode {
  /// The node as SwiftUI-like source, one view per line.
  func source(indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent)
    func block(_ head: String, _ nodes: [ProgramNode], _ tail: String = "") -> String {
      ([pad + head + " {"] + nodes.map { $0.source(indent: indent + 1) } + [pad + "}" + tail]).joined(separator: "\n")
    }
    switch self {
    case .vstack(let c): return block("VStack", c)
    case .hstack(let c): return block("HStack", c)
    case .zstack(let c): return block("ZStack", c)
    case .grid(let c):
      return block("Grid(alignment: .leading)", [.group(c)]).replacingOccurrences(of: "Group {", with: "GridRow {")
    case .geometry(let c):
      return block("GeometryReader { proxy in", [.text(.literal("w\\(Int(proxy.size.width))")), c])
        .replacingFirstBrace()
    case .group(let c): return block("Group", c)
    case .form(let c): return block("Form", c)
    case .list(let c): return block("List", c)
    case .selectableList(let tag, let state, let c):
      return block("List(selection: $ints[\(state)])", c, ".focused($focus, equals: \(tag))")
    case .section(let header, let c): return block(header.map { "Section(\"\($0)\")" } ?? "Section", c)
    case .scroll(let c): return block("ScrollView", [c])
    case .text(let expression): return pad + "Text(\(expression.source))"
    case .field(let tag, let text):
      let binding =
        switch text {
        case Self.shortenedText: "Binding(get: { texts[0] }, set: { texts[0] = String($0.prefix(3)) })"
        case Self.constantText: ".constant(\"\")"
        default: "$texts[\(text)]"
        }
      return pad + "TextField(\"f\(tag)\", text: \(binding)).focused($focus, equals: \(tag))"
    case .button(let tag, let effect):
      return pad + "Button(\"b\(tag)\") { \(effect.source) }.focused($focus, equals: \(tag))"
    case .forEach(let list, let row):
      return pad + "let captured = ints[2]\n"
        + block("ForEach(lists[\(list)], id: \\.self) { row in", [row]).replacingFirstBrace()
    case .forEachBinding(let list, let row):
      return pad + "let captured = ints[2]\n"
        + block("ForEach($lists[\(list)], id: \\.self) { $row in", [row]).replacingFirstBrace()
    case .conditional(let condition, let then, let otherwise):
      var text = block("if \(condition.source)", [then])
      if let otherwise { text += " else {\n" + otherwise.source(indent: indent + 1) + "\n" + pad + "}" }
      return text
    case .switchOn(let state, let cases):
      var lines = [pad + "switch ints[\(state)] % \(cases.count) {"]
      for (index, node) in cases.enumerated() {
        lines.append(pad + "case \(index):")
        lines.append(node.source(indent: indent + 1))
      }
      return (lines + [pad + "}"]).joined(separator: "\n")
    case .disabled(let condition, let c): return block("Group", [c], ".disabled(\(condition.source))")
    case .environment(let expression, let c):
      return block("Group", [c], ".environment(\\.programNote, \(expression.source))")
    case .environmentText: return pad + "EnvironmentText()  // Text(\"env \\(note)\")"
    case .child(let c): return block("ChildView", [c])
    case .scope(let id, let tag, let c):
      return block("ScopeView(id: \(id)) /* @State var count; Button(\"b\(tag)\") { count += 1 } */", [c])
    case .identified(let state, let c): return block("Group", [c], ".id(ints[\(state)])")
    case .focusSection(let c): return block("Group", [c], ".focusSection()")
    case .keyCommands(let state, let c):
      return block(
        "Group", [c],
        ".onMoveCommand { ints[\(state)] += $0 == .down || $0 == .right ? 1 : -1 }"
          + ".onKeyPress(\"k\") { ints[\(state)] += 1; return .handled }")
    case .focusEffectDisabled(let condition, let c):
      return block("Group", [c], ".focusEffectDisabled(\(condition.source))")
    case .searchable(let tag, let text, let c):
      return block(
        "Group", [c], ".searchable(text: $texts[\(text)], prompt: \"s\(tag)\").searchFocused($focus, equals: \(tag))")
    case .suggestedSearch(let tag, let text, let c):
      return block(
        "Group", [c],
        ".searchable(text: $texts[\(text)], prompt: \"s\(tag)\").searchFocused($focus, equals: \(tag))"
          + ".searchSuggestions { ForEach([\"a\", \"ab\", \"b\"], id: \\.self) { Text(\"c\\($0)\").searchCompletion($0) } }"
      )
    case .tabView(let state, let sidebar, let c):
      return block(
        "TabView(selection: $ints[\(state)] % \(c.count)) /* Tab(\"t<i>\", value: i), TabSection(\"sec\") after the first */",
        c, sidebar ? ".tabViewStyle(.sidebarAdaptable)" : "")
    case .groupBox(let styled, let c):
      return block("GroupBox(\"g\")", c, styled ? ".groupBoxStyle(ProgramGroupBoxStyle())" : "")
    case .sheet(let state, let c, let content):
      return block(
        "Group", [c],
        ".sheet(isPresented: ints[\(state)] is odd) {\n" + content.source(indent: indent + 1) + "\n" + pad + "}")
    case .dialog(let dialog, let c):
      return dialog.source(around: c.source(indent: indent + 1), indent: indent)
    case .listRowInsets(let insets, let c):
      return block("Group", [c], ".listRowInsets(\(insets.source))")
    case .preferredColorScheme(let scheme, let c):
      return block("Group", [c], ".preferredColorScheme(\(scheme.source))")
    case .colorSchemeText: return pad + "ColorSchemeText()  // Text(\"scheme \\(colorScheme)\")"
    case .lazyVStack(let source, let tag, let row):
      let data =
        switch source {
        case .list(let list): "lists[\(list)].map { \(tag) * 100_000 + $0 }"
        case .range(let state): "(0..<(20 + 25 * (ints[\(state)] % 5))).map { \(tag) * 100_000 + $0 }"
        }
      return pad + "LazyVStack(alignment: .leading) {  // focus tags in rows: the row's id\n"
        + ProgramNode.forEach(list: 0, row: row).source(indent: indent + 1)
        .replacingOccurrences(of: "ForEach(lists[0]", with: "ForEach(\(data)") + "\n" + pad + "}"
    }
  }
}

extension String {
  /// `ForEach(…) { row in {` → `ForEach(…) { row in`.
  fileprivate func replacingFirstBrace() -> String {
    guard let range = range(of: " in {") else { return self }
    return replacingCharacters(in: range, with: " in")
  }
}

extension TextExpression {
  var source: String {
    switch self {
    case .literal(let text): "\"\(text)\""
    case .int(let index): "\"\\(ints[\(index)])\""
    case .row: "\"r\\(row)\""
    case .count: "\"c\\(count)\""
    case .listCount(let index): "\"n\\(lists[\(index)].count)\""
    case .lines(let state): "ints[\(state)] % 2 != 0 ? \"odd\\nline\" : \"even\""
    case .words(let state): "sentence(words: [1, 5, 12, 24][ints[\(state)] % 4])"
    case .typed(let index): "texts[\(index)]"
    case .captured: "\"k\\(captured)\""
    case .concat(let a, let b): "\(a.source) + \" \" + \(b.source)"
    }
  }
}

extension ProgramInsets {
  var source: String {
    switch self {
    case .listDefault: "nil"
    case .edges(let top, let leading, let bottom, let trailing):
      "EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    case .toggled(let state): "ints[\(state)] % 2 == 0 ? EdgeInsets(leading: 16) : nil"
    }
  }
}

extension ProgramColorScheme {
  var source: String {
    switch self {
    case .dark: ".dark"
    case .light: ".light"
    case .noPreference: "nil"
    case .byState(let state): "ints[\(state)] % 2 == 0 ? .light : .dark"
    }
  }
}

extension Condition {
  var source: String {
    switch self {
    case .even(let state): "ints[\(state)] % 2 == 0"
    case .rowMarked(let state): "row == ints[\(state)] % 8"
    case .countEven: "count % 2 == 0"
    case .not(let condition): "!(\(condition.source))"
    }
  }
}

extension ButtonEffect {
  var source: String {
    switch self {
    case .increment(let state): "ints[\(state)] += 1"
    case .appendAndFocus(let list, let tag): "lists[\(list)].append(newID); focus = tag \(tag) of the new row"
    case .removeFirst(let list): "lists[\(list)].removeFirst()"
    case .focus(let tag): "focus = \(tag.map { "\($0)" } ?? "nil")"
    case .setText(let index, let text): "texts[\(index)] = \"\(text)\""
    case .incrementElement: "row += 1"
    }
  }
}
