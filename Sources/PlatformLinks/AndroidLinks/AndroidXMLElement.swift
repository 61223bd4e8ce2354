/// One element of an Android XML file (a manifest, a navigation graph), as ``AndroidXMLReader``
/// reads it: its name, where it stands, its attributes with their namespaces resolved, and its
/// child elements. Text content is not kept; Android's link files carry everything in attributes.
package struct AndroidXMLElement: Sendable, Hashable {
    /// The name as written, with its prefix if it has one: `activity`, `dist:module`.
    package let name: String
    /// Where the parser reports the element: the end of its start tag.
    package let position: AndroidSourcePosition
    /// Its attributes in name order, namespace declarations (`xmlns`, `xmlns:…`) left out.
    package let attributes: [AndroidXMLAttribute]
    /// Its child elements, in document order.
    package let children: [AndroidXMLElement]

    package init(name: String, position: AndroidSourcePosition, attributes: [AndroidXMLAttribute], children: [AndroidXMLElement]) {
        self.name = name
        self.position = position
        self.attributes = attributes
        self.children = children
    }

    /// The attributes whose prefix is bound to `namespace` where they stand, by local name:
    /// `android:name="…"` is `["name": "…"]` in ``AndroidXMLReader/androidNamespace``.
    package func attributes(in namespace: String) -> [String: String] {
        var values: [String: String] = [:]
        for attribute in attributes where attribute.namespace == namespace { values[attribute.localName] = attribute.value }
        return values
    }

    /// The attributes written without a prefix, such as `<manifest package="…">`, by name.
    package var unprefixedAttributes: [String: String] {
        var values: [String: String] = [:]
        for attribute in attributes where attribute.name == attribute.localName { values[attribute.name] = attribute.value }
        return values
    }
}

/// One attribute of an ``AndroidXMLElement``.
package struct AndroidXMLAttribute: Sendable, Hashable {
    /// The name as written: `android:name`, or `package`.
    package let name: String
    /// The name after its prefix: `name`.
    package let localName: String
    /// The namespace its prefix is bound to where the element stands; nil without a prefix, or
    /// for a prefix no enclosing element declares.
    package let namespace: String?
    /// The value, with XML's entities and character references decoded.
    package let value: String

    package init(name: String, localName: String, namespace: String?, value: String) {
        self.name = name
        self.localName = localName
        self.namespace = namespace
        self.value = value
    }
}
