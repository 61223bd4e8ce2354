/// An `<intent-filter>` that takes links, for a manifest in a test: the VIEW action and the
/// DEFAULT and BROWSABLE categories every link filter needs, then `elements` (its `<data>`,
/// `<uri-relative-filter-group>` and other elements), one a line; with
/// `android:autoVerify="true"` when `autoVerify`.
package func browsableIntentFilter(autoVerify: Bool = false, _ elements: String...) -> String {
    let start = autoVerify ? #"<intent-filter android:autoVerify="true">"# : "<intent-filter>"
    let linkable = [
        #"<action android:name="android.intent.action.VIEW"/>"#,
        #"<category android:name="android.intent.category.DEFAULT"/>"#,
        #"<category android:name="android.intent.category.BROWSABLE"/>"#,
    ]
    return ([start] + (linkable + elements).map { "  " + $0 } + ["</intent-filter>"]).joined(separator: "\n")
}
