/// Declares an entry of ``EnvironmentValues``: the macro writes the key
/// type and the accessors.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentName: String = "blue"
///   @Entry var session: Session? = nil
/// }
///
/// ContentView().environment(\.accentName, "green")
/// ```
///
/// The initial value is the key's default, evaluated each time the default
/// is needed; a type annotation is required.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FocusUIMacros", type: "EntryMacro")
