import FocusUITesting
import Testing

/// A text field style of your own: its `_body(configuration:)` view is
/// drawn around the field, and the field inside it is the one that edits,
/// takes focus and submits.
@MainActor @Suite struct CustomTextFieldStyleTests {
  struct Marked: TextFieldStyle {
    let mark: String
    func _body(configuration: TextField<Self._Label>) -> some View {
      HStack {
        Text(mark)
        configuration
      }
    }
  }

  struct Signup: View {
    enum Field: Hashable { case name, city }
    @State private var name = ""
    @State private var city = ""
    @State private var submitted = ""
    @FocusState private var field: Field?

    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused($field, equals: .name)
          .textFieldStyle(Marked(mark: ">"))
        TextField("City", text: $city)
          .focused($field, equals: .city)
          .textFieldStyle(Marked(mark: "#"))
        Button("City") { field = .city }
        Text("name=\(name) city=\(city) submitted=\(submitted)")
        Text("field=\(field.map { "\($0)" } ?? "nil")")
      }
      .onSubmit { submitted += field == .name ? "name" : "city" }
    }
  }

  @Test func aCustomStyleDrawsItsViewAroundTheFieldThatEditsAndTakesFocus() {
    let host = TestHost(Signup(), size: Size(width: 40, height: 6))
    let lines = host.screen.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("> Name"), "\(host.screen)")
    #expect(lines[1].hasPrefix("# City"), "\(host.screen)")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Name", "one focus stop per field: the field inside the style")
    #expect(host.element("field=name") != nil, "the FocusState binding outside the style follows it")
    host.type("Ada")
    host.press(.return)
    #expect(host.element("name=Ada city= submitted=name") != nil)
    host.press(.tab)
    #expect(host.focusedElement?.role == .textField && host.focusedElement?.label == "City")
    host.press(.tab)
    #expect(host.focusedElement?.role == .button, "the button comes after both fields")
    host.press(.return)
    #expect(host.element("field=city") != nil, "a FocusState write focuses the field inside the style")
    host.type("Oslo")
    #expect(host.element("name=Ada city=Oslo submitted=name") != nil)
  }

  @Test func builtInStylesStillDrawWithoutAViewOfTheirOwn() {
    let host = TestHost(
      VStack {
        TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        TextField("Plain", text: .constant("")).textFieldStyle(.plain)
      }, size: Size(width: 20, height: 2))
    #expect(host.screen.hasPrefix("[Name"), "\(host.screen)")
    #expect(host.elements.filter { $0.role == .textField }.count == 2)
  }
}
