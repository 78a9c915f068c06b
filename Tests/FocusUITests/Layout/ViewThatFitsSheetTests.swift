import FocusUITesting
import Observation
import Testing

@testable import FocusUI

/// A sheet presented from inside a `ViewThatFits` candidate whose content
/// emptied while it held focus shows as in a fresh render.
@MainActor @Suite struct ViewThatFitsSheetTests {
  @Observable final class Model {
    var a = 0
    var b = 0
  }

  struct Program: View {
    let model: Model
    var body: some View {
      ViewThatFits(in: .horizontal) {
        Group {
          switch model.b % 3 {
          case 0:
            Button("b1") { model.b += 1 }
          default:
            ForEach([Int](), id: \.self) { Text("\($0)") }
          }
        }.sheet(isPresented: .constant(model.a % 2 == 1)) {
          Group {}
        }
      }
    }
  }

  @Test func aSheetInsideAppearsAfterTheContentEmptied() {
    let model = Model()
    let host = TestHost(Program(model: model), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.return)
    model.a = 5
    let freshModel = Model()
    freshModel.a = 5
    freshModel.b = 1
    let fresh = TestHost(Program(model: freshModel), size: Size(width: 40, height: 12))
    #expect(host.elements.map(\.description) == fresh.elements.map(\.description))
  }
}
