/// Declares the view a stack shows for pushed values of one type:
/// ``View/navigationDestination(for:destination:)``.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
  let destination: (D) -> Destination

  @Environment(\.navigationContext) private var context
  @State private var registration = DestinationRegistration()

  public func body(content: Content) -> some View {
    if let model = context.model {
      let destination = self.destination
      registration.make = { AnyView(destination($0 as! D)) }
      model.register(registration, for: D.self, level: context.level)
    }
    let registration = self.registration
    return content.onDisappear { [weak registration] in
      guard let registration, let model = registration.model else { return }
      model.unregister(registration, for: D.self)
    }
  }
}

/// Pushes a view while a binding is `true`:
/// ``View/navigationDestination(isPresented:destination:)``.
public struct _NavigationPresentedDestinationModifier<Destination: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let destination: () -> Destination

  @Environment(\.navigationContext) private var context
  @State private var extra = NavigationExtra()

  public func body(content: Content) -> some View {
    let model = context.model
    if let model {
      if isPresented.wrappedValue {
        let isPresented = self.isPresented
        model.present(extra, content: AnyView(destination())) { isPresented.wrappedValue = false }
      } else {
        model.withdraw(extra)
      }
    }
    let extra = self.extra
    return content.onDisappear { [weak model] in model?.withdraw(extra) }
  }
}

extension View {
  /// Declares the view pushed for values of type `data`: a
  /// ``NavigationLink`` with such a value, or a value appended to the
  /// stack's path, shows `destination(value)`.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List(recipes) { NavigationLink($0.name, value: $0) }
  ///     .navigationDestination(for: Recipe.self) { recipe in
  ///       RecipeDetail(recipe: recipe)
  ///     }
  /// }
  /// ```
  ///
  /// Declare it inside the stack, on a view that is always there (not in
  /// a lazy container's rows). A value pushed at a level uses the
  /// declaration of a level below it; of several for one type, the one
  /// closest to the root, with a runtime warning. A value with no
  /// declaration shows nothing, with a runtime warning.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(destination: destination))
  }

  /// Pushes `destination` while `isPresented` is `true`; popping it (the
  /// back button, Escape, ``EnvironmentValues/dismiss``) sets it to `false`.
  ///
  /// ```swift
  /// @State private var showsSettings = false
  ///
  /// Home()
  ///   .toolbar { Button("Settings") { showsSettings = true } }
  ///   .navigationDestination(isPresented: $showsSettings) { SettingsView() }
  /// ```
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> some View {
    modifier(_NavigationPresentedDestinationModifier(isPresented: isPresented, destination: destination))
  }

  /// Pushes `destination(item)` while `item` is not `nil`; popping sets it
  /// to `nil`.
  ///
  /// ```swift
  /// @State private var opened: Recipe?
  ///
  /// RecipeGrid(onOpen: { opened = $0 })
  ///   .navigationDestination(item: $opened) { RecipeDetail(recipe: $0) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      _NavigationPresentedDestinationModifier(isPresented: isPresented) {
        item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView())
      })
  }
}
