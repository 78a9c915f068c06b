import FocusEngine

/// The layer of one presentation: a sheet, an alert, a confirmation dialog
/// or a popover, drawn as a bordered box over the window.
///
/// - A sheet is centered, as large as its content up to the window less a
///   margin, over the dimmed window.
/// - An alert or a confirmation dialog is centered too, at most 56 columns
///   wide: its title, its message, then its buttons in a row.
/// - A popover sits beside its anchor (see ``PopoverAttachmentAnchor``),
///   at most 44 columns wide, with an arrow on the border pointing at the
///   anchor; the window is not dimmed.
///
/// In a window too small for a border (under 6×3 cells) the content fills
/// the box without one. Every presentation is modal (see
/// `ViewGraph.modalLayer`). The layer tells keyboard focus and the
/// assistive technologies when it appears and when it goes, and runs the
/// presentation's `onDismiss` after it went.
final class PresentationLayerNode: LayerNode {
  private(set) var request: PresentationRequest!
  private let contentLayout = StackLayout(axis: .vertical, spacing: 0, alignment: .start)
  /// Whether the dialog's standard button (OK, Cancel) is shown.
  private var addsStandardButton = false
  /// Entries written into the content's environment keep this version.
  private let environmentVersion = EnvironmentValues.nextVersion()
  private var cachedEnvironment: (token: Int, environment: EnvironmentValues)?
  /// Where the popover's arrow is drawn, from the last layout.
  private var arrow: (edge: Edge, offset: Int)?
  private var hasRun = false

  var identity: AnyHashable? { request?.identity }

  override var journalName: String { request?.modifierName ?? "presentation" }

  override func accept(_ view: any View) -> Bool {
    request = (view as! PresentationLayer).request
    invalidateLayout()
    return true
  }

  override func run() {
    if !hasRun {
      hasRun = true
      warnIfAnotherViewPresents()
    }
    switch request.content {
    case .view(let view):
      reconcileChildren(byPosition: [view])
    case .dialog(let dialog):
      reconcileChildren(byPosition: [DialogBody(dialog: dialog, addsStandardButton: addsStandardButton)])
      // The app's buttons exist now: add the standard one if they need it.
      let needed = needsStandardButton(dialog.kind)
      if needed != addsStandardButton {
        addsStandardButton = needed
        reconcileChildren(byPosition: [DialogBody(dialog: dialog, addsStandardButton: needed)])
      }
    }
  }

  // MARK: - Appearing and closing

  override func didMount() {
    super.didMount()
    graph.focus.presentationDidAppear(self)
    graph.existingFeature(AssistiveFocus.self)?.presentationDidAppear(self)
  }

  /// SwiftUI shows one presentation of a view hierarchy at a time (one
  /// presented from inside another is fine): a second one, from another
  /// view, is a mistake it reports. FocusUI shows both, stacked in tree
  /// order, and says so.
  private func warnIfAnotherViewPresents() {
    guard graph.layers.contains(where: { $0 !== self && !isDescendant(of: $0) && !$0.isDescendant(of: self) })
    else { return }
    graph.diagnostics.warn(
      "\(request.modifierName): presented while another view's presentation is up. SwiftUI presents one at a "
        + "time; both are shown, the one later in the view tree on top. Present the second from inside the first, "
        + "or after it closes.")
  }

  override func willUnmount() {
    graph.focus.presentationWillDisappear(self)
    graph.existingFeature(AssistiveFocus.self)?.presentationWillDisappear(self)
    if let onDismiss = request?.onDismiss {
      graph.enqueueCallback(for: nil, onDismiss)
    }
    super.willUnmount()
  }

  /// Closes the presentation: sets its binding, so that the presenting
  /// view's next update removes the layer.
  func dismiss() {
    guard isMounted else { return }
    request.dismiss()
  }

  /// A click outside closes a popover (as on a Mac, where it is
  /// transient); the other presentations ignore it.
  override func pointerDownOutside() {
    if case .popover = request.style { dismiss() }
  }

  /// Escape: an alert or a dialog presses its first enabled button with the
  /// `cancel` role (which runs its action and closes it), or else closes;
  /// a sheet or a popover closes.
  override func cancel() {
    if case .dialog = request.content,
      let button = firstButton(where: { $0.role == .cancel && $0.environment.isEnabled })
    {
      button.press()
    } else {
      dismiss()
    }
  }

  // MARK: - Environment

  /// The content's environment: what the presenting view has, with
  /// `isPresented`, this presentation's `dismiss`, and neither `isFocused`
  /// from a focusable view around the presenting one nor a keyboard
  /// shortcut given to its buttons. An alert's and a dialog's buttons
  /// close it.
  override var childEnvironment: EnvironmentValues {
    if let cachedEnvironment, cachedEnvironment.token == environment.token { return cachedEnvironment.environment }
    var result = environment
    let closesOnPress: Bool
    if case .dialog = request.content { closesOnPress = true } else { closesOnPress = false }
    EnvironmentValues.$writerVersion.withValue(environmentVersion) {
      result.isPresented = true
      result.dismiss = DismissAction(layer: self)
      result.isFocused = false
      result.buttonsClosePresentation = closesOnPress
      // Shortcuts given to the presenting view's buttons are its own.
      result.keyboardShortcut = nil
    }
    cachedEnvironment = (environment.token, result)
    return result
  }

  // MARK: - Buttons

  /// Whether the dialog's standard button is needed: an alert with no
  /// button of its own, or a dialog without a cancel button.
  private func needsStandardButton(_ kind: DialogContent.Kind) -> Bool {
    guard let actions = firstNode(where: { $0 is CompositeNode<DialogActions> }) else { return false }
    var buttons: [ButtonNode] = []
    collectButtons(in: actions, into: &buttons)
    switch kind {
    case .alert: return buttons.isEmpty
    case .confirmationDialog: return !buttons.contains { $0.role == .cancel }
    }
  }

  private func firstButton(where matches: (ButtonNode) -> Bool) -> ButtonNode? {
    var buttons: [ButtonNode] = []
    collectButtons(in: self, into: &buttons)
    return buttons.first(where: matches)
  }

  private func collectButtons(in node: ViewNode, into buttons: inout [ButtonNode]) {
    for child in node.children where !child.isLayerRoot {
      if let button = child as? ButtonNode { buttons.append(button) } else { collectButtons(in: child, into: &buttons) }
    }
  }

  private func firstNode(where matches: (ViewNode) -> Bool) -> ViewNode? {
    var stack: [ViewNode] = [self]
    while let node = stack.popLast() {
      if matches(node) { return node }
      stack.append(contentsOf: node.children.reversed().filter { !$0.isLayerRoot })
    }
    return nil
  }

  // MARK: - Layout

  /// The border, and a column of space each side inside it; none when the
  /// box is too small for it.
  private static func chrome(for size: Size) -> CellInsets {
    size.width >= 6 && size.height >= 3 ? CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2) : .zero
  }

  /// The chrome of this presentation: none for a full-screen cover.
  private func chrome(for size: Size) -> CellInsets {
    if case .fullScreenCover = request.style { return .zero }
    return Self.chrome(for: size)
  }

  private static let fullChrome = CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2)

  override func layerFrame(in window: Rect) -> Rect {
    // A small window gives the box all of itself; a larger one keeps a
    // margin of the window visible around it.
    let small = window.width < 16 || window.height < 6
    let maxWidth = small ? window.width : window.width - 4
    let maxHeight = small ? window.height : window.height - 2
    arrow = nil
    switch request.style {
    case .sheet:
      return centered(boxSize(maxWidth: maxWidth, maxHeight: maxHeight, minWidth: 30), in: window)
    case .fullScreenCover:
      return window
    case .alert, .confirmationDialog:
      return centered(boxSize(maxWidth: min(maxWidth, 56), maxHeight: maxHeight, minWidth: 24), in: window)
    case .popover(let placement):
      let size = boxSize(maxWidth: min(window.width, 44), maxHeight: window.height, minWidth: 0)
      return popoverFrame(size, placement: placement, in: window)
    }
  }

  /// The box for the content's ideal size at the widest the box may be.
  private func boxSize(maxWidth: Int, maxHeight: Int, minWidth: Int) -> Size {
    let maxWidth = max(0, maxWidth)
    let maxHeight = max(0, maxHeight)
    let chrome = Self.fullChrome
    let inner = contentLayout.sizeThatFits(
      layoutItems, ProposedSize(width: max(0, maxWidth - chrome.horizontal), height: nil), in: self)
    return Size(
      width: min(maxWidth, max(minWidth, inner.width + chrome.horizontal)),
      height: min(maxHeight, inner.height + chrome.vertical))
  }

  private func centered(_ size: Size, in window: Rect) -> Rect {
    Rect(
      x: window.minX + max(0, (window.width - size.width) / 2),
      y: window.minY + max(0, (window.height - size.height) / 2), width: size.width, height: size.height)
  }

  /// Beside the anchor, on the side `arrowEdge` names (below when `nil`),
  /// else the opposite side, else the others; a box that fits nowhere is
  /// kept inside the window, over the anchor.
  private func popoverFrame(_ size: Size, placement: PopoverPlacement, in window: Rect) -> Rect {
    let anchor = anchorFrame(placement.anchor)
    let preferred = placement.arrowEdge ?? .bottom
    let order: [Edge] =
      switch preferred {
      case .top: [.top, .bottom, .trailing, .leading]
      case .bottom: [.bottom, .top, .trailing, .leading]
      case .leading: [.leading, .trailing, .bottom, .top]
      case .trailing: [.trailing, .leading, .bottom, .top]
      }
    func clamp(_ value: Int, _ length: Int, _ lower: Int, _ upper: Int) -> Int {
      max(lower, min(value, upper - length))
    }
    func frame(at edge: Edge) -> Rect {
      switch edge {
      case .bottom, .top:
        let y = edge == .bottom ? anchor.maxY : anchor.minY - size.height
        return Rect(
          x: clamp(anchor.minX, size.width, window.minX, window.maxX), y: y, width: size.width, height: size.height)
      case .leading, .trailing:
        let x = edge == .trailing ? anchor.maxX : anchor.minX - size.width
        return Rect(
          x: x, y: clamp(anchor.minY, size.height, window.minY, window.maxY), width: size.width, height: size.height)
      }
    }
    let chosen = order.lazy.map { ($0, frame(at: $0)) }.first { $0.1.intersection(window) == $0.1 }
    guard let (edge, box) = chosen else {
      return Rect(
        x: clamp(anchor.minX, size.width, window.minX, window.maxX),
        y: clamp(anchor.maxY, size.height, window.minY, window.maxY), width: size.width, height: size.height)
    }
    // The arrow sits on the border facing the anchor, across from its middle.
    let offset: Int
    switch edge {
    case .top, .bottom: offset = anchor.minX + max(0, anchor.width - 1) / 2 - box.minX
    case .leading, .trailing: offset = anchor.minY + max(0, anchor.height - 1) / 2 - box.minY
    }
    arrow = (edge, offset)
    return box
  }

  /// The anchor on screen: the presenting view's frame, or a rectangle in
  /// it.
  private func anchorFrame(_ anchor: PopoverAttachmentAnchor) -> Rect {
    let frames = parent?.layoutItems.map(\.screenFrame) ?? []
    let bounds = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
    switch anchor.kind {
    case .bounds: return bounds
    case .rect(let rect): return Rect(origin: bounds.origin + rect.origin, size: rect.size)
    }
  }

  override func performLayout(previousFrame: Rect?) {
    func interior(_ frame: Rect) -> Rect {
      let chrome = self.chrome(for: frame.size)
      return Rect(
        x: frame.minX + chrome.leading, y: frame.minY + chrome.top, width: max(0, frame.width - chrome.horizontal),
        height: max(0, frame.height - chrome.vertical))
    }
    contentLayout.place(layoutItems, in: interior(frame), previousFrame: previousFrame.map(interior), container: self)
  }

  // MARK: - Drawing

  override func drawLayer(into canvas: inout Canvas) {
    if request.dimsBackground {
      canvas.restyle(Rect(origin: .zero, size: canvas.size)) { $0.isDim = true }
    }
    canvas.fill(frame, with: " ", style: .plain)
    let chrome = self.chrome(for: frame.size)
    if chrome != .zero { drawBorder(into: &canvas) }
    let inside = Rect(
      x: frame.minX + chrome.leading, y: frame.minY + chrome.top, width: max(0, frame.width - chrome.horizontal),
      height: max(0, frame.height - chrome.vertical))
    canvas.clipped(to: inside) { canvas in
      draw(into: &canvas)
    }
  }

  private func drawBorder(into canvas: inout Canvas) {
    let style = CellStyle.plain
    let width = frame.width
    let horizontal = String(repeating: "─", count: max(0, width - 2))
    canvas.draw("┌" + horizontal + "┐", at: frame.origin, style: style)
    canvas.draw("└" + horizontal + "┘", at: Point(x: frame.minX, y: frame.maxY - 1), style: style)
    for y in (frame.minY + 1)..<(frame.maxY - 1) {
      canvas.draw("│", at: Point(x: frame.minX, y: y), style: style)
      canvas.draw("│", at: Point(x: frame.maxX - 1, y: y), style: style)
    }
    guard let arrow else { return }
    // Between the corners, pointing at the anchor.
    switch arrow.edge {
    case .bottom, .top:
      let x = frame.minX + min(max(1, arrow.offset), width - 2)
      let y = arrow.edge == .bottom ? frame.minY : frame.maxY - 1
      canvas.draw(arrow.edge == .bottom ? "▲" : "▼", at: Point(x: x, y: y), style: style)
    case .leading, .trailing:
      let y = frame.minY + min(max(1, arrow.offset), frame.height - 2)
      let x = arrow.edge == .trailing ? frame.minX : frame.maxX - 1
      canvas.draw(arrow.edge == .trailing ? "◀" : "▶", at: Point(x: x, y: y), style: style)
    }
  }
}
