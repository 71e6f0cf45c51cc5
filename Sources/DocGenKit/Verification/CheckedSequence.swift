import Lifecycle

/// A lifecycle block after checking: what it documents, matched step by step with the model.
public struct CheckedSequence: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        /// The documented line.
        public var line: LifecycleBlock.Line
        /// The model's step it matches, when it matches one.
        public var step: Step?
    }

    public var block: LifecycleBlock
    public var mode: LifecycleMode?
    public var from: StartState
    public var events: [EventOccurrence]
    public var rows: [Row]
    public var diagnostics: [Diagnostic]

    /// Every documented line matched the model and no required step is missing.
    public var isVerified: Bool { !diagnostics.hasErrors && mode != nil }
}
