import FocusUI

/// One field bound to two values: setting either focuses it (seed 000).
struct TwoBindingsExample: View {
  enum Field: Hashable {
    case name
    case fullName
  }

  @FocusState private var focusedField: Field?
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Full Name", text: $name)
        .focused($focusedField, equals: .name)
        .focused($focusedField, equals: .fullName)
      HStack {
        Button("Focus .name") { focusedField = .name }
        Button("Focus .fullName") { focusedField = .fullName }
        Button("Dismiss") { focusedField = nil }
      }
      StatusLine("focusedField", focusedField)
    }
  }
}

/// Two fields bound to the same value: a write focuses the first and warns
/// (seed 000).
struct AmbiguousExample: View {
  enum Field: Hashable {
    case name
    case fullName
  }

  @FocusState private var focusedField: Field?
  @State private var name = ""
  @State private var fullName = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name)
        .focused($focusedField, equals: .name)
      TextField("Full Name", text: $fullName)
        .focused($focusedField, equals: .name)  // incorrect re-use of .name
      Button("Set focusedField = .name") { focusedField = .name }
      StatusLine("focusedField", focusedField)
    }
  }
}

/// Two Bool states on a focusable container and its field (seed 000).
struct NestedBoolExample: View {
  @FocusState private var fieldIsFocused: Bool
  @FocusState private var containerIsFocused: Bool
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      VStack(alignment: .leading) {
        Text("Container (focusable)")
        TextField("Name", text: $name)
          .focused($fieldIsFocused)
      }
      .padding(.leading, .columns(2))
      .focusable()
      .focused($containerIsFocused)
      StatusLine("fieldIsFocused", fieldIsFocused)
      StatusLine("containerIsFocused", containerIsFocused)
    }
  }
}

/// One enum state telling the container from the field (seed 000).
struct NestedEnumExample: View {
  enum Focus: Hashable {
    case container
    case field
  }

  @FocusState private var focused: Focus?
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      VStack(alignment: .leading) {
        Text("Container (focusable)")
        TextField("Name", text: $name)
          .focused($focused, equals: .field)
      }
      .padding(.leading, .columns(2))
      .focusable()
      .focused($focused, equals: .container)
      StatusLine("focused", focused)
    }
  }
}

/// Blueprint's auto-focus: the field takes focus in `onAppear` (seed 003).
struct AutoFocusExample: View {
  @FocusState private var isFocused: Bool
  @State private var query = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: $query)
        .focused(when: $isFocused)
        .onAppear { isFocused = true }
      Button("Dismiss") { isFocused = false }
      StatusLine("isFocused", isFocused)
    }
  }
}

/// A custom control taking part in focus through `FocusBinding` (seed 003).
struct CustomControlExample: View {
  enum Field: Hashable {
    case name
    case color
  }

  @FocusState private var focusedField: Field?
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name)
        .focused($focusedField, equals: .name)
      ColorWell(focus: $focusedField.binding(for: .color))
      Button("Set focusedField = .color") { focusedField = .color }
      StatusLine("focusedField", focusedField)
    }
  }
}

/// A control whose focus is its own, wired with `FocusBinding`.
struct ColorWell: View {
  let focus: FocusBinding
  @State private var isActive = false

  var body: some View {
    Button(isActive ? "Color well (active)" : "Color well") { focus.onFocus() }
      .onAppear {
        focus.trigger.focusAction = { isActive = true }
        focus.trigger.blurAction = { isActive = false }
      }
  }
}

/// Ten thousand fields, to feel the speed of Tab.
struct BigFormExample: View {
  let fields: Int
  @FocusState private var focused: Int?

  var body: some View {
    VStack(alignment: .leading) {
      FocusedFieldLine(focus: $focused)
      Form {
        ForEach(0..<fields, id: \.self) { index in
          BigFormRow(index: index, focus: $focused)
        }
      }
    }
  }
}

/// One row of the big form: a small view, so that moving focus runs no row.
struct BigFormRow: View {
  let index: Int
  let focus: FocusState<Int?>.Binding

  var body: some View {
    TextField("Field \(index)", text: .constant(""))
      .focused(focus, equals: index)
  }
}

/// The big form's status line: the only view that reads the state.
struct FocusedFieldLine: View {
  let focus: FocusState<Int?>.Binding

  var body: some View {
    StatusLine("focused", focus.wrappedValue)
  }
}
