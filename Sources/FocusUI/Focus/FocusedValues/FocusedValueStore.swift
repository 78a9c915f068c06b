/// The focused values readers see, and who read which entry.
///
/// A standalone view graph has its own store; the graphs of an app's
/// windows and its commands share the app's, which resolves the values of
/// the selected window. After focus moves or a publisher changes, the next
/// update refreshes the values and re-runs exactly the readers whose entry
/// changed.
@MainActor
package final class FocusedValueStore {
  /// What readers see, when not stale.
  private var values = FocusedValues()
  /// Set when a refresh found no readers to compare for: the values are
  /// resolved on the next read instead.
  private var isStale = true
  /// Set when focus moved or a publisher changed since the last refresh.
  private(set) var needsRefresh = true
  /// Computes the current values.
  var resolve: () -> FocusedValues = { FocusedValues() }

  /// One entry readers read: how to read it, and the nodes whose bodies did.
  private struct Dependency {
    var read: (FocusedValues) -> Any?
    var readers = BodyReaders()
  }
  private var dependencies: [AnyHashable: Dependency] = [:]

  func setNeedsRefresh() {
    needsRefresh = true
  }

  /// Reads the entry `key` with `read`; inside a body, the body runs again
  /// when the entry changes.
  func read<T>(_ key: AnyHashable, _ read: @escaping (FocusedValues) -> T?) -> T? {
    if isStale {
      values = resolve()
      isStale = false
    }
    if !ViewGraph.evaluationStack.isEmpty {
      dependencies[key, default: Dependency(read: read)].readers.recordCurrent()
    }
    return read(values)
  }

  /// Recomputes the values and invalidates the readers of entries that
  /// changed.
  func refresh() {
    guard needsRefresh else { return }
    needsRefresh = false
    guard !dependencies.isEmpty, !isStale else {
      isStale = true
      return
    }
    let old = values
    values = resolve()
    for (key, dependency) in dependencies {
      let before = dependency.read(old)
      let after = dependency.read(values)
      let unchanged =
        switch (before, after) {
        case (nil, nil): true
        case (let before?, let after?): FocusedValueComparison.areSame(before, after)
        default: false
        }
      if unchanged { continue }
      dependencies[key] = nil
      var readers = dependency.readers
      readers.invalidateAll()
    }
  }
}
