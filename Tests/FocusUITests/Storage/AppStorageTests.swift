import FocusUITesting
import Foundation
import Testing

enum SortOrder: String, CaseIterable {
  case name, date
}

enum Servings: Int {
  case one = 1, four = 4
}

/// `@AppStorage`: values kept across views, hosts and restarts, in memory
/// for tests unless asked, and in the state file otherwise.
@MainActor @Suite final class AppStorageTests {
  struct Settings: View {
    @AppStorage("favoritesOnly") var favoritesOnly = false
    var body: some View {
      VStack {
        Toggle("Favorites only", isOn: $favoritesOnly)
        Summary()
      }
    }
  }

  /// Another view reading the same key.
  struct Summary: View {
    @AppStorage("favoritesOnly") var favoritesOnly = false
    var body: some View { Text(favoritesOnly ? "Showing favorites" : "Showing all") }
  }

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-storage-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }
  var file: URL { directory.appendingPathComponent("AppStorage.json") }

  func stored() throws -> [String: [String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    return object as? [String: [String: Any]] ?? [:]
  }

  @Test func twoViewsReadingTheSameKeyStayInSync() {
    let host = TestHost(Settings())
    #expect(host.screen.contains("Showing all"))
    host.click("Favorites only")
    #expect(host.screen.contains("Showing favorites"))
    #expect(host.element("Favorites only")?.value == "on")
  }

  @Test func testHostsKeepValuesInMemoryEachOnItsOwn() {
    let first = TestHost(Settings())
    first.click("Favorites only")
    let second = TestHost(Settings())
    #expect(second.screen.contains("Showing all"))
    #expect(StorageLocation.memory.fileURL == nil)
  }

  @Test func aChangeIsWrittenToTheStateFileAtOnce() throws {
    let host = TestHost(Settings(), storage: .directory(directory))
    host.click("Favorites only")
    #expect(try stored()["AppStorage"]?["favoritesOnly"] as? Bool == true)
    #expect(host.runtimeWarnings.isEmpty)
  }

  @Test func valuesInTheStateFileShowAtLaunch() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"AppStorage": {"favoritesOnly": true}}"#.utf8).write(to: file)
    let host = TestHost(Settings(), storage: .directory(directory))
    #expect(host.screen.contains("Showing favorites"))
  }

  @Test func aWriteKeepsTheKeysAnotherInstanceWroteMeanwhile() throws {
    let host = TestHost(Settings(), storage: .directory(directory))
    host.click("Favorites only")
    // Another instance of the app writes a key of its own.
    try Data(#"{"AppStorage": {"favoritesOnly": true, "volume": 7}}"#.utf8).write(to: file)
    host.click("Favorites only")
    let values = try stored()["AppStorage"]
    #expect(values?["volume"] as? Int == 7)
    #expect(values?["favoritesOnly"] as? Bool == false)
  }

  @Test func aCorruptStateFileIsSetAsideWithAWarningAndTheDefaultsShow() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: file)
    let host = TestHost(Settings(), storage: .directory(directory))
    #expect(host.screen.contains("Showing all"))
    #expect(host.runtimeWarnings.contains { $0.contains("not valid JSON") })
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let aside = try #require(names.first { $0.hasPrefix("AppStorage.json.corrupt-") })
    #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == Data("{ not json".utf8))
    host.click("Favorites only")
    #expect(try stored()["AppStorage"]?["favoritesOnly"] as? Bool == true)
  }

  struct Kinds: View {
    @AppStorage("count") var count = 1
    @AppStorage("ratio") var ratio = 0.5
    @AppStorage("name") var name = "Ada"
    @AppStorage("site") var site = URL(string: "https://example.com")!
    @AppStorage("blob") var blob = Data([1, 2])
    @AppStorage("sort") var sort = SortOrder.name
    @AppStorage("servings") var servings = Servings.one
    @AppStorage("nickname") var nickname: String?
    @AppStorage("lastSort") var lastSort: SortOrder?

    var body: some View {
      VStack {
        Text("\(count) \(ratio) \(name) \(site.host ?? "-") \(blob.count) \(sort.rawValue) \(servings.rawValue)")
        Text("nickname \(nickname ?? "none") last \(lastSort?.rawValue ?? "none")")
        Button("Change") {
          count += 1
          ratio = 2
          name = "Grace"
          site = URL(string: "https://swift.org")!
          blob = Data([1, 2, 3])
          sort = .date
          servings = .four
          nickname = "G"
          lastSort = .date
        }
        Button("Clear") {
          nickname = nil
          lastSort = nil
        }
      }
    }
  }

  @Test func everyValueTypeRoundTripsThroughTheStateFile() throws {
    let host = TestHost(Kinds(), storage: .directory(directory))
    #expect(host.screen.contains("1 0.5 Ada example.com 2 name 1"))
    #expect(host.screen.contains("nickname none last none"))
    host.click("Change")
    #expect(host.screen.contains("2 2.0 Grace swift.org 3 date 4"))
    #expect(host.screen.contains("nickname G last date"))
    let values = try #require(try stored()["AppStorage"])
    #expect(values["count"] as? Int == 2)
    #expect(values["sort"] as? String == "date")
    #expect(values["servings"] as? Int == 4)
    #expect(values["site"] as? String == "https://swift.org")
    host.click("Clear")
    #expect(host.screen.contains("nickname none last none"))
    #expect(try stored()["AppStorage"]?["nickname"] == nil)
  }

  @Test func aValueOfAnotherTypeInTheFileReadsAsTheDefault() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"AppStorage": {"count": "many", "sort": "size", "name": 3}}"#.utf8).write(to: file)
    let host = TestHost(Kinds(), storage: .directory(directory))
    #expect(host.screen.contains("1 0.5 Ada example.com 2 name 1"))
  }

  @Test func theStandardLocationIsTheStateFolderOfTheExecutable() throws {
    let url = try #require(StorageLocation.standard.fileURL)
    #expect(url.lastPathComponent == "AppStorage.json")
    #expect(url.deletingLastPathComponent().lastPathComponent == ProcessInfo.processInfo.processName)
    #expect(url.path.hasPrefix("/"))
  }

  struct Suite: View {
    @AppStorage("fromDefaults") var value = "unset"
    var body: some View {
      Button("Set \(value)") { value = "set" }
    }
  }

  @Test func defaultAppStorageKeepsValuesInThatUserDefaults() throws {
    let name = "focusui-tests-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: name))
    defer { defaults.removePersistentDomain(forName: name) }
    let host = TestHost(Suite().defaultAppStorage(defaults))
    host.click("Set unset")
    #expect(defaults.string(forKey: "fromDefaults") == "set")
    #expect(host.element("Set set") != nil)
  }

  @Test func appStorageOutsideAViewWarnsAndKeepsItsValueInMemory() {
    let host = TestHost(Text("x"))
    let storage = AppStorage(wrappedValue: 3, "loose")
    storage.wrappedValue = 4
    #expect(storage.wrappedValue == 4)
    #expect(host.runtimeWarnings.contains { $0.contains("AppStorage(\"loose\")") })
  }
}
