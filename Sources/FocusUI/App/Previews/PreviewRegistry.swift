/// The previews compiled into the running executable: those `#Preview`
/// declares, and ``PreviewProvider`` types whose name ends in `Previews`.
///
/// ```swift
/// for preview in PreviewRegistry.previews {
///   print(preview.displayName, preview.fileID)
/// }
/// ```
///
/// There is no list to keep: the previews are found in the type metadata
/// the Swift compiler records for every type (the `swift5_type_metadata`
/// sections of the loaded images, which the Swift runtime enumerates on
/// Linux). `#Preview` writes a type named `__FocusUIPreview`; only types of
/// that name, or with a name ending in `Previews`, are looked at further.
/// Where the runtime does not offer that enumeration (Darwin), the list is
/// empty.
@MainActor
public enum PreviewRegistry {
  /// Every preview, ordered by file and line.
  public static var previews: [Preview] {
    var result: [Preview] = []
    for type in MetadataScan.types(where: { $0 == "__FocusUIPreview" || $0.hasSuffix("Previews") }) {
      if let registration = type as? any _PreviewRegistration.Type {
        result.append(registration.makePreview())
      } else if let provider = type as? any PreviewProvider.Type {
        result.append(preview(of: provider))
      }
    }
    return result.sorted { ($0.fileID, $0.line, $0.displayName) < ($1.fileID, $1.line, $1.displayName) }
  }

  /// The preview called `name` (its ``Preview/displayName``); names are
  /// compared ignoring case.
  public static func preview(named name: String) -> Preview? {
    previews.first { $0.displayName.lowercased() == name.lowercased() }
  }

  /// A provider's preview, named by its type (`RatingView_Previews`).
  private static func preview<P: PreviewProvider>(of provider: P.Type) -> Preview {
    let module = String(reflecting: provider).split(separator: ".").first.map(String.init) ?? ""
    return Preview(String(describing: provider), fileID: "\(module)/\(provider)", line: 0) { P.previews }
  }
}
