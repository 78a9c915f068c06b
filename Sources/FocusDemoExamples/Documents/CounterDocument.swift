import FocusUI
import Foundation

/// The seed's document: a counter and a note, stored as JSON.
public struct CounterDocument: FileDocument, Codable, Equatable {
  public var value: Int
  public var note: String

  public init(value: Int = 0, note: String = "") {
    self.value = value
    self.note = note
  }

  public static var readableContentTypes: [UTType] { [.json] }

  public init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    self = try JSONDecoder().decode(CounterDocument.self, from: data)
  }

  public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return FileWrapper(regularFileWithContents: try encoder.encode(self))
  }
}

extension FocusedValues {
  /// The document whose window content has focus.
  @Entry public var focusedDocument: Binding<CounterDocument>?
}
