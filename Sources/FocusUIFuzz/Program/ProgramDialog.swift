import FocusUI

/// A dialog of a ``ProgramNode/dialog(_:_:)`` node: an alert in either of
/// SwiftUI's spellings, or an action sheet, shown while `ints[state]` is
/// odd, with a button `b<tag>` beside it that shows it.
///
/// The button is how key scripts reach the dialog (Tab to it, Return), so
/// that focus moves into the dialog, among its buttons, and back out by
/// Escape or by a button. Each of the dialog's buttons runs an effect and
/// is labelled by its role: `ok<tag>` (plain), `rm<tag>` (destructive),
/// `no<tag>` (cancel), at most one of each, so labels stay unique.
///
/// ```swift
/// let dialog = ProgramDialog(
///   style: .alertValue, state: 1, tag: 3,
///   buttons: [.init(role: .destructive, effect: .increment(state: 0)), .init(role: .cancel, effect: .focus(tag: 1))],
///   message: .int(0))
/// let node = ProgramNode.dialog(dialog, .text(.literal("below")))
/// ```
public struct ProgramDialog: Hashable, Sendable {
  /// Which of SwiftUI's dialog modifiers shows it.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// `.alert("a<tag>", isPresented:) { Button… } message: { Text(…) }`
    case alert
    /// `.alert(isPresented:) { Alert(title:message:primaryButton:secondaryButton:) }`
    /// (or `dismissButton:` with one button).
    case alertValue
    /// `.actionSheet(isPresented:) { ActionSheet(title:message:buttons:) }`
    case actionSheet
  }

  /// A button's role, which names it and decides what Escape chooses.
  public enum Role: Hashable, Sendable {
    case plain, destructive, cancel

    var prefix: String {
      switch self {
      case .plain: "ok"
      case .destructive: "rm"
      case .cancel: "no"
      }
    }
  }

  /// A button of the dialog and what it does.
  public struct Choice: Hashable, Sendable {
    public var role: Role
    public var effect: ButtonEffect

    public init(role: Role, effect: ButtonEffect) {
      self.role = role
      self.effect = effect
    }
  }

  public var style: Style
  /// The dialog is shown while `ints[state]` is odd.
  public var state: Int
  /// The tag of the button that shows it, and the suffix of every label.
  public var tag: Int
  /// One to three buttons, at most one of each role (two at most for
  /// ``Style/alertValue``).
  public var buttons: [Choice]
  public var message: TextExpression?

  public init(style: Style, state: Int, tag: Int, buttons: [Choice], message: TextExpression?) {
    self.style = style
    self.state = state
    self.tag = tag
    self.buttons = buttons
    self.message = message
  }
}

extension ProgramDialog {
  /// `content` below the button that shows the dialog, with the dialog's
  /// modifier.
  @MainActor
  func view(around content: AnyView, in context: ProgramContext) -> AnyView {
    let isPresented = context.isOdd(state)
    let tag = context.tag(tag)
    let presenter = VStack {
      Button("b\(tag)") { isPresented.wrappedValue = true }
        .focused(context.focus, equals: tag)
      content
    }
    let message = self.message.map { Text($0.evaluate(in: context)) }
    switch style {
    case .alert:
      return AnyView(
        presenter.alert("a\(tag)", isPresented: isPresented) {
          ForEach(buttons.indices, id: \.self) { index in
            let choice = buttons[index]
            Button("\(choice.role.prefix)\(tag)", role: choice.role.buttonRole) { choice.effect.perform(in: context) }
          }
        } message: {
          if let message { message }
        })
    case .alertValue:
      let alertButtons = buttons.map { $0.alertButton(tag: tag, in: context) }
      return AnyView(
        presenter.alert(isPresented: isPresented) {
          alertButtons.count == 1
            ? Alert(title: Text("a\(tag)"), message: message, dismissButton: alertButtons[0])
            : Alert(
              title: Text("a\(tag)"), message: message, primaryButton: alertButtons[0],
              secondaryButton: alertButtons[1])
        })
    case .actionSheet:
      let sheetButtons = buttons.map { $0.alertButton(tag: tag, in: context) }
      return AnyView(
        presenter.actionSheet(isPresented: isPresented) {
          ActionSheet(title: Text("a\(tag)"), message: message, buttons: sheetButtons)
        })
    }
  }

  /// The dialog as source, around `content`'s source.
  func source(around content: String, indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent)
    let inner = pad + "  "
    let message = self.message.map { "Text(\($0.source))" }
    var lines = [
      pad + "VStack {", inner + "Button(\"b\(tag)\") { ints[\(state)] is odd }.focused($focus, equals: \(tag))",
      content, pad + "}",
    ]
    switch style {
    case .alert:
      lines.append(pad + ".alert(\"a\(tag)\", isPresented: ints[\(state)] is odd) {")
      for choice in buttons {
        let role = choice.role == .plain ? "" : ", role: .\(choice.role == .cancel ? "cancel" : "destructive")"
        lines.append(inner + "Button(\"\(choice.role.prefix)\(tag)\"\(role)) { \(choice.effect.source) }")
      }
      lines.append(pad + "}" + (message.map { " message: { \($0) }" } ?? ""))
    case .alertValue:
      let spelled = buttons.map { $0.source(tag: tag) }
      let buttonArguments =
        spelled.count == 1
        ? "dismissButton: \(spelled[0])"
        : "primaryButton: \(spelled[0]), secondaryButton: \(spelled[1])"
      lines.append(pad + ".alert(isPresented: ints[\(state)] is odd) {")
      lines.append(inner + "Alert(title: Text(\"a\(tag)\"), message: \(message ?? "nil"), \(buttonArguments))")
      lines.append(pad + "}")
    case .actionSheet:
      lines.append(pad + ".actionSheet(isPresented: ints[\(state)] is odd) {")
      lines.append(
        inner + "ActionSheet(title: Text(\"a\(tag)\"), message: \(message ?? "nil"), buttons: ["
          + buttons.map { $0.source(tag: tag) }.joined(separator: ", ") + "])")
      lines.append(pad + "}")
    }
    return lines.joined(separator: "\n")
  }
}

extension ProgramDialog.Role {
  var buttonRole: ButtonRole? {
    switch self {
    case .plain: nil
    case .destructive: .destructive
    case .cancel: .cancel
    }
  }
}

extension ProgramDialog.Choice {
  @MainActor
  func alertButton(tag: Int, in context: ProgramContext) -> Alert.Button {
    let label = Text("\(role.prefix)\(tag)")
    let effect = self.effect
    let action = { effect.perform(in: context) }
    return switch role {
    case .plain: .default(label, action: action)
    case .destructive: .destructive(label, action: action)
    case .cancel: .cancel(label, action: action)
    }
  }

  func source(tag: Int) -> String {
    let kind =
      switch role {
      case .plain: "default"
      case .destructive: "destructive"
      case .cancel: "cancel"
      }
    return ".\(kind)(Text(\"\(role.prefix)\(tag)\")) { \(effect.source) }"
  }
}
