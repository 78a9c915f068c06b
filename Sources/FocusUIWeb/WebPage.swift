import Foundation
import Hummingbird

/// The files a browser loads: the page, its script and its style, read
/// once from the module's resources.
struct WebPage: Sendable {
  enum File {
    case html, script, style
  }

  let html: String
  let script: String
  let style: String

  struct MissingResource: Error, CustomStringConvertible {
    let name: String
    var description: String { "FocusUIWeb's resource \(name) is missing from the build" }
  }

  init(title: String) throws {
    func load(_ name: String, _ ext: String) throws -> String {
      guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Client"),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { throw MissingResource(name: "Client/\(name).\(ext)") }
      return text
    }
    html = try load("index", "html").replacingOccurrences(of: "{{title}}", with: Self.escaped(title))
    script = try load("client", "js")
    style = try load("style", "css")
  }

  func response(for file: File) -> Response {
    let (body, type) =
      switch file {
      case .html: (html, "text/html; charset=utf-8")
      case .script: (script, "text/javascript; charset=utf-8")
      case .style: (style, "text/css; charset=utf-8")
      }
    return Response(
      status: .ok,
      headers: [.contentType: type, .cacheControl: "no-store", .init("X-Content-Type-Options")!: "nosniff"],
      body: .init(byteBuffer: ByteBuffer(string: body)))
  }

  /// `text` with HTML's special characters escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
