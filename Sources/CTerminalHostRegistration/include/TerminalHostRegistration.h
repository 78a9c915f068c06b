// Registers FocusUI's terminal host when a program that links it starts:
// the constructor in TerminalHostRegistration.c calls this, which
// FocusUITerminal defines (see TerminalHost+Registration.swift).
void focusui_register_terminal_host(void);
