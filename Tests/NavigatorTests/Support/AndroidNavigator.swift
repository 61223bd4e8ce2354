import Navigator
import RouteCore
import TestSupport

/// The sample app on Android: `Assets/AndroidManifest.xml`, with `Assets/assetlinks.json`
/// approving example.com (and no file for www.example.com).
let sampleAndroidLinks: AndroidAppLinks = try! RouteMap.sampleAndroidLinks()

/// The sample route map with the sample app's Android inputs.
let sampleAndroidMap: RouteMap = {
    var map = RouteMap.sample
    map.android = sampleAndroidLinks
    return map
}()

/// The navigator of the sample app on Android.
let androidNavigator = Navigator(routeMap: sampleAndroidMap, platform: .android)

/// Links whose answer differs between the platforms.
enum AndroidLinks {
    /// Verified: example.com's assetlinks.json approves the app.
    static let verifiedArticle = "https://example.com/app/home/articleDetail?userId=100&articleId=200"
    /// No assetlinks.json for www.example.com: the browser.
    static let unverified = "https://www.example.com/app/home/feed"
    /// Outside the filter's /app/ prefix.
    static let outsidePrefix = "https://example.com/about"
    /// The AASA keeps /app/setting/* in Safari; Android opens it.
    static let accountSettings = "https://example.com/app/setting/changeAccount"
}
