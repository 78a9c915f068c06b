/// Why a project could not be ported, said so that the user knows what to
/// do next.
public enum PortError: Error, Equatable, CustomStringConvertible {
  case notFound(String)
  case unreadable(String, reason: String)
  case noSwiftFiles(String)
  case noSuchTarget(String, available: [String])
  case packageExists(String)

  public var description: String {
    switch self {
    case .notFound(let path):
      "\(path) does not exist."
    case .unreadable(let path, let reason):
      "Cannot read \(path): \(reason)."
    case .noSwiftFiles(let path):
      "No Swift files found for the app in \(path)."
    case .noSuchTarget(let name, let available):
      "The project has no app target named “\(name)”; its app targets are: "
        + (available.isEmpty ? "none" : available.joined(separator: ", ")) + "."
    case .packageExists(let path):
      "\(path) already exists and was not written by focus-port; remove it or choose another folder with --output."
    }
  }
}
