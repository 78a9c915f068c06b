#if canImport(MallocCounter)
  @testable import FocusUI
  import MallocCounter
  import Testing

  /// Issue #40: a node keeps only the state of the concerns it takes part
  /// in. Layout state (frame, sizes by proposal, changed items, the
  /// container's record) is stored by layout items alone, so a node that is
  /// transparent to layout — a `ForEach` row, a body's node, an environment
  /// writer: two of a text-field row's three nodes — is smaller. The bytes
  /// are the heap block the object takes (glibc's `malloc_usable_size`).
  @MainActor @Suite struct NodeSizeTests {
    func bytes(_ node: ViewNode) -> Int {
      focusui_block_size(Unmanaged.passUnretained(node).toOpaque())
    }

    @Test func aNodeThatIsNoLayoutItemKeepsNoLayoutState() throws {
      let graph = ViewGraph(EmptyView())
      let plain = TupleNode(graph: graph)
      let item = SpacerNode(graph: graph)
      #expect(!plain.isLayoutItem && item.isLayoutItem)
      // 280 bytes (the heap block of a node whose class adds no field)
      // before the layout state moved to the layout items.
      #expect(bytes(plain) <= 168, "a plain node takes \(bytes(plain)) bytes")
      #expect(plain.layoutItem == nil)
      // A layout item's state is a block of its own, made with the item.
      let state = try #require(item.layoutItem)
      #expect(focusui_block_size(Unmanaged.passUnretained(state).toOpaque()) >= 64)
    }
  }
#endif
