import Lifecycle

/// A lifecycle block after checking: what it documents, matched step by step with the model.
public struct CheckedSequence: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        /// The documented line.
        public var line: LifecycleBlock.Line
        /// The model's step it matches, when it matches one.
        public var step: Step?
    }

    /// The fields in one box: a checked sequence is copied into the report, out of it for each
    /// page that shows its block, and into the reference pages, and each copy of the six fields
    /// retained every one of them (some nine references). A setter puts a new box in place.
    private final class Box: Sendable {
        let block: LifecycleBlock
        let mode: LifecycleMode?
        let from: StartState
        let events: [EventOccurrence]
        let rows: [Row]
        let diagnostics: [Diagnostic]

        init(block: LifecycleBlock, mode: LifecycleMode?, from: StartState, events: [EventOccurrence], rows: [Row],
             diagnostics: [Diagnostic]) {
            (self.block, self.mode, self.from, self.events, self.rows, self.diagnostics) = (block, mode, from, events, rows, diagnostics)
        }
    }
    private var box: Box

    public init(block: LifecycleBlock, mode: LifecycleMode?, from: StartState, events: [EventOccurrence], rows: [Row],
                diagnostics: [Diagnostic]) {
        box = Box(block: block, mode: mode, from: from, events: events, rows: rows, diagnostics: diagnostics)
    }

    public var block: LifecycleBlock {
        get { box.block }
        set { box = Box(block: newValue, mode: mode, from: from, events: events, rows: rows, diagnostics: diagnostics) }
    }
    public var mode: LifecycleMode? {
        get { box.mode }
        set { box = Box(block: block, mode: newValue, from: from, events: events, rows: rows, diagnostics: diagnostics) }
    }
    public var from: StartState {
        get { box.from }
        set { box = Box(block: block, mode: mode, from: newValue, events: events, rows: rows, diagnostics: diagnostics) }
    }
    public var events: [EventOccurrence] {
        get { box.events }
        set { box = Box(block: block, mode: mode, from: from, events: newValue, rows: rows, diagnostics: diagnostics) }
    }
    public var rows: [Row] {
        get { box.rows }
        set { box = Box(block: block, mode: mode, from: from, events: events, rows: newValue, diagnostics: diagnostics) }
    }
    public var diagnostics: [Diagnostic] {
        get { box.diagnostics }
        set { box = Box(block: block, mode: mode, from: from, events: events, rows: rows, diagnostics: newValue) }
    }

    /// Every documented line matched the model and no required step is missing.
    public var isVerified: Bool { !diagnostics.hasErrors && mode != nil }

    public static func == (lhs: CheckedSequence, rhs: CheckedSequence) -> Bool {
        lhs.box === rhs.box
            || (lhs.block == rhs.block && lhs.mode == rhs.mode && lhs.from == rhs.from && lhs.events == rhs.events
                && lhs.rows == rhs.rows && lhs.diagnostics == rhs.diagnostics)
    }
}
