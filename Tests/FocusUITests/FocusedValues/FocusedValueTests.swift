import FocusUITesting
import Observation
import Testing

extension FocusedValues {
  @Entry var testLabel: String?
  @Entry var testCount: Binding<Int>?
}

/// Counts the bodies of readers across one test.
@MainActor final class ReaderLog {
  var runs = 0
}

@Observable final class Selection {
  var name = "selection"
}

/// `focusedValue`/`focusedSceneValue` in one scene (a standalone view), and
/// the readers `@FocusedValue` and `@FocusedBinding`.
@MainActor @Suite struct FocusedValueTests {
  struct Reader: View {
    @FocusedValue(\.testLabel) var label
    let log: ReaderLog
    var body: some View {
      let _ = log.runs += 1
      Text("label = \(label ?? "nil")")
    }
  }

  struct Nested: View {
    @State private var a = ""
    @State private var b = ""
    @State private var c = ""
    let log: ReaderLog
    var body: some View {
      VStack {
        VStack {
          TextField("A", text: $a)
          TextField("B", text: $b)
            .focusedValue(\.testLabel, "inner")
        }
        .focusedValue(\.testLabel, "outer")
        TextField("C", text: $c)
        Reader(log: log)
      }
    }
  }

  @Test func aFocusedValueIsNilWhileItsSubtreeLacksFocus() {
    let host = TestHost(Nested(log: ReaderLog()))
    #expect(host.element("label = nil") != nil)
    host.click("C")
    #expect(host.element("label = nil") != nil)
  }

  @Test func thePublisherClosestToFocusWins() {
    let host = TestHost(Nested(log: ReaderLog()))
    host.click("A")
    #expect(host.element("label = outer") != nil)
    host.click("B")
    #expect(host.element("label = inner") != nil)
    host.press(.tab)  // to C, outside both publishers
    #expect(host.element("label = nil") != nil)
  }

  @Test func readersRunAgainExactlyWhenTheValueTheyReadChanges() {
    let log = ReaderLog()
    let host = TestHost(Nested(log: log))
    #expect(log.runs == 1)
    host.click("C")  // nil → nil
    #expect(log.runs == 1)
    host.click("A")  // nil → outer
    #expect(log.runs == 2)
    host.click("B")  // outer → inner
    #expect(log.runs == 3)
    host.click("B")
    host.press(.tab)  // inner → nil
    #expect(log.runs == 4)
    host.click("C")
    #expect(log.runs == 4)
  }

  struct SceneAndView: View {
    @State private var text = ""
    @State private var other = ""
    let log: ReaderLog
    var body: some View {
      VStack {
        TextField("Inside", text: $text)
          .focusedValue(\.testLabel, "view")
        TextField("Other", text: $other)
        Reader(log: log)
      }
      .focusedSceneValue(\.testLabel, "scene")
    }
  }

  @Test func aSceneValueIsVisibleWithoutFocusAndAViewValueBeatsIt() {
    let host = TestHost(SceneAndView(log: ReaderLog()))
    #expect(host.element("label = scene") != nil)
    host.click("Other")
    #expect(host.element("label = scene") != nil)
    host.click("Inside")
    #expect(host.element("label = view") != nil)
  }

  struct Optional: View {
    @State private var text = ""
    @State private var publishesNil = true
    let log: ReaderLog
    var body: some View {
      VStack {
        VStack {
          TextField("Field", text: $text)
            .focusedValue(\.testLabel, publishesNil ? nil : "inner")
        }
        .focusedValue(\.testLabel, "outer")
        Button("Publish") { publishesNil = false }
        Reader(log: log)
      }
    }
  }

  @Test func aNilPublisherLetsTheNextOneOutShowThrough() {
    let host = TestHost(Optional(log: ReaderLog()))
    host.click("Field")
    #expect(host.element("label = outer") != nil)
    host.click("Publish")
    #expect(host.element("label = inner") != nil)
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View {
      VStack {
        VStack {
          TextField("Count", text: .constant("\(count)"))
          Incrementer()
        }
        .focusedValue(\.testCount, $count)
        Text("count = \(count)")
        Incrementer()
      }
    }
  }

  struct Incrementer: View {
    @FocusedBinding(\.testCount) var count
    var body: some View {
      Button(count.map { "Increment \($0)" } ?? "Increment") { count? += 1 }
        .disabled(count == nil)
    }
  }

  @Test func aFocusedBindingReadsAndWritesThroughThePublishedBinding() {
    let host = TestHost(Counter())
    #expect(host.elements.filter { $0.label == "Increment" && !$0.isEnabled }.count == 2)
    host.click("Count")
    #expect(host.elements.filter { $0.label == "Increment 0" && $0.isEnabled }.count == 2)
    host.press(.tab)  // to the inner button, still inside the publisher
    host.press(.space)
    #expect(host.element("count = 1") != nil)
    #expect(host.elements.filter { $0.label == "Increment 1" }.count == 2)
  }

  struct ObjectPublisher: View {
    let selection: Selection
    @State private var text = ""
    var body: some View {
      VStack {
        TextField("Field", text: $text).focusedValue(selection)
        ObjectReader()
      }
    }
  }

  struct ObjectReader: View {
    @FocusedValue(Selection.self) var selection
    var body: some View { Text("object = \(selection?.name ?? "nil")") }
  }

  @Test func anObservableObjectIsPublishedUnderItsType() {
    let selection = Selection()
    let host = TestHost(ObjectPublisher(selection: selection))
    #expect(host.element("object = nil") != nil)
    host.click("Field")
    #expect(host.element("object = selection") != nil)
    selection.name = "renamed"
    #expect(host.element("object = renamed") != nil)
  }

  @Test func readingAFocusedValueOutsideAViewIsAWarningAndNil() {
    let reader = FocusedValue(\.testLabel)
    #expect(reader.wrappedValue == nil)
  }
}
