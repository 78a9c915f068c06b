/// A secret a request must carry: the server's token (in the page's and
/// the WebSocket's URL), or a window's id.
///
/// ```swift
/// let token = AccessToken.random()
/// print("http://localhost:8080/?token=\(token.value)")
/// token.matches(request.uri.queryParameters["token"])
/// ```
struct AccessToken: Sendable, Equatable {
  /// 32 hexadecimal digits.
  let value: String

  init(_ value: String) {
    self.value = value
  }

  /// 128 bits from the system's random source.
  static func random() -> AccessToken {
    var generator = SystemRandomNumberGenerator()
    let digits = (0..<2).map { _ -> String in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }
    return AccessToken(digits.joined())
  }

  /// Whether `candidate` is the token, compared in constant time (a
  /// timing difference would tell how much of a guess was right).
  func matches(_ candidate: Substring?) -> Bool {
    guard let candidate else { return false }
    let expected = Array(value.utf8)
    let given = Array(candidate.utf8)
    var difference = UInt8(truncatingIfNeeded: expected.count ^ given.count)
    for index in expected.indices {
      difference |= expected[index] ^ (index < given.count ? given[index] : 0)
    }
    return difference == 0
  }
}
