import { readFile } from "node:fs/promises"
import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import { demoSdcDriver } from "../../src/server/demo/demoSdcFiles"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"
import { get, upload } from "./support/sdcFiles"

const portal = usePortal()
let manager = ""

beforeAll(async () => {
  manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
})

interface Listed {
  readonly id: number
  readonly fileName: string
  readonly status: { readonly code: string }
  readonly rows: number
  readonly errorCount: number
  readonly uploadedBy: string
  readonly receivedDate: string
}

describe("the demo world's SDC files", () => {
  it("lists two accepted files and one rejected, sent by Northwind's manager over the last days", async () => {
    const answer = await get(portal, "/api/Sdc/GetSdcReports?sortColumn=receivedDate&sortDirection=asc", manager)
    expect(answer.status, answer.text).toBe(200)
    const files = (JSON.parse(answer.text) as { data: ReadonlyArray<Listed> }).data.filter((f) =>
      f.fileName.startsWith("northwind-general")
    )
    expect(files.map((f) => [f.fileName, f.status.code, f.rows, f.uploadedBy])).toEqual([
      ["northwind-general-2025-q3.csv", "ACCEPTED", 3, "Camille Gagnon"],
      ["northwind-general-policies.csv", "ACCEPTED", 1, "Camille Gagnon"],
      ["northwind-general-corrections.csv", "REJECTED", 3, "Camille Gagnon"]
    ])
    expect(Date.parse(files[0]!.receivedDate)).toBeLessThan(Date.now() - 10 * 86_400_000)
    expect(files[2]!.errorCount).toBeGreaterThanOrEqual(3)
  })

  it("gives the rejected file's error report in French: a bad code, another company's policy, an invalid date", async () => {
    const list = await get(portal, "/api/Sdc/GetSdcReports?statusId=4", manager)
    const rejected = (JSON.parse(list.text) as { data: ReadonlyArray<Listed> }).data.find(
      (f) => f.fileName === "northwind-general-corrections.csv"
    )!
    const report = await get(portal, `/api/Sdc/GetSdcErrorReport/${rejected.id}?lang=fr`, manager)
    expect(report.status, report.text).toBe(200)
    const lines = Papa.parse<Array<string>>(report.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data
    expect(lines[0]).toEqual(["Ligne", "Colonne", "Valeur", "Motif", "Code du motif"])
    expect(lines.slice(1).map(([line, column]) => [line, column])).toEqual(
      expect.arrayContaining([
        ["2", "policy_status"],
        ["3", "company"],
        ["4", "date_of_loss"]
      ])
    )
    expect(lines.find(([, column]) => column === "company")![3]).toContain("une entreprise n'envoie que ses propres polices")
  })

  it("applied the accepted files: the new driver has the policy and the claim", async () => {
    const [driver] = await portal.sql(
      (sql) =>
        sql<{ count: number }>`SELECT count(*)::int AS count FROM driver WHERE licence_number = ${demoSdcDriver.licenceNumber}`
    )
    expect(driver!.count).toBe(1)
    const policies = await portal.sql(
      (sql) =>
        sql<{
          policyNumber: string
        }>`SELECT policy_number FROM policy WHERE policy_number LIKE 'NWD-SDC-%' ORDER BY policy_number`
    )
    expect(policies.map((p) => p.policyNumber)).toEqual(expect.arrayContaining(["NWD-SDC-0001", "NWD-SDC-0002"]))
  })
})

describe("the sample files of docs/sdc-samples", () => {
  const sample = (name: string) => readFile(new URL(`../../docs/sdc-samples/${name}`, import.meta.url), "utf8")
  const send = async (name: string) => {
    const [company] = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM reporting_company WHERE code = 'NWD-GEN'`)
    return upload(portal, await sample(name), { token: manager, fileName: name, reportingCompanyId: company!.id })
  }

  it("accepts the good one once, then refuses it as a duplicate", async () => {
    const first = await send("northwind-general-accepted.csv")
    expect(first.status, first.text).toBe(200)
    expect(first.json().file.status.code).toBe("ACCEPTED")
    expect(first.json().file.rows).toBe(3)
    const again = await send("northwind-general-accepted.csv")
    expect(again.json().file.status.code).toBe("REJECTED")
    expect(again.json().errors.map((e: { reason: string }) => e.reason)).toEqual(["DUPLICATE_FILE"])
  })

  it("rejects the bad one with a reason per refused value", async () => {
    const answer = await send("northwind-general-rejected.csv")
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json().file.status.code).toBe("REJECTED")
    expect(
      answer.json().errors.map((e: { line: number; column: string; reason: string }) => [e.line, e.column, e.reason])
    ).toEqual([
      [2, "expiry_date", "DATE_ORDER"],
      [3, "company", "NOT_OWN_COMPANY"],
      [4, "jurisdiction", "UNKNOWN_CODE"],
      [4, "claim_status", "UNKNOWN_CODE"],
      [4, "at_fault", "INVALID_NUMBER"]
    ])
  })
})
