import PlatformLinks

/// Shell commands that open a link on a simulator or a device, quoted so the link arrives intact.
///
/// iOS: `xcrun simctl openurl booted <url>`, parsed by one shell.
///
/// Android: `adb shell am start -W -a android.intent.action.VIEW -d <url>`. `adb shell` joins
/// its arguments with spaces and the device's shell parses them a second time, so the link is
/// quoted for the device first and that text is quoted again for the local shell. Quoting once
/// is the classic cause of "my query parameters vanished": the device shell ends the command at
/// the first `&`. Knowing the app's manifest, ``androidCommand(opening:package:)`` sends the
/// intent a browser sends for a tapped link, and can keep other apps from taking it.
package enum DeviceCommand {
    /// The platforms RouteScope can open a link on.
    package enum Platform: String, Sendable, CaseIterable {
        case ios, android
    }

    /// The command line for `platform`, safe to paste into a POSIX shell.
    package static func command(opening link: String, on platform: Platform) -> String {
        switch platform {
        case .ios: "xcrun simctl openurl booted " + ShellQuoting.quote(link)
        case .android:
            "adb shell am start -W -a android.intent.action.VIEW -d " + ShellQuoting.quote(ShellQuoting.quote(link))
        }
    }

    /// The command for `analysis`'s link on `platform`. On Android with the route map's
    /// manifest (`app`, and the answer in the analysis), the intent of a tapped link, naming the
    /// app's package when Android opens the link in the app; otherwise ``command(opening:on:)``.
    package static func command(for analysis: LinkAnalysis, on platform: Platform, app: AndroidAppLinks?) -> String {
        guard platform == .android, let app, let eligibility = analysis.androidEligibility else {
            return command(opening: analysis.input, on: platform)
        }
        return androidCommand(opening: analysis.input, package: eligibility.opensApp ? app.effectiveApp?.packageName : nil)
    }

    /// `adb shell am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE
    /// -d <url> [<package>]`: the intent a browser sends when a link is tapped, so the device
    /// resolves it as RouteScope's Android answer does. With `package`, only that app's
    /// activities may take it (another build of the app, or another app with the same filters,
    /// cannot); `am start` reads a last argument without `:` or `/` as a package name.
    package static func androidCommand(opening link: String, package: String?) -> String {
        var command = "adb shell am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d "
            + ShellQuoting.quote(ShellQuoting.quote(link))
        if let package {
            let isPlain = !package.isEmpty && package.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_") }
            command += " " + (isPlain ? package : ShellQuoting.quote(ShellQuoting.quote(package)))
        }
        return command
    }
}

/// POSIX shell quoting.
package enum ShellQuoting {
    /// `text` as one shell word: in single quotes, each `'` written as `'\''`. Nothing inside
    /// single quotes is special to a POSIX shell, so `&`, `;`, `$( )`, backticks and spaces stay
    /// literal.
    package static func quote(_ text: String) -> String {
        // Scalars, not Characters: a quote followed by a combining mark is one Character, and
        // missing it would end the quoting early.
        var quoted = "'"
        for scalar in text.unicodeScalars {
            if scalar == "'" { quoted += #"'\''"# } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }
}
