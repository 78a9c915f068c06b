/// Declares an entry of ``EnvironmentValues`` or ``FocusedValues``: the
/// macro writes the key type and the accessors.
///
/// In ``EnvironmentValues``, the initial value is the key's default,
/// evaluated each time the default is needed; an optional entry without one
/// defaults to `nil`:
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentName: String = "blue"
///   @Entry var session: Session? = nil
/// }
///
/// ContentView().environment(\.accentName, "green")
/// ```
///
/// In ``FocusedValues``, an entry must be optional (`T?` or `Optional<T>`),
/// since it is `nil` until a view publishes a value; the generated
/// ``FocusedValueKey`` has `Value` `T`, and the only initial value allowed
/// is `nil`:
/// ```swift
/// extension FocusedValues {
///   @Entry var focusedDocument: Binding<Document>?
/// }
///
/// DocumentEditor(document: $document)
///   .focusedValue(\.focusedDocument, $document)
/// ```
///
/// A type annotation is required. Anything else, such as a non-optional
/// focused entry or `@Entry` in another type, is a compile-time error
/// saying what to write.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FocusUIMacros", type: "EntryMacro")
