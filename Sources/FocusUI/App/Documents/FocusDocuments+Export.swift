// `FileDocument` is spelled in terms of `FileWrapper`, which Linux's
// Foundation lacks and `FocusDocuments` provides, so SwiftUI code that only
// says `import SwiftUI` (here `import FocusUI`) expects it in scope.
@_exported import FocusDocuments
