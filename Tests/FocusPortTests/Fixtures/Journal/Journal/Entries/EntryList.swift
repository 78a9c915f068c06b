import SwiftUI

struct EntryList: View {
  @State private var entries: [String] = []
  @State private var draft = ""
  @FocusState private var isWriting: Bool

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Today…", text: $draft)
        .focused($isWriting)
        .onSubmit {
          entries.insert(draft, at: 0)
          draft = ""
        }
      ForEach(entries, id: \.self) { Text($0) }
    }
    .background(Color(nsColor: .windowBackgroundColor))
    .defaultFocus($isWriting, true)
  }
}
