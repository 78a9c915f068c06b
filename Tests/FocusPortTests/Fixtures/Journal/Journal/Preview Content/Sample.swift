// Excluded from the target in the project: the port must not compile it.
let sample: Int = "not an Int"
