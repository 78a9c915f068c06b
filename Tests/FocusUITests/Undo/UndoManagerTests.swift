import FocusUI
import FocusUITesting
import Testing

/// `UndoManager`, alone: Foundation's rules for its stacks, groups, names
/// and registration. The host's part (closing each event's group) is
/// `UndoManager.endEventGroups()`, called here where a host would.
@MainActor @Suite struct UndoManagerTests {
  /// A model whose every change registers its own undo, as apps write it.
  @MainActor final class Counter {
    var value = 0
    var log: [String] = []

    func set(_ newValue: Int, undoManager: UndoManager, name: String? = nil) {
      let oldValue = value
      value = newValue
      log.append("\(oldValue)→\(newValue)")
      undoManager.registerUndo(withTarget: self) { counter in
        counter.set(oldValue, undoManager: undoManager)
      }
      if let name { undoManager.setActionName(name) }
    }
  }

  /// Ends the current "event", as a host does after each one.
  func endEvent() {
    UndoManager.endEventGroups()
  }

  @Test func undoRevertsTheLastChangeAndRedoAppliesItAgain() {
    let undoManager = UndoManager()
    let counter = Counter()
    #expect(!undoManager.canUndo && !undoManager.canRedo)
    counter.set(1, undoManager: undoManager)
    endEvent()
    counter.set(2, undoManager: undoManager)
    endEvent()
    #expect(undoManager.canUndo && !undoManager.canRedo)

    undoManager.undo()
    #expect(counter.value == 1)
    #expect(undoManager.canUndo && undoManager.canRedo)
    undoManager.undo()
    #expect(counter.value == 0)
    #expect(!undoManager.canUndo && undoManager.canRedo)
    // Nothing left: undo does nothing.
    undoManager.undo()
    #expect(counter.value == 0)

    undoManager.redo()
    #expect(counter.value == 1)
    undoManager.redo()
    #expect(counter.value == 2)
    #expect(undoManager.canUndo && !undoManager.canRedo)
    undoManager.undo()
    #expect(counter.value == 1)
  }

  @Test func whatIsRegisteredDuringOneEventIsUndoneAtOnce() {
    let undoManager = UndoManager()
    let counter = Counter()
    counter.set(1, undoManager: undoManager)
    endEvent()
    counter.set(2, undoManager: undoManager)
    counter.set(3, undoManager: undoManager)
    #expect(undoManager.groupingLevel == 1)
    endEvent()
    #expect(undoManager.groupingLevel == 0)

    undoManager.undo()
    #expect(counter.value == 1)
    undoManager.redo()
    #expect(counter.value == 3)
  }

  @Test func undoClosesTheOpenEventGroupFirst() {
    let undoManager = UndoManager()
    let counter = Counter()
    counter.set(1, undoManager: undoManager)
    #expect(undoManager.canUndo)
    undoManager.undo()  // in the same event, as a button that edits then undoes would
    #expect(counter.value == 0)
    #expect(undoManager.groupingLevel == 0)
  }

  @Test func aNewChangeEmptiesTheRedoStackButRedoingDoesNot() {
    let undoManager = UndoManager()
    let counter = Counter()
    for value in 1...3 {
      counter.set(value, undoManager: undoManager)
      endEvent()
    }
    undoManager.undo()
    undoManager.undo()
    #expect(counter.value == 1)
    // Redoing registers the undo of the redone change: the other redo stays.
    undoManager.redo()
    #expect(undoManager.canRedo)
    #expect(counter.value == 2)

    counter.set(10, undoManager: undoManager)
    endEvent()
    #expect(!undoManager.canRedo)
    undoManager.undo()
    #expect(counter.value == 2)
    undoManager.undo()
    #expect(counter.value == 1)
  }

  @Test func handlersRunWhileUndoingOrRedoingIsSet() {
    let undoManager = UndoManager()
    let target = Counter()
    var seen: [String] = []
    func register() {
      undoManager.registerUndo(withTarget: target) { _ in
        seen.append(undoManager.isUndoing ? "undoing" : undoManager.isRedoing ? "redoing" : "neither")
        register()
      }
    }
    register()
    endEvent()
    undoManager.undo()
    undoManager.redo()
    #expect(seen == ["undoing", "redoing"])
    #expect(!undoManager.isUndoing && !undoManager.isRedoing)
  }

  @Test func actionsOfAGroupRunNewestFirst() {
    let undoManager = UndoManager()
    let target = Counter()
    var order: [Int] = []
    undoManager.beginUndoGrouping()
    for index in 1...3 {
      undoManager.registerUndo(withTarget: target) { _ in order.append(index) }
    }
    undoManager.endUndoGrouping()
    endEvent()
    undoManager.undo()
    #expect(order == [3, 2, 1])
  }

  @Test func explicitGroupsNestInTheEventGroupAndWithoutGroupsByEventStandAlone() {
    let undoManager = UndoManager()
    let counter = Counter()
    undoManager.beginUndoGrouping()
    #expect(undoManager.groupingLevel == 2)  // inside the event's group, as on Apple's platforms
    counter.set(1, undoManager: undoManager)
    undoManager.endUndoGrouping()
    counter.set(2, undoManager: undoManager)
    endEvent()
    undoManager.undo()
    #expect(counter.value == 0)  // one event: one group

    let manual = UndoManager()
    manual.groupsByEvent = false
    let other = Counter()
    manual.beginUndoGrouping()
    #expect(manual.groupingLevel == 1)
    other.set(1, undoManager: manual)
    other.set(2, undoManager: manual)
    manual.endUndoGrouping()
    manual.beginUndoGrouping()
    other.set(3, undoManager: manual)
    manual.endUndoGrouping()
    manual.undo()
    #expect(other.value == 2)
    manual.undo()
    #expect(other.value == 0)
  }

  @Test func actionNamesTitleTheMenuItems() {
    let undoManager = UndoManager()
    let counter = Counter()
    #expect(undoManager.undoMenuItemTitle == "Undo")
    #expect(undoManager.redoMenuItemTitle == "Redo")
    counter.set(1, undoManager: undoManager, name: "Typing")
    #expect(undoManager.undoActionName == "Typing")
    endEvent()
    counter.set(2, undoManager: undoManager, name: "Paste")
    endEvent()
    #expect(undoManager.undoMenuItemTitle == "Undo Paste")

    undoManager.undo()
    #expect(undoManager.undoMenuItemTitle == "Undo Typing")
    #expect(undoManager.redoActionName == "Paste")
    #expect(undoManager.redoMenuItemTitle == "Redo Paste")
    undoManager.redo()
    #expect(undoManager.undoMenuItemTitle == "Undo Paste")
    #expect(undoManager.undoMenuTitle(forUndoActionName: "Move") == "Undo Move")
    #expect(undoManager.redoMenuTitle(forUndoActionName: "") == "Redo")

    // After the event, the name goes to the last group registered.
    counter.set(3, undoManager: undoManager)
    endEvent()
    #expect(undoManager.undoActionName == "")
    undoManager.setActionName("Reset")
    #expect(undoManager.undoMenuItemTitle == "Undo Reset")
  }

  @Test func disabledRegistrationIsIgnoredUntilEnabledAgainAndNests() {
    let undoManager = UndoManager()
    let counter = Counter()
    undoManager.disableUndoRegistration()
    undoManager.disableUndoRegistration()
    #expect(!undoManager.isUndoRegistrationEnabled)
    counter.set(1, undoManager: undoManager)
    undoManager.enableUndoRegistration()
    counter.set(2, undoManager: undoManager)
    endEvent()
    #expect(!undoManager.canUndo)
    undoManager.enableUndoRegistration()
    #expect(undoManager.isUndoRegistrationEnabled)
    counter.set(3, undoManager: undoManager)
    endEvent()
    undoManager.undo()
    #expect(counter.value == 2)
    #expect(!undoManager.canUndo)
  }

  @Test func levelsOfUndoKeepsTheNewestGroups() {
    let undoManager = UndoManager()
    undoManager.levelsOfUndo = 2
    let counter = Counter()
    for value in 1...4 {
      counter.set(value, undoManager: undoManager)
      endEvent()
    }
    undoManager.undo()
    undoManager.undo()
    #expect(counter.value == 2)
    #expect(!undoManager.canUndo)
  }

  @Test func removingAllActionsForgetsBothStacksAndEnablesRegistration() {
    let undoManager = UndoManager()
    let counter = Counter()
    counter.set(1, undoManager: undoManager)
    endEvent()
    counter.set(2, undoManager: undoManager)
    endEvent()
    undoManager.undo()
    undoManager.disableUndoRegistration()
    undoManager.removeAllActions()
    #expect(!undoManager.canUndo && !undoManager.canRedo)
    #expect(undoManager.isUndoRegistrationEnabled)
  }

  @Test func removingOneTargetsActionsKeepsTheOthers() {
    let undoManager = UndoManager()
    let kept = Counter()
    let removed = Counter()
    kept.set(1, undoManager: undoManager)
    endEvent()
    removed.set(1, undoManager: undoManager)
    endEvent()
    undoManager.removeAllActions(withTarget: removed)
    undoManager.undo()
    #expect(kept.value == 0)
    #expect(removed.value == 1)
    #expect(!undoManager.canUndo)
  }

  @Test func anActionWhoseTargetIsGoneIsSkipped() {
    let undoManager = UndoManager()
    var ran = false
    do {
      let target = Counter()
      undoManager.registerUndo(withTarget: target) { _ in ran = true }
      endEvent()
    }
    undoManager.undo()
    #expect(!ran)
    #expect(!undoManager.canUndo)
  }

  @Test func misusesAreWarningsAndTheCallDoesTheSafeThing() {
    let host = TestHost(Text("collects warnings"))
    let undoManager = UndoManager()
    undoManager.endUndoGrouping()
    #expect(host.runtimeWarnings.contains { $0.contains("endUndoGrouping") && $0.contains("no group is open") })

    undoManager.groupsByEvent = false
    let counter = Counter()
    counter.set(1, undoManager: undoManager)
    #expect(host.runtimeWarnings.contains { $0.contains("groupsByEvent is off") })
    #expect(undoManager.groupingLevel == 0)
    undoManager.undo()
    #expect(counter.value == 0)

    undoManager.beginUndoGrouping()
    undoManager.beginUndoGrouping()
    counter.set(2, undoManager: undoManager)
    undoManager.undo()
    #expect(host.runtimeWarnings.contains { $0.contains("undo()") && $0.contains("2 groups open") })
    #expect(counter.value == 2)
  }
}
