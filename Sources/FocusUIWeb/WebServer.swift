import FocusUI
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// The local server behind ``WebHost``: one page, its script and style, and
/// a WebSocket per browser tab, each tab a session with its own window.
///
/// ```swift
/// let server = WebServer(title: "Login") { Screen(LoginForm(), screenReader: WebWindow.reader()) }
/// try await server.run { port in print("http://localhost:\(port)/") }
/// ```
///
/// It binds to `127.0.0.1` unless told otherwise, and refuses a WebSocket
/// upgrade whose `Origin` is not the page's own host and port: another
/// site the user visits cannot drive the app. With a `token`, the page and
/// the WebSocket are refused (403) to a request that does not carry it as
/// `?token=`: another user or process on the machine cannot open a window.
struct WebServer: Sendable {
  /// Limits on what one connection may do before it is closed.
  struct Limits: Sendable {
    /// The largest message accepted, in bytes: a paste of a megabyte fits.
    var largestMessage = ClientEvent.largestText + 4096
    /// How many events a connection may send at once, and per second
    /// after that; more is a flood.
    var burst = 2_000
    var eventsPerSecond = 500.0
    /// How many refused messages a connection may send before it is closed.
    var refusals = 100
    /// How long writing one patch may wait for a client that does not read.
    var writeTimeout = Duration.seconds(5)
    /// How many patches a second a connection gets at most while changes
    /// keep coming from elsewhere than its page (a task, a model changed
    /// on another thread): ``WebHost/framesPerSecond``.
    var framesPerSecond = FramePacer.defaultFramesPerSecond
    /// How often the server pings a page; a page that has not answered
    /// one ping when the next is due is closed as gone.
    var pingPeriod = Duration.seconds(30)

    init() {}
  }

  let title: String
  let host: String
  let port: Int
  let limits: Limits
  let sessions: WebWindows
  let logLevel: Logger.Level
  let makeScreen: @MainActor @Sendable () -> Screen
  /// What every request must carry (`nil`: nothing).
  let token: AccessToken?

  /// A server on `host`:`port` (`0`: any free port) whose every new tab
  /// shows the screen `makeScreen` makes; with a `token`, only to requests
  /// that carry it.
  init(
    title: String, host: String = "127.0.0.1", port: Int = 0, limits: Limits = Limits(),
    sessions: WebWindows = WebWindows(), token: AccessToken? = nil, logLevel: Logger.Level = .warning,
    makeScreen: @escaping @MainActor @Sendable () -> Screen
  ) {
    self.token = token
    self.logLevel = logLevel
    self.title = title
    self.host = host
    self.port = port
    self.limits = limits
    self.sessions = sessions
    self.makeScreen = makeScreen
  }

  /// Serves until the task is cancelled (or, with `stopsOnSignals`, until
  /// SIGINT or SIGTERM); `onStart` hears the port bound.
  func run(stopsOnSignals: Bool = false, onStart: @escaping @Sendable (Int) async -> Void = { _ in })
    async throws
  {
    let page = try WebPage(title: title)
    let token = self.token
    let router = Router()
    router.get("/") { request, _ in
      guard Self.carries(token, request) else { return WebPage.refusal() }
      return page.response(for: .html)
    }
    router.get("/client.js") { _, _ in page.response(for: .script) }
    router.get("/style.css") { _, _ in page.response(for: .style) }
    // Browsers ask for an icon; there is none.
    router.get("/favicon.ico") { _, _ in Response(status: .noContent) }

    let socketRouter = Router(context: BasicWebSocketRequestContext.self)
    let limits = self.limits
    let sessions = self.sessions
    let makeScreen = self.makeScreen
    socketRouter.ws("/session") { request, _ in
      guard Self.isSameOrigin(request.headers[.origin], host: request.head.authority)
      else { throw HTTPError(.forbidden, message: "cross-origin WebSocket upgrades are refused") }
      guard Self.carries(token, request)
      else { throw HTTPError(.forbidden, message: "this server needs the token it printed") }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, context in
      let connection = WebConnection(limits: limits, sessions: sessions, makeScreen: makeScreen)
      let window = context.request.uri.queryParameters["window"].map(String.init)
      await connection.serve(inbound: inbound, outbound: outbound, window: window?.isEmpty == false ? window : nil)
    }

    var logger = Logger(label: "FocusUIWeb")
    logger.logLevel = logLevel
    let app = Application(
      router: router,
      server: .http1WebSocketUpgrade(
        webSocketRouter: socketRouter,
        configuration: .init(
          ws: .init(maxFrameSize: limits.largestMessage, autoPing: .enabled(timePeriod: limits.pingPeriod)))
      ),
      configuration: .init(address: .hostname(host, port: port), serverName: "FocusUI"),
      onServerRunning: { channel in await onStart(channel.localAddress?.port ?? 0) },
      logger: logger
    )
    Screen.setWakeUp { sessions.wakeAllSoon() }
    defer { Screen.setWakeUp(nil) }
    if stopsOnSignals {
      try await app.runService()
    } else {
      try await app.runService(gracefulShutdownSignals: [])
    }
  }

  /// The page's address on `port`, with the token.
  func url(port: Int) -> String {
    "http://localhost:\(port)/" + (token.map { "?token=\($0.value)" } ?? "")
  }

  /// Whether `request` carries `token` as `?token=` (or no token is
  /// needed).
  static func carries(_ token: AccessToken?, _ request: Request) -> Bool {
    guard let token else { return true }
    return token.matches(request.uri.queryParameters["token"])
  }

  /// Whether a WebSocket upgrade may proceed: no `Origin` (not a page in a
  /// browser), or one naming the host and port the request was sent to.
  /// Browsers send `http` or `https` origins; a `ws` or `wss` origin comes
  /// from a scripted client, some of which leave the port out, so there
  /// the host alone must match.
  static func isSameOrigin(_ origin: String?, host: String?) -> Bool {
    guard let origin else { return true }
    guard let host, let url = URL(string: origin), let scheme = url.scheme, let originHost = url.host?.lowercased()
    else { return false }
    let requested = URL(string: "http://\(host)")
    switch scheme {
    case "http", "https":
      let originAuthority = url.port.map { "\(originHost):\($0)" } ?? originHost
      return originAuthority == host.lowercased()
    case "ws", "wss":
      return originHost == requested?.host?.lowercased()
    default:
      return false
    }
  }
}
