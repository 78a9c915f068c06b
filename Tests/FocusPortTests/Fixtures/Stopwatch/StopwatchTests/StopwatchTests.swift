import XCTest

final class StopwatchTests: XCTestCase {}
