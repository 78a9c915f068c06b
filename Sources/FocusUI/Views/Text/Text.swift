import Foundation

/// Read-only text, wrapped at word boundaries to the width it is offered.
///
/// ```swift
/// Text("Hello, \(name)!")
/// Text("Warning").bold().foregroundColor(.yellow)
/// Text("Total: ") + Text(total, format: .currency(code: "EUR")).bold()
/// ```
///
/// Texts joined with `+` keep each part's styling; a modifier on the joined
/// text styles the parts that did not set it themselves.
public struct Text: View, Equatable {
  /// A piece of the text and its styling.
  struct Run: Hashable, Sendable {
    var string: String
    var attributes = TextAttributes()
  }

  var runs: [Run]

  /// The characters of the text, unstyled.
  nonisolated var content: String {
    runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
  }

  init(runs: [Run]) {
    self.runs = runs
  }

  /// Creates text showing `content`.
  ///
  /// ```swift
  /// Text(recipe.name)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(string: String(content))]
  }

  /// Creates text showing `content` as is, never looked up as a key.
  ///
  /// ```swift
  /// Text(verbatim: "pancakes.txt")
  /// ```
  public init(verbatim content: String) {
    runs = [Run(string: content)]
  }

  /// Creates text from a string literal with interpolations: values
  /// formatted with `format:`, other `Text` keeping its styling.
  ///
  /// ```swift
  /// Text("Serves \(servings)")
  /// Text("Costs \(price, format: .currency(code: "USD"))")
  /// Text("Rated \(Text("5 stars").bold())")
  /// ```
  ///
  /// A terminal app has no string tables: the key is shown as written.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    runs = key.runs
  }

  /// Creates text showing `input` formatted by `format`.
  ///
  /// ```swift
  /// Text(0.25, format: .percent)
  /// Text(recipe.updated, format: .dateTime.day().month())
  /// Text(["flour", "eggs", "milk"], format: .list(type: .and))
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    runs = [Run(string: format.format(input))]
  }

  /// Creates text showing `subject` formatted by `formatter`.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    runs = [Run(string: formatter.string(for: subject) ?? "")]
  }

  /// Creates text showing the characters of `attributedContent`.
  // Foundation here lets a string literal be an `AttributedString`: a
  // literal must still make a `LocalizedStringKey`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    runs = [Run(string: String(attributedContent.characters))]
  }

  public var body: Never { primitiveBody(Self.self) }

  /// Joins two texts, each keeping its styling.
  ///
  /// ```swift
  /// Text("Total ").foregroundStyle(.secondary) + Text("€12").bold()
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs)
  }

  /// This text with `change` made to the attributes each run leaves unset.
  func styled(_ change: (inout TextAttributes) -> Void) -> Text {
    var outer = TextAttributes()
    change(&outer)
    var copy = self
    for index in copy.runs.indices {
      copy.runs[index].attributes = copy.runs[index].attributes.over(outer)
    }
    return copy
  }
}

extension Text: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}
