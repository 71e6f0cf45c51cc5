import Testing
import Lifecycle

/// Each declaration names its own callback: the selectors read back from the Swift and the
/// Objective-C declarations are the catalogue's.
@Suite struct CallbackDeclarationTests {
    @Test(arguments: CallbackCatalogue.all)
    func swiftDeclarationNamesItsCallback(_ callback: Callback) throws {
        let declaration = try #require(callback.declaration, "no declaration for \(callback.swiftSelector)")
        #expect(Self.swiftSelector(of: declaration.swift) == callback.swiftSelector, "\(declaration.swift)")
    }

    @Test(arguments: CallbackCatalogue.all)
    func objcDeclarationNamesItsCallback(_ callback: Callback) throws {
        let declaration = try #require(callback.declaration)
        #expect(Self.objcSelector(of: declaration.objc) == callback.objcSelector, "\(declaration.objc)")
        #expect(declaration.objc.hasPrefix("- ("), "an instance method")
        #expect(declaration.objc.hasSuffix(";"))
    }

    @Test(arguments: CallbackCatalogue.all)
    func everyCallbackHasAnApplePage(_ callback: Callback) throws {
        let api = try #require(APICatalogue.named(callback.swiftSelector), "no Apple page for \(callback.swiftSelector)")
        #expect(api.source.hasPrefix("https://developer.apple.com/documentation/"))
    }

    @Test func aMethodKnownOnlyByNameHasNoDeclaration() {
        let unmodelled = CallbackCatalogue.known.filter { !$0.isModelled }
        #expect(!unmodelled.isEmpty)
        #expect(unmodelled.allSatisfy { $0.declaration == nil })
    }

    /// `func name(_ a: A, label b: B)` → `name(_:label:)`: each parameter's first word is its label.
    static func swiftSelector(of declaration: String) -> String {
        let afterFunc = declaration.dropFirst("func ".count)
        let name = afterFunc.prefix { $0 != "(" }
        var labels: [String] = []
        var depth = 0, current = ""
        for character in afterFunc.dropFirst(name.count + 1) {
            if depth == 0, character == "," || character == ")" {
                labels.append(String(current.trimmingPrefix(" ").prefix { $0 != " " && $0 != ":" }))
                current = ""
                if character == ")" { break }
                continue
            }
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), !(character == ">" && current.hasSuffix("-")) { depth -= 1 }
            current.append(character)
        }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `- (T)name:(A)a label:(B)b;` → `name:label:`: the words before each colon outside parentheses.
    static func objcSelector(of declaration: String) -> String {
        var depth = 0, word = "", selector = ""
        for character in declaration {
            switch character {
            case "(": depth += 1; word = ""
            case ")": depth -= 1; word = ""
            case ":" where depth == 0: selector += word + ":"; word = ""
            case " ", ";": word = ""
            default: if depth == 0 { word.append(character) }
            }
        }
        return selector
    }
}
