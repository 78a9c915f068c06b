/// A standard place in the menu bar for a ``CommandGroup``.
///
/// ```swift
/// CommandGroup(after: .newItem) {
///   Button("New from Clipboard") { … }
/// }
/// ```
/// In the terminal, the groups live in these menus: the app menu
/// (`appInfo` … `appTermination`), File (`newItem` … `printItem`), Edit
/// (`undoRedo` … `textFormatting`), View (`toolbar`, `sidebar`), then the
/// app's own ``CommandMenu``s, Window (`windowSize` … `windowList`) and
/// Help (`help`).
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String

  private init(_ name: String) { self.name = name }

  /// About the app.
  public static let appInfo = CommandGroupPlacement("appInfo")
  /// The app's settings.
  public static let appSettings = CommandGroupPlacement("appSettings")
  /// Services of the system.
  public static let systemServices = CommandGroupPlacement("systemServices")
  /// Hiding and showing the app.
  public static let appVisibility = CommandGroupPlacement("appVisibility")
  /// Quitting: Quit (Ctrl-Q).
  public static let appTermination = CommandGroupPlacement("appTermination")
  /// Making windows and documents: New Window or New (Ctrl-N).
  public static let newItem = CommandGroupPlacement("newItem")
  /// Saving and closing: Save (Ctrl-S) for documents, Close (Ctrl-W).
  public static let saveItem = CommandGroupPlacement("saveItem")
  /// Import and export.
  public static let importExport = CommandGroupPlacement("importExport")
  /// Printing.
  public static let printItem = CommandGroupPlacement("printItem")
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement("undoRedo")
  /// Cut, copy and paste.
  public static let pasteboard = CommandGroupPlacement("pasteboard")
  /// Editing text: find, spelling.
  public static let textEditing = CommandGroupPlacement("textEditing")
  /// Formatting text.
  public static let textFormatting = CommandGroupPlacement("textFormatting")
  /// Toolbar commands.
  public static let toolbar = CommandGroupPlacement("toolbar")
  /// Sidebar commands.
  public static let sidebar = CommandGroupPlacement("sidebar")
  /// Sizing windows.
  public static let windowSize = CommandGroupPlacement("windowSize")
  /// Arranging windows.
  public static let windowArrangement = CommandGroupPlacement("windowArrangement")
  /// The list of open windows: choosing one selects its tab.
  public static let windowList = CommandGroupPlacement("windowList")
  /// The list of single windows.
  public static let singleWindowList = CommandGroupPlacement("singleWindowList")
  /// Help.
  public static let help = CommandGroupPlacement("help")

  /// The standard menus, in menu-bar order, with their placements; the
  /// app's own menus go before Window.
  static let standardMenus: [(title: String?, placements: [CommandGroupPlacement])] = [
    (nil, [.appInfo, .appSettings, .systemServices, .appVisibility, .appTermination]),
    ("File", [.newItem, .saveItem, .importExport, .printItem]),
    ("Edit", [.undoRedo, .pasteboard, .textEditing, .textFormatting]),
    ("View", [.toolbar, .sidebar]),
    ("Window", [.windowSize, .windowArrangement, .windowList, .singleWindowList]),
    ("Help", [.help]),
  ]
}
