import FocusUITesting
import Testing

/// Issue #31: what mounting one more row of an eager form costs, in nodes
/// (the deterministic part of a row's memory and mallocs: each node is an
/// object, its entry in the graph's table, its link and children array).
/// The text field's row — the `ForEach` row, the row's view, the field —
/// is three nodes: the `focused` modifier is a record on the field's node,
/// not a node. The benchmark `Mount eager form` measures the time, the
/// resident memory and the mallocs.
@MainActor @Suite struct MountCostTests {
  struct Form: View {
    let fields: Int
    @FocusState private var focused: Int?
    var body: some View {
      ScrollView {
        VStack {
          ForEach(0..<fields, id: \.self) { FieldRow(index: $0, focus: $focused) }
        }
      }
    }
  }

  struct Closable: View {
    let fields: Int
    @State private var isShown = true
    var body: some View {
      VStack {
        Button("Close") { isShown = false }
        if isShown { Form(fields: fields) }
      }
    }
  }

  /// Closing a form removes each of its nodes from the graph's table in
  /// about one probe: removal once scanned the rest of the table's run of
  /// sequential ids, and closing a 10,000-field form took seconds.
  @Test func closingAFormCostsAFewProbesANodeAtAnySize() {
    func probesPerNode(fields: Int) -> Double {
      let host = TestHost(Closable(fields: fields))
      let (nodes, probes) = (host.stats.liveNodes, host.stats.nodeTableProbes)
      host.click("Close")
      return Double(host.stats.nodeTableProbes - probes) / Double(nodes - host.stats.liveNodes)
    }
    #expect(probesPerNode(fields: 500) <= 2)
    #expect(probesPerNode(fields: 4_000) <= 2)
  }

  @Test func aMountedTextFieldRowIsThreeNodes() {
    let small = TestHost(Form(fields: 1_000))
    let large = TestHost(Form(fields: 2_000))
    #expect(large.stats.liveNodes - small.stats.liveNodes == 3 * 1_000)
  }
}
