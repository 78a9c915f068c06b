import Foundation

/// Sets text styling for the text below: ``View/italic(_:)`` and the like.
public struct _TextAttributesModifier: EnvironmentWritingModifier, Equatable {
  let attributes: TextAttributes

  func apply(to environment: inout EnvironmentValues) {
    environment.textAttributes = attributes.over(environment.textAttributes)
  }
}

/// Sets line limits: ``View/lineLimit(_:)-(Int?)``.
public struct _LineLimitModifier: EnvironmentWritingModifier, Equatable {
  let limits: LineLimit

  func apply(to environment: inout EnvironmentValues) {
    environment.lineLimits = limits
  }
}

extension View {
  /// Sets the font of text here.
  ///
  /// ```swift
  /// VStack {
  ///   Text(recipe.title)
  ///   Text(recipe.author)
  /// }
  /// .font(.headline)
  /// ```
  ///
  /// See ``Font`` for what each font becomes in a terminal.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Sets the weight of text here: `.semibold` and heavier draw bold,
  /// `.light` and lighter dim.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(_TextAttributesModifier(attributes: TextAttributes(weight: weight)))
  }

  /// Sets the font design of text here; a terminal has one face.
  public func fontDesign(_ design: Font.Design?) -> some View {
    self
  }

  /// Draws text here in italic (where the terminal has it).
  ///
  /// ```swift
  /// Text("Serving suggestion").italic()
  /// ```
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(_TextAttributesModifier(attributes: TextAttributes(isItalic: isActive)))
  }

  /// Underlines text here (a solid line in the text's color).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  {
    modifier(_TextAttributesModifier(attributes: TextAttributes(isUnderlined: isActive, underlineColor: color)))
  }

  /// Strikes text here through (a solid line in the text's color).
  ///
  /// ```swift
  /// Text(item.name).strikethrough(item.isBought)
  /// ```
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      _TextAttributesModifier(attributes: TextAttributes(isStrikethrough: isActive, strikethroughColor: color)))
  }

  /// Fixed-width characters: a terminal's already are.
  public func monospaced(_ isActive: Bool = true) -> some View { self }

  /// Fixed-width digits: a terminal's already are.
  public func monospacedDigit() -> some View { self }

  /// Letter spacing in points; a terminal's cells are fixed, so none.
  public func kerning(_ kerning: CGFloat) -> some View { self }

  /// Letter spacing in points; a terminal's cells are fixed, so none.
  public func tracking(_ tracking: CGFloat) -> some View { self }

  /// A baseline shift in points; a terminal's rows are fixed, so none.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

  /// Space between lines in points; a terminal's rows are fixed, so none.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

  /// How far text may shrink to fit; a terminal's cells do not shrink, so
  /// text wraps or truncates instead.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

  /// Whether text may tighten its letters to fit; a terminal's cannot.
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Shows text here on at most `number` lines (`nil`: no limit); text cut
  /// short ends with "…".
  ///
  /// ```swift
  /// Text(recipe.summary).lineLimit(2)
  /// ```
  public func lineLimit(_ number: Int?) -> some View {
    modifier(_LineLimitModifier(limits: LineLimit(minimum: nil, maximum: number.map { max(0, $0) })))
  }

  /// Shows text here on at most `limit` lines and, with `reservesSpace`,
  /// takes room for all of them even when the text is shorter.
  ///
  /// ```swift
  /// Text(recipe.summary).lineLimit(3, reservesSpace: true)
  /// ```
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    let limit = max(0, limit)
    return modifier(_LineLimitModifier(limits: LineLimit(minimum: reservesSpace ? limit : nil, maximum: limit)))
  }

  /// Shows text here on at least `limits.lowerBound` and at most
  /// `limits.upperBound` lines.
  public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
    modifier(
      _LineLimitModifier(limits: LineLimit(minimum: max(0, limits.lowerBound), maximum: max(0, limits.upperBound))))
  }

  /// Shows text here on at least `limits.lowerBound` lines.
  public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
    modifier(_LineLimitModifier(limits: LineLimit(minimum: max(0, limits.lowerBound), maximum: nil)))
  }

  /// Shows text here on at most `limits.upperBound` lines.
  public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
    modifier(_LineLimitModifier(limits: LineLimit(minimum: nil, maximum: max(0, limits.upperBound))))
  }

  /// Lines up the lines of wrapped text here.
  ///
  /// ```swift
  /// Text(quote).multilineTextAlignment(.center)
  /// ```
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Where text here cut short by a line limit shows its ellipsis. `.head`
  /// and `.middle` apply to one-line text; longer text is cut at its end.
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Draws text here in upper or lower case (`nil`: as written).
  ///
  /// ```swift
  /// Text("Ingredients").textCase(.uppercase)
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
