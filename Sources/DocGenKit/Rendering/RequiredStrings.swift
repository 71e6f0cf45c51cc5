import Foundation
import Lifecycle

/// Every UI string key docgen's own code asks for, so that a key missing from the catalogs is
/// an error at build time instead of a raw key on a page.
enum RequiredStrings {
    static let fixed = [
        "siteTitle", "siteTagline", "languageName", "fallbackNotice", "draftNotice", "permalink", "lastUpdated",
        "outdatedSectionNotice", "outdatedSectionRemoved", "outdatedSectionNew", "outdatedPageNotice", "outdatedReadEnglish",
        "stateNotRunning", "stateInactive", "stateActive", "stateBackground", "stateSuspended",
        "sceneStateUnattached", "sceneStateForegroundInactive", "sceneStateForegroundActive", "sceneStateBackground",
        "receiverAppDelegate", "receiverSceneDelegate", "receiverSceneDelegateNumbered", "modeAppDelegate", "modeScenes",
        "lifecycleFrom", "lifecycleEvents", "labelSeparator", "listSeparator", "clauseSeparator", "lifecycleChecked", "lifecycleOptional", "lifecycleNoCallbacks",
        "lifecycleColumnStep", "lifecycleColumnCallback", "lifecycleColumnReceiver", "lifecycleColumnState",
        "diagramAppStates", "diagramAppStatesScenes", "diagramSceneStates", "diagramSequence", "figureScrollHint",
        "referenceEventsTitle", "referenceEventsIntro", "fieldMode", "fieldAllowedFrom", "fieldProduces", "fieldFacts",
        "eventNotInMode", "eventConditional", "eventWrittenAs",
        "fieldAvailability", "fieldPlatform", "fieldIntroduced", "fieldDeprecated", "fieldReplacement",
        "fieldAppleDocumentation", "deprecatedTag", "deprecatedUse",
        "referenceCallbacksTitle", "referenceCallbacksIntro", "referenceStatesTitle", "referenceStatesIntro",
        "glossaryTitle", "glossaryIntro", "appStatesHeading", "sceneStatesHeading", "callbacksHeading", "termsHeading",
        "fieldSwiftSelector", "fieldObjcSelector", "fieldReceiver", "fieldModes", "fieldNotifications", "fieldAppearsIn",
        "fieldObservable", "fieldEnteredThrough", "fieldLeftThrough", "fieldStatus",
        "valueNone", "valueYes", "valueNo", "silentTransition", "deprecatedIn", "currentAPI", "appearsInNone",
        "fieldDeclaration", "sequenceUseStep", "sequenceUseSteps",
        "tocTitle", "lifecycleEventInWindow", "lifecycleLegendTitle", "lifecycleLegendChecked", "lifecycleLegendStates", "lifecycleLegendOptional",
    ]

    /// The fixed keys, the keys named after the model's states, the glossary terms, the section
    /// titles of `sections`, and every `{{ui.key}}` in the templates.
    static func keys(sections: [String], templates: [String]) -> [String] {
        let states = AppState.allCases.map { "state" + ReferencePages.keyName($0.rawValue) + "Description" }
            + SceneState.allCases.map { "sceneState" + ReferencePages.keyName($0.rawValue) + "Description" }
        let events = LifecycleEvent.allCases.flatMap { event in
            ["eventSummary", "eventName"].map { $0 + ReferencePages.keyName(event.rawValue) }
        }
        let glossary = ReferencePages.glossaryTerms.flatMap { ["glossaryTerm" + $0, "glossaryDefinition" + $0] }
        let sectionTitles = sections.map(PageContext.sectionKey)
        let templateKeys = templates.flatMap(uiKeys(in:))
        return Array(Set(fixed + states + events + StateDiagram.eventKeys + glossary + sectionTitles + templateKeys)).sorted()
    }

    /// The keys of `{{ui.key}}` (or `{{{ui.key}}}`) in a template: `{{`, perhaps `{`, white space
    /// (across lines too), `ui.`, then the key's ASCII letters and digits.
    static func uiKeys(in template: String) -> [String] {
        var template = template
        return template.withUTF8 { bytes in
            let text = TemplateBytes(bytes: bytes)
            var keys: [String] = []
            text.forEachOpening { at in
                var index = at + 2
                if index < bytes.count, bytes[index] == UInt8(ascii: "{") { index += 1 }
                index = text.afterSpace(from: index, acrossLines: true)
                guard text.has("ui.", at: index) else { return nil }
                let end = text.endOfRun(from: index + 3) { value in
                    (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)  // [A-Za-z0-9]
                }
                guard end > index + 3 else { return nil }
                keys.append(text.text((index + 3)..<end))
                return end
            }
            return keys
        }
    }
}
