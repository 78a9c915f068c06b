import Foundation

/// One value kept by ``AppStorage`` or ``SceneStorage``, as the state file
/// holds it: a JSON scalar, so the file stays readable and editable.
enum StoredValue: Hashable, Sendable, Codable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)

  /// What a property asks a store for, so a `UserDefaults` store can use
  /// its typed getters.
  enum Kind: Sendable {
    case bool, int, double, string, data, url
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    // JSON has no NaN or infinity: they are kept as strings.
    case .double(let value) where !value.isFinite: try container.encode(String(value))
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }
}
