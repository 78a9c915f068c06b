import FocusUI

/// The seed's document app (FocusedValues): Edit ▸ Increment acts on the
/// document whose view has focus, and is disabled while none has.
public struct DocumentApp: App {
  @FocusedBinding(\.focusedDocument) var currentDocument: CounterDocument?

  public init() {}

  public var body: some Scene {
    DocumentGroup(newDocument: CounterDocument()) { file in
      CounterDocumentView(document: file.$document)
        .focusedValue(\.focusedDocument, file.$document)
    }
    .commands {
      CommandGroup(after: .undoRedo) {
        Button("Increment") {
          currentDocument?.value += 1
        }
        .keyboardShortcut("u")
        .disabled(currentDocument == nil)
      }
    }
  }
}

/// A document's window: its value, and a note to edit.
public struct CounterDocumentView: View {
  @Binding var document: CounterDocument

  public init(document: Binding<CounterDocument>) {
    _document = document
  }

  public var body: some View {
    VStack(spacing: .rows(1)) {
      Text("Value: \(document.value)").bold()
      TextField("Note", text: $document.note)
      Text("Tab into the note, then Edit ▸ Increment (Ctrl-U) · Ctrl-S saves · F10 opens the menus")
        .foregroundStyle(.gray)
    }
  }
}
