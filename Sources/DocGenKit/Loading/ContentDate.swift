import Foundation

/// A calendar day written in the content (`updated: 2026-11-20` in front matter): a date the
/// writer states, never the build's clock, so the same content builds the same page.
public struct ContentDate: Sendable, Equatable, Comparable, Codable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// `YYYY-MM-DD` naming a real day of the Gregorian calendar, or `nil`.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// A real day of the Gregorian calendar, or `nil`.
    init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// As written: `2026-11-20` (the `datetime` of an HTML `<time>`).
    public var iso: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (a: ContentDate, b: ContentDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The day in `language`'s long style ("November 20, 2026", "20 novembre 2026", "2026年11月20日"),
    /// from the platform's CLDR data: no time zone or clock is involved.
    func formatted(in language: Language) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) else { return iso }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: language.code)
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }
}
