import Foundation

extension Text {
  /// This text in `font`.
  ///
  /// ```swift
  /// Text("Recipes").font(.largeTitle)
  /// ```
  public func font(_ font: Font?) -> Text {
    styled { $0.font = font }
  }

  /// This text at `weight`: `.semibold` and heavier draw bold, `.light`
  /// and lighter dim.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    styled { $0.weight = weight }
  }

  /// This text in a font design; a terminal has one face.
  public func fontDesign(_ design: Font.Design?) -> Text { self }

  /// This text in bold.
  public func bold() -> Text { bold(true) }

  /// This text in bold, or not.
  public func bold(_ isActive: Bool) -> Text {
    styled { $0.isBold = isActive }
  }

  /// This text in italic (where the terminal draws italic).
  public func italic() -> Text { italic(true) }

  /// This text in italic, or not.
  public func italic(_ isActive: Bool) -> Text {
    styled { $0.isItalic = isActive }
  }

  /// This text underlined. A terminal draws a solid line in the text's
  /// color, whatever `pattern` and `color` ask.
  ///
  /// ```swift
  /// Text("Terms").underline()
  /// ```
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    styled {
      $0.isUnderlined = isActive
      $0.underlineColor = color
    }
  }

  /// This text struck through (a solid line in the text's color).
  ///
  /// ```swift
  /// Text(item.name).strikethrough(item.isDone)
  /// ```
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
    -> Text
  {
    styled {
      $0.isStrikethrough = isActive
      $0.strikethroughColor = color
    }
  }

  /// This text in `color` (`nil`: the color around).
  public func foregroundColor(_ color: Color?) -> Text {
    styled { $0.foreground = color.map { .color($0) } }
  }

  /// This text in `style`; a gradient gives it its average color.
  ///
  /// ```swift
  /// Text("3 left").foregroundStyle(.orange)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    styled { $0.foreground = ShapeStyleKind.of(style) }
  }

  /// This text with fixed-width characters: a terminal's already are.
  public func monospaced(_ isActive: Bool = true) -> Text { self }

  /// This text with fixed-width digits: a terminal's already are.
  public func monospacedDigit() -> Text { self }

  /// Letter spacing in points; a terminal's cells are fixed, so none.
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// Letter spacing in points; a terminal's cells are fixed, so none.
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// A baseline shift in points; a terminal's rows are fixed, so none.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

  /// An underline or strikethrough line.
  public struct LineStyle: Hashable, Sendable {
    public var pattern: Pattern
    public var color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// The patterns of a line; a terminal draws each solid.
    public enum Pattern: Hashable, Sendable {
      case solid, dot, dash, dashDot, dashDotDot
    }

    public static let single = LineStyle()
  }

  /// Where text cut short shows its ellipsis.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// A case to draw text in: ``View/textCase(_:)``.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// The ways ``Text/init(_:style:)`` shows a date.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// The date: "June 3, 2024".
    public static let date = DateStyle(kind: .date)
    /// The distance from now: "2 hours, 5 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A count up or down: "2:05".
    public static let timer = DateStyle(kind: .timer)
  }
}

extension Text {
  /// Creates text showing `date` in `style`.
  ///
  /// ```swift
  /// Text(order.placed, style: .date)
  /// Text(timer.start, style: .timer)
  /// ```
  ///
  /// SwiftUI updates `.relative`, `.offset` and `.timer` every second; here
  /// the text is what it was when the view's body ran.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Self.string(date, style: style, now: Date()))
  }

  /// Creates text showing a range of dates: "9:41 – 10:30 AM".
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: (dates.lowerBound..<dates.upperBound).formatted(.interval))
  }

  /// Creates text showing a date interval.
  public init(_ interval: DateInterval) {
    self.init(verbatim: (interval.start..<interval.end).formatted(.interval))
  }

  nonisolated static func string(_ date: Date, style: DateStyle, now: Date) -> String {
    switch style.kind {
    case .time:
      return date.formatted(date: .omitted, time: .shortened)
    case .date:
      return date.formatted(date: .long, time: .omitted)
    case .relative, .offset, .timer:
      let seconds = Int(date.timeIntervalSince(now).rounded())
      let magnitude = abs(seconds)
      if style.kind == .timer {
        let hours = magnitude / 3600
        let minutes = magnitude / 60 % 60
        let rest = magnitude % 60
        return hours > 0
          ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
      }
      let parts = Self.durationParts(magnitude)
      if style.kind == .offset { return (seconds < 0 ? "-" : "+") + parts }
      return parts
    }
  }

  /// "2 hours, 5 minutes": the two largest units of a duration.
  nonisolated private static func durationParts(_ seconds: Int) -> String {
    let units: [(Int, String)] = [(86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
    var parts: [String] = []
    var rest = seconds
    for (size, name) in units where rest >= size && parts.count < 2 {
      let count = rest / size
      rest %= size
      parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
    }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
  }
}
