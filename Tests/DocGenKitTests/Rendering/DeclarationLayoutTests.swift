@testable import DocGenKit
import Lifecycle
import Testing

/// Long declarations are laid out one parameter (Swift) or one selector part (Objective-C) a line,
/// as Apple's documentation shows them; short ones stay on one line.
@Suite("Declaration layout")
struct DeclarationLayoutTests {
    /// The text with every run of white space as one space, and none inside parentheses' edges.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    @Test("every catalogued declaration keeps its text, and a long one is cut only between parameters or selector parts")
    func everyDeclaration() {
        var laidOut = 0
        for declaration in CallbackCatalogue.all.compactMap(\.declaration) {
            for (original, layout) in [(declaration.swift, DeclarationLayout.swift(declaration.swift)),
                                       (declaration.objc, DeclarationLayout.objc(declaration.objc))] {
                #expect(Self.flattened(layout) == Self.flattened(original), "\(layout)")
                let lines = layout.split(separator: "\n")
                if original.count <= DeclarationLayout.width {
                    #expect(lines.count == 1, "\(original)")
                    continue
                }
                // One parameter, or one part of a selector, has nowhere to be cut.
                let severalPieces = original.contains(", ") || original.firstMatch(of: /\ [A-Za-z_][A-Za-z0-9_]*:\(/) != nil
                #expect((lines.count > 1) == severalPieces, "\(original)")
                if lines.count > 1 { laidOut += 1 }
                // No line ends inside parentheses that a later line closes, but the Swift opening one.
                for line in lines.dropFirst().dropLast() where line.hasPrefix(DeclarationLayout.indent) {
                    #expect(line.filter { $0 == "(" }.count == line.filter { $0 == ")" }.count, "\(line) in \(layout)")
                }
            }
        }
        #expect(laidOut > 20, "only \(laidOut) long declarations: the check saw too little")
    }

    @Test("the background URL session's declarations, as Apple lays them out")
    func example() {
        #expect(DeclarationLayout.swift("func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)")
                == "func application(\n    _ application: UIApplication,\n    handleEventsForBackgroundURLSession identifier: String,\n    completionHandler: @escaping () -> Void\n)")
        #expect(DeclarationLayout.objc("- (void)application:(UIApplication *)application handleEventsForBackgroundURLSession:(NSString *)identifier completionHandler:(void (^)(void))completionHandler;")
                == "- (void)application:(UIApplication *)application\n    handleEventsForBackgroundURLSession:(NSString *)identifier\n    completionHandler:(void (^)(void))completionHandler;")
    }
}
