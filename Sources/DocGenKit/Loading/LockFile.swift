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
    let places: TextPlaces

    init(path: String, identity: SourceIdentity, places: [String: TextPlace]) {
        self.init(path: path, identity: identity, places: TextPlaces(places))
    }

    init(path: String, identity: SourceIdentity, places: TextPlaces) {
        (self.path, self.identity, self.places) = (path, identity, places)
    }

    /// The texts of `fingerprints` that the file has, read from it now; nil when it is no longer the
    /// file recorded, or a text's bytes are not where the record says.
    func texts(_ fingerprints: some Sequence<String>) -> [String: String]? {
        guard let places = places.places(of: Set(fingerprints)) else { return nil }
        return FileBytes.withOpenFile(path) { descriptor, size -> [String: String]? in
            var status = stat()
            guard fstat(descriptor, &status) == 0, SourceIdentity(status: status) == identity else { return nil }
            var texts: [String: String] = [:]
            for (fingerprint, place) in places {
                guard place.offset >= 0, place.count >= 0, place.offset + place.count <= size,
                      let bytes = FileBytes.read(descriptor, at: place.offset, count: place.count),
                      let text = TranslationLockReader.text(at: place, in: bytes) else { return nil }
                texts[fingerprint] = text
            }
            return texts
        }
    }

    /// The file's texts' places, each by its fingerprint: as the reader found them, or as the record
    /// keeps them, packed: a text asked for is found by one pass over them (unpacking a language's
    /// places for one text was some 16 M instructions), and they are unpacked only when all are.
    final class TextPlaces: Sendable, Equatable {
        /// The places as `LockIndex` writes them, when taken from the record.
        let packed: [UInt8]?
        private let unpacked: Locked<[String: TextPlace]??>

        init(_ places: [String: TextPlace]) {
            (packed, unpacked) = (nil, Locked(places))
        }

        init(packed: [UInt8]) {
            (self.packed, unpacked) = (packed, Locked(nil))
        }

        /// nil when the packed places cannot be read (a damaged record): the caller reads the file whole.
        var all: [String: TextPlace]? {
            unpacked.withLock { places in
                if places == nil { places = .some(packed.flatMap(Self.unpack)) }
                return places!
            }
        }

        /// The places of `fingerprints` (those that have one); nil when the packed places cannot be
        /// read. Found in the packed places by one pass over them, without unpacking the others.
        func places(of fingerprints: Set<String>) -> [String: TextPlace]? {
            if let unpacked = unpacked.withLock({ $0 }) { return unpacked?.filter { fingerprints.contains($0.key) } }
            guard let packed else { return nil }
            let wanted = fingerprints.map { (fingerprint: $0, bytes: Array($0.utf8)) }
            var reader = VarintReader(bytes: packed), found: [String: TextPlace] = [:]
            guard let count = reader.next() else { return nil }
            for _ in 0..<count {
                guard let length = reader.next(), length <= UInt64(packed.count - reader.offset) else { return nil }
                let start = reader.offset, end = start + Int(length)
                let match = wanted.first { $0.bytes.count == end - start && packed[start..<end].elementsEqual($0.bytes) }
                guard reader.skip(length: length), let offset = reader.integer(), let count = reader.integer(),
                      let given = reader.next(), given <= 1 else { return nil }
                if let match { found[match.fingerprint] = TextPlace(offset: offset, count: count, indentGiven: given == 1) }
            }
            return reader.atEnd ? found : nil
        }

        /// What `LockIndex` writes: the places sorted by fingerprint, each its offset, count and whether
        /// the indentation is given.
        var packedForRecord: [UInt8]? {
            packed ?? all.map(Self.pack)
        }

        static func pack(_ places: [String: TextPlace]) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.appendVarint(UInt64(places.count))
            for (fingerprint, place) in places.sorted(by: { $0.key < $1.key }) {
                bytes.appendText(fingerprint)
                bytes.appendInteger(place.offset)
                bytes.appendInteger(place.count)
                bytes.appendVarint(place.indentGiven ? 1 : 0)
            }
            return bytes
        }

        static func unpack(_ bytes: [UInt8]) -> [String: TextPlace]? {
            var reader = VarintReader(bytes: bytes)
            guard let list = reader.list({ reader -> (String, TextPlace)? in
                guard let fingerprint = reader.text(), let offset = reader.integer(), let count = reader.integer(),
                      let given = reader.next(), given <= 1 else { return nil }
                return (fingerprint, TextPlace(offset: offset, count: count, indentGiven: given == 1))
            }), reader.atEnd else { return nil }
            return Dictionary(list, uniquingKeysWith: { first, _ in first })
        }

        static func == (lhs: TextPlaces, rhs: TextPlaces) -> Bool { lhs.all == rhs.all }
    }
}
