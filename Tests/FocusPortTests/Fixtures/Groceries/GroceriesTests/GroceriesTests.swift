import XCTest

final class GroceriesTests: XCTestCase {}
