// Typing in a text field whose text is short (10 characters) or huge
// (1 MiB, as after a big paste), through the whole runtime and the
// terminal's frame. One operation: type "x", then Delete, then draw the
// 80x24 frame and write its terminal bytes: the text keeps its length, so
// every iteration edits the same field. The cost should not grow with the
// text: only the characters that fit the field are measured and drawn
// (the one copy of the String the binding's write makes is what remains).

import Benchmark
import BenchmarkSupport
import FocusUI
import FocusUITerminal
import FocusUITesting

struct EditedField: View {
  @State var text: String

  var body: some View {
    Form {
      Text("A field")
      TextField("Text", text: $text)
    }
  }
}

@MainActor
enum EditingFixture {
  static var host: TestHost?
  static var writer = FrameWriter()
}

func textEditingBenchmarks() {
  for (name, length) in [("10 characters", 10), ("1 MiB", 1 << 20)] {
    Benchmark("Type and delete a character, field of \(name)") { benchmark in
      onMainActor(benchmark) { benchmark in
        guard let host = EditingFixture.host else { return benchmark.error("no host") }
        benchmark.startMeasurement()
        host.type("x")
        host.press(.delete)
        let bytes = EditingFixture.writer.frame(host.canvas, cursor: host.textCursor).utf8.count
        benchmark.stopMeasurement()
        benchmark.measurement(Metrics.terminalBytes, bytes)
      }
    } setup: { @MainActor in
      let text = String(repeating: "lorem ipsum ", count: length / 12 + 1).prefix(length)
      let host = TestHost(EditedField(text: String(text)), size: Fixture.screen)
      host.click("Text")
      EditingFixture.host = host
      EditingFixture.writer = FrameWriter()
      _ = EditingFixture.writer.frame(host.canvas, cursor: host.textCursor)
    } teardown: { @MainActor in
      EditingFixture.host = nil
    }
  }
}
