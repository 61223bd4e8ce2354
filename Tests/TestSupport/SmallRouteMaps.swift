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

    /// Every shape a screen's link can take: a tab root with a path parameter and a required
    /// query parameter (`shop › item`) and a screen of the same name one level down
    /// (`shop › Reviews › item`, with no path parameter of its own, so the tab alone is not its
    /// link); navigators nested two deep, one with a path parameter, down to an optional
    /// parameter; a tab with a path parameter whose root has no path, with an exact screen and a
    /// nested screen named as that root; a tab that owns no segment, with a fallback catch-all.
    public static let everyLinkShape = """
        app: Shapes
        schemes: [s]
        tabs:
          - name: shop
            path: shop
            root: item
            screens:
              item:
                params:
                  sku: {type: string, required: true}
                  color: {type: enum, values: [red, blue], required: true}
                  size: int
                path: "item/{sku}"
              Reviews:
                path: "reviews/{productId}"
                params: {productId: int}
                screens:
                  item: {path: top}
                  Photos:
                    path: photos
                    screens:
                      gallery: {path: "{page?}", params: {page: int}}
          - name: store
            path: "stores/{store}"
            params: {store: string}
            root: front
            screens:
              front: {path: ""}
              help: {path: "help/faq", exact: true}
              Info:
                path: info
                screens:
                  front: {path: about}
          - name: open
            path: ""
            root: list
            screens:
              list: {path: list}
              web: {path: "*", fallback: true}
        """
}
