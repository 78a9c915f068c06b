/// The terminal glyphs of the most common SF Symbols names.
///
/// A name not in the table draws as text: its first dot-separated part in
/// angle quotes (`figure.walk` draws `‹figure›`), so that an unknown
/// symbol still shows what it meant. With ``View/symbolVariant(_:)`` set to
/// `.fill`, a name's `.fill` form is used when the table has one.
enum SymbolGlyphs {
  static let table: [String: String] = [
    "star": "☆", "star.fill": "★", "star.leadinghalf.filled": "⯪", "star.slash": "☆",
    "heart": "♡", "heart.fill": "♥", "heart.slash": "♡",
    "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "plus.square": "⊞",
    "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖",
    "multiply": "×", "divide": "÷", "equal": "=",
    "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "checkmark.square": "☑",
    "checkmark.square.fill": "☑", "square": "☐", "circle": "○", "circle.fill": "●",
    "trash": "⌫", "trash.fill": "⌫", "pencil": "✎", "square.and.pencil": "✎", "pencil.circle": "✎",
    "magnifyingglass": "⌕",
    "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
    "chevron.backward": "‹", "chevron.forward": "›",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.backward": "←", "arrow.forward": "→",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.uturn.backward": "↶",
    "arrow.up.arrow.down": "⇅", "arrow.triangle.2.circlepath": "⟳",
    "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
    "person": "☺", "person.fill": "☻", "person.circle": "☺", "person.crop.circle": "☺",
    "person.2": "☺☺", "person.2.fill": "☻☻",
    "cart": "⛟", "cart.fill": "⛟", "bag": "⊔", "bag.fill": "⊔",
    "list.bullet": "☰", "list.number": "☰", "list.dash": "☰", "line.3.horizontal": "☰",
    "line.3.horizontal.decrease.circle": "⏷",
    "folder": "▭", "folder.fill": "▬", "doc": "▯", "doc.fill": "▮", "doc.text": "▤", "doc.on.doc": "⧉",
    "book": "▥", "book.fill": "▥", "bookmark": "⚑", "bookmark.fill": "⚑", "tag": "⌗", "tag.fill": "⌗",
    "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩", "square.grid.2x2": "⊞",
    "fork.knife": "🍴", "leaf": "❦", "leaf.fill": "❦", "flame": "♨", "flame.fill": "♨",
    "clock": "◷", "clock.fill": "◷", "timer": "◴", "calendar": "▦", "alarm": "⏰",
    "house": "⌂", "house.fill": "⌂", "info.circle": "ⓘ", "info.circle.fill": "ⓘ",
    "questionmark.circle": "?", "questionmark": "?", "exclamationmark.triangle": "⚠",
    "exclamationmark.triangle.fill": "⚠", "exclamationmark.circle": "!", "bell": "♪", "bell.fill": "♪",
    "envelope": "✉", "envelope.fill": "✉", "paperplane": "➤", "paperplane.fill": "➤",
    "phone": "✆", "phone.fill": "✆", "globe": "⊕", "link": "⛓", "lock": "⚿", "lock.fill": "⚿",
    "lock.open": "⚿", "key": "⚷", "eye": "◉", "eye.slash": "◌", "sun.max": "☀", "sun.max.fill": "☀",
    "moon": "☾", "moon.fill": "☾", "cloud": "☁", "cloud.fill": "☁", "bolt": "ϟ", "bolt.fill": "ϟ",
    "drop": "💧", "snowflake": "❄", "music.note": "♪", "play": "▷", "play.fill": "▶", "pause": "⏸",
    "pause.fill": "⏸", "stop": "□", "stop.fill": "■", "forward": "⏩", "backward": "⏪",
    "photo": "▨", "photo.fill": "▨", "camera": "◙", "camera.fill": "◙", "mic": "♩", "mic.fill": "♩",
    "flag": "⚑", "flag.fill": "⚑", "pin": "⚲", "pin.fill": "⚲", "mappin": "⚲", "location": "➤",
    "sidebar.left": "◧", "sidebar.right": "◨", "ellipsis": "…", "ellipsis.circle": "…",
    "slider.horizontal.3": "☷", "square.and.arrow.up.fill": "⇪", "cup.and.saucer": "☕",
    "carrot": "⌄", "birthday.cake": "⌂", "takeoutbag.and.cup.and.straw": "⊔",
    "frying.pan": "⌀", "refrigerator": "▯", "basket": "⊔", "gift": "⊞", "trophy": "♛",
    "hand.thumbsup": "☝", "hand.thumbsup.fill": "☝", "face.smiling": "☺", "sparkles": "✦",
    "wand.and.stars": "✦", "scissors": "✂", "printer": "⎙", "keyboard": "⌨", "command": "⌘",
    "delete.left": "⌫", "return": "⏎", "tray": "⊔", "tray.fill": "⊔", "archivebox": "▭",
    "square.stack": "❐", "rectangle.stack": "❐", "text.bubble": "▭", "bubble.left": "▭",
    "circle.grid.2x2": "⁘", "square.grid.3x3": "⊞", "hourglass": "⧗", "chart.bar": "▁▃▅",
    "percent": "%", "number": "#", "at": "@", "dollarsign.circle": "$", "creditcard": "▭",
  ]

  /// The glyph for `name`, with `.fill` preferred when `prefersFill`.
  static func glyph(for name: String, prefersFill: Bool = false) -> String {
    if prefersFill, !name.hasSuffix(".fill"), let filled = table[name + ".fill"] { return filled }
    if let glyph = table[name] { return glyph }
    let first = name.split(separator: ".").first.map(String.init) ?? ""
    return first.isEmpty ? "?" : "‹" + first + "›"
  }

  /// Whether `name` has a glyph of its own.
  static func isKnown(_ name: String) -> Bool { table[name] != nil }

  /// What assistive technologies call the symbol `name`: its words,
  /// without the variant suffixes (`star.fill` is "star").
  static func spokenName(_ name: String) -> String {
    let variants: Set<Substring> = ["fill", "circle", "square", "slash"]
    var parts = name.split(separator: ".")
    while parts.count > 1, let last = parts.last, variants.contains(last) { parts.removeLast() }
    return parts.joined(separator: " ")
  }
}
