import FocusEngine

/// A focus state's value that holds focus where the focused chain does not
/// say it: the write that gave ``node`` focus (with several values of one
/// state on that node, the state reads the value written), or a custom
/// control's value through a ``FocusBinding`` (no node).
///
/// A class, so that the optional holding it is one pointer: as an optional
/// tuple holding an `AnyHashable` it was copied, compared with `nil` and
/// destroyed through the runtime's value witnesses several times a Tab.
@MainActor
final class HeldFocusValue {
  let state: Int
  let key: AnyHashable
  let node: NodeID?

  init(state: Int, key: AnyHashable, node: NodeID?) {
    self.state = state
    self.key = key
    self.node = node
  }
}
