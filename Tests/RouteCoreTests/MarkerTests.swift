import Testing
import TestSupport

@Suite struct MarkerTests {
    @Test func markersBecomeUTF8Offsets() {
        let (input, offsets) = stripMarkers("ab1️⃣é2️⃣c3️⃣")
        #expect(input == "abéc")
        #expect(offsets == [1: 2, 2: 4, 3: 5])
    }
}
