#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkBuilder {
    /// The link to `destination`'s screen with its properties as parameters: what
    /// ``DeepLinkDecoder`` decodes back into the same value.
    ///
    /// ```swift
    /// try builder.link(to: Results(q: "tea", tags: [], page: 2))   // "myapp://search/results?q=tea&page=2"
    /// ```
    ///
    /// - Throws: as ``link(to:with:encoder:as:)-(ScreenAddress,_,_,_)``.
    public func link(
        to destination: some RouteDestination, encoder: DeepLinkEncoder = DeepLinkEncoder(), as form: LinkKind = .customScheme
    ) throws -> String {
        try link(to: type(of: destination).screen, with: destination, encoder: encoder, as: form)
    }

    /// The link to the screen at `address` with the properties of `value` as parameters, for a
    /// type that is not a ``RouteDestination``. An address without navigators names the screen
    /// of that name in its tab, which must have one only.
    ///
    /// - Throws: as ``link(to:with:encoder:as:)``; ``DeepLinkError`` against the address's
    ///   description when it names no one screen, or a catch-all screen (path `*`), whose link
    ///   is a path an address does not give.
    public func link(
        to address: ScreenAddress, with value: some Encodable, encoder: DeepLinkEncoder = DeepLinkEncoder(),
        as form: LinkKind = .customScheme
    ) throws -> String {
        let draft = try LinkDraft(
            LinkDestination(address, in: routeMap), fields: try encoder.fields(for: value),
            form: form, listStrategy: encoder.listStrategy, builder: self)
        return try Self.clean(draft.analysis.input, draft.analysis.diagnostics)
    }

    /// The link to `destination` as a `URL`.
    ///
    /// - Throws: as ``link(to:encoder:as:)``.
    public func url(
        to destination: some RouteDestination, encoder: DeepLinkEncoder = DeepLinkEncoder(), as form: LinkKind = .customScheme
    ) throws -> URL {
        try Self.url(try link(to: destination, encoder: encoder, as: form))
    }

    /// The link to `route` as a `URL`.
    ///
    /// - Throws: as ``link(for:as:)``.
    public func url(for route: Route, as form: LinkKind = .customScheme) throws(DeepLinkError) -> URL {
        try Self.url(try link(for: route, as: form))
    }

    /// A built link as a `URL`; every link the builder returns is percent-encoded, so Foundation
    /// reads it.
    private static func url(_ link: String) throws(DeepLinkError) -> URL {
        guard let url = URL(string: link) else {
            throw DeepLinkError(
                input: link, diagnostics: [Diagnostic(.invalidSyntax, "Foundation cannot read this link as a URL", span: 0..<link.utf8.count)])
        }
        return url
    }
}
