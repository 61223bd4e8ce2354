extension QRCode {
    /// The code as an SVG document: a white background over the whole picture, quiet zone
    /// included, and the dark modules as one black path of unit squares, scaled to `moduleSize`
    /// pixels a module. `shape-rendering="crispEdges"` keeps the edges sharp at any scale, and
    /// `stroke="none"`, SVG's default, is said for renderers that stroke anyway (ImageMagick's).
    public func svg(moduleSize: Int) -> String {
        let side = sizeWithQuietZone
        let pixels = side * moduleSize
        var path = ""
        for row in 0..<side {
            var column = 0
            while column < side {
                guard isDarkInPicture(row: row, column: column) else {
                    column += 1
                    continue
                }
                // A run of dark modules on one row is one rectangle.
                let start = column
                while column < side, isDarkInPicture(row: row, column: column) { column += 1 }
                path += "M\(start) \(row)h\(column - start)v1h-\(column - start)z"
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(pixels)" height="\(pixels)" viewBox="0 0 \(side) \(side)" \
            shape-rendering="crispEdges">
            <rect width="\(side)" height="\(side)" fill="#ffffff" stroke="none"/>
            <path fill="#000000" stroke="none" d="\(path)"/>
            </svg>

            """
    }
}
