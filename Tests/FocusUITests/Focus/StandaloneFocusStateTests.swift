import FocusUITesting
import Observation
import Testing

/// A `FocusState` kept outside views (a model object, a test) is live
/// storage, and joins the window that binds it.
@MainActor @Suite struct StandaloneFocusStateTests {
  enum Field: Hashable {
    case username, password
  }

  @Test func aFocusStateOutsideAViewKeepsWhatIsWrittenWithoutWarning() {
    let host = TestHost(Text("x"))
    let state = FocusState<Field?>()
    state.wrappedValue = .password
    #expect(state.wrappedValue == .password)
    state.wrappedValue = nil
    #expect(state.wrappedValue == nil)
    #expect(host.runtimeWarnings.isEmpty)
  }

  @Test func writesFireTheTriggersOfTheOldAndNewValues() {
    let state = FocusState<Field?>()
    var events: [String] = []
    let username = state.binding(for: .username)
    let password = state.binding(for: .password)
    username.trigger.focusAction = { events.append("focus username") }
    username.trigger.blurAction = { events.append("blur username") }
    password.trigger.focusAction = { events.append("focus password") }
    state.wrappedValue = .username
    state.wrappedValue = .password
    #expect(events == ["focus username", "blur username", "focus password"])
  }

  @Test func aControlsOnFocusAndOnBlurWriteTheStateBack() {
    let state = FocusState<Bool>()
    let binding = state.binding()
    binding.onFocus()
    #expect(state.wrappedValue == true)
    binding.onBlur()
    #expect(state.wrappedValue == false)
  }

  @MainActor final class Holder {
    @FocusState var field: Field?
  }

  @Test func triggersAreReleasedWithTheirHolder() {
    var holder: Holder? = Holder()
    weak let trigger = holder!.$field.binding(for: .username).trigger
    let onFocus = holder!.$field.binding(for: .username).onFocus
    #expect(trigger != nil)
    holder = nil
    #expect(trigger == nil)
    onFocus()  // the state is gone: nothing happens, nothing crashes
  }

  @MainActor @Observable final class LoginModel {
    @ObservationIgnored @FocusState var field: Field?
    var username = ""
    var password = ""

    func submit() {
      field = username.isEmpty ? .username : password.isEmpty ? .password : nil
    }
  }

  struct LoginView: View {
    @Bindable var model: LoginModel
    var body: some View {
      VStack {
        TextField("Username", text: $model.username).focused(model.$field, equals: .username)
        SecureField("Password", text: $model.password).focused(model.$field, equals: .password)
        Button("Sign In") { model.submit() }
        Text("editing \(model.field.map { "\($0)" } ?? "nothing")")
      }
    }
  }

  @Test func aModelsFocusStateBoundInAViewMovesRealFocusAndFollowsTheUser() {
    let model = LoginModel()
    model.field = .password  // before any view binds it
    let host = TestHost(LoginView(model: model), size: Size(width: 40, height: 6))
    #expect(host.focusedElement?.label == "Password")
    #expect(host.element("editing password") != nil)
    host.click("Username")
    #expect(model.field == .username)
    #expect(host.element("editing username") != nil)
    model.field = nil  // from outside any event
    #expect(host.focusedElement == nil)
    host.click("Sign In")
    #expect(host.focusedElement?.label == "Username")
    #expect(model.field == .username)
  }

  @Test func aModelsFocusStateBoundInTwoWindowsWarnsAndFollowsTheFirst() {
    let model = LoginModel()
    let first = TestHost(LoginView(model: model))
    let second = TestHost(LoginView(model: model))
    first.click("Password")
    #expect(model.field == .password)
    #expect(second.focusedElement == nil)
    #expect(second.runtimeWarnings.contains { $0.contains("bound in two windows") })
  }

  @Test func aStateWhoseWindowClosedGoesOnDetachedWithItsLastValue() {
    let model = LoginModel()
    do {
      let host = TestHost(LoginView(model: model))
      host.click("Password")
    }
    #expect(model.field == .password)
    model.field = .username
    #expect(model.field == .username)
  }

  struct WritesInInit: View {
    @FocusState private var field: Field?
    init() {
      field = .username
    }
    var body: some View {
      TextField("Username", text: .constant("")).focused($field, equals: .username)
    }
  }

  @Test func aViewsFocusStateWrittenInItsInitialiserWarnsThatTheWriteIsLost() {
    let host = TestHost(WritesInInit())
    #expect(host.focusedElement == nil)
    #expect(host.runtimeWarnings.contains { $0.contains("written before the view was installed") })
  }
}
