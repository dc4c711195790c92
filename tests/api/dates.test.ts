import { beforeAll, describe, expect, it } from "vitest"
import { isCalendarDate } from "../../src/api/dates"
import { correctionRequests } from "./support/correctionRequests"
import { operations, sendRaw, type RawRequest, type RawResponse } from "./support/operations"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

const portal = usePortal()
let token = ""

beforeAll(async () => {
  token = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
})

const impossible = ["2024-02-30", "0000-00-00", "2025-13-01", "2023-02-29", "2024-06-31"]

const call = (key: string, request: RawRequest) =>
  sendRaw(
    portal.baseUrl,
    operations.find((o) => o.key === key)!,
    request,
    token
  )

const refusal = (response: RawResponse) => ({
  status: response.status,
  code: response.status === 400 ? (JSON.parse(response.text) as { code?: string }).code : response.text.slice(0, 200)
})
const invalidRequest = { status: 400, code: "ERROR_400_INVALID_REQUEST" }

const valid = (key: string) => correctionRequests(() => portal.baseUrl)[key]!({ token, corrects: true })

describe("a date that matches yyyy-MM-dd but does not exist", () => {
  it("is told apart from a real one: 29 February only in a leap year, no month 13, no year 0", () => {
    expect(["2024-02-29", "2000-02-29", "1999-12-31", "2025-04-30"].filter(isCalendarDate)).toHaveLength(4)
    expect([...impossible, "1900-02-29", "2025-4-30", "20250430", "2025-04-30T00:00"].filter(isCalendarDate)).toEqual([])
  })

  it("answers 400 on POST /api/Policy/TermVehicles, where a real term start answers", async () => {
    const request = await valid("correctionLookups.termVehicles")
    expect((await call("correctionLookups.termVehicles", request)).status).toBe(200)
    const { policyKey } = request.body as { policyKey: number }
    for (const date of impossible) {
      const response = await call("correctionLookups.termVehicles", { body: { policyKey, termStartDates: [date] } })
      expect(refusal(response), date).toEqual(invalidRequest)
    }
  })

  it("answers 400 in every correction that carries a date", async () => {
    const driver = await valid("dataCorrection.updateDriverInfo")
    const claim = await valid("dataCorrection.addClaim")
    const operator = await valid("dataCorrection.addOperatorInPolicy")
    const body = (request: RawRequest) => request.body as Record<string, unknown>
    for (const date of impossible) {
      const responses = [
        await call("dataCorrection.updateDriverInfo", { body: { ...body(driver), dateOfBirth: date } }),
        await call("dataCorrection.addClaim", { body: { ...body(claim), accidentDate: date } }),
        await call("dataCorrection.addOperatorInPolicy", { body: { ...body(operator), dateOfBirth: date } }),
        await call("dataCorrection.addOperatorInPolicy", {
          body: { ...body(operator), policyTerm: [{ termStartDate: date, termEndDate: "2030-01-01" }] }
        })
      ]
      for (const response of responses) expect(refusal(response), date).toEqual(invalidRequest)
    }
  })

  it("answers 400 in the searches' date filters", async () => {
    for (const date of impossible) {
      const responses = [
        await call("driverReports.historySearch", { query: [["fromDate", date]] }),
        await call("ninetyDays.search", {
          query: [["PageNumber", "1"]],
          body: { reviewStatus: 0, ianaTimezone: "America/Toronto", fromDate: date }
        }),
        await call("correctionReport.search", { body: { fromDate: date, toDate: "2025-01-01", ianaTimezone: "UTC" } })
      ]
      for (const response of responses) expect(refusal(response), date).toEqual(invalidRequest)
    }
  })

  it("answers 400 in a date-time whose day does not exist", async () => {
    const response = await call("contentAdministration.putSystemMessage", {
      body: { messageEn: "Maintenance", messageFr: "Entretien", startDate: "2024-02-30T08:00:00Z", endDate: null }
    })
    expect(refusal(response)).toEqual(invalidRequest)
  })
})
