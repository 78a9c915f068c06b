/// Why content is shown redacted: ``View/redacted(reason:)``.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content standing in for data that is still loading.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content that should not be shown now.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is out of date.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Adds redaction reasons: ``View/redacted(reason:)``.
public struct _RedactionModifier: EnvironmentWritingModifier, Equatable {
  let reasons: RedactionReasons?

  func apply(to environment: inout EnvironmentValues) {
    if let reasons {
      environment.redactionReasons.formUnion(reasons)
    } else {
      environment.redactionReasons = []
    }
  }
}

extension EnvironmentValues {
  private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
  }

  /// Why views here are redacted; empty when they are shown as they are.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Shows text here as placeholder blocks of the same width, dimmed, the
  /// way SwiftUI shows gray boxes while data loads. An empty `reason`
  /// changes nothing.
  ///
  /// ```swift
  /// RecipeRow(recipe: .sample).redacted(reason: isLoading ? .placeholder : [])
  /// ```
  ///
  /// In a terminal only text is redacted; controls, shapes and colors draw
  /// as they are, and the accessibility label keeps the text.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(_RedactionModifier(reasons: reason))
  }

  /// Shows this view as it is inside a redacted one.
  ///
  /// ```swift
  /// Text("Loading…").unredacted()
  /// ```
  public func unredacted() -> some View {
    modifier(_RedactionModifier(reasons: nil))
  }
}
