/// The features plugged into one ``ViewGraph``: found by their type, and
/// kept in the order the graph calls them in, each after the features it
/// ``GraphFeature/settlesAfter`` (transitively), otherwise in the order
/// they were made.
///
/// A graph has a handful of features, so a lookup compares types along a
/// short array: no hashing, and no slot numbers to keep apart by hand.
/// Focus, asked for on every key and every mount, is among the first made.
@MainActor
struct GraphFeatures {
  /// The features in the order they are called.
  private(set) var ordered: [any GraphFeature] = []
  /// The features' types, in the same order: a lookup reads these, not
  /// the features (no retain and release per step).
  private var types: [ObjectIdentifier] = []
  /// The features in the order they were made: the order among those that
  /// name none of each other.
  private var made: [any GraphFeature] = []

  /// The feature of type `F`, if one was made.
  subscript<F: GraphFeature>(_ type: F.Type) -> F? {
    let wanted = ObjectIdentifier(type)
    var index = 0
    while index < types.count {
      if types[index] == wanted { return unsafeDowncast(ordered[index], to: F.self) }
      index += 1
    }
    return nil
  }

  /// Calls `body` with each feature in the order they settle. A counted
  /// loop, not `for in`: in a debug build an array's iterator allocates
  /// once per element it hands out (the frame of the generic subscript's
  /// read coroutine), and the graph walks its features several times a key.
  func forEach(_ body: (any GraphFeature) -> Void) {
    var index = 0
    while index < ordered.count {
      body(ordered[index])
      index += 1
    }
  }

  /// Whether a feature satisfies `predicate` (a counted loop, as
  /// ``forEach(_:)``).
  func contains(where predicate: (any GraphFeature) -> Bool) -> Bool {
    var index = 0
    while index < ordered.count {
      if predicate(ordered[index]) { return true }
      index += 1
    }
    return false
  }

  /// Adds `feature`; a graph has one feature of each type.
  mutating func add<F: GraphFeature>(_ feature: F) {
    precondition(self[F.self] == nil, "A view graph has one \(F.self); it was made twice.")
    made.append(feature)
    ordered = Self.settlingOrder(of: made)
    types = ordered.map { ObjectIdentifier(type(of: $0)) }
  }

  /// `features` (in the order they were made) ordered so that each comes
  /// after every feature it settles after, directly or through features
  /// between them, even ones not made.
  private static func settlingOrder(of features: [any GraphFeature]) -> [any GraphFeature] {
    let before = features.map { earlierTypes(of: type(of: $0)) }
    var placed: [any GraphFeature] = []
    var placedTypes: Set<ObjectIdentifier> = []
    var waiting = Array(features.indices)
    while !waiting.isEmpty {
      // The first feature made whose predecessors (among those made) are
      // all placed.
      var next: Int?
      for (position, index) in waiting.enumerated() {
        let blocked = features.indices.contains { other in
          other != index && !placedTypes.contains(ObjectIdentifier(type(of: features[other])))
            && before[index].contains(ObjectIdentifier(type(of: features[other])))
        }
        if !blocked {
          next = position
          break
        }
      }
      guard let next else {
        preconditionFailure("Graph features settle after each other in a cycle: \(features.map { type(of: $0) }).")
      }
      let index = waiting.remove(at: next)
      placed.append(features[index])
      placedTypes.insert(ObjectIdentifier(type(of: features[index])))
    }
    return placed
  }

  /// Every feature type `type` settles after, directly or through others.
  private static func earlierTypes(of type: any GraphFeature.Type) -> Set<ObjectIdentifier> {
    var found: Set<ObjectIdentifier> = []
    var pending = type.settlesAfter
    while let next = pending.popLast() {
      guard found.insert(ObjectIdentifier(next)).inserted else { continue }
      pending += next.settlesAfter
    }
    return found
  }
}
