import Foundation
import PetTestSupport
import Testing

/// The desktop notification itself (issue 44, point 4), as the desktop receives it: pet-browser
/// on a shared catalogue, in a session bus of its own, with a saved search; a shelter publishes
/// a dog, then a cat. `dbus-monitor` sees what GLib sends to the notification service
/// (org.freedesktop.Notifications, which no daemon answers here): nothing for the dog, the cat
/// with its title and text.
@MainActor
@Suite struct DesktopNotificationTests {
  init() throws { try Fixtures.requireDisplay() }

  static let script = """
    set -u
    "$PETCARDS" saved add Cats --species cat --catalog "$PUBLIC" >/dev/null
    dbus-monitor --session "interface='org.freedesktop.Notifications'" "interface='org.gtk.Notifications'" \\
      >"$MONITOR" 2>/dev/null & monitor=$!
    "$BROWSER" --catalog "$PUBLIC" >/dev/null 2>&1 & window=$!
    gdbus wait --session --timeout 30 org.shelterpets.PetBrowser || { echo "never registered"; kill $window $monitor; exit 1; }
    sleep 3
    told() { grep -c 'member=Notify\\|member=AddNotification' "$MONITOR"; }
    "$PETCARDS" import "$DOG" --into "$OWNER" --shelter riverbend >/dev/null 2>&1
    sleep 4
    echo "after the dog: $(told)"
    "$PETCARDS" import "$CAT" --into "$OWNER" --shelter riverbend >/dev/null 2>&1
    for i in $(seq 200); do [ "$(told)" -gt 0 ] && break; sleep 0.05; done
    echo "after the cat: $(told)"
    kill $window $monitor 2>/dev/null
    wait $window 2>/dev/null
    """

  @Test func aPublishedPetASavedSearchFinds_reachesTheDesktop_andOneItDoesNotFindDoesNot() async throws {
    let browser = await Fixtures.browserExecutable
    let petcards = Fixtures.petcardsExecutable
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let owner = database.ownerAddress
      _ = try data.petcards(["catalogue", "create", owner])
      let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json")
      _ = try data.petcards(["import", bundled.path, "--into", owner, "--shelter", "riverbend"])
      try withTemporaryDirectory { folder in
        var catalogue = try #require(
          try JSONSerialization.jsonObject(with: Data(contentsOf: bundled)) as? [String: Any])
        var pets = try #require(catalogue["pets"] as? [[String: Any]])
        func copy(_ id: String, as newID: String, _ name: String) throws -> [String: Any] {
          var pet = try #require(pets.first { $0["id"] as? String == id })
          pet["id"] = newID
          pet["name"] = name
          return pet
        }
        pets.append(try copy("stuart", as: "rex", "Rex"))
        catalogue["pets"] = pets
        let dog = folder.appendingPathComponent("dog.json")
        try JSONSerialization.data(withJSONObject: catalogue).write(to: dog)
        pets.append(try copy("luna", as: "whiskers", "Whiskers"))
        catalogue["pets"] = pets
        let cat = folder.appendingPathComponent("cat.json")
        try JSONSerialization.data(withJSONObject: catalogue).write(to: cat)
        let monitor = folder.appendingPathComponent("monitor.txt")

        var environment = data.environment
        environment["NO_AT_BRIDGE"] = "1"
        environment["PETCARDS"] = petcards
        environment["BROWSER"] = browser
        environment["OWNER"] = owner
        environment["PUBLIC"] =
          "postgresql://pets_public:pets_public@127.0.0.1:\(database.server.port)/\(database.name)"
        environment["DOG"] = dog.path
        environment["CAT"] = cat.path
        environment["MONITOR"] = monitor.path
        let printed = try SessionBus.run(Self.script, environment: environment)
        #expect(printed == "after the dog: 0\nafter the cat: 1\n")
        let sent = try String(contentsOf: monitor, encoding: .utf8)
        #expect(sent.contains("string \"Whiskers matches “Cats”\""), "\(sent)")
        // Its text: the breed, the age (counted to the day the test runs), no distance (no place).
        #expect(sent.contains("string \"Cat · Maine Coon · "), "\(sent)")
      }
    }
  }
}
