/// A list's selection binding, whatever its value type: one optional
/// value, one value that cannot be cleared, or a set.
@MainActor
protocol ListSelection {
  /// Whether several rows can be selected at once.
  var allowsMultiple: Bool { get }
  /// `tag` as the selection holds it (so that an `Int` tag and an `Int`
  /// in an optional selection compare equal); `nil` when its type is not
  /// the selection's, which leaves the row unselectable.
  func normalized(_ tag: AnyHashable) -> AnyHashable?
  /// The selected values.
  func selectedTags() -> Set<AnyHashable>
  /// Whether the normalized `tag` is selected.
  func contains(_ tag: AnyHashable) -> Bool
  /// Selects exactly `tags` (normalized); a single selection takes the
  /// first, and one that cannot be cleared ignores an empty list.
  func select(_ tags: [AnyHashable])
}

/// `List(selection: Binding<V?>)`: one row or none.
struct OptionalListSelection<V: Hashable>: ListSelection {
  let binding: Binding<V?>

  var allowsMultiple: Bool { false }

  func normalized(_ tag: AnyHashable) -> AnyHashable? {
    guard let value = tag.base as? V else { return nil }
    return AnyHashable(value)
  }

  func selectedTags() -> Set<AnyHashable> {
    guard let value = binding.wrappedValue else { return [] }
    return [AnyHashable(value)]
  }

  func contains(_ tag: AnyHashable) -> Bool {
    binding.wrappedValue.map { AnyHashable($0) == tag } ?? false
  }

  func select(_ tags: [AnyHashable]) {
    binding.wrappedValue = tags.first?.base as? V
  }
}

/// `List(selection: Binding<V>)`: always one row.
struct RequiredListSelection<V: Hashable>: ListSelection {
  let binding: Binding<V>

  var allowsMultiple: Bool { false }

  func normalized(_ tag: AnyHashable) -> AnyHashable? {
    guard let value = tag.base as? V else { return nil }
    return AnyHashable(value)
  }

  func selectedTags() -> Set<AnyHashable> {
    [AnyHashable(binding.wrappedValue)]
  }

  func contains(_ tag: AnyHashable) -> Bool {
    AnyHashable(binding.wrappedValue) == tag
  }

  func select(_ tags: [AnyHashable]) {
    guard let value = tags.first?.base as? V else { return }
    binding.wrappedValue = value
  }
}

/// `List(selection: Binding<Set<V>>)`: any number of rows.
struct MultipleListSelection<V: Hashable>: ListSelection {
  let binding: Binding<Set<V>>

  var allowsMultiple: Bool { true }

  func normalized(_ tag: AnyHashable) -> AnyHashable? {
    guard let value = tag.base as? V else { return nil }
    return AnyHashable(value)
  }

  func selectedTags() -> Set<AnyHashable> {
    var tags = Set<AnyHashable>()
    for value in binding.wrappedValue { tags.insert(AnyHashable(value)) }
    return tags
  }

  func contains(_ tag: AnyHashable) -> Bool {
    guard let value = tag.base as? V else { return false }
    return binding.wrappedValue.contains(value)
  }

  func select(_ tags: [AnyHashable]) {
    var values = Set<V>()
    for tag in tags {
      if let value = tag.base as? V { values.insert(value) }
    }
    binding.wrappedValue = values
  }
}
