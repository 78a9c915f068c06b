import FocusPort
import Testing

/// The old-style property lists of `project.pbxproj`.
@Suite struct PropertyListTests {
  @Test func readsDictionariesArraysQuotedAndBareStringsAndSkipsComments() throws {
    let list = try PropertyList(
      parsing: """
        // !$*UTF8*$!
        {
          objects = {
            A1 /* App.swift */ = {isa = PBXFileReference; path = "My App/App.swift"; sourceTree = "<group>"; };
            B2 = { children = ( A1 /* App.swift */, C3, ); };
          };
          quoted = "a \\"quote\\"";
        }
        """)
    #expect(list["objects"]?["A1"]?["path"]?.string == "My App/App.swift")
    #expect(list["objects"]?["A1"]?["sourceTree"]?.string == "<group>")
    #expect(list["objects"]?["B2"]?["children"]?.strings == ["A1", "C3"])
    #expect(list["quoted"]?.string == "a \"quote\"")
  }

  @Test func aBrokenListSaysWhereItStopped() {
    #expect(throws: PropertyListError(line: 3, reason: "expected “;”")) {
      try PropertyList(parsing: "{\n  a = b\n  c = d;\n}")
    }
    #expect(throws: PropertyListError(line: 1, reason: "a dictionary is not closed")) {
      try PropertyList(parsing: "{ a = b;")
    }
  }
}
