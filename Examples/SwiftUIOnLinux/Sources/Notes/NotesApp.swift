import NotesKit
import SwiftUI

@main
struct NotesApp: App {
  @StateObject private var store = NoteStore()

  var body: some Scene {
    WindowGroup("Notes") {
      NotesView(store: store)
    }
  }
}
