import { gzipSync } from "node:zlib"
import { beforeAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"
import { newPolicyWorld, sdcCsv, upload } from "./support/sdcFiles"

// Two files a day, so that the third is refused.
const portal = usePortal({ SDC_FILES_PER_USER_PER_DAY: "2" })
let managerToken = ""
let nwdGen = 0

beforeAll(async () => {
  managerToken = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
  const [company] = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM reporting_company WHERE code = 'NWD-GEN'`)
  nwdGen = company!.id
})

const filesOf = async (email: string) =>
  (
    await portal.sql(
      (sql) => sql<{ count: number }>`
        SELECT count(*)::int AS count FROM sdc_file f JOIN portal_user u ON u.id = f.uploaded_by_user_id WHERE u.email = ${email}`
    )
  )[0]!.count

describe("SDC files per user (ASVS 12.1.3)", () => {
  it("refuses a user's file past SDC_FILES_PER_USER_PER_DAY in 24 hours, with the seconds to wait, and records nothing of it", async () => {
    // The demo world's files were sent days ago by Northwind's manager: they are outside the window.
    await portal.sql(
      (sql) => sql`UPDATE sdc_file SET received_at = now() - interval '2 days' WHERE received_at > now() - interval '1 day'`
    )
    const send = () =>
      upload(portal, sdcCsv(newPolicyWorld("NWD-GEN").records), { token: managerToken, reportingCompanyId: nwdGen })
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    const before = await filesOf("manager@northwind.example")
    const refused = await send()
    expect(refused.status).toBe(429)
    const body = JSON.parse(refused.text) as { _tag: string; retryAfterSeconds: number }
    expect(body._tag).toBe("TooManyRequests")
    expect(body.retryAfterSeconds).toBeGreaterThan(23 * 3600)
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600)
    expect(await filesOf("manager@northwind.example")).toBe(before)
  })

  it("counts the 24 hours from each file: once the oldest leaves the window, a file is taken again", async () => {
    await portal.sql(
      (sql) => sql`
        UPDATE sdc_file SET received_at = now() - interval '25 hours'
        WHERE id = (SELECT f.id FROM sdc_file f JOIN portal_user u ON u.id = f.uploaded_by_user_id
          WHERE u.email = 'manager@northwind.example' ORDER BY f.received_at DESC LIMIT 1)`
    )
    const again = await upload(portal, sdcCsv(newPolicyWorld("NWD-GEN").records), {
      token: managerToken,
      reportingCompanyId: nwdGen
    })
    expect(again.status).toBe(200)
  })
})

describe("compressed uploads (ASVS 12.1.2)", () => {
  it("never uncompresses a body: a gzip file sent with Content-Encoding: gzip is read as sent, and rejected", async () => {
    await portal.sql((sql) => sql`UPDATE sdc_file SET received_at = now() - interval '2 days'`)
    const world = newPolicyWorld("NWD-GEN")
    const gzipped = gzipSync(Buffer.from(sdcCsv(world.records)))
    const response = await fetch(
      `${portal.baseUrl}/api/Sdc/Upload?fileName=policies.csv.gz&fileTypeId=1&reportingCompanyId=${nwdGen}`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${managerToken}`, "content-type": "text/csv", "content-encoding": "gzip" },
        body: gzipped
      }
    )
    const answer = JSON.parse(await response.text()) as { file: { status: { code: string } } }
    expect(response.status).toBe(200)
    expect(answer.file.status.code).toBe("REJECTED")
    const [policies] = await portal.sql(
      (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM policy WHERE policy_number = ${world.policy}`
    )
    expect(policies!.count).toBe(0)
  })
})

describe("what is served of an uploaded file (ASVS 12.3.4, 12.5.2)", () => {
  it("serves only its error report: CSV under a fixed attachment name, never rendered, its formulas quoted", async () => {
    await portal.sql((sql) => sql`UPDATE sdc_file SET received_at = now() - interval '2 days'`)
    const world = newPolicyWorld("NWD-GEN")
    const records = world.records.map((r, i) => (i === 0 ? { ...r, expiry_date: '=HYPERLINK("https://x.example")' } : r))
    const answer = await upload(portal, sdcCsv(records), {
      token: managerToken,
      reportingCompanyId: nwdGen,
      fileName: "<script>alert(1)</script>.html"
    })
    expect(answer.json().file.status.code).toBe("REJECTED")
    const report = await fetch(`${portal.baseUrl}/api/Sdc/GetSdcErrorReport/${answer.json().file.id}?lang=en`, {
      headers: { authorization: `Bearer ${managerToken}` }
    })
    const text = await report.text()
    expect(report.status).toBe(200)
    expect(report.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    // The name sent with the file is never the download's: a fixed one is.
    expect(report.headers.get("content-disposition")).toBe('attachment; filename="api.csv"')
    expect(report.headers.get("x-content-type-options")).toBe("nosniff")
    expect(report.headers.get("content-security-policy")).toContain("default-src 'none'")
    expect(text).toContain(`"'=HYPERLINK(""https://x.example"")"`)
  })
})
