// Not a member of any target: the port must not compile it.
let unused: Int = "not an Int"
