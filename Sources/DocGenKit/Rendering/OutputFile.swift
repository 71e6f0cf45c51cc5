import Foundation

/// A file of the built site: its path under the output folder and its bytes.
public struct OutputFile: Sendable, Equatable {
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    public init(path: String, text: String) {
        self.init(path: path, data: Data(text.utf8))
    }
}
