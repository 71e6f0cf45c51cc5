import Lifecycle

/// What checking a page's lifecycle blocks gave (`SequenceChecker.check`), as the parse cache keeps
/// it beside the blocks: checking every block again was a tenth of a one-page rebuild at 10,000
/// pages. A check reads nothing but its block and the model, and the model is part of the docgen
/// binary, which the cache's key stands for.
///
/// One blob, beside the blocks themselves (`ParsedPage.Stored.lifecycleBlocks`), which give each
/// sequence its block and each row its line. For each sequence: its mode and start state
/// (raw values, an empty text for no mode), its events (count; each its raw value and 0 or
/// 1 + its window), its steps (count, one per line; each 0 for no step, or 1, the callback's
/// index in `CallbackCatalogue.all`, its presence, 0 or 1 + its scene, its app state and its scene
/// state, empty for none), then its diagnostics (0, or the length of their `BinaryEncoder` bytes and those bytes).
struct StoredSequences {
    var sequences: [CheckedSequence]

    init(_ sequences: [CheckedSequence]) { self.sequences = sequences }

    /// What `bytes` holds, given back its blocks; nil for bytes this type did not write for them.
    init?(bytes: [UInt8], blocks: [LifecycleBlock]) {
        var reader = VarintReader(bytes: bytes), sequences: [CheckedSequence] = []
        for block in blocks {
            guard let sequence = Self.sequence(of: block, from: &reader) else { return nil }
            sequences.append(sequence)
        }
        guard reader.atEnd else { return nil }
        self.sequences = sequences
    }

    /// The blob, or nil when a step's callback is not one the catalogue lists (no index to write).
    var bytes: [UInt8]? {
        var bytes: [UInt8] = []
        for sequence in sequences {
            bytes.appendText(sequence.mode?.rawValue ?? "")
            bytes.appendText(sequence.from.rawValue)
            bytes.appendVarint(UInt64(sequence.events.count))
            for event in sequence.events {
                bytes.appendText(event.event.rawValue)
                Self.append(event.window, to: &bytes)
            }
            bytes.appendVarint(UInt64(sequence.rows.count))
            for row in sequence.rows {
                guard let step = row.step else {
                    bytes.appendVarint(0)
                    continue
                }
                guard let index = Self.callbackIndex[step.callback] else { return nil }
                bytes.appendVarint(1)
                bytes.appendVarint(UInt64(index))
                bytes.appendText(step.presence.rawValue)
                Self.append(step.scene, to: &bytes)
                bytes.appendText(step.appState.rawValue)
                bytes.appendText(step.sceneState?.rawValue ?? "")
            }
            guard bytes.appendDiagnostics(sequence.diagnostics) else { return nil }
        }
        return bytes
    }

    private static let callbackIndex = Dictionary(CallbackCatalogue.all.enumerated().map { ($0.element, $0.offset) },
                                                  uniquingKeysWith: { first, _ in first })

    private static func append(_ number: Int?, to bytes: inout [UInt8]) {
        if let number {
            bytes.appendVarint(1)
            bytes.appendInteger(number)
        } else {
            bytes.appendVarint(0)
        }
    }

    private static func optionalInteger(_ reader: inout VarintReader) -> Int?? {
        switch reader.next() {
        case 0: return .some(nil)
        case 1: return reader.integer().map { .some($0) }
        default: return nil
        }
    }

    private static func sequence(of block: LifecycleBlock, from reader: inout VarintReader) -> CheckedSequence? {
        guard let modeText = reader.text(), let from = reader.rawCase(StartState.self),
              let eventCount = reader.next() else { return nil }
        let mode = LifecycleMode(rawValue: modeText)
        guard mode != nil || modeText.isEmpty else { return nil }
        var events: [EventOccurrence] = []
        for _ in 0..<min(eventCount, UInt64(reader.bytes.count)) {
            guard let event = reader.rawCase(LifecycleEvent.self), let window = optionalInteger(&reader) else { return nil }
            events.append(EventOccurrence(event, window: window))
        }
        guard events.count == eventCount, reader.next() == UInt64(block.lines.count) else { return nil }
        var rows: [CheckedSequence.Row] = []
        for line in block.lines {
            switch reader.next() {
            case 0:
                rows.append(CheckedSequence.Row(line: line, step: nil))
            case 1:
                guard let index = reader.next(), index < CallbackCatalogue.all.count,
                      let presence = reader.rawCase(Presence.self), let scene = optionalInteger(&reader),
                      let appState = reader.rawCase(AppState.self), let sceneText = reader.text() else { return nil }
                let sceneState = SceneState(rawValue: sceneText)
                guard sceneState != nil || sceneText.isEmpty else { return nil }
                rows.append(CheckedSequence.Row(line: line, step: Step(CallbackCatalogue.all[Int(index)], presence, scene: scene,
                                                                       appState: appState, sceneState: sceneState)))
            default:
                return nil
            }
        }
        guard let diagnostics = reader.diagnostics() else { return nil }
        return CheckedSequence(block: block, mode: mode, from: from, events: events, rows: rows, diagnostics: diagnostics)
    }
}
