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

    /// One path-parameter name at two levels, as React Navigation apps have it: navigator `Foo`
    /// (`foo/{id}`, an integer) with the root `Bar` (`{id}`, text) below it, and a tab with a
    /// path parameter (`t/{id}`) whose root repeats it. The enclosing one is read as `Foo.id`
    /// (`other.id` for the tab's).
    public static let repeatedParameterName = """
        app: Levels
        schemes: [p]
        tabs:
          - name: main
            path: main
            root: Bar
            screens:
              Foo:
                path: "foo/{id}"
                params: {id: int}
                screens:
                  Bar: {path: "{id}", params: {id: string}}
          - name: other
            path: "t/{id}"
            params: {id: int}
            root: Leaf
            screens:
              Leaf: {path: "{id}", params: {id: string}}
        """
}
