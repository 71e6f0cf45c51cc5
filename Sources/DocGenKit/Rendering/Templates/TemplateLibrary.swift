import Mustache

/// The theme's templates, rendered as swift-mustache renders them, byte for byte, without its
/// run-time work: swift-mustache casts every value it meets to half a dozen protocols and splits
/// every dotted name at every tag, which was a third of a 10,000-page build.
///
/// swift-mustache stays the reference: it parses every template first (so its errors are the
/// ones reported), and it renders whatever this library does not take on: a template that
/// `TemplateParser` leaves to it, or values `TemplateValue` does not model.
struct TemplateLibrary: Sendable {
    /// swift-mustache's library of the templates registered with `register(_:named:)`, parsed then.
    private var parsed = MustacheLibrary()
    /// swift-mustache's library of all the templates, when some were registered as known to parse:
    /// made the first time it is needed (most builds render every template here, and never need it).
    private var complete: MadeOnce<MustacheLibrary>?
    /// The templates registered as known to parse, not parsed yet.
    private var unparsed: [(name: String, text: String)] = []
    /// Each template's tokens; nil once a template is left to swift-mustache, which then renders
    /// all of them (a partial is rendered by whoever renders the template that includes it).
    private var compiled: [String: [TemplateToken]]? = [:]

    init() {}

    /// Registers `text` under `name`; throws swift-mustache's parse error.
    mutating func register(_ text: String, named name: String) throws {
        try parsed.register(text, named: name)
        compile(text, named: name)
        if complete != nil { completeLater() }
    }

    /// Registers `text`, which swift-mustache parsed without error before (the same bytes, with the
    /// same binary): its parse waits until swift-mustache renders something.
    mutating func register(knownToParse text: String, named name: String) {
        unparsed.append((name, text))
        compile(text, named: name)
        completeLater()
    }

    private mutating func compile(_ text: String, named name: String) {
        if let tokens = TemplateParser.tokens(of: text) {
            compiled?[name] = tokens
        } else {
            compiled = nil
        }
    }

    private mutating func completeLater() {
        let (parsed, unparsed) = (self.parsed, self.unparsed)
        complete = MadeOnce {
            var library = parsed
            // They parsed without error before, in this binary.
            for template in unparsed { try? library.register(template.text, named: template.name) }
            return library
        }
    }

    /// swift-mustache's library of every template registered.
    var reference: MustacheLibrary { complete?.value ?? parsed }

    /// Whether templates are rendered here rather than by swift-mustache.
    var rendersItself: Bool { compiled != nil }

    /// The template `name` rendered with `values`, or nil when there is no such template.
    func render(_ values: Any, withTemplate name: String) -> String? {
        renderedHere(values, withTemplate: name) ?? reference.render(values, withTemplate: name)
    }

    /// The template `name` rendered with a context's values (`MustacheValues`).
    func render(_ values: TemplateValue, withTemplate name: String) -> String? {
        renderedHere(values, withTemplate: name) ?? reference.render(values.plain, withTemplate: name)
    }

    /// The template rendered by this library, or nil when it is left to swift-mustache (or missing).
    func renderedHere(_ values: Any, withTemplate name: String) -> String? {
        guard let root = TemplateValue.from(values) else { return nil }
        return renderedHere(root, withTemplate: name)
    }

    func renderedHere(_ root: TemplateValue, withTemplate name: String) -> String? {
        guard let compiled, let tokens = compiled[name] else { return nil }
        var output = ""
        var renderer = TemplateRenderer(templates: compiled, values: [root])
        do {
            try renderer.render(tokens, in: TemplateRenderer.Context(), into: &output)
        } catch {
            return nil  // a value met while rendering that is not modelled: swift-mustache renders it all
        }
        return output
    }
}

/// What `TemplateParser`, `TemplateValue` or the renderer does not take on (a template's feature, a
/// value), which swift-mustache is then left to render.
struct LeftToSwiftMustache: Error {}

/// Renders tokens with a stack of values, as swift-mustache's `MustacheTemplate.render` does.
private struct TemplateRenderer {
    let templates: [String: [TemplateToken]]
    /// The values entered, innermost last: pushed when a section is entered and taken off when it
    /// ends. (A new stack for each section entered, a copy of the one around it, was an allocation
    /// and a retain of every value for each item of every list.)
    var values: [TemplateValue]

    struct Context {
        /// Where the innermost section over a list stands, while its items are rendered.
        var iteration: (index: Int, count: Int)?
        /// Put before each line a partial renders (its standalone tag's blanks, accumulated).
        var indentation: String?
    }

    mutating func render(_ tokens: [TemplateToken], in context: Context, into output: inout String) throws {
        guard let indentation = context.indentation, !indentation.isEmpty else {
            for token in tokens { try render(token, in: context, into: &output) }
            return
        }
        // Each token's output that starts a line of this template's output is indented.
        let start = output.utf8.count
        for token in tokens {
            var piece = ""
            try render(token, in: context, into: &piece)
            if !piece.isEmpty, output.utf8.count > start, Self.endsWithLineFeed(output) { output += indentation }
            output += piece
        }
    }

    /// Whether the last Character is "\n" (a "\r\n" is one Character of its own).
    private static func endsWithLineFeed(_ text: String) -> Bool {
        var bytes = text.utf8.reversed().makeIterator()
        guard bytes.next() == UInt8(ascii: "\n") else { return false }
        return bytes.next() != UInt8(ascii: "\r")
    }

    /// `tokens` rendered with `value` entered: the innermost value, and no list's item any more.
    private mutating func render(_ tokens: [TemplateToken], entering value: TemplateValue, in context: Context,
                                 iteration: (index: Int, count: Int)? = nil, into output: inout String) throws {
        values.append(value)
        defer { values.removeLast() }
        try render(tokens, in: Context(iteration: iteration, indentation: context.indentation), into: &output)
    }

    private mutating func render(_ token: TemplateToken, in context: Context, into output: inout String) throws {
        switch token {
        case .text(let text):
            output += text
        case .variable(let reference, let escaped):
            guard let value = try lookUp(reference, in: context) else { return }
            let text: String
            switch value {
            case .text(let string): text = string
            case .flag(let flag): text = flag ? "true" : "false"
            case .other(let any): text = String(describing: any)
            case .dictionary, .strings, .list: throw LeftToSwiftMustache()  // printed as Swift prints a collection
            }
            output += escaped ? HTMLEscaping().escapeText(text) : text
        case .section(let reference, let inner, let inverted):
            let value = try lookUp(reference, in: context)
            if inverted {
                switch value {
                case .list(let items) where items.isEmpty: try render(inner, entering: .list(items), in: context, into: &output)
                case .flag(false), nil: try render(inner, in: context, into: &output)
                default: break
                }
                return
            }
            switch value {
            case .list(let items):
                for (index, item) in items.enumerated() {
                    try render(inner, entering: item, in: context, iteration: (index, items.count), into: &output)
                }
            case .flag(let flag):
                if flag { try render(inner, in: context, into: &output) }
            case .some(let value):
                try render(inner, entering: value, in: context, into: &output)
            case nil:
                break
            }
        case .partial(let name, let indentation):
            guard let tokens = templates[name] else { return }
            var partialContext = Context(iteration: nil, indentation: context.indentation)
            if let indentation { partialContext.indentation = (context.indentation ?? "") + indentation }
            try render(tokens, in: partialContext, into: &output)
        }
    }

    private func lookUp(_ reference: TemplateReference, in context: Context) throws -> TemplateValue? {
        switch reference {
        case .current:
            return values.last
        case .sequence(let property):
            guard let (index, count) = context.iteration else { return nil }
            switch property {
            case "first": return .flag(index == 0)
            case "last": return .flag(index == count - 1)
            case "index": return .text(String(index))
            case "even": return .flag(index & 1 == 0)
            case "odd": return .flag(index & 1 == 1)
            default: return nil
            }
        case .path(let names, let climbing):
            guard let first = names.first else { return values.last }
            var found: TemplateValue?
            if climbing {
                for index in values.indices.reversed() {
                    if let child = try values[index].child(named: first) { found = child; break }
                }
            } else {
                found = try values.last?.child(named: first)
            }
            for name in names.dropFirst() {
                guard let value = found else { return nil }
                found = try value.child(named: name)
            }
            return found
        }
    }
}
