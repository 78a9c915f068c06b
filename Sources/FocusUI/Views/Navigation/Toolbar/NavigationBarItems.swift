extension View {
  /// Puts `leading` before the title and `trailing` at the end of the
  /// navigation bar: the older (deprecated) spelling of
  /// ``View/toolbar(content:)-(()->Content)`` with `.navigationBarLeading`
  /// and `.navigationBarTrailing` items.
  ///
  /// ```swift
  /// List(notes) { NoteRow($0) }
  ///   .navigationBarTitle("Notes")
  ///   .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
  /// ```
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts `leading` before the title of the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
    }
  }

  /// Puts `trailing` at the end of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }
}
