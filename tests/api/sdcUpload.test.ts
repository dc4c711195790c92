import { beforeAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"
import { sdcCsv, unique, upload } from "./support/sdcFiles"

const portal = usePortal()
let manager = ""
const companies = new Map<string, number>()

beforeAll(async () => {
  manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
  const rcs = await portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM reporting_company`)
  rcs.forEach((c) => companies.set(c.code, c.id))
})

describe("SDC upload", () => {
  it("accepts a file adding a policy, an operator and a claim", async () => {
    const policy = `NWD${unique()}`
    const licence = `T${unique()}`
    const csv = sdcCsv([
      {
        transaction: "A",
        record: "POLICY",
        company: "NWD-GEN",
        policy_number: policy,
        effective_date: "2025-01-01",
        expiry_date: "2026-01-01",
        policy_status: "ACT",
        holder_name: "Test Holder",
        holder_address: "1 Test Street"
      },
      {
        transaction: "A",
        record: "OPERATOR",
        company: "NWD-GEN",
        policy_number: policy,
        licence_number: licence,
        jurisdiction: "ON",
        driver_name: "Test Driver",
        driver_address: "1 Test Street",
        date_added: "2025-01-01"
      },
      {
        transaction: "A",
        record: "CLAIM",
        company: "NWD-GEN",
        policy_number: policy,
        licence_number: licence,
        jurisdiction: "ON",
        claim_number: `C${unique()}`,
        date_of_loss: "2025-03-01",
        claim_status: "O",
        at_fault: "50"
      }
    ])
    const answer = await upload(portal, csv, { token: manager, reportingCompanyId: companies.get("NWD-GEN")! })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json().file.status.code, answer.text).toBe("ACCEPTED")
  })
})
