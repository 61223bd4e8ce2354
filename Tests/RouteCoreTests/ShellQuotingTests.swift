import RouteCore
import Testing

@Suite("Shell quoting")
struct ShellQuotingTests {
    @Test func quotesAreClosedEscapedAndReopened() {
        #expect(ShellQuoting.quote("a'b") == #"'a'\''b'"#)
        #expect(ShellQuoting.quote("'\u{301}") == #"''\''"# + "\u{301}'", "a quote fused with a combining mark is still escaped")
        #expect(ShellQuoting.quote("$(x) `y` & ;") == "'$(x) `y` & ;'")
    }

    /// The intent of a tapped link: the link quoted for the device and again for this shell;
    /// a plain package name as it is, any other text quoted the same way.
    @Test func theAndroidCommandOfATapNamesThePackage() {
        let prefix = "adb shell am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d "
        #expect(DeviceCommand.androidCommand(opening: "myapp://a?b=1&c=2", package: "com.example.reader_2")
            == prefix + #"''\''myapp://a?b=1&c=2'\''' com.example.reader_2"#)
        #expect(DeviceCommand.androidCommand(opening: "myapp://a", package: nil) == prefix + #"''\''myapp://a'\'''"#)
        #expect(DeviceCommand.androidCommand(opening: "myapp://a", package: "a b") == prefix + #"''\''myapp://a'\''' ''\''a b'\'''"#)
    }
}
