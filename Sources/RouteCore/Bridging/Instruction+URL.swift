#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TextBytes

extension Instruction {
    /// The link in `form`, carrying the same route, extras and fragment: a web link becomes a
    /// custom-scheme link and back. Defaults are left out.
    ///
    /// A ``LinkKind/other`` link is only a web page: its ``link`` for any form but
    /// ``LinkKind/customScheme``, for which it is nil. Nil too when the route map has no web
    /// hosts for a web link, for a route in the form ``LinkKind/other``, which no route has, and
    /// for a catch-all screen (path `*`), whose link is the path it caught: written without it,
    /// the link would open another screen.
    public func link(as form: LinkKind) -> String? {
        guard let tab, let screen else { return form == .customScheme ? nil : link }
        let fields =
            params.map { QueryField(name: $0.name, value: $0.value.fieldValue) }
            + extras.map { QueryField(name: $0.name, value: $0.value.map(QueryField.Value.text) ?? .bare) }
        guard let destination = try? LinkDestination(tab: tab, navigators: navigators, screen: screen, in: builder.routeMap),
            let link = try? builder.draft(destination, fields: fields, as: form).input
        else { return nil }
        guard let fragment else { return link }
        // The fragment ends the link now, so it is guarded as the builder guards its last piece:
        // `#top.` would be read as `#top` with a full stop after the link.
        var text = LinkText()
        text.append(link + "#")
        text.append(PercentEncoding.encode(fragment, for: .fragment))
        _ = text.encodeTrailingPunctuation()
        return text.text
    }

    /// ``link(as:)`` as a `URL`, to hand to `UIApplication.open` or a `Link` view; nil where
    /// ``link(as:)`` is nil.
    public func url(as form: LinkKind) -> URL? {
        link(as: form).flatMap { URL(string: $0) }
    }
}
