/// A place in a source file.
///
/// `line` and `column` count from 1. The column is the number of UTF-8 bytes from the start
/// of the line plus one, as libcmark reports it and as compilers print it; in Chinese or
/// Korean text one character is three bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// With this key in the coder's `userInfo` (a file's path as printed), a location in that file
    /// is written as one number (line and column, 32 bits each) without its file, and read back
    /// sharing the one string: a parsed page holds thousands of locations in its own file (`ParseCache`).
    static let fileInContext = CodingUserInfoKey(rawValue: "docgen.fileInContext")!

    private enum CodingKeys: String, CodingKey { case file, line, column }

    public init(from decoder: any Decoder) throws {
        let shared = decoder.userInfo[Self.fileInContext] as? String
        if let shared, let packed = try? decoder.singleValueContainer().decode(UInt64.self) {
            self.init(file: shared, line: Int(packed >> 32), column: Int(packed & 0xffff_ffff))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let file = try container.decodeIfPresent(String.self, forKey: .file)
        guard let file = file ?? shared else {
            throw DecodingError.keyNotFound(CodingKeys.file, .init(codingPath: container.codingPath, debugDescription: "no file"))
        }
        self.init(file: file, line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        let inContext = file == encoder.userInfo[Self.fileInContext] as? String
        if inContext, (0..<(1 << 32)).contains(line), (0..<(1 << 32)).contains(column) {
            var container = encoder.singleValueContainer()
            try container.encode(UInt64(line) << 32 | UInt64(column))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !inContext { try container.encode(file, forKey: .file) }
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
