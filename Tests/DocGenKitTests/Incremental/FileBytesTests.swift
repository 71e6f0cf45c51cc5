@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

@Suite("File bytes")
struct FileBytesTests {
    @Test("a file reads as Foundation reads it; a folder, a missing file and a fifo read as nil")
    func contents() throws {
        try withTemporaryDirectory { folder in
            for size in [0, 1, 4_095, 4_096, 1 << 20] {
                let file = folder.appendingPathComponent("f\(size)")
                let data = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
                try data.write(to: file)
                #expect(FileBytes.contents(of: file.path) == [UInt8](data), "\(size) bytes")
            }
            #expect(FileBytes.contents(of: folder.path) == nil)
            #expect(FileBytes.contents(of: folder.appendingPathComponent("missing").path) == nil)
            let fifo = folder.appendingPathComponent("fifo")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            #expect(FileBytes.contents(of: fifo.path) == nil)
        }
    }
}
