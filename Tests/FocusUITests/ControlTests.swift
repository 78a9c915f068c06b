import FocusUITesting
import Testing

@MainActor @Suite struct ControlTests {
  struct Login: View {
    @State private var username = ""
    @State private var password = ""
    @State private var remember = false
    @State private var submitted: [String] = []
    @State private var message = ""

    var body: some View {
      Form {
        TextField("Username", text: $username)
          .onSubmit { submitted.append("username") }
        SecureField("Password", text: $password, prompt: Text("secret"))
        Toggle("Remember me", isOn: $remember)
        Button("Sign In") { message = "\(username):\(password):\(remember)" }
        Text(message)
        Text("submitted \(submitted.joined(separator: ","))")
      }
      .onSubmit { submitted.append("form") }
    }
  }

  @Test func typingGoesIntoTheClickedFieldThroughItsBinding() {
    let host = TestHost(Login())
    host.click("Username")
    host.type("bob")
    #expect(host.element("Username")?.value == "bob")
    #expect(host.focusedElement?.label == "Username")
    host.click("Sign In")
    #expect(host.element("bob::false") != nil)
  }

  @Test func secureFieldsMaskTheirText() {
    let host = TestHost(Login(), size: Size(width: 30, height: 10))
    #expect(host.screen.contains("secret"))
    host.click("Password")
    host.type("hunter2")
    #expect(host.element("Password")?.role == .secureField)
    #expect(host.element("Password")?.value == "•••••••")
    #expect(!host.screen.contains("hunter2"))
    host.click("Sign In")
    #expect(host.element(":hunter2:false") != nil)
  }

  @Test func editingKeysMoveTheCursorAndDelete() {
    let host = TestHost(Login())
    host.click("Username")
    host.type("abcd")
    host.press(.leftArrow)
    host.press(.delete)
    #expect(host.element("Username")?.value == "abd")
    host.press(.home)
    host.press(.deleteForward)
    host.type("X")
    #expect(host.element("Username")?.value == "Xbd")
    host.press(.end)
    host.press("!")
    #expect(host.element("Username")?.value == "Xbd!")
  }

  struct Field: View {
    @State var text = ""
    var body: some View { TextField("Name", text: $text) }
  }

  @Test func aLongTextScrollsSoTheCaretStaysVisible() {
    let host = TestHost(Field(), size: Size(width: 10, height: 1))
    host.click(at: Point(x: 0, y: 0))
    host.type("abcdefghijklmnop")
    // The nine characters before the caret, then the caret's own cell.
    #expect(host.screen == "hijklmnop_")
    #expect(host.textCursor == Point(x: 9, y: 0))
    host.press(.home)
    #expect(host.screen == "abcdefghij")
    #expect(host.textCursor == Point(x: 0, y: 0))
    host.press(.rightArrow)
    host.press(.rightArrow)
    #expect(host.textCursor == Point(x: 2, y: 0))
  }

  @Test func wideCharactersCountTheirCellsBeforeTheCaret() {
    let host = TestHost(Field(), size: Size(width: 10, height: 1))
    host.click(at: Point(x: 0, y: 0))
    host.type("a日本b")
    #expect(host.screen == "a日本b____")
    #expect(host.textCursor == Point(x: 6, y: 0))
    host.press(.leftArrow)
    host.press(.leftArrow)
    #expect(host.textCursor == Point(x: 3, y: 0))
    host.press(.delete)
    #expect(host.element("Name")?.value == "a本b")
    #expect(host.textCursor == Point(x: 1, y: 0))
  }

  struct Accent: View {
    @State var text = "\u{301}b"
    var body: some View { TextField("Name", text: $text) }
  }

  @Test func aLetterTypedBeforeACombiningMarkJoinsItAndTheCaretGoesAfter() {
    let host = TestHost(Accent(), size: Size(width: 10, height: 1))
    host.click(at: Point(x: 0, y: 0))
    host.press(.home)
    host.type("e")
    #expect(host.element("Name")?.value == "éb")
    host.type("x")
    #expect(host.element("Name")?.value == "éxb")
  }

  @Test func returnRunsEveryOnSubmitAboveTheFieldInnermostFirst() {
    let host = TestHost(Login())
    host.click("Username")
    host.press(.return)
    #expect(host.element("submitted username,form") != nil)
  }

  @Test func buttonsRunTheirActionAndTogglesFlip() {
    let host = TestHost(Login())
    #expect(host.element("Remember me")?.value == "off")
    host.click("Remember me")
    #expect(host.element("Remember me")?.value == "on")
    #expect(host.screen.contains("[x] Remember me"))
    host.click("Sign In")
    #expect(host.element("::true") != nil)
  }

  @Test func typingWithNoFocusedFieldIsAWarning() {
    let host = TestHost(Login())
    host.type("lost")
    #expect(host.runtimeWarnings.contains { $0.contains("no text field has focus") })
    #expect(host.element("Username")?.value == "")
  }

  @Test func clickingAMissingLabelIsAWarning() {
    let host = TestHost(Login())
    host.click("Nope")
    #expect(host.runtimeWarnings == ["TestHost.click(\"Nope\"): no element has that label."])
  }

  struct DisabledControls: View {
    @State private var count = 0
    @State private var text = ""
    var body: some View {
      VStack {
        Button("Add") { count += 1 }.disabled(true)
        TextField("Locked", text: $text).disabled(true)
        Text("count \(count)")
      }
    }
  }

  @Test func disabledControlsIgnoreInput() {
    let host = TestHost(DisabledControls())
    host.click("Add")
    host.click("Locked")
    host.type("x")
    #expect(host.element("count 0") != nil)
    #expect(host.element("Locked")?.value == "")
  }

  struct LabelledButton: View {
    @State private var taps = 0
    var body: some View {
      Button {
        taps += 1
      } label: {
        HStack {
          Text("Tap")
          Text("me")
        }
      }
      .overlayCount(taps)
    }
  }

  @Test func aButtonsLabelIsTheTextOfItsLabelView() {
    let host = TestHost(LabelledButton())
    #expect(host.element("Tap me")?.role == .button)
    host.click("Tap me")
    #expect(host.element("taps 1") != nil)
    #expect(host.elements.filter { $0.label == "Tap" }.isEmpty)
  }

  @Test func typedControlCharactersAreNotInserted() {
    let host = TestHost(Login())
    host.click("Username")
    host.type("a\u{1B}[31mb\u{7}c\nd")
    #expect(host.element("Username")?.value == "a[31mbc d")
  }
}

extension View {
  fileprivate func overlayCount(_ taps: Int) -> some View {
    VStack {
      self
      Text("taps \(taps)")
    }
  }
}
