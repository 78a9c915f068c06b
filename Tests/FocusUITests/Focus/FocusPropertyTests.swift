import FocusUITesting
import Observation
import Testing

/// Random sequences of (insert, remove, disable, Tab, Shift-Tab, write,
/// click) agree with a small reference model on the focused view and the
/// state's value.
@MainActor @Suite struct FocusPropertyTests {
  struct Row: Identifiable, Equatable {
    let id: Int
    var isDisabled = false
  }

  @Observable final class Model {
    var rows: [Row] = []
    var writeSerial = 0
    var writeTarget: Int?
  }

  struct Rows: View {
    let model: Model
    @FocusState private var focusedRow: Int?
    var body: some View {
      VStack {
        ForEach(model.rows) { row in
          TextField("Row \(row.id)", text: .constant(""))
            .focused($focusedRow, equals: row.id)
            .disabled(row.isDisabled)
        }
        Text("state \(focusedRow.map(String.init) ?? "nil")")
      }
      .onChange(of: model.writeSerial) {
        focusedRow = model.writeTarget
      }
    }
  }

  /// What the spec says should happen, over a plain array.
  struct Reference {
    var rows: [Row] = []
    var focused: Int?
    var pendingWrite: Int??
    /// Where the removed or disabled focused row stood: its neighbours then.
    var resume: (previous: Int?, next: Int?)?

    func isFocusable(_ id: Int?) -> Bool {
      guard let id, let row = rows.first(where: { $0.id == id }) else { return false }
      return !row.isDisabled
    }

    var order: [Int] { rows.filter { !$0.isDisabled }.map(\.id) }

    mutating func loseFocusIfGone() {
      guard let current = focused, !isFocusable(current) else { return }
      focused = nil
    }

    /// Neighbours of `id` in the focus order before a change.
    func neighbours(of id: Int) -> (Int?, Int?) {
      let ids = order
      guard let index = ids.firstIndex(of: id) else { return (nil, nil) }
      return (index > 0 ? ids[index - 1] : nil, index + 1 < ids.count ? ids[index + 1] : nil)
    }

    mutating func removeOrDisable(_ id: Int, remove: Bool) {
      let wasFocused = focused == id
      let around = neighbours(of: id)
      // A remembered neighbour that leaves is replaced by the next one out.
      if var place = resume {
        if place.previous == id { place.previous = around.0 }
        if place.next == id { place.next = around.1 }
        resume = place
      }
      if remove {
        rows.removeAll { $0.id == id }
      } else if let index = rows.firstIndex(where: { $0.id == id }) {
        rows[index].isDisabled = true
      }
      if wasFocused {
        focused = nil
        resume = around
      }
      applyPending()
    }

    mutating func applyPending() {
      guard let pending = pendingWrite, let target = pending, isFocusable(target) else { return }
      focus(target)
    }

    mutating func focus(_ id: Int) {
      focused = id
      pendingWrite = nil
      resume = nil
    }

    mutating func tab(forward: Bool) {
      pendingWrite = nil
      let ids = order
      guard !ids.isEmpty else { return }
      if let current = focused, let index = ids.firstIndex(of: current) {
        let next = forward ? (index + 1) % ids.count : (index - 1 + ids.count) % ids.count
        focus(ids[next])
        return
      }
      // From where the removed or disabled focused view stood: its next (or
      // previous) neighbour then, else the first (or last).
      if let neighbour = forward ? resume?.next : resume?.previous, ids.contains(neighbour) {
        focus(neighbour)
        return
      }
      focus(forward ? ids.first! : ids.last!)
    }

    mutating func write(_ id: Int?) {
      guard let id else {
        // Resigns focus if a bound view has it (every focusable here is bound).
        if focused != nil {
          focused = nil
          resume = nil
        }
        pendingWrite = nil
        return
      }
      if isFocusable(id) { focus(id) } else { pendingWrite = .some(id) }
    }
  }

  @Test(arguments: 1...12)
  func randomSessionsAgreeWithTheReferenceModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let model = Model()
    var reference = Reference()
    var nextID = 1
    for _ in 0..<4 {
      model.rows.append(Row(id: nextID))
      reference.rows.append(Row(id: nextID))
      nextID += 1
    }
    let host = TestHost(Rows(model: model), size: Size(width: 30, height: 40))
    var log: [String] = []
    for step in 0..<150 {
      let ids = reference.rows.map(\.id)
      switch random.below(8) {
      case 0:
        let index = random.below(reference.rows.count + 1)
        log.append("insert \(nextID) at \(index)")
        model.rows.insert(Row(id: nextID), at: index)
        reference.rows.insert(Row(id: nextID), at: index)
        nextID += 1
        _ = host.elements
        reference.applyPending()
      case 1 where !ids.isEmpty:
        let id = ids[random.below(ids.count)]
        log.append("remove \(id)")
        model.rows.removeAll { $0.id == id }
        _ = host.elements
        reference.removeOrDisable(id, remove: true)
      case 2 where !ids.isEmpty:
        let index = random.below(ids.count)
        let enable = reference.rows[index].isDisabled
        log.append("\(enable ? "enable" : "disable") \(ids[index])")
        model.rows[index].isDisabled = !enable
        _ = host.elements
        if enable {
          reference.rows[index].isDisabled = false
          reference.applyPending()
        } else {
          reference.removeOrDisable(ids[index], remove: false)
        }
      case 3:
        log.append("tab")
        host.press(.tab)
        reference.tab(forward: true)
      case 4:
        log.append("shift-tab")
        host.press(.tab, modifiers: .shift)
        reference.tab(forward: false)
      case 5, 6:
        let target: Int? = random.below(5) == 0 ? nil : random.below(nextID + 2) + 1
        log.append("write \(target.map(String.init) ?? "nil")")
        model.writeTarget = target
        model.writeSerial += 1
        _ = host.elements
        reference.write(target)
      default:
        guard !ids.isEmpty else { continue }
        let id = ids[random.below(ids.count)]
        log.append("click \(id)")
        host.click("Row \(id)")
        if reference.isFocusable(id) {
          reference.focus(id)
        }
      }
      let focused = host.focusedElement?.label
      let expected = reference.focused.map { "Row \($0)" }
      let state = host.elements.first { $0.label.hasPrefix("state ") }?.label
      let expectedState = "state \(reference.focused.map(String.init) ?? "nil")"
      guard focused == expected, state == expectedState else {
        Issue.record(
          "seed \(seed) step \(step): focused \(focused ?? "nil") (expected \(expected ?? "nil")), \(state ?? "?") (expected \(expectedState)) after \(log.suffix(8))"
        )
        return
      }
    }
    #expect(host.runtimeWarnings.isEmpty)
  }
}
