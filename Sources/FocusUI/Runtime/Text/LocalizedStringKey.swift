import Foundation

/// The key `Text("…")` and other views with a title take from a string
/// literal. A terminal app has no string tables, so the key is the text
/// shown; its interpolations format values (`format:`, `specifier:`,
/// `style:`) and keep the styling of interpolated `Text`.
///
/// ```swift
/// Text("\(count) recipes")
/// Text("Rating: \(rating, specifier: "%.1f")")
/// Text("Bake for \(Text("20 minutes").bold())")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  var runs: [Text.Run]

  /// The key for `value`.
  public init(_ value: String) {
    runs = [Text.Run(string: value)]
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    runs = stringInterpolation.runs
  }

  /// The characters of the key, unstyled.
  var string: String { runs.map(\.string).joined() }

  /// Builds a key from a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var runs: [Text.Run] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      append(literal)
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
      runs += text.runs
    }

    /// `"\(attributed)"`: its characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append(String(attributedString.characters))
    }

    private mutating func append(_ string: String) {
      guard !string.isEmpty else { return }
      if let last = runs.last, last.attributes == TextAttributes() {
        runs[runs.count - 1].string += string
      } else {
        runs.append(Text.Run(string: string))
      }
    }
  }
}
