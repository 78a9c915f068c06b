import FocusUITesting
import Foundation
import Testing

@testable import FocusDemoExamples

/// The README's login form, as a user runs it.
@MainActor @Suite struct ReadmeTests {
  // The README's form is the demo's (FocusDemoExamples/LoginForm.swift):
  // what `swift run focus-demo login` shows.

  @Test func signInFocusesTheEmptyPasswordField() {
    let host = TestHost(LoginForm(), size: Size(width: 50, height: 7))
    host.press(.tab)
    host.type("bob")
    host.press(.tab)
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Password")
    #expect(host.element("focusedField = .password") != nil)
    #expect(
      host.screen == """
        bob_______________________________________________
        Password__________________________________________
        [ Sign In ]
        Tab moves between fields; Sign In checks them.
        focusedField = .password


        """)
  }

  @Test func signInWithBothFieldsSignsIn() {
    let host = TestHost(LoginForm())
    host.click("Username")
    host.type("bob")
    host.click("Password")
    host.type("pw")
    host.click("Sign In")
    #expect(host.element("Signed in as bob.") != nil)
    #expect(host.runtimeWarnings.isEmpty)
  }
}

/// The README's focus inspector report is the login form's, after one Tab.
@MainActor @Suite struct ReadmeInspectorTests {
  @Test func theReadmesReportIsWhatTheLoginFormReports() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## The focus inspector").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```text\n").dropFirst().first)
    let shown = try #require(block.components(separatedBy: "\n```").first)
    let host = TestHost(Example.named("login")!.makeContent())
    host.press(.tab)
    #expect(host.focusReport.description == shown)
  }
}
