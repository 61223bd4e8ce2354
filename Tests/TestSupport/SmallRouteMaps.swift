/// Small route maps, in the route-map YAML, that tests in several targets read.
public enum SmallRouteMaps {
    /// A tab whose root screen's path has a required parameter (`item/{sku}`), and a plain screen.
    public static let rootWithPathParameter = """
        app: Shop
        schemes: [t]
        tabs:
          - name: shop
            root: item
            screens:
              item:
                path: "item/{sku}"
                params:
                  sku: {type: string, required: true}
              list: {}
        """
}
