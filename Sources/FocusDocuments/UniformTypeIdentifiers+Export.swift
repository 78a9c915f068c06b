// Reading and saving are spelled in `UTType`s, so code that imports this
// module alone can name the types it opens. On Linux the module is this
// package's stand-in; on Apple's platforms it is the system's.
#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#endif
