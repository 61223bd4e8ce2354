import ArgumentParser
import RouteCore

/// `--aasa FILE` and `--app-id ID`: where iOS opens https links, from the hosts'
/// apple-app-site-association file. Part of ``RouteMapOptions``, so every command that takes a
/// route map takes them.
struct UniversalLinkOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "An apple-app-site-association file: https links open the app only where it lets them (replaces web.aasa).",
            valueName: "file"))
    var aasa: String?

    @Option(
        name: .customLong("app-id"),
        help: ArgumentHelp(
            "The app's ID (TEAMID.bundle.id): only the apple-app-site-association details that list it decide (replaces web.app_id).",
            valueName: "id"))
    var appID: String?

    /// The warnings of the map's apple-app-site-association, if it has one, as printed lines:
    /// what iOS skips in the file, and an app ID that no detail lists.
    static func warnings(of map: RouteMap) -> [String] {
        guard let association = map.web?.appSiteAssociation else { return [] }
        var lines = association.warnings.map(\.description)
        if let appID = association.appID, !association.details.contains(where: { $0.appIDs.contains(appID) }) {
            lines.append("warning: no detail of the apple-app-site-association lists \(appID), so no link opens that app")
        }
        return lines
    }

    /// `map` with the `--aasa` file as its web hosts' apple-app-site-association and `--app-id`
    /// as the app it answers for; `map` itself without either. Problems in the file, a map
    /// without web hosts, or an app ID that is not one, throw a ``RouteInputProblem``.
    func apply(to map: RouteMap) throws(RouteInputProblem) -> RouteMap {
        guard aasa != nil || appID != nil else { return map }
        guard var web = map.web else {
            throw RouteInputProblem(option: "\(aasa != nil ? "--aasa" : "--app-id") needs web hosts in the route map (web: {hosts: [...]}); \(map.app) has none")
        }
        if let appID {
            guard RouteMapLoader.isAppID(appID) else {
                throw RouteInputProblem(option: "--app-id \"\(appID)\" is not an app ID; write the team ID and the bundle ID, like ABCDE12345.com.example.app")
            }
            web.appID = appID
        }
        if let aasa {
            do {
                web.appSiteAssociation = try AppSiteAssociationLoader.load(contentsOf: aasa)
            } catch {
                throw RouteInputProblem(error)
            }
        }
        web.appSiteAssociation?.appID = web.appID
        var map = map
        map.web = web
        return map
    }
}
