/// An interaction recognised from pointer input: ``TapGesture``,
/// ``LongPressGesture``, or a gesture of your own made of them.
///
/// ```swift
/// Text("Double-click to rename")
///   .gesture(TapGesture(count: 2).onEnded { isRenaming = true })
/// ```
///
/// A terminal reports mouse presses (and, where it allows, motion), not
/// touches: taps are clicks, and gestures that need a drag or a held
/// press are recognised as described on each type.
@MainActor @preconcurrency
public protocol Gesture {
  /// What the gesture reports when it changes or ends.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture

  /// The gesture this one is made of.
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// One way a gesture answers clicks: the press count it waits for, and
/// what it runs, returning the gesture's value.
struct ClickRecognizer {
  var count: Int
  var fire: @MainActor () -> Any
}

/// Gestures the runtime recognises directly.
@MainActor
protocol PrimitiveGesture {
  var recognizers: [ClickRecognizer] { get }
}

extension Gesture {
  /// The click recognisers of this gesture, through its body.
  var clickRecognizers: [ClickRecognizer] {
    if let primitive = self as? any PrimitiveGesture { return primitive.recognizers }
    return body.clickRecognizers
  }

  /// The click recognizers, each also handing its value to `action`: a
  /// click both changes and ends a gesture at once, so `onChanged` and
  /// `onEnded` observe alike.
  func clickRecognizers(reportingTo action: @escaping @MainActor (Value) -> Void) -> [ClickRecognizer] {
    clickRecognizers.map { inner in
      ClickRecognizer(count: inner.count) {
        let value = inner.fire()
        if let value = value as? Value { action(value) }
        return value
      }
    }
  }

  /// Runs `action` with the gesture's value when it ends.
  ///
  /// ```swift
  /// TapGesture(count: 2).onEnded { zoomToFit() }
  /// ```
  public func onEnded(_ action: @escaping @MainActor (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Runs `action` with the gesture's value when it changes.
  ///
  /// ```swift
  /// LongPressGesture().onChanged { _ in isHighlighted = true }
  /// ```
  public func onChanged(_ action: @escaping @MainActor (Self.Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// This gesture and `other`, both recognised: each runs on the clicks it
  /// waits for.
  ///
  /// ```swift
  /// TapGesture().simultaneously(with: TapGesture(count: 2))
  /// ```
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }
}

/// A gesture that runs an action when it ends: ``Gesture/onEnded(_:)``.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: @MainActor (Content.Value) -> Void

  public var body: Never { preconditionFailure("_EndedGesture is recognised by the runtime and has no body") }

  var recognizers: [ClickRecognizer] {
    content.clickRecognizers(reportingTo: action)
  }
}

/// A gesture that runs an action when its value changes: ``Gesture/onChanged(_:)``.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: @MainActor (Content.Value) -> Void

  public var body: Never { preconditionFailure("_ChangedGesture is recognised by the runtime and has no body") }

  var recognizers: [ClickRecognizer] {
    content.clickRecognizers(reportingTo: action)
  }
}

/// Two gestures recognised together: ``Gesture/simultaneously(with:)``.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The values of the two gestures, each `nil` until it is recognised.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }

  let first: First
  let second: Second

  public var body: Never { preconditionFailure("SimultaneousGesture is recognised by the runtime and has no body") }

  var recognizers: [ClickRecognizer] { first.clickRecognizers + second.clickRecognizers }
}

/// A tap: in a terminal, a click of the mouse; `count` clicks in a row at
/// one cell (each within half a second of the last) for a multiple tap.
///
/// ```swift
/// Image(systemName: "heart")
///   .gesture(TapGesture(count: 2).onEnded { like() })
/// ```
public struct TapGesture: Gesture, PrimitiveGesture {
  public typealias Value = Void
  /// The clicks needed.
  public var count: Int

  /// A gesture recognising `count` clicks in a row.
  public init(count: Int = 1) {
    self.count = count
  }

  public var body: Never { preconditionFailure("TapGesture is recognised by the runtime and has no body") }

  var recognizers: [ClickRecognizer] {
    [ClickRecognizer(count: count) { () }]
  }
}

/// A press held for a while. A terminal reports a press but not how long
/// the button stays down, so a click is recognised as a completed long
/// press (its value `true`), keeping the gesture's action reachable.
///
/// ```swift
/// Text("Hold to delete")
///   .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in delete() })
/// ```
public struct LongPressGesture: Gesture, PrimitiveGesture {
  public typealias Value = Bool
  /// How long the press must last, in seconds; not measured in a terminal.
  public var minimumDuration: Double
  /// How far the pointer may move during the press, in points.
  public var maximumDistance: CGFloat

  /// A gesture recognising a press of `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public var body: Never { preconditionFailure("LongPressGesture is recognised by the runtime and has no body") }

  var recognizers: [ClickRecognizer] {
    [ClickRecognizer(count: 1) { true }]
  }
}

/// Which gestures of a view and its subviews are recognised: the mask of
/// ``View/gesture(_:including:)``. A terminal recognises them all.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view's own gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the subviews.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
  /// None.
  public static let none: GestureMask = []
}
