import Foundation
import Mustache

/// A value as a template reads it: what swift-mustache finds out at every tag by casting (is it a
/// dictionary, a sequence, a flag?), found out once when the values are handed over.
enum TemplateValue {
    /// Text, or a number (its description): printed, and a section over it is entered once.
    case text(String)
    /// A section over it is entered (without a new innermost value) when true.
    case flag(Bool)
    case dictionary([String: TemplateValue])
    /// A dictionary of text (the UI strings), kept as it is rather than converted entry by entry.
    case strings([String: String])
    case list([TemplateValue])
    /// Any other value (an enum, a struct): printed with its description, its children found by
    /// reflection, as swift-mustache does for values it knows nothing else about.
    case other(Any)

    /// `value` as a template reads it, or nil when swift-mustache would treat it in a way not
    /// modelled here (a lambda, a set, an optional, a custom renderable…).
    static func from(_ value: Any) -> TemplateValue? {
        // Exact types first: comparing types costs nothing, a failed cast looks up conformances.
        let type = Swift.type(of: value)
        if type == String.self { return .text(value as! String) }
        if type == TemplateValue.self { return (value as! TemplateValue) }
        if type == [String: Any].self { return dictionary(value as! [String: Any]) }
        if type == [Any].self { return list(value as! [Any]) }
        if type == Bool.self { return .flag(value as! Bool) }
        if type == [String: String].self { return .strings(value as! [String: String]) }
        if type == Int.self || type == Double.self { return .text(String(describing: value)) }
        if type == [[String: Any]].self { return list((value as! [[String: Any]]).map { $0 as Any }) }
        if type == [String].self { return .list((value as! [String]).map { .text($0) }) }
        // What swift-mustache gives a meaning of its own, other than these, is left to it.
        if value is any MustacheParent {
            guard let dictionary = value as? [String: Any] else { return nil }
            return Self.dictionary(dictionary)
        }
        if value is any MustacheSequence {
            guard let array = value as? [Any], Mirror(reflecting: value).displayStyle == .collection else { return nil }
            return list(array)
        }
        if value is MustacheTemplate || value is any MustacheCustomRenderable || value is any MustacheCustomRepresentation
            || value is MustacheLambda || value is Bool || value is String || Mirror(reflecting: value).displayStyle == .optional {
            return nil
        }
        return .other(value)
    }

    /// The entries of `dictionary` as a template reads them, or nil as `from` gives it.
    static func dictionary(from dictionary: [String: Any]) -> [String: TemplateValue]? {
        guard case .dictionary(let values) = Self.dictionary(dictionary) else { return nil }
        return values
    }

    private static func dictionary(_ dictionary: [String: Any]) -> TemplateValue? {
        var values: [String: TemplateValue] = [:]
        values.reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            guard let converted = from(value) else { return nil }
            values[key] = converted
        }
        return .dictionary(values)
    }

    private static func list(_ array: [Any]) -> TemplateValue? {
        var values: [TemplateValue] = []
        values.reserveCapacity(array.count)
        for value in array {
            guard let converted = from(value) else { return nil }
            values.append(converted)
        }
        return .list(values)
    }

    /// The value as swift-mustache reads it, for a theme left to it.
    var plain: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .dictionary(let values): values.mapValues(\.plain)
        case .strings(let strings): strings
        case .list(let values): values.map(\.plain)
        case .other(let value): value
        }
    }

    /// The value named `name` in this one, if it has one; throws `LeftToSwiftMustache` for a
    /// child swift-mustache would treat in a way not modelled here.
    func child(named name: String) throws -> TemplateValue? {
        switch self {
        case .dictionary(let values): return values[name]
        case .strings(let strings): return strings[name].map(TemplateValue.text)
        case .text, .flag, .list: return nil  // reflection finds no labelled children in these
        case .other(let value):
            // As swift-mustache reads a struct's stored property (an optional one unwrapped).
            guard var child = Mirror(reflecting: value).children.first(where: { $0.label == name })?.value else { return nil }
            let mirror = Mirror(reflecting: child)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return nil }
                child = wrapped
            }
            guard let converted = Self.from(child) else { throw LeftToSwiftMustache() }
            return converted
        }
    }
}
