/// The action a focus-state write came from, when the runtime ran it: the
/// focus journal names it so that "why did focus move?" has an answer
/// that points at code.
///
/// The runtime marks the actions it runs (a task-local value, so a
/// `.task`'s writes after an `await` are still the task's); a write made
/// elsewhere (a model object, a test) has none.
///
/// ```swift
/// Button("Next") { focused = .password }  // .button("Next")
/// TextField("Name", text: $name).onSubmit { focused = .email }  // .onSubmit
/// ```
public enum FocusAction: Hashable, Sendable, CustomStringConvertible {
  /// A button's action; the string is its title.
  case button(String)
  case onAppear
  case onSubmit
  case onChange
  /// A `.task`'s work, before or after its `await`s.
  case task

  /// The action running now, if the runtime runs one.
  @TaskLocal static var current: FocusAction?

  public var description: String {
    switch self {
    case .button(let title): "the action of button \"\(title)\""
    case .onAppear: "onAppear"
    case .onSubmit: "onSubmit"
    case .onChange: "onChange"
    case .task: "a task"
    }
  }
}
