extension View {
  /// Makes this view a focus target and calls `onFocusChange` whenever it
  /// gains or loses focus: the macOS and tvOS spelling, from before
  /// `@FocusState`.
  ///
  /// ```swift
  /// PosterView(movie)
  ///   .focusable(true) { isFocused in
  ///     if isFocused { preview(movie) }
  ///   }
  /// ```
  ///
  /// The action runs after the update in which focus moved, as an
  /// `onChange` action does; it does not run for the focus the view has
  /// when it appears.
  public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping @MainActor (Bool) -> Void) -> some View {
    background(FocusChangeReporter(onFocusChange: onFocusChange)).focusable(isFocusable)
  }
}

/// Reports the focus of the focusable view around it.
struct FocusChangeReporter: View {
  let onFocusChange: @MainActor (Bool) -> Void
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    EmptyView().onChange(of: isFocused) { _, isFocused in onFocusChange(isFocused) }
  }
}
