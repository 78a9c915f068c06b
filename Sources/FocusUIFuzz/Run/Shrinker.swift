/// Makes a divergence small: fewer actions, then a smaller program, as
/// long as the incremental host still differs from a fresh one.
///
/// ```swift
/// if let divergence = run.explore(actions: 100, seed: 1) {
///   print(Shrinker().shrink(divergence))
/// }
/// ```
@MainActor
public struct Shrinker {
  /// How many replays shrinking may take.
  public var budget = 400

  public init() {}

  public func shrink(_ divergence: Divergence) -> Divergence {
    var best = divergence
    var replays = 0
    func attempt(_ program: ViewProgram, _ actions: [ProgramAction]) -> Divergence? {
      guard replays < budget else { return nil }
      replays += 1
      return DifferentialRun(program: program, size: best.size).replay(actions)
    }
    var changed = true
    while changed, replays < budget {
      changed = false
      // Actions: drop chunks, halving their size down to single actions.
      var chunk = max(1, best.actions.count / 2)
      while chunk >= 1, replays < budget {
        var start = 0
        while start < best.actions.count, replays < budget {
          var candidate = best.actions
          candidate.removeSubrange(start..<min(start + chunk, candidate.count))
          if let found = attempt(best.program, candidate) {
            best = found
            changed = true
          } else {
            start += chunk
          }
        }
        chunk /= 2
      }
      // The program: replace a node by one of its children, or drop a child.
      for candidate in Self.smallerRoots(best.program.root) where replays < budget {
        var program = best.program
        program.root = candidate
        if let found = attempt(program, best.actions) {
          best = found
          changed = true
          break
        }
      }
    }
    return best
  }

  /// Every program one step smaller than `node`, smallest steps last.
  static func smallerRoots(_ node: ProgramNode) -> [ProgramNode] {
    var result: [ProgramNode] = node.children
    let children = node.children
    if children.count > 1 {
      for index in children.indices {
        var fewer = children
        fewer.remove(at: index)
        result.append(node.replacingChildren(with: fewer))
      }
    }
    for (index, child) in children.enumerated() {
      for smaller in smallerRoots(child) {
        var replaced = children
        replaced[index] = smaller
        result.append(node.replacingChildren(with: replaced))
      }
    }
    return result
  }
}

extension ProgramNode {
  /// The node with `children` in place of its own (as many as it has).
  func replacingChildren(with children: [ProgramNode]) -> ProgramNode {
    switch self {
    case .vstack: return .vstack(children)
    case .hstack: return .hstack(children)
    case .zstack: return .zstack(children)
    case .grid: return .grid(children)
    case .group: return .group(children)
    case .form: return .form(children)
    case .list: return .list(children)
    case .selectableList(let tag, let state, _): return .selectableList(tag: tag, state: state, children)
    case .section(let header, _): return .section(header: header, children)
    case .switchOn(let state, _): return .switchOn(state: state, children)
    case .tabView(let state, let sidebar, _): return .tabView(state: state, sidebar: sidebar, children)
    case .groupBox(let styled, _): return .groupBox(styled: styled, children)
    case .conditional(let condition, _, let otherwise):
      return .conditional(condition, children[0], otherwise == nil || children.count < 2 ? nil : children[1])
    case .sheet(let state, _, _):
      return .sheet(state: state, children[0], content: children.count > 1 ? children[1] : .group([]))
    default:
      var iterator = children.makeIterator()
      return mapChildren { _ in iterator.next()! }
    }
  }
}
