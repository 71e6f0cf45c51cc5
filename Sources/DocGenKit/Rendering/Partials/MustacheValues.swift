/// A context as swift-mustache reads it fastest: each struct turned, once, into a dictionary of
/// its stored properties (arrays and nested structs likewise). swift-mustache would otherwise
/// reflect on a struct at every tag, and on every struct of the section stack as it climbs:
/// that was a third of a build. The typed context stays the only definition of the values; a
/// `nil` optional is left out, which reads the same (the name is looked up further out).
enum MustacheValues {
    static func of(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct:
            var values: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let value = unwrapped(child.value) else { continue }
                values[label] = of(value)
            }
            return values
        case .collection:
            return mirror.children.map { of($0.value) }
        default:
            // Text, numbers, flags, and `ui`, a dictionary of strings already.
            return value
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map(\.value)
    }
}
