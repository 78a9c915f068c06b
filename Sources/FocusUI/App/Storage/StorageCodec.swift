import Foundation

/// How one type of ``AppStorage`` value becomes a ``StoredValue`` and back.
/// A stored value of another type reads as missing, so the property's
/// default shows rather than a wrong value.
struct StorageCodec<Value> {
  let kind: StoredValue.Kind
  let encode: (Value) -> StoredValue?
  let decode: (StoredValue) -> Value?
}

extension StorageCodec where Value == Bool {
  static var bool: Self {
    Self(kind: .bool, encode: { .bool($0) }) {
      if case .bool(let value) = $0 { return value }
      return nil
    }
  }
}

extension StorageCodec where Value == Int {
  static var int: Self {
    Self(kind: .int, encode: { .int($0) }) {
      switch $0 {
      case .int(let value): value
      case .double(let value): Int(exactly: value)
      default: nil
      }
    }
  }
}

extension StorageCodec where Value == Double {
  static var double: Self {
    Self(kind: .double, encode: { .double($0) }) {
      switch $0 {
      case .double(let value): value
      case .int(let value): Double(value)
      case .string(let text): Double(text)  // NaN and infinity are kept as text
      default: nil
      }
    }
  }
}

extension StorageCodec where Value == String {
  static var string: Self {
    Self(kind: .string, encode: { .string($0) }) {
      if case .string(let value) = $0 { return value }
      return nil
    }
  }
}

extension StorageCodec where Value == URL {
  static var url: Self {
    Self(kind: .url, encode: { .string($0.absoluteString) }) {
      if case .string(let value) = $0 { return URL(string: value) }
      return nil
    }
  }
}

extension StorageCodec where Value == Data {
  /// Data is kept as Base64 text.
  static var data: Self {
    Self(kind: .data, encode: { .string($0.base64EncodedString()) }) {
      if case .string(let value) = $0 { return Data(base64Encoded: value) }
      return nil
    }
  }
}

extension StorageCodec where Value == Date {
  /// A date is kept as seconds since 1970.
  static var date: Self {
    Self(kind: .double, encode: { .double($0.timeIntervalSince1970) }) {
      StorageCodec<Double>.double.decode($0).map(Date.init(timeIntervalSince1970:))
    }
  }
}

extension StorageCodec {
  /// An enumeration kept as its raw value.
  static func raw<Raw>(_ raw: StorageCodec<Raw>) -> Self
  where Value: RawRepresentable, Value.RawValue == Raw {
    Self(kind: raw.kind, encode: { raw.encode($0.rawValue) }) { raw.decode($0).flatMap(Value.init(rawValue:)) }
  }

  /// An optional: `nil` removes the key.
  static func optional<Wrapped>(_ wrapped: StorageCodec<Wrapped>) -> Self where Value == Wrapped? {
    Self(kind: wrapped.kind, encode: { $0.flatMap(wrapped.encode) }) { wrapped.decode($0) }
  }
}
