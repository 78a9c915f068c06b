import FocusUI
import FocusUITesting

/// One thing done to a running program: a state change from outside, a
/// key, a click, a focus write, a resize.
///
/// ```swift
/// let actions: [ProgramAction] = [.insert(list: 0, at: 0, id: 7), .key(.tab), .click("b3"), .writeFocus(nil)]
/// let divergence = DifferentialRun(program: program).replay(actions)
/// ```
public enum ProgramAction: Hashable, Sendable, CustomStringConvertible {
  case setInt(Int, to: Int)
  case insert(list: Int, at: Int, id: Int)
  case remove(list: Int, at: Int)
  case move(list: Int, from: Int, to: Int)
  /// Gives the row at `at` a new id: the old row leaves, a new one comes.
  case replace(list: Int, at: Int, id: Int)
  case setText(Int, String)
  case key(Key)
  case type(String)
  case click(String)
  case writeFocus(Int?)
  case resize(width: Int, height: Int)

  /// The keys the fuzzer presses.
  public enum Key: String, Hashable, Sendable, CaseIterable {
    case tab, shiftTab, backspace, returnKey, space, escape, up, down
  }

  public var description: String {
    switch self {
    case .setInt(let index, let value): "ints[\(index)] = \(value)"
    case .insert(let list, let index, let id): "lists[\(list)].insert(\(id), at: \(index))"
    case .remove(let list, let index): "lists[\(list)].remove(at: \(index))"
    case .move(let list, let from, let to): "lists[\(list)].move(\(from) → \(to))"
    case .replace(let list, let index, let id): "lists[\(list)][\(index)] = \(id)"
    case .setText(let index, let text): "texts[\(index)] = \"\(text)\""
    case .key(let key): "press(.\(key.rawValue))"
    case .type(let text): "type(\"\(text)\")"
    case .click(let label): "click(\"\(label)\")"
    case .writeFocus(let tag): "focus = \(tag.map(String.init) ?? "nil")"
    case .resize(let width, let height): "resize(\(width)×\(height))"
    }
  }
}

/// Picks random actions that fit the running program (clicks on elements
/// that exist, focus writes to views that can take focus).
struct ActionGenerator {
  var random: SplitMix64
  private var nextID = 500

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  mutating func action(state: ProgramState, elements: [Element]) -> ProgramAction {
    switch random.below(20) {
    case 0, 1, 2: return .setInt(random.below(3), to: random.below(6))
    case 3, 4: return listChange(state: state)
    case 5:
      let texts = ["", "y", "a longer text", "z z", ProgramGenerator.longText, "one two three four five six seven"]
      return .setText(random.below(4), texts[random.below(texts.count)])
    case 6, 7, 8:
      return .key([.tab, .tab, .shiftTab, .backspace, .returnKey, .space, .escape, .up, .down][random.below(9)])
    case 9: return .type(["q", "hello", "x y", " and a few more words to wrap"][random.below(4)])
    case 10, 11, 12, 13:
      let labels = elements.filter { $0.role == .button || $0.role == .textField }.map(\.label)
      guard !labels.isEmpty else { return .key(.tab) }
      return .click(labels[random.below(labels.count)])
    case 14, 15, 16:
      let tags = elements.filter { ($0.role == .button || $0.role == .textField) && $0.isEnabled }
        .compactMap { Int($0.label.dropFirst()) }
      guard !tags.isEmpty, random.below(5) != 0 else { return .writeFocus(nil) }
      return .writeFocus(tags[random.below(tags.count)])
    case 17:
      let sizes = [(40, 12), (30, 8), (60, 20), (20, 5), (80, 24)]
      let size = sizes[random.below(sizes.count)]
      return .resize(width: size.0, height: size.1)
    default: return listChange(state: state)
    }
  }

  private mutating func listChange(state: ProgramState) -> ProgramAction {
    let list = random.below(2)
    let count = state.lists[list].count
    nextID += 1
    switch random.below(count == 0 ? 1 : 4) {
    case 0: return .insert(list: list, at: random.below(count + 1), id: nextID)
    case 1: return .remove(list: list, at: random.below(count))
    case 2: return .move(list: list, from: random.below(count), to: random.below(count))
    default: return .replace(list: list, at: random.below(count), id: nextID)
    }
  }
}

extension ProgramAction.Key {
  var equivalent: (KeyEquivalent, EventModifiers) {
    switch self {
    case .tab: (.tab, [])
    case .shiftTab: (.tab, .shift)
    case .backspace: (.delete, [])
    case .returnKey: (.return, [])
    case .space: (.space, [])
    case .escape: (.escape, [])
    case .up: (.upArrow, [])
    case .down: (.downArrow, [])
    }
  }
}
