// RouteCore's API names types of the targets below it: a route map's loader throws
// `RouteMapError`, an analysis holds its `ScannedURL` and its platform eligibility. An app
// that imports RouteCore sees them without importing those targets.
@_exported import PlatformLinks
@_exported import TextBytes
