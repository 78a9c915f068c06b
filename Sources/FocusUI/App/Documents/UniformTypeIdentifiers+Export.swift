// `UTType` appears in `FileDocument`'s requirements, so SwiftUI code that only
// says `import SwiftUI` expects it in scope. On Linux the module is this
// package's stand-in; on Apple's platforms it is the system's.
#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#endif
