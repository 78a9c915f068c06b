import FocusUI

/// Registers ``TerminalHost`` as the host `App.main()` runs apps in.
/// Called once, as the program loads, by a C constructor
/// (`CTerminalHostRegistration`), so that linking the terminal host is
/// all an app does: a typed registration, which a rename of the host
/// breaks at compile time rather than silently at launch.
@_cdecl("focusui_register_terminal_host")
public func registerTerminalHost() {
  AppHosts.register(TerminalHost.self)
}
