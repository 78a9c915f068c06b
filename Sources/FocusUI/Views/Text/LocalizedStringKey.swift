import Foundation

/// The key `Text("…")` and other views with a title take from a string
/// literal. A terminal app has no string tables, so the key is the text
/// shown; its interpolations format values (`format:`, `specifier:`,
/// `style:`) and keep the styling of interpolated `Text`, and its inline
/// Markdown (`**bold**`, `*italic*`, `~~struck~~`, code in backticks,
/// `[link](url)`) styles the text as in SwiftUI.
///
/// ```swift
/// Text("\(count) recipes")
/// Text("Rating: \(rating, specifier: "%.1f")")
/// Text("Bake for \(Text("20 minutes").bold())")
/// Text("**Tip:** let it rest *overnight*")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  var runs: [Text.Run]

  /// The key for `value`, its Markdown read as a literal's is.
  public init(_ value: String) {
    var interpolation = StringInterpolation(literalCapacity: 0, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.init(stringInterpolation: interpolation)
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    runs = stringInterpolation.runs()
  }

  /// The characters of the key, unstyled.
  var string: String { runs.map(\.string).joined() }

  /// Builds a key from a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The pieces in order, and whether the literal wrote each (only those
    /// are read as Markdown).
    private var pieces: [(run: Text.Run, isLiteral: Bool)] = []
    /// Whether a literal piece holds a character Markdown may give a
    /// meaning to: without one, the pieces are the runs, and no parse runs
    /// (a body with `Text("\(count) items")` runs often).
    private var literalsHoldMarkup = false

    /// The styled runs: the pieces read as Markdown where needed.
    func runs() -> [Text.Run] {
      guard literalsHoldMarkup else {
        var runs: [Text.Run] = []
        for (run, _) in pieces { InlineMarkdown.append(run.string, run.attributes, to: &runs) }
        return runs
      }
      var units: [InlineMarkdown.Unit] = []
      for (run, isLiteral) in pieces {
        units += run.string.map { InlineMarkdown.Unit(character: $0, attributes: run.attributes, isLiteral: isLiteral) }
      }
      return InlineMarkdown.runs(of: units)
    }

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      pieces.append((Text.Run(string: literal), true))
      if !literalsHoldMarkup, literal.utf8.contains(where: InlineMarkdown.isMarkup) {
        literalsHoldMarkup = true
      }
    }

    public mutating func appendInterpolation(_ string: String) {
      append(string)
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      append(String(describing: value))
    }

    /// `"\(price, specifier: "%.2f")"`: a `printf` format.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      append(String(format: specifier, value))
    }

    /// `"\(distance, format: .number.precision(.fractionLength(1)))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(format.format(input))
    }

    /// `"\(date, style: .time)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(Text.string(date, style: style, now: Date()))
    }

    /// `"\(value, formatter: numberFormatter)"`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
      append(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// `"\(Text("bold").bold())"`: the text keeps its styling.
    public mutating func appendInterpolation(_ text: Text) {
      for run in text.runs {
        pieces.append((run, false))
      }
    }

    /// `"\(attributed)"`: its characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append(String(attributedString.characters))
    }

    private mutating func append(_ string: String) {
      pieces.append((Text.Run(string: string), false))
    }
  }
}
