import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A page a language has not translated shows the English page inside that language's chrome:
/// the English parts say they are English, the navigation marks the page, and no hreflang
/// alternate points at it (it is not in that language).
@Suite("Fallback pages")
struct FallbackPageTests {
    // In the fixture, French lacks scenes/scenes.html; its states page is translated.
    @Test("the English title and body of a fallback page carry lang=\"en\"; the chrome stays French")
    func englishBodyMarked() throws {
        let site = try SharedSite.get()
        let html = try site.read("fr/scenes/scenes.html")
        #expect(html.contains("<html lang=\"fr\">"))
        #expect(html.contains("<div class=\"content\" lang=\"en\">"), "the body")
        #expect(html.contains("<h1 class=\"page-title\" lang=\"en\">Scenes</h1>"), "the title")
        let translated = try site.read("fr/life-cycle/states.html")
        #expect(translated.contains("<div class=\"content\">"))
        #expect(!translated.contains("class=\"content\" lang="))
    }

    @Test("no hreflang alternate points to a fallback page, from any language")
    func noHreflangToFallback() throws {
        let site = try SharedSite.get()
        for language in SiteFixture.languages {
            let html = try site.read("\(language)/scenes/scenes.html")
            let alternates = html.matches(of: /<link rel="alternate" hreflang="([^"]+)"/).map { String($0.output.1) }
            #expect(alternates == ["en"], "\(language): \(alternates)")
            // The switcher still reaches the page, without claiming it is French.
            #expect(html.contains("href=\"../../fr/scenes/scenes.html\" lang=\"fr\""), "\(language)")
            #expect(!html.contains("hreflang=\"fr\" href=\"../../fr/scenes/scenes.html\""))
            #expect(!html.contains("href=\"../../fr/scenes/scenes.html\" hreflang"))
        }
        let states = try site.read("en/life-cycle/states.html")
        let alternates = states.matches(of: /<link rel="alternate" hreflang="([^"]+)"/).map { String($0.output.1) }
        #expect(alternates == ["en", "fr"], "zh-Hans has no states page: \(alternates)")
    }

    @Test("the navigation marks untranslated pages with a localised marker, their titles in English")
    func navigationMarks() throws {
        let site = try SharedSite.get()
        let html = try site.read("fr/scenes/scenes.html")
        let marker = try #require(html.firstMatch(of: /<span lang="en">Scenes<\/span> <span class="nav-untranslated">([^<]+)<\/span>/)?.output.1)
        let english = try site.read("en/scenes/scenes.html")
        #expect(!english.contains("nav-untranslated"), "English has no fallback")
        let chinese = try site.read("zh-Hans/scenes/scenes.html")
        let chineseMarker = try #require(chinese.firstMatch(of: /<span class="nav-untranslated">([^<]+)<\/span>/)?.output.1)
        #expect(marker != chineseMarker, "the marker is in each language's own words")
        #expect(!html.contains("<span lang=\"en\">États</span>"), "a translated page is not marked")
    }
}
