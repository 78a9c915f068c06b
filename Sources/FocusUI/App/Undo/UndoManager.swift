// Foundation on Apple's platforms has `UndoManager`; Linux's does not, and
// SwiftUI code reaches it through `@Environment(\.undoManager)`.
#if !canImport(Darwin)
  import Observation

  /// A recorder of changes that can be undone and redone: Foundation's
  /// `UndoManager`, with its API and its rules.
  ///
  /// Register, with each change, the closure that reverts it; ``undo()``
  /// runs the last group of those closures, and what they register while
  /// undoing becomes the ``redo()``:
  ///
  /// ```swift
  /// final class Note: ObservableObject {
  ///   @Published var text = ""
  ///
  ///   func setText(_ newText: String, undoManager: UndoManager?) {
  ///     let oldText = text
  ///     text = newText
  ///     undoManager?.registerUndo(withTarget: self) { note in
  ///       note.setText(oldText, undoManager: undoManager)
  ///     }
  ///     undoManager?.setActionName("Typing")
  ///   }
  /// }
  ///
  /// struct NoteEditor: View {
  ///   @ObservedObject var note: Note
  ///   @Environment(\.undoManager) private var undoManager
  ///
  ///   var body: some View {
  ///     TextField("Note", text: Binding(get: { note.text }, set: { note.setText($0, undoManager: undoManager) }))
  ///   }
  /// }
  /// ```
  ///
  /// Each window has one (``EnvironmentValues/undoManager``; a document
  /// window's is its document's), and an app's Edit menu has Undo and Redo
  /// acting on the selected window's. With ``groupsByEvent`` (the default),
  /// what is registered while one event is handled — a key, a click, a menu
  /// command — is one group, undone at once: the host closes the group
  /// after the event, as Apple's run loop does after each pass.
  ///
  /// A registration while undoing goes to the redo stack, and one while
  /// redoing to the undo stack; any other registration empties the redo
  /// stack, since the changes it held no longer follow from the current
  /// state.
  ///
  /// The class is `@MainActor`, as Apple's is since its Swift 6 SDKs, and
  /// its handlers run on the main actor: undo records changes of a UI's
  /// state, which lives there, so no lock is needed and a handler may touch
  /// views' models directly. Code on another actor hops to the main actor
  /// to register (`await MainActor.run { … }`). It is `@preconcurrency`,
  /// as Apple's imported class is: Swift 5 code (a model's nonisolated
  /// method registering its undo) compiles as it does there, and Swift 6
  /// code is checked.
  ///
  /// Differences from Apple's: the target is held weakly rather than
  /// unowned, so an action whose target is gone is skipped instead of
  /// crashing; a misuse Apple answers with an exception (ending a group
  /// that was never begun, undoing inside a nested group, registering with
  /// ``groupsByEvent`` off and no group open) is a runtime warning, and the
  /// call does the closest safe thing; the selector- and invocation-based
  /// registrations and the notifications are not provided. The class is
  /// `@Observable`: a view or a menu reading ``canUndo`` or
  /// ``undoMenuItemTitle`` updates when they change.
  @MainActor @preconcurrency @Observable
  open class UndoManager {
    /// One registered closure, and the object it acts on.
    private struct Action {
      weak var target: AnyObject?
      let perform: @MainActor (AnyObject) -> Void
    }

    /// A top-level group: what one undo or redo runs, newest action last.
    private struct Group {
      var actions: [Action]
      var actionName: String
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups begun and not yet ended, outermost first: each one's
    /// actions, joined to its parent's when it ends.
    private var openGroups: [[Action]] = []
    /// The name of the open top-level group.
    private var openActionName = ""
    /// Whether the open top-level group holds an action yet.
    private var openGroupHasActions = false
    /// Whether the open top-level group is the one the current event opened.
    @ObservationIgnored private var isEventGroupOpen = false
    private var disableCount = 0
    /// Told of each change of the stacks a document's edited mark follows.
    @ObservationIgnored package var changeObserver: (@MainActor (Change) -> Void)?

    /// Whether ``undo()`` is running the group being undone.
    public private(set) var isUndoing = false
    /// Whether ``redo()`` is running the group being redone.
    public private(set) var isRedoing = false

    /// Whether the registrations made while one event is handled form a
    /// group of their own without ``beginUndoGrouping()``; `true` by
    /// default.
    ///
    /// ```swift
    /// undoManager.groupsByEvent = false
    /// undoManager.beginUndoGrouping()
    /// rename(); move()
    /// undoManager.endUndoGrouping()  // one Undo reverts both
    /// ```
    public var groupsByEvent = true

    /// The most top-level groups kept for undo; the oldest are dropped
    /// beyond it. `0`, the default, keeps them all.
    ///
    /// ```swift
    /// undoManager.levelsOfUndo = 100
    /// ```
    public var levelsOfUndo = 0 {
      didSet { trimToLevelsOfUndo() }
    }

    /// An undo manager with nothing to undo or redo.
    public init() {}

    // MARK: Registering

    /// Registers `handler` to revert a change made to `target`: undoing
    /// calls it with `target`.
    ///
    /// ```swift
    /// undoManager?.registerUndo(withTarget: self) { model in
    ///   model.count = oldCount
    /// }
    /// ```
    /// Nothing is registered while registration is disabled. `target` is
    /// held weakly; once it is gone the action is skipped.
    open func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
      guard isUndoRegistrationEnabled else { return }
      let action = Action(target: target) { handler($0 as! TargetType) }
      if openGroups.isEmpty {
        guard groupsByEvent else {
          RuntimeWarnings.emitGlobally(
            "UndoManager.registerUndo(withTarget:handler:): groupsByEvent is off and no group is open; "
              + "call beginUndoGrouping() first. The action was kept as a group of its own.")
          beginUndoGrouping()
          add(action)
          endUndoGrouping()
          return
        }
        openEventGroup()
      }
      add(action)
    }

    private func add(_ action: Action) {
      openGroups[openGroups.count - 1].append(action)
      let isChange = !isUndoing && !isRedoing
      if isChange, !redoStack.isEmpty { redoStack.removeAll() }
      if !openGroupHasActions {
        openGroupHasActions = true
        if isChange { changeObserver?(.done) }
      }
    }

    /// Names the change being registered, for the Undo and Redo menu
    /// items: `"Typing"` titles them Undo Typing and Redo Typing.
    ///
    /// ```swift
    /// undoManager?.setActionName("Rename")
    /// ```
    /// It names the open group, or else the last one registered.
    open func setActionName(_ actionName: String) {
      if !openGroups.isEmpty {
        openActionName = actionName
      } else if !undoStack.isEmpty {
        undoStack[undoStack.count - 1].actionName = actionName
      }
    }

    // MARK: Grouping

    /// Opens a group: everything registered until the matching
    /// ``endUndoGrouping()`` is undone at once. Groups nest.
    ///
    /// ```swift
    /// undoManager.beginUndoGrouping()
    /// document.insert(row)
    /// document.select(row)
    /// undoManager.endUndoGrouping()
    /// ```
    /// With ``groupsByEvent``, the event's group is opened first, so the
    /// group is nested in it (``groupingLevel`` is 2 inside).
    open func beginUndoGrouping() {
      if openGroups.isEmpty, groupsByEvent, !isUndoing, !isRedoing { openEventGroup() }
      openGroups.append([])
    }

    /// Closes the group the last ``beginUndoGrouping()`` opened.
    ///
    /// ```swift
    /// undoManager.endUndoGrouping()
    /// ```
    open func endUndoGrouping() {
      guard let actions = openGroups.popLast() else {
        RuntimeWarnings.emitGlobally("UndoManager.endUndoGrouping(): no group is open; the call was ignored.")
        return
      }
      if openGroups.isEmpty {
        isEventGroupOpen = false
        let group = Group(actions: actions, actionName: openActionName)
        openActionName = ""
        openGroupHasActions = false
        // An empty group changes nothing and is not kept.
        guard !group.actions.isEmpty else { return }
        if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
        trimToLevelsOfUndo()
      } else {
        openGroups[openGroups.count - 1] += actions
      }
    }

    /// How many groups are open: `0` between events.
    ///
    /// ```swift
    /// if undoManager.groupingLevel == 0 { undoManager.beginUndoGrouping() }
    /// ```
    public var groupingLevel: Int { openGroups.count }

    private func openEventGroup() {
      openGroups.append([])
      isEventGroupOpen = true
      Self.eventGroupOwners.append(self)
    }

    // `@exclusivity(unchecked)`: read after every event (CONTRIBUTING.md, "Speed").
    /// The undo managers whose event group is open.
    @exclusivity(unchecked) private static var eventGroupOwners: [UndoManager] = []

    /// Closes the groups opened for the event that was just handled. The
    /// host calls it after each event (and after the main-actor work that
    /// ran between events), as Apple's run loop does after each pass.
    ///
    /// A group someone began and did not end keeps the event's group open
    /// until it is ended.
    package static func endEventGroups() {
      guard !eventGroupOwners.isEmpty else { return }
      let owners = eventGroupOwners
      eventGroupOwners = []
      for owner in owners where owner.isEventGroupOpen {
        if owner.openGroups.count == 1 {
          owner.endUndoGrouping()
        } else {
          eventGroupOwners.append(owner)
        }
      }
    }

    // MARK: Undoing and redoing

    /// Whether there is something to undo: a group registered, or an open
    /// one with actions.
    ///
    /// ```swift
    /// Button("Undo") { undoManager?.undo() }
    ///   .disabled(undoManager?.canUndo != true)
    /// ```
    public var canUndo: Bool {
      !undoStack.isEmpty || (openGroupHasActions && !isUndoing && !isRedoing)
    }

    /// Whether there is something to redo.
    ///
    /// ```swift
    /// Button("Redo") { undoManager?.redo() }
    ///   .disabled(undoManager?.canRedo != true)
    /// ```
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the event's group if it is open, then runs the last group's
    /// actions, newest first; what they register becomes the redo.
    ///
    /// ```swift
    /// undoManager?.undo()
    /// ```
    open func undo() {
      guard closeForUndoOrRedo("undo()") else { return }
      guard let group = undoStack.popLast() else { return }
      isUndoing = true
      redoStack.append(contentsOf: run(group))
      isUndoing = false
      changeObserver?(.undone)
    }

    /// Runs the last undone group's redo actions, newest first; what they
    /// register can be undone again.
    ///
    /// ```swift
    /// undoManager?.redo()
    /// ```
    open func redo() {
      guard closeForUndoOrRedo("redo()") else { return }
      guard let group = redoStack.popLast() else { return }
      isRedoing = true
      undoStack.append(contentsOf: run(group))
      trimToLevelsOfUndo()
      isRedoing = false
      changeObserver?(.redone)
    }

    /// Ends the event's group before an undo or a redo; `false` when one
    /// is already running or a nested group is open.
    private func closeForUndoOrRedo(_ call: String) -> Bool {
      if isUndoing || isRedoing {
        RuntimeWarnings.emitGlobally("UndoManager.\(call) was called while undoing or redoing; the call was ignored.")
        return false
      }
      if openGroups.count > 1 {
        RuntimeWarnings.emitGlobally(
          "UndoManager.\(call) was called with \(openGroups.count) groups open; end the nested groups first.")
        return false
      }
      if openGroups.count == 1 { endUndoGrouping() }
      return true
    }

    /// Runs `group`'s actions, newest first, in a group of their own that
    /// keeps the name; returns that group unless nothing was registered.
    private func run(_ group: Group) -> [Group] {
      openGroups = [[]]
      openActionName = group.actionName
      openGroupHasActions = false
      for action in group.actions.reversed() {
        if let target = action.target { action.perform(target) }
      }
      // Groups the actions began and did not end are joined to this one.
      let actions = openGroups.joined()
      let result = Group(actions: Array(actions), actionName: openActionName)
      openGroups = []
      openActionName = ""
      openGroupHasActions = false
      return result.actions.isEmpty ? [] : [result]
    }

    private func trimToLevelsOfUndo() {
      guard levelsOfUndo > 0 else { return }
      if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
      if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    // MARK: Menu titles

    /// The name of the group ``undo()`` would revert, or `""`.
    ///
    /// ```swift
    /// Text(undoManager.undoActionName)  // "Typing"
    /// ```
    public var undoActionName: String {
      if openGroupHasActions, !isUndoing, !isRedoing { return openActionName }
      return undoStack.last?.actionName ?? ""
    }

    /// The name of the group ``redo()`` would apply again, or `""`.
    ///
    /// ```swift
    /// Text(undoManager.redoActionName)
    /// ```
    public var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// The Undo menu item's title: `"Undo"`, or `"Undo Typing"` for an
    /// action named `"Typing"`.
    ///
    /// ```swift
    /// Button(undoManager.undoMenuItemTitle) { undoManager.undo() }
    /// ```
    public var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The Redo menu item's title: `"Redo"`, or `"Redo Typing"`.
    ///
    /// ```swift
    /// Button(undoManager.redoMenuItemTitle) { undoManager.redo() }
    /// ```
    public var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// The Undo title for an action named `actionName`.
    ///
    /// ```swift
    /// undoManager.undoMenuTitle(forUndoActionName: "Paste")  // "Undo Paste"
    /// ```
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// The Redo title for an action named `actionName`.
    ///
    /// ```swift
    /// undoManager.redoMenuTitle(forUndoActionName: "Paste")  // "Redo Paste"
    /// ```
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Clearing

    /// Forgets everything to undo and redo, closes open groups and enables
    /// registration again.
    ///
    /// ```swift
    /// undoManager?.removeAllActions()  // after loading a new model
    /// ```
    open func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
      openGroups.removeAll()
      openActionName = ""
      openGroupHasActions = false
      isEventGroupOpen = false
      disableCount = 0
      changeObserver?(.cleared)
    }

    /// Forgets the actions registered with `target`; groups left empty go
    /// too.
    ///
    /// ```swift
    /// undoManager?.removeAllActions(withTarget: deletedRow)
    /// ```
    open func removeAllActions(withTarget target: AnyObject) {
      func keep(_ action: Action) -> Bool { action.target !== target }
      var removed = false
      func filter(_ stack: inout [Group]) {
        for index in stack.indices {
          let count = stack[index].actions.count
          stack[index].actions.removeAll { !keep($0) }
          removed = removed || stack[index].actions.count != count
        }
        stack.removeAll { $0.actions.isEmpty }
      }
      filter(&undoStack)
      filter(&redoStack)
      for index in openGroups.indices { openGroups[index].removeAll { !keep($0) } }
      openGroupHasActions = openGroups.contains { !$0.isEmpty }
      if removed { changeObserver?(.cleared) }
    }

    // MARK: Disabling registration

    /// Ignores registrations until the matching
    /// ``enableUndoRegistration()``; calls nest.
    ///
    /// ```swift
    /// undoManager.disableUndoRegistration()
    /// model.load(from: file)  // not undoable
    /// undoManager.enableUndoRegistration()
    /// ```
    open func disableUndoRegistration() {
      disableCount += 1
    }

    /// Ends one ``disableUndoRegistration()``.
    ///
    /// ```swift
    /// undoManager.enableUndoRegistration()
    /// ```
    open func enableUndoRegistration() {
      guard disableCount > 0 else {
        RuntimeWarnings.emitGlobally(
          "UndoManager.enableUndoRegistration() was called more often than disableUndoRegistration(); ignored.")
        return
      }
      disableCount -= 1
    }

    /// Whether registrations are recorded.
    ///
    /// ```swift
    /// if undoManager.isUndoRegistrationEnabled { … }
    /// ```
    public var isUndoRegistrationEnabled: Bool { disableCount == 0 }
  }

  extension UndoManager {
    /// A change of what the stacks hold, as a document's edited mark
    /// counts it (NSDocument's change kinds).
    package enum Change {
      /// A new change was registered: the first action of a group.
      case done
      /// A group was undone.
      case undone
      /// A group was redone.
      case redone
      /// Actions were removed: the saved state may be out of reach.
      case cleared
    }
  }
#endif
