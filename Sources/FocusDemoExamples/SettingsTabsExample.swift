import FocusUI

/// A settings window in tabs: ←/→ on the tab bar change the pane, Tab
/// goes into it; each pane keeps what was typed in it while another pane
/// shows.
struct SettingsTabsExample: View {
  enum Pane: String, Hashable {
    case general, appearance, accounts
  }

  @State private var pane = Pane.general
  @State private var accounts = ["ada@example.com", "grace@example.com"]

  var body: some View {
    VStack(alignment: .leading) {
      Text("←/→ choose a pane; Tab goes into it, Shift-Tab back to the tabs.")
      TabView(selection: $pane) {
        Tab("General", systemImage: "gear", value: Pane.general) {
          GeneralPane()
        }
        Tab("Appearance", systemImage: "sun.max", value: Pane.appearance) {
          AppearancePane()
        }
        Tab("Accounts", systemImage: "person", value: Pane.accounts) {
          AccountsPane(accounts: $accounts)
        }
        .badge(accounts.count)
      }
      .frame(height: .rows(7))
      StatusLine("pane", pane)
    }
  }

  struct GeneralPane: View {
    @State private var name = ""
    @State private var startsAtLogin = true

    var body: some View {
      Form {
        TextField("Name", text: $name)
        Toggle("Open at login", isOn: $startsAtLogin)
        Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
      }
    }
  }

  struct AppearancePane: View {
    @State private var theme = "System"
    @State private var fontSize = 12

    var body: some View {
      Form {
        Picker("Theme", selection: $theme) {
          ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        Stepper("Font size: \(fontSize)", value: $fontSize, in: 8...24)
      }
    }
  }

  struct AccountsPane: View {
    @Binding var accounts: [String]

    var body: some View {
      VStack(alignment: .leading) {
        ForEach(accounts, id: \.self) { Text($0) }
        Button("Add account") {
          accounts.append("user\(accounts.count + 1)@example.com")
        }
      }
    }
  }
}
