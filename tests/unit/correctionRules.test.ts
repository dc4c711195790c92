import { describe, expect, it } from "vitest"
import { alreadyListed, listingForTerms } from "../../src/server/domain/corrections/operatorListing"
import { ninetyDaysBefore, reportsToFlag, type RecentReport } from "../../src/server/domain/corrections/ninetyDayRows"

/** The corrections domain's rules that need no database (docs/decisions.md, "Data correction on the server"). */

describe("the listing an added operator gets", () => {
  const terms = [
    { termStartDate: "2022-03-01", termEndDate: "2023-03-01" },
    { termStartDate: "2020-03-01", termEndDate: "2021-03-01" }
  ]

  it("starts on the earliest chosen term and ends with the latest when that term is over", () => {
    expect(listingForTerms(terms, "2025-06-01")).toEqual({ dateAdded: "2020-03-01", dateDeleted: "2023-03-01" })
  })

  it("stays open while the latest chosen term runs", () => {
    expect(listingForTerms(terms, "2023-02-28")).toEqual({ dateAdded: "2020-03-01", dateDeleted: null })
  })
})

describe("the same operator twice on a policy", () => {
  const ended = { dateAdded: "2020-03-01", dateDeleted: "2021-03-01" }
  const cancelled = { dateAdded: "2023-03-01", dateDeleted: "2023-08-15" }
  const active = { dateAdded: "2024-03-01", dateDeleted: null }

  it("is refused on an ended, a cancelled and an active term alike", () => {
    expect(alreadyListed([ended], ended)).toBe(true)
    expect(alreadyListed([cancelled], cancelled)).toBe(true)
    expect(alreadyListed([active], active)).toBe(true)
  })

  it("is refused when an open listing started after the term added, as the new listing would run into it", () => {
    expect(alreadyListed([active], { dateAdded: "2023-03-01", dateDeleted: null })).toBe(true)
    expect(alreadyListed([active], { dateAdded: "2022-03-01", dateDeleted: "2023-03-01" })).toBe(false)
  })

  it("is allowed on a term that shares no day with the driver's listings", () => {
    expect(alreadyListed([ended], { dateAdded: "2021-03-01", dateDeleted: "2022-03-01" })).toBe(false)
    expect(alreadyListed([], active)).toBe(false)
  })
})

describe("who gets a 90-day row", () => {
  const correctedAt = "2025-06-30T15:00:00.000Z"
  const report = (id: number, requestorUserId: number, reportDate: string, fromCorrection = false): RecentReport => ({
    id,
    requestorUserId,
    fromCorrection,
    reportDate
  })
  const corrector = 7

  it("flags the reports other users pulled in the 90 days before the correction", () => {
    const reports = [
      report(1, 3, "2025-06-29T10:00:00.000Z"),
      report(2, 4, "2025-04-02T15:00:01.000Z"),
      report(3, 4, "2025-04-01T15:00:00.000Z")
    ]
    expect(ninetyDaysBefore(correctedAt)).toBe("2025-04-01T15:00:00.000Z")
    expect(reportsToFlag(reports, { correctorUserId: corrector, correctedAt })).toEqual([1, 2])
  })

  it("leaves out the corrector's own pulls and every correction's working copy", () => {
    const reports = [
      report(1, corrector, "2025-06-29T10:00:00.000Z"),
      report(2, 3, "2025-06-29T11:00:00.000Z", true),
      report(3, corrector, correctedAt, true),
      report(4, 3, "2025-06-29T12:00:00.000Z")
    ]
    expect(reportsToFlag(reports, { correctorUserId: corrector, correctedAt })).toEqual([4])
  })

  it("leaves out a report dated after the correction", () => {
    expect(reportsToFlag([report(1, 3, "2025-06-30T15:00:00.001Z")], { correctorUserId: corrector, correctedAt })).toEqual([])
  })
})
