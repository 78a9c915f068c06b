/// Rows of content in one scrolling column, optionally with a selection.
///
/// ```swift
/// @State private var selection: Mailbox.ID?
///
/// List(mailboxes, selection: $selection) { mailbox in
///   Text(mailbox.name)
/// }
/// ```
///
/// Without a selection a list is a scrolling column of rows, and the
/// controls in its rows take focus as they would anywhere. With one, the
/// list behaves as a list on a Mac with a keyboard:
///
/// - The list is one focus stop: Tab enters and leaves it as a whole.
///   Buttons, toggles and other controls that are only activated take no
///   focus in its rows (a click still runs them); text fields and views
///   made `focusable()` in rows stay in the focus order, after the list.
/// - ↑ and ↓ select the row above or below, Home and End the first and
///   last, PageUp and PageDown the row a screen away; the selected row is
///   scrolled into view. ← and → are left to the views around (directional
///   focus, `onMoveCommand`).
/// - With a `Set` selection, Shift with those keys extends the selection
///   from where it started, Ctrl with them moves without selecting, Space
///   adds or removes the row at the keyboard position, and Ctrl-A selects
///   every row.
/// - Return runs the `primaryAction` of
///   ``View/contextMenu(forSelectionType:menu:primaryAction:)`` with the
///   selection; without one, Return goes on to the window's default
///   button.
/// - A click on a row selects it (and only it) and focuses the list; a
///   click on a button in a row presses the button.
///
/// A row is each view of the content, each view a ``ForEach`` makes, and
/// each view inside a ``Section`` (the header and footer are not rows). A
/// row's selection value is its ``View/tag(_:)``, or else the id of its
/// `ForEach` element; a row without one of the selection's type cannot be
/// selected, nor can a disabled row or one marked
/// ``View/selectionDisabled(_:)``.
///
/// The selection holds ids, not positions: inserting or removing rows
/// keeps the same rows selected. When a selected row is removed, the
/// selection keeps its id (nothing shows selected) and the arrows go on
/// from where the row was.
///
/// Selected rows are drawn inverted while the list has focus and dimmed
/// and inverted when it does not; with focus and nothing selected, the row
/// the next key acts on is underlined.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: (any ListSelection)?

  public var body: Never { primitiveBody(Self.self) }
}

// MARK: - Without a selection

extension List where SelectionValue == Never {
  /// A list of `content`'s views.
  ///
  /// ```swift
  /// List {
  ///   Text("Inbox")
  ///   Text("Drafts")
  /// }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
  }

  /// A row for each `Identifiable` element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, id: \.id, content: rowContent) }
  }

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each number of a constant range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init { ForEach(data, id: \.self) { index in HStack { rowContent(index) } } }
  }

  /// A row for each `Identifiable` element of a binding to a collection,
  /// handed a binding to its element.
  ///
  /// ```swift
  /// List($tasks) { $task in
  ///   Toggle(task.title, isOn: $task.isDone)
  /// }
  /// ```
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[(index: Data.Index, id: Data.Element.ID)], Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init { ForEach(data, id: \.id, content: rowContent) }
  }

  /// A row for each element of a binding to a collection, identified by
  /// `id`, handed a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[(index: Data.Index, id: ID)], ID, RowContent>, Data.Index: Hashable {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}

// MARK: - Selecting one row

extension List {
  /// A list of `content`'s views in which one row (or none) can be
  /// selected: `selection` holds the selected row's tag.
  ///
  /// ```swift
  /// @State private var selection: String?
  ///
  /// List(selection: $selection) {
  ///   Text("Inbox").tag("inbox")
  ///   Text("Drafts").tag("drafts")
  /// }
  /// ```
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { OptionalListSelection(binding: $0) }
  }

  /// A list in which exactly one row is always selected (macOS 13's
  /// variant: the selection cannot be cleared).
  ///
  /// ```swift
  /// @State private var selection = "inbox"
  ///
  /// List(selection: $selection) {
  ///   Text("Inbox").tag("inbox")
  ///   Text("Drafts").tag("drafts")
  /// }
  /// ```
  // Disfavored: a binding to an optional or to a set is meant for the
  // initializers above and below, not for a "value" that is an optional
  // or a set.
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = RequiredListSelection(binding: selection)
  }

  /// A row for each `Identifiable` element of `data`, one of which can be
  /// selected by its id.
  ///
  /// ```swift
  /// List(mailboxes, selection: $selection) { mailbox in
  ///   Text(mailbox.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
  }

  /// A row for each element of `data`, identified by `id`, one of which
  /// can be selected by that id.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each number of a constant range, one of which can be
  /// selected by its number.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) { ForEach(data, id: \.self) { index in HStack { rowContent(index) } } }
  }

  /// A row for each `Identifiable` element of a binding to a collection,
  /// handed a binding to its element; one row can be selected by its id.
  ///
  /// ```swift
  /// List($recipes, selection: $selection) { $recipe in
  ///   Text(recipe.name)
  /// }
  /// ```
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[(index: Data.Index, id: Data.Element.ID)], Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
  }

  /// A row for each element of a binding to a collection, identified by
  /// `id`, handed a binding to its element; one row can be selected.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[(index: Data.Index, id: ID)], ID, RowContent>, Data.Index: Hashable {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

// MARK: - Selecting several rows

extension List {
  /// A list of `content`'s views in which any number of rows can be
  /// selected: `selection` holds their tags.
  ///
  /// ```swift
  /// @State private var selection = Set<String>()
  ///
  /// List(selection: $selection) {
  ///   Text("Inbox").tag("inbox")
  ///   Text("Drafts").tag("drafts")
  /// }
  /// ```
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { MultipleListSelection(binding: $0) }
  }

  /// A row for each `Identifiable` element of `data`; any number can be
  /// selected by their ids.
  ///
  /// ```swift
  /// @State private var selection = Set<Message.ID>()
  ///
  /// List(messages, selection: $selection) { message in
  ///   Text(message.subject)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
  }

  /// A row for each element of `data`, identified by `id`; any number can
  /// be selected by those ids.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each number of a constant range; any number of rows can be
  /// selected by their numbers.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) { ForEach(data, id: \.self) { index in HStack { rowContent(index) } } }
  }

  /// A row for each `Identifiable` element of a binding to a collection,
  /// handed a binding to its element; any number can be selected.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[(index: Data.Index, id: Data.Element.ID)], Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
  }

  /// A row for each element of a binding to a collection, identified by
  /// `id`, handed a binding to its element; any number can be selected.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[(index: Data.Index, id: ID)], ID, RowContent>, Data.Index: Hashable {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

extension List: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
}

@MainActor
protocol ListView {
  var anyContent: any View { get }
  var anySelection: (any ListSelection)? { get }
}

extension List: ListView {
  var anyContent: any View { content }
  var anySelection: (any ListSelection)? { selection }
}

/// The scrolling column inside a list: a scroll view with the rows of a
/// form.
struct ListRows: View, PrimitiveView, ScrollingContainer {
  let content: any View

  var body: Never { primitiveBody(Self.self) }
  func makeNode(in graph: ViewGraph) -> ViewNode { ScrollNode(graph: graph) }
  var anyContent: any View { content }
  var style: ScrollNode.Style { .form }
}
