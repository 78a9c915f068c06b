import TinyHostKit

// Reads commands from standard input, one a line, and prints each frame.
@MainActor func main() {
  var host = LineHost(GreetingForm())
  print(host.run(""))
  while !host.screen.isFinished, let line = readLine() {
    print("> \(line)")
    print(host.run(line))
  }
}

MainActor.assumeIsolated { main() }
