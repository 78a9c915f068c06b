import FocusEngine
import Testing

@Suite struct BindingIndexTests {
  let name = BindingKey(state: 1, value: AnyHashable("name"))
  let other = BindingKey(state: 2, value: AnyHashable("name"))

  @Test func entriesAreFoundByStateAndValueInTheOrderAdded() {
    var index = BindingIndex()
    index.add(NodeID(5), for: name)
    index.add(NodeID(3), for: name)
    index.add(NodeID(9), for: other)
    #expect(index.nodes(for: name) == [NodeID(5), NodeID(3)])
    #expect(index.nodes(for: other) == [NodeID(9)])
    #expect(index.nodes(for: BindingKey(state: 1, value: AnyHashable("other"))).isEmpty)
  }

  @Test func removingAnEntryLeavesTheOthers() {
    var index = BindingIndex()
    index.add(NodeID(5), for: name)
    index.add(NodeID(3), for: name)
    index.remove(NodeID(5), for: name)
    #expect(index.nodes(for: name) == [NodeID(3)])
    index.remove(NodeID(3), for: name)
    #expect(index.count == 0)
    index.remove(NodeID(3), for: name)
    #expect(index.count == 0)
  }
}

@Suite struct PendingWritesTests {
  @Test func aWriteReplacesTheEarlierWriteToTheSameState() {
    var writes = PendingWrites()
    writes.request(state: 1, value: AnyHashable(10))
    writes.request(state: 2, value: AnyHashable(20))
    writes.request(state: 1, value: nil)
    let taken = writes.take()
    #expect(taken.map(\.state) == [2, 1])
    #expect(taken.last?.value == nil)
    #expect(writes.isEmpty)
  }

  @Test func writesPutBackWaitUntilATargetMayHaveAppeared() {
    var writes = PendingWrites()
    writes.request(state: 1, value: AnyHashable(10))
    #expect(writes.needsAttempt)
    writes.putBack(writes.take())
    #expect(!writes.needsAttempt)
    #expect(!writes.isEmpty)
    writes.targetMayHaveAppeared()
    #expect(writes.needsAttempt)
  }

  @Test func aWriteReplacedWhileTriedIsNotPutBack() {
    var writes = PendingWrites()
    writes.request(state: 1, value: AnyHashable(10))
    let taken = writes.take()
    writes.request(state: 1, value: AnyHashable(11))
    writes.putBack(taken)
    #expect(writes.take().map(\.value) == [AnyHashable(11)])
  }

  @Test func theUserMovingFocusDropsEveryWrite() {
    var writes = PendingWrites()
    writes.request(state: 1, value: AnyHashable(10))
    writes.request(state: 2, value: AnyHashable(20))
    writes.dropAll()
    #expect(writes.isEmpty)
    #expect(!writes.needsAttempt)
  }
}
