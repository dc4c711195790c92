import { beforeAll, describe, expect, it } from "vitest"
import type { SdcReportResult } from "../../src/api/sdc/schemas"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"
import { day, get, newPolicyWorld, sdcCsv, upload } from "./support/sdcFiles"

const portal = usePortal()
const tokens = { manager: "", analyst: "", admin: "" }
const companies = new Map<string, { id: number; organizationId: number }>()

const fileName = `report-${Date.now().toString(36)}`

beforeAll(async () => {
  tokens.manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
  tokens.analyst = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  tokens.admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
  const rcs = await portal.sql(
    (sql) => sql<{ id: number; code: string; organizationId: number }>`SELECT id, code, organization_id FROM reporting_company`
  )
  rcs.forEach((c) => companies.set(c.code, c))
  // One accepted file of Northwind General, one rejected of Northwind Auto, one of policies only.
  const nwdGen = companies.get("NWD-GEN")!.id
  const send = (csv: string, company: string, fileTypeId = 1, suffix = "") =>
    upload(portal, csv, {
      token: tokens.manager,
      reportingCompanyId: companies.get(company)!.id,
      fileTypeId,
      fileName: `${fileName}${suffix}.csv`
    })
  expect((await send(sdcCsv(newPolicyWorld("NWD-GEN").records), "NWD-GEN", 1, "-a")).json().file.status.code).toBe("ACCEPTED")
  expect((await send(sdcCsv(newPolicyWorld("NWD-GEN").records), "NWD-AUTO", 1, "-b")).json().file.status.code).toBe("REJECTED")
  expect((await send(sdcCsv(newPolicyWorld("NWD-GEN").records.slice(0, 1)), "NWD-GEN", 2, "-c")).status).toBe(200)
  expect(nwdGen).toBeGreaterThan(0)
})

const search = async (token: string, query: Record<string, string> = {}) => {
  const answer = await get(portal, `/api/Sdc/GetSdcReports?${new URLSearchParams(query)}`, token)
  return { status: answer.status, text: answer.text, result: () => JSON.parse(answer.text) as SdcReportResult }
}
const mine = (result: SdcReportResult) =>
  result.data.filter((row) => row.fileName.startsWith(fileName)).map((row) => row.fileName)

describe("the SDC report's lists", () => {
  it("names each file status and file type in English and French", async () => {
    const statuses = JSON.parse((await get(portal, "/api/Sdc/GetAllFileStatus", tokens.manager)).text) as Array<unknown>
    expect(statuses).toEqual([
      { id: 1, code: "RECEIVED", nameEn: "Received", nameFr: "Reçu" },
      { id: 2, code: "PROCESSING", nameEn: "Processing", nameFr: "En traitement" },
      { id: 3, code: "ACCEPTED", nameEn: "Accepted", nameFr: "Accepté" },
      { id: 4, code: "REJECTED", nameEn: "Rejected", nameFr: "Rejeté" }
    ])
    const types = JSON.parse((await get(portal, "/api/Sdc/GetAllFileTypes", tokens.manager)).text) as Array<{ code: string }>
    expect(types.map((t) => t.code)).toEqual(["ALL", "POLICY", "OPERATOR", "CLAIM"])
    expect((await get(portal, "/api/Sdc/GetAllFileTypes", tokens.analyst)).status).toBe(403)
  })
})

describe("the SDC report", () => {
  it("lists the files of the companies held, newest first, with their outcome and counts", async () => {
    const all = (await search(tokens.manager, { pageNumber: "1", pageSize: "100" })).result()
    expect(mine(all)).toEqual([`${fileName}-c.csv`, `${fileName}-b.csv`, `${fileName}-a.csv`])
    const accepted = all.data.find((row) => row.fileName === `${fileName}-a.csv`)!
    expect(accepted).toMatchObject({
      status: { code: "ACCEPTED", nameFr: "Accepté" },
      fileType: { code: "ALL" },
      reportingCompany: { id: companies.get("NWD-GEN")!.id },
      rows: 3,
      errorCount: 0,
      uploadedBy: "Camille Gagnon"
    })
    expect(accepted.completedDate).not.toBeNull()
    expect(all.count).toBeGreaterThanOrEqual(3)
  })

  it("filters by organization, company, status, file type and received date", async () => {
    const nwdGen = companies.get("NWD-GEN")!
    const rows = async (query: Record<string, string>) => mine((await search(tokens.manager, query)).result())
    expect(await rows({ reportingCompanyId: String(nwdGen.id) })).toEqual([`${fileName}-c.csv`, `${fileName}-a.csv`])
    expect(await rows({ organizationId: String(nwdGen.organizationId) })).toHaveLength(3)
    expect(await rows({ statusId: "4" })).toEqual([`${fileName}-b.csv`])
    expect(await rows({ fileTypeId: "2" })).toEqual([`${fileName}-c.csv`])
    expect(await rows({ fromDate: day(0), toDate: day(0) })).toHaveLength(3)
    expect(await rows({ fromDate: day(-30), toDate: day(-1) })).toEqual([])
  })

  it("sorts by a column and pages with the count of all", async () => {
    const byName = (await search(tokens.manager, { sortColumn: "fileName", sortDirection: "desc" })).result()
    expect(mine(byName)).toEqual([`${fileName}-c.csv`, `${fileName}-b.csv`, `${fileName}-a.csv`])
    const page = (await search(tokens.manager, { pageNumber: "2", pageSize: "1", statusId: "3" })).result()
    expect(page.data).toHaveLength(1)
    expect(page.count).toBeGreaterThanOrEqual(2)
    const past = (await search(tokens.manager, { pageNumber: "999", pageSize: "10" })).result()
    expect(past.data).toEqual([])
    expect(past.count).toBeGreaterThanOrEqual(3)
  })

  it("refuses dates in the future or out of order, unknown lists, and companies not held", async () => {
    // Each refusal names the filter the screen shows it at.
    const refusedAt = async (query: Record<string, string>) => {
      const answer = await search(tokens.manager, query)
      expect(answer.status, answer.text).toBe(400)
      return (JSON.parse(answer.text) as { issues?: ReadonlyArray<{ field: string; code: string }> }).issues
    }
    expect(await refusedAt({ fromDate: day(1), toDate: day(1) })).toEqual([
      { field: "fromDate", code: "futureDate" },
      { field: "toDate", code: "futureDate" }
    ])
    expect(await refusedAt({ fromDate: day(0), toDate: day(-1) })).toEqual([{ field: "fromDate", code: "fromAfterTo" }])
    expect(await refusedAt({ statusId: "9" })).toEqual([{ field: "statusId", code: "unknownValue" }])
    expect(await refusedAt({ fileTypeId: "9" })).toEqual([{ field: "fileTypeId", code: "unknownValue" }])
    expect((await search(tokens.manager, { ianaTimezone: "Mars/Olympus" })).status).toBe(400)
    const lau = await search(tokens.manager, { reportingCompanyId: String(companies.get("LAU-GEN")!.id) })
    expect(lau.status).toBe(403)
    expect(JSON.parse(lau.text)).toMatchObject({ token: "COMPANIES_NOT_ALLOWED" })
    expect((await search(tokens.analyst)).status).toBe(403)
  })

  it("lets bureau staff holding sdcReport for every company read every file", async () => {
    expect(mine((await search(tokens.admin, { pageSize: "100" })).result())).toHaveLength(3)
  })
})
