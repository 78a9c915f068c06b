import Foundation
import Hummingbird

/// The files a browser loads: the page, its script and its style, read
/// once from the module's resources. The page carries the wire schema
/// (``WireProtocol``) in a JSON script element, so that the client's
/// tables come from the one file the server is checked against.
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
    // `<\/` keeps a string in the schema from closing the script element.
    let schema = try WireProtocol.text().replacingOccurrences(of: "</", with: "<\\/")
    // The schema first: a title cannot smuggle a placeholder in.
    html = try load("index", "html").replacingOccurrences(of: "{{protocol}}", with: schema)
      .replacingOccurrences(of: "{{title}}", with: Self.escaped(title))
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

  /// The answer to a request without the server's token: the way in is
  /// the URL the server printed.
  static func refusal() -> Response {
    let body = """
      <!doctype html><html lang="en"><meta charset="utf-8"><title>Token needed</title>
      <p>This FocusUI server needs its token: open the URL it printed when it started \
      (<code>http://localhost:PORT/?token=…</code>).</p></html>
      """
    return Response(
      status: .forbidden, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: body)))
  }

  /// `text` with HTML's special characters escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
