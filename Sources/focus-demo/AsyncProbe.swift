import FocusUI
import Foundation

/// Every way an app's async work reaches the main actor, each line turning
/// to "ran" when its work ran: for the end-to-end tests of the terminal's
/// main-actor servicing. Not in the gallery; `focus-demo async-probe`.
struct AsyncProbe: View {
  nonisolated static let name = "async-probe"

  @State private var mainTask = "waiting"
  @State private var mainQueue = "waiting"
  @State private var afterDelay = "waiting"
  @State private var detached = "waiting"
  @State private var viewTask = "waiting"
  @State private var note = ""
  @State private var priority = "waiting"
  @State private var id = 0
  @State private var started: [Int] = []
  @State private var cancelled: [Int] = []
  @State private var model = ThreadModel()
  @FocusState private var noteIsFocused: Bool
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.appearsActive) private var appearsActive

  var body: some View {
    VStack(alignment: .leading) {
      Text("Task { @MainActor }: \(mainTask)")
      Text("DispatchQueue.main.async: \(mainQueue)")
      Text("asyncAfter 0.2 s: \(afterDelay)")
      Text("MainActor.run from a detached task: \(detached)")
      Text(".task after Task.sleep 0.3 s: \(viewTask)")
      Text("@Observable set on another thread: \(model.value)")
      Text(".task(priority: .low) runs at: \(priority)")
        .task(priority: .low) { priority = Task.currentPriority == .low ? "low" : "\(Task.currentPriority)" }
      Button("Next id") { id += 1 }
        .task(id: id) { [id] in
          // The id this body saw: read later, the state may be newer.
          started.append(id)
          do { try await Task.sleep(for: .seconds(3600)) } catch { cancelled.append(id) }
        }
      // Sorted: two keys in one read start and cancel tasks in an order the
      // main queue decides.
      Text("task(id:) started: \(Self.list(started.sorted())); cancelled: \(Self.list(cancelled.sorted()))")
      TextField("Note", text: $note).focused($noteIsFocused)
      Text("noteIsFocused = \(noteIsFocused)")
      // The terminal's focus reports (focus-out, focus-in) drive these.
      Text("scenePhase = \(scenePhase) · appearsActive = \(appearsActive)")
    }
    .onAppear {
      Task { @MainActor in mainTask = "ran" }
      DispatchQueue.main.async { mainQueue = "ran" }
      // The usual way to focus a field "on the next turn of the run loop".
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        afterDelay = "ran"
        noteIsFocused = true
      }
      Task.detached {
        await MainActor.run { detached = "ran" }
      }
      let model = self.model
      Thread.detachNewThread { model.value = "ran" }
    }
    .task {
      do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
      viewTask = "ran"
    }
  }
}

extension AsyncProbe {
  fileprivate static func list(_ ids: [Int]) -> String {
    ids.isEmpty ? "none" : ids.map(String.init).joined(separator: " ")
  }
}

/// A model written from a thread of its own, as a network callback would.
@Observable final class ThreadModel: @unchecked Sendable {
  // @unchecked: one thread writes `value` once; Observation reports it.
  var value = "waiting"
}
