/// An alert as a value, for the iOS 13 spelling ``View/alert(isPresented:content:)``:
/// a title, a message and at most two buttons.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///   Alert(
///     title: Text("Delete the note?"),
///     message: Text("This cannot be undone."),
///     primaryButton: .destructive(Text("Delete"), action: deleteNote),
///     secondaryButton: .cancel())
/// }
/// ```
///
/// It is drawn as ``View/alert(_:isPresented:actions:message:)-(Text,_,_,_)``
/// draws its alert: a cancel button is placed last and Escape chooses it, a
/// destructive one is marked as such. Any button dismisses the alert.
///
/// Made on the main actor, as the views it holds are.
@MainActor
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button: `dismissButton`, else OK.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert`` or an ``ActionSheet``: its label, its role,
  /// and what it does (after the alert is dismissed).
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button of the usual kind.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// The button that cancels: placed last, chosen by Escape.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// The button that cancels, labelled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      cancel(Text("Cancel"), action: action)
    }

    /// A button that destroys something, marked as such.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// A sheet of choices as a value, for the iOS 13 spelling
/// ``View/actionSheet(isPresented:content:)``: drawn as a
/// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:message:)-(Text,_,_,_,_)``
/// with its title shown.
///
/// ```swift
/// .actionSheet(isPresented: $choosesPhoto) {
///   ActionSheet(
///     title: Text("Add a photo"),
///     buttons: [.default(Text("Camera"), action: openCamera), .default(Text("Library")), .cancel()])
/// }
/// ```
@MainActor
public struct ActionSheet {
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// A sheet titled `title`, offering `buttons` (by default, Cancel).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// The buttons of an ``Alert`` or an ``ActionSheet``, as the views the
/// dialog draws.
struct AlertButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      Button(role: button.role, action: { button.action?() }, label: { button.label })
    }
  }
}

extension View {
  /// Shows `content()`'s alert while `isPresented` is true (the iOS 13
  /// spelling; see ``Alert``). Choosing a button sets it back to false.
  ///
  /// ```swift
  /// .alert(isPresented: $showsAlert) {
  ///   Alert(title: Text("Saved"), dismissButton: .default(Text("OK")))
  /// }
  /// ```
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return self.alert(alert.title, isPresented: isPresented) {
      AlertButtons(buttons: alert.buttons)
    } message: {
      if let message = alert.message { message }
    }
  }

  /// Shows `content(item)`'s alert while `item` is not `nil`; dismissing
  /// it sets `item` to `nil`.
  ///
  /// ```swift
  /// .alert(item: $failure) { failure in
  ///   Alert(title: Text("Could not save"), message: Text(failure.reason))
  /// }
  /// ```
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    return self.alert(alert?.title ?? Text(""), isPresented: item.isPresent()) {
      AlertButtons(buttons: alert?.buttons ?? [])
    } message: {
      if let message = alert?.message { message }
    }
  }

  /// Shows `content()`'s sheet of choices while `isPresented` is true (the
  /// iOS 13 spelling; see ``ActionSheet``).
  ///
  /// ```swift
  /// .actionSheet(isPresented: $choosesColor) {
  ///   ActionSheet(title: Text("Color"), buttons: [.default(Text("Red")) { color = .red }, .cancel()])
  /// }
  /// ```
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return confirmationDialog(sheet.title, isPresented: isPresented, titleVisibility: .visible) {
      AlertButtons(buttons: sheet.buttons)
    } message: {
      if let message = sheet.message { message }
    }
  }

  /// Shows `content(item)`'s sheet of choices while `item` is not `nil`.
  public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
    let sheet = item.wrappedValue.map(content)
    return confirmationDialog(sheet?.title ?? Text(""), isPresented: item.isPresent(), titleVisibility: .visible) {
      AlertButtons(buttons: sheet?.buttons ?? [])
    } message: {
      if let message = sheet?.message { message }
    }
  }
}

extension Binding {
  /// Whether an optional value is there; setting false clears it.
  fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
  }
}
