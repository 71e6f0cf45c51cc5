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
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
