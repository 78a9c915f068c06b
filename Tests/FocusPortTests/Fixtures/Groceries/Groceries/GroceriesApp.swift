import SwiftUI

@main
struct GroceriesApp: App {
  @StateObject private var store = GroceryStore()

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environmentObject(store)
    }
  }
}
