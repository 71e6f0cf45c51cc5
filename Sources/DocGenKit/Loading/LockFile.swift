import Foundation

/// A `translations.lock` as a build read it: its path, which file it was (`SourceIdentity`), and
/// where each English text lies in it. A later build that finds the same file takes the lock from
/// the record (`LockIndex`) and leaves the texts in the file until one is asked for: a recorded
/// language's lock is some 14 MB at 2,000 pages, and a build reads a few of its texts at most.
struct LockFile: Sendable, Equatable {
    /// A text's lines in the file (the literal block after its key); `count` 0 for an empty text.
    struct TextPlace: Sendable, Equatable {
        var offset: Int
        var count: Int
        var indentGiven: Bool
    }

    let path: String
    let identity: SourceIdentity
    let places: [String: TextPlace]

    /// The texts of `fingerprints` that the file has, read from it now; nil when it is no longer the
    /// file recorded, or a text's bytes are not where the record says.
    func texts(_ fingerprints: some Sequence<String>) -> [String: String]? {
        FileBytes.withOpenFile(path) { descriptor, size -> [String: String]? in
            var status = stat()
            guard fstat(descriptor, &status) == 0, SourceIdentity(status: status) == identity else { return nil }
            var texts: [String: String] = [:]
            for fingerprint in fingerprints {
                guard let place = places[fingerprint] else { continue }
                guard place.offset >= 0, place.count >= 0, place.offset + place.count <= size,
                      let bytes = FileBytes.read(descriptor, at: place.offset, count: place.count),
                      let text = TranslationLockReader.text(at: place, in: bytes) else { return nil }
                texts[fingerprint] = text
            }
            return texts
        }
    }
}
