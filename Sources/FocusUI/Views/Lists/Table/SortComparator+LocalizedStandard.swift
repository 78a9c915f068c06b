import Foundation

extension SortComparator where Self == String.Comparator {
  /// Compares strings as a file browser sorts names: ignoring case, and
  /// reading digits as numbers ("File 2" before "File 10").
  ///
  /// ```swift
  /// TableColumn("Name", value: \.name, comparator: .localizedStandard)
  /// KeyPathComparator(\File.name, comparator: .localizedStandard)
  /// ```
  ///
  /// Apple's Foundation has `String.StandardComparator.localizedStandard`;
  /// Foundation on Linux has neither it nor a way to make one, so code
  /// that writes `.localizedStandard` where a comparator is expected gets
  /// this one. Diacritics are not ignored: Foundation on Linux traps on
  /// `.diacriticInsensitive`.
  public static var localizedStandard: String.Comparator {
    String.Comparator(options: [.caseInsensitive, .numeric])
  }
}
