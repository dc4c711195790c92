import { describe, expect, it } from "vitest"
import type { TimelineBar, TimelineRow } from "../../src/api/reports/historyTimeline"
import { i18nObject } from "../../src/i18n/i18n-util"
import { loadLocale } from "../../src/i18n/i18n-util.sync"
import { lanesOf, timelineText } from "../../src/views/reports/driver/timeline/timelineText"

loadLocale("en")
loadLocale("fr")
const en = timelineText(i18nObject("en"), "en")
const fr = timelineText(i18nObject("fr"), "fr")

const carrier = { code: "NWQ", nameEn: "Northwind Quebec", nameFr: "Northwind Québec" }
const bar: TimelineBar = {
  policyKey: 7,
  policyNumber: "NWQ-100",
  startDate: "2019-01-01",
  stopDate: "2020-01-01",
  from: 0.2,
  to: 0.3,
  role: "principal",
  cancellationDate: null,
  cancelledAt: null,
  overlap: false,
  clippedStart: false,
  clippedEnd: false
}
const row = (bars: ReadonlyArray<TimelineBar>, key = "NWQ:0"): TimelineRow => ({ key, carrier, bars })

describe("the timeline's sentences", () => {
  it("names a term by carrier, policy, dates and role, in the carrier's name of each language", () => {
    expect(en.term(row([bar]), bar)).toBe("Northwind Quebec, policy NWQ-100: 2019-01-01 to 2020-01-01, principal driver")
    expect(fr.term(row([bar]), bar)).toBe("Northwind Québec, police NWQ-100 : du 2019-01-01 au 2020-01-01, conducteur principal")
  })

  it("adds the cancellation's date and the overlap to a term that has them", () => {
    const cancelled = { ...bar, role: "excluded", cancellationDate: "2019-06-03", cancelledAt: 0.25, overlap: true } as const
    expect(en.term(row([cancelled]), cancelled)).toBe(
      "Northwind Quebec, policy NWQ-100: 2019-01-01 to 2020-01-01, excluded driver, cancelled 2019-06-03, overlaps another policy"
    )
    expect(fr.term(row([cancelled]), cancelled)).toContain("conducteur exclu, résiliée le 2019-06-03, chevauche une autre police")
  })

  it("says a claim's number, kind and date of loss", () => {
    const claim = { id: 1, claimNumber: "NWC-9", dateOfLoss: "2021-03-04", at: 0.5, kind: "thirdParty" } as const
    expect(en.claim(claim)).toBe("Claim NWC-9, third party, date of loss 2021-03-04")
    expect(fr.claim(claim)).toBe("Sinistre NWC-9, de tiers, date du sinistre 2021-03-04")
  })

  it("counts a gap's and an overlap's days in words that agree with the number", () => {
    const span = { startDate: "2020-01-01", endDate: "2020-01-02", days: 1, from: 0, to: 0 }
    expect(en.gap(span)).toBe("Possible coverage gap of 1 day: 2020-01-01 to 2020-01-02")
    expect(en.overlap({ ...span, days: 45 })).toBe("Overlap of 45 days: 2020-01-01 to 2020-01-02")
    expect(fr.gap({ ...span, days: 120 })).toBe("Interruption de couverture possible de 120 jours : du 2020-01-01 au 2020-01-02")
  })

  it("numbers a carrier's second row, not its first", () => {
    const rows = [row([bar]), row([bar], "NWQ:1"), { ...row([bar], "LAU:0"), carrier: { ...carrier, code: "LAU" } }]
    expect(lanesOf(rows)).toEqual([0, 1, 0])
    expect(en.rowLabel(rows[0]!, 0)).toBe("Northwind Quebec")
    expect(en.rowLabel(rows[1]!, 1)).toBe("Northwind Quebec (2)")
  })
})
