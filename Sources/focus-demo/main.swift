import FocusUITerminal

MainActor.assumeIsolated {
  TerminalHost.run(LoginForm())
}
