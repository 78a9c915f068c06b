import FocusUITesting
import Foundation
import Testing

/// The `sheet` example in a real terminal: a sheet takes focus, keeps Tab
/// inside, and gives focus back when Esc closes it.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct PresentationsEndToEndTests {
  let escape: UInt8 = 0x1B

  @Test func aSheetTakesFocusKeepsTabInsideAndEscapeGivesFocusBack() throws {
    let terminal = try Terminal("\(Terminal.demo) sheet", columns: 70, rows: 20)
    try terminal.wait(for: "focused = nil")
    // Tab to Milk's Edit, Return opens the sheet with the cursor in Name.
    try terminal.send("\t\r")
    let sheet = try terminal.wait(for: "field = .name")
    #expect(sheet.contains("┌"))
    #expect(sheet.contains("Edit Milk"))
    // Typing goes into the sheet's field.
    try terminal.send("!")
    try terminal.wait(for: "Milk!___")
    // Four Tabs go round the sheet's four controls and back to Name.
    try terminal.send("\t\t\t")
    try terminal.wait(for: "field = .save")
    try terminal.send("\t")
    try terminal.wait(for: "field = .name")
    // Esc closes the sheet (not the example) and Edit has focus again.
    try terminal.send([escape])
    let closed = try terminal.wait(for: "focused = .edit(0)")
    #expect(!closed.contains("┌"))
    #expect(closed.contains("Milk ×2"))
    #expect(closed.contains("Sheets, alerts and popovers"))
  }

  @Test func deleteAsksWithADialogAndEscapeKeepsTheItem() throws {
    let terminal = try Terminal("\(Terminal.demo) sheet", columns: 70, rows: 20)
    try terminal.wait(for: "focused = nil")
    try terminal.send("\t\t\r")  // Milk's Delete
    let dialog = try terminal.wait(for: "Delete this item?")
    #expect(dialog.contains("Milk leaves the list."))
    #expect(dialog.contains("[ Delete Milk ]  [ Cancel ]"))
    try terminal.send([escape])
    let back = try terminal.wait(for: "focused = .delete(0)")
    #expect(back.contains("Milk ×2"))
    // Return on the dialog's first button deletes.
    try terminal.send("\r")
    try terminal.wait(for: "Delete this item?")
    try terminal.send("\r")
    #expect(try terminal.wait(for: "deleted Milk").contains("Bread ×1"))
  }
}
