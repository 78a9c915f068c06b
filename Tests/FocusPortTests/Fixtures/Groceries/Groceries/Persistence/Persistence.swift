import CoreData

struct PersistenceController {
  let container = NSPersistentContainer(name: "Groceries")
}
