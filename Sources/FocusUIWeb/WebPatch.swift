import FocusUI
import Foundation

/// What a page applies to catch up with its session: each field is there
/// only when that part changed.
///
/// ```json
/// {"rows":[[4,[["Username",""],["____","color:#111;background:#e6e6e6"]]]],"focus":"n12","caret":3}
/// ```
///
/// Its field names are the schema's `patch` (``WireProtocol``), checked
/// by a test.
struct WebPatch: Encodable {
  /// The protocol version, in a connection's first patch: a page that
  /// speaks another one says so instead of misreading the rest.
  var version: Int?
  /// The page's new size in cells: every row follows.
  var size: PageSize?
  /// Bands of rows moved up (or down) as they are, before `rows` are
  /// drawn: `[top, bottom, by]` (a scroll view that scrolled).
  var shift: [CanvasRows.Shift] = []
  /// Rows drawn anew: `[y, [[text, css], …]]`.
  var rows: [CanvasRows.Row] = []
  /// Elements added or changed.
  var set: [DOMNode] = []
  /// Keys of elements gone.
  var remove: [String] = []
  /// Every element's key, in document order, when it changed.
  var order: [String]?
  /// The element with keyboard focus, when it moved (`null`: none).
  var focus: String??
  /// The caret in the focused field, in characters, when it moved.
  var caret: Int?
  /// The element the app moved accessibility focus to.
  var accessibilityFocus: String?
  /// What to announce through the polite live region: what waits for
  /// the screen reader to finish (a landing of accessibility focus, a
  /// `.low` announcement).
  var say: [String] = []
  /// What to announce through the assertive live region: an app's
  /// `.default` and `.high` announcements, which interrupt.
  var alert: [String] = []
  /// Whether a sheet or an alert is up, when that changed: the menu bar
  /// is inert meanwhile.
  var modal: Bool?
  /// The directions Tab leaves the page in from the focused element
  /// (`"forward"`, `"backward"`), when they changed: there the page lets
  /// the browser have the key.
  var exits: [String]?
  /// The app quit.
  var ended = false
  /// Why messages from the page were refused.
  var errors: [String] = []
  /// How many messages the session has handled, when one came since the
  /// last patch: a page or a script knows its events have had their effect
  /// once this reaches the count it sent.
  var handled: Int?
  /// The first patch of a connection: the window's id, which the page
  /// reconnects with…
  var window: String?
  /// …whether it is the window the page asked for, as it was…
  var resumed = false
  /// …or a new one, because the one asked for is gone.
  var expired = false

  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, window, resumed, expired, size, shift, rows, set, remove, order, focus, caret, accessibilityFocus,
      say, alert, modal, exits, ended, errors, handled
  }

  /// A page's size in cells: the schema's `size`.
  struct PageSize: Encodable, Equatable {
    var columns: Int
    var rows: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
      case columns, rows
    }
  }

  var isEmpty: Bool {
    size == nil && shift.isEmpty && rows.isEmpty && set.isEmpty && remove.isEmpty && order == nil && focus == nil
      && caret == nil && accessibilityFocus == nil && say.isEmpty && alert.isEmpty && modal == nil && exits == nil
      && !ended && errors.isEmpty && handled == nil && window == nil
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(version, forKey: .version)
    try container.encodeIfPresent(size, forKey: .size)
    if !shift.isEmpty { try container.encode(shift, forKey: .shift) }
    if !rows.isEmpty { try container.encode(rows, forKey: .rows) }
    if !set.isEmpty { try container.encode(set, forKey: .set) }
    if !remove.isEmpty { try container.encode(remove, forKey: .remove) }
    try container.encodeIfPresent(order, forKey: .order)
    if let focus {
      if let key = focus { try container.encode(key, forKey: .focus) } else { try container.encodeNil(forKey: .focus) }
    }
    try container.encodeIfPresent(caret, forKey: .caret)
    try container.encodeIfPresent(accessibilityFocus, forKey: .accessibilityFocus)
    if !say.isEmpty { try container.encode(say, forKey: .say) }
    if !alert.isEmpty { try container.encode(alert, forKey: .alert) }
    try container.encodeIfPresent(modal, forKey: .modal)
    try container.encodeIfPresent(exits, forKey: .exits)
    if ended { try container.encode(true, forKey: .ended) }
    if !errors.isEmpty { try container.encode(errors, forKey: .errors) }
    try container.encodeIfPresent(handled, forKey: .handled)
    try container.encodeIfPresent(window, forKey: .window)
    if resumed { try container.encode(true, forKey: .resumed) }
    if expired { try container.encode(true, forKey: .expired) }
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Encoding strings, numbers and arrays cannot fail.
    return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
  }
}
