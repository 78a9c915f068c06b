import Foundation

/// A document scene, with its document type erased: what a
/// ``DocumentGroup`` holds for the runtime.
@MainActor
protocol DocumentScene {
  /// Whether files with `url`'s extension are documents of this scene.
  func canOpen(_ url: URL) -> Bool
  /// A session for the file at `url`, or for a new document.
  func makeSession(url: URL?) -> AnyWindowDocument
  /// The window content for `session`, one this scene made.
  func content(for session: AnyWindowDocument) -> AnyView
}

extension DocumentScene {
  /// Whether `url`'s extension names one of `readableContentTypes` (or a
  /// type conforming to one).
  static func canOpen(_ url: URL, readableContentTypes: [UTType]) -> Bool {
    guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return readableContentTypes.contains { type.conforms(to: $0) }
  }
}
