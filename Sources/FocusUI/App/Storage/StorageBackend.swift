import Foundation

/// Where a ``StorageContainer`` keeps its values: in memory, in the app's
/// state file, or in a `UserDefaults`.
@MainActor
protocol StorageBackend: AnyObject {
  func value(in domain: String, forKey key: String, kind: StoredValue.Kind) -> StoredValue?
  func setValue(_ value: StoredValue?, in domain: String, forKey key: String, kind: StoredValue.Kind)
}

/// Values kept for the life of the process only.
final class MemoryStorage: StorageBackend {
  private var domains: [String: [String: StoredValue]] = [:]

  func value(in domain: String, forKey key: String, kind: StoredValue.Kind) -> StoredValue? {
    domains[domain]?[key]
  }

  func setValue(_ value: StoredValue?, in domain: String, forKey key: String, kind: StoredValue.Kind) {
    domains[domain, default: [:]][key] = value
  }
}

/// Values kept in a `UserDefaults`, with its typed getters and setters, so
/// other code reading the same defaults sees ordinary values. It has one
/// namespace: the domain is ignored.
final class DefaultsStorage: StorageBackend {
  let defaults: UserDefaults

  init(defaults: UserDefaults) {
    self.defaults = defaults
  }

  func value(in domain: String, forKey key: String, kind: StoredValue.Kind) -> StoredValue? {
    guard defaults.object(forKey: key) != nil else { return nil }
    switch kind {
    case .bool: return .bool(defaults.bool(forKey: key))
    case .int: return .int(defaults.integer(forKey: key))
    case .double: return .double(defaults.double(forKey: key))
    case .string: return defaults.string(forKey: key).map(StoredValue.string)
    case .data: return defaults.data(forKey: key).map { .string($0.base64EncodedString()) }
    case .url: return defaults.url(forKey: key).map { .string($0.absoluteString) }
    }
  }

  func setValue(_ value: StoredValue?, in domain: String, forKey key: String, kind: StoredValue.Kind) {
    switch value {
    case nil: defaults.removeObject(forKey: key)
    case .string(let text) where kind == .data:
      defaults.set(Data(base64Encoded: text), forKey: key)
    case .string(let text) where kind == .url:
      defaults.set(URL(string: text), forKey: key)
    case .bool(let value): defaults.set(value, forKey: key)
    case .int(let value): defaults.set(value, forKey: key)
    case .double(let value): defaults.set(value, forKey: key)
    case .string(let value): defaults.set(value, forKey: key)
    }
  }
}
