/// What a container offers a child during layout: a width and height in
/// cells, or `nil` for "as much as you ideally want" (the axis a scroll view
/// scrolls along).
struct ProposedSize: Hashable {
  var width: Int?
  var height: Int?

  static let unspecified = ProposedSize(width: nil, height: nil)

  init(width: Int?, height: Int?) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
  }

  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }
}
