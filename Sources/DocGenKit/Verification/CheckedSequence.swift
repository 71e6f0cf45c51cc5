import Lifecycle

/// A lifecycle block after checking: what it documents, matched step by step with the model.
public struct CheckedSequence: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        /// The documented line.
        public var line: LifecycleBlock.Line
        /// The model's step it matches, when it matches one.
        public var step: Step?
    }

    /// The fields, kept in one box: a checked sequence is copied into the report, out of it for each
    /// page that shows its block, and into the reference pages, and each copy of the six fields
    /// retained every one of them (some nine references). A setter puts a new box in place.
    private struct Fields: Sendable, Equatable {
        var block: LifecycleBlock
        var mode: LifecycleMode?
        var from: StartState
        var events: [EventOccurrence]
        var rows: [Row]
        var diagnostics: [Diagnostic]
    }
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
    private var box: Box

    public init(block: LifecycleBlock, mode: LifecycleMode?, from: StartState, events: [EventOccurrence], rows: [Row],
                diagnostics: [Diagnostic]) {
        box = Box(Fields(block: block, mode: mode, from: from, events: events, rows: rows, diagnostics: diagnostics))
    }

    public var block: LifecycleBlock {
        get { box.fields.block }
        set { change(\.block, to: newValue) }
    }
    public var mode: LifecycleMode? {
        get { box.fields.mode }
        set { change(\.mode, to: newValue) }
    }
    public var from: StartState {
        get { box.fields.from }
        set { change(\.from, to: newValue) }
    }
    public var events: [EventOccurrence] {
        get { box.fields.events }
        set { change(\.events, to: newValue) }
    }
    public var rows: [Row] {
        get { box.fields.rows }
        set { change(\.rows, to: newValue) }
    }
    public var diagnostics: [Diagnostic] {
        get { box.fields.diagnostics }
        set { change(\.diagnostics, to: newValue) }
    }

    private mutating func change<Value>(_ field: WritableKeyPath<Fields, Value>, to value: Value) {
        var fields = box.fields
        fields[keyPath: field] = value
        box = Box(fields)
    }

    /// Every documented line matched the model and no required step is missing.
    public var isVerified: Bool { !diagnostics.hasErrors && mode != nil }

    public static func == (lhs: CheckedSequence, rhs: CheckedSequence) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}
