import FocusUI
import Foundation

/// Recipes searched as you type: the search waits for a pause in the
/// typing (`.task(id:)` restarted by each key, its `Task.sleep` cancelled),
/// loads the results asynchronously, and focuses the first one when they
/// arrive — unless focus has left the field meanwhile. A clock below
/// (`.task` on a view that comes and goes) ticks while it is shown and
/// stops when it is hidden.
struct AsyncSearchExample: View {
  enum Field: Hashable {
    case query
    case result(String)
  }

  /// How long the search waits after the last key: 0.3 s, or
  /// `FOCUSUI_DEMO_SEARCH_PAUSE_MS` milliseconds. The end-to-end test types
  /// its two bursts through two tmux processes, which a loaded machine can
  /// hold apart for longer than 0.3 s; it asks for a longer pause.
  static let pauseMilliseconds =
    ProcessInfo.processInfo.environment["FOCUSUI_DEMO_SEARCH_PAUSE_MS"].flatMap { Int($0) } ?? 300
  static var pause: Duration { .milliseconds(pauseMilliseconds) }

  @State private var query = ""
  @State private var results: [String] = []
  @State private var status =
    "Type to search the recipes; results come \(Double(AsyncSearchExample.pauseMilliseconds) / 1000) s after you stop."
  @State private var showsClock = false
  @State private var runningClocks = 0
  @FocusState private var focus: Field?

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search recipes", text: $query)
        .focused($focus, equals: .query)
        .task(id: query) { await search(query) }
      Text(status).foregroundStyle(.gray)
      ForEach(results, id: \.self) { name in
        Button(name) { status = "Opened \(name)." }
          .focused($focus, equals: .result(name))
      }
      Toggle("Show clock", isOn: $showsClock)
      if showsClock {
        TickingClock(running: $runningClocks)
      }
      Text("clock tasks running: \(runningClocks)").foregroundStyle(.gray)
      StatusLine("focus", focus)
    }
    .defaultFocus($focus, .query)
  }

  private func search(_ text: String) async {
    let query = text.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else {
      results = []
      return
    }
    do { try await Task.sleep(for: Self.pause) } catch { return }
    status = "Searching for “\(query)”…"
    let found = await RecipeCatalog.search(query)
    // A key typed during the load cancelled this search: its results are
    // stale.
    guard !Task.isCancelled else { return }
    results = found
    status = found.isEmpty ? "No recipe matches “\(query)”." : "\(found.count) found for “\(query)”."
    if focus == .query, let first = found.first { focus = .result(first) }
  }
}

/// Seconds since it appeared, counted by a task that ends when the view
/// goes: `running` counts the clocks whose task is alive.
private struct TickingClock: View {
  @Binding var running: Int
  @State private var seconds = 0

  var body: some View {
    Text("Clock: \(seconds) s").foregroundStyle(.cyan)
      .task {
        running += 1
        defer { running -= 1 }
        while true {
          do { try await Task.sleep(for: .seconds(1)) } catch { return }
          seconds += 1
        }
      }
  }
}

/// A slow catalogue, as a server would be: a search takes 0.2 s.
enum RecipeCatalog {
  static let names = [
    "Apple crumble", "Banana bread", "Caesar salad", "Carrot cake", "Chili con carne", "French onion soup",
    "Lemon tart", "Mushroom risotto", "Pasta al limone", "Pasta e fagioli", "Pea soup", "Tomato soup",
  ]

  static let latency = Duration.milliseconds(200)

  nonisolated static func search(_ query: String) async -> [String] {
    try? await Task.sleep(for: latency)
    let needle = query.lowercased()
    return names.filter { $0.lowercased().contains(needle) }
  }
}
