#include "TerminalHostRegistration.h"

// Runs when the program loads, before `main`: a program that links the
// terminal host (the FocusUI product does) has it registered by the time
// `App.main()` looks, without a call of its own.
__attribute__((constructor)) static void register_terminal_host(void) {
  focusui_register_terminal_host();
}
