import FocusUITesting
import Testing

extension FocusedValues {
  @Entry var focusedEntryTitle: String?
  @Entry fileprivate var focusedEntryCounter: Binding<Int>?
  @Entry var focusedEntrySubtitle: Optional<String> = nil
}

@MainActor @Suite struct FocusedEntryTests {
  final class Counter {
    var value = 0
  }

  @Test func entriesAreNilUntilSomethingIsPublished() {
    let values = FocusedValues()
    #expect(values.focusedEntryTitle == nil)
    #expect(values.focusedEntryCounter == nil)
    #expect(values.focusedEntrySubtitle == nil)
    #expect(values[FocusedValues.__Key_focusedEntryTitle.self] == nil)
    #expect(values[FocusedValues.__Key_focusedEntryCounter.self] == nil)
  }

  @Test func theKeysNameTheUnwrappedTypes() {
    #expect(FocusedValues.__Key_focusedEntryTitle.Value.self == String.self)
    #expect(FocusedValues.__Key_focusedEntryCounter.Value.self == Binding<Int>.self)
    #expect(FocusedValues.__Key_focusedEntrySubtitle.Value.self == String.self)
  }

  @Test func anOptionalEntryStoresAndReadsThroughItsKey() {
    var values = FocusedValues()
    values.focusedEntryTitle = "Draft"
    #expect(values.focusedEntryTitle == "Draft")
    #expect(values[FocusedValues.__Key_focusedEntryTitle.self] == "Draft")
    #expect(values.focusedEntrySubtitle == nil)

    values[FocusedValues.__Key_focusedEntryTitle.self] = "Final"
    #expect(values.focusedEntryTitle == "Final")

    values.focusedEntrySubtitle = "v2"
    #expect(values[FocusedValues.__Key_focusedEntrySubtitle.self] == "v2")

    values.focusedEntryTitle = nil
    #expect(values.focusedEntryTitle == nil)
    #expect(values[FocusedValues.__Key_focusedEntryTitle.self] == nil)
    #expect(values.focusedEntrySubtitle == "v2")
  }

  @Test func aBindingEntryWritesThroughToItsSource() {
    let counter = Counter()
    let binding = Binding(get: { counter.value }, set: { counter.value = $0 })
    var values = FocusedValues()
    values.focusedEntryCounter = binding
    #expect(values.focusedEntryCounter?.wrappedValue == 0)

    values.focusedEntryCounter?.wrappedValue = 5
    #expect(counter.value == 5)
    #expect(values[FocusedValues.__Key_focusedEntryCounter.self]?.wrappedValue == 5)

    values[FocusedValues.__Key_focusedEntryCounter.self]?.wrappedValue += 1
    #expect(counter.value == 6)
    #expect(values.focusedEntryCounter?.wrappedValue == 6)

    values.focusedEntryCounter = nil
    #expect(values[FocusedValues.__Key_focusedEntryCounter.self] == nil)
  }
}
