import FocusUITesting

/// A row of the tests' long forms: a text field bound to the form's focus
/// state by its index, as in the benchmarks and `../shared/peers`.
struct FieldRow: View {
  let index: Int
  let focus: FocusState<Int?>.Binding

  var body: some View {
    TextField("Field \(index)", text: .constant("")).focused(focus, equals: index)
  }
}
