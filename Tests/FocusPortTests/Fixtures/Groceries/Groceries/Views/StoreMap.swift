import MapKit
import SwiftUI

struct StoreMap: View {
  var body: some View {
    Map()
  }
}
