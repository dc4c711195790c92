import { readFile } from "node:fs/promises"
import Papa from "papaparse"
import { beforeAll, describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import { sdcLimits } from "../../src/api/sdc/schemas"
import { machineToken } from "./support/machineClient"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"
import { day, get, newPolicyWorld, sdcCsv, streamOf, unique, upload, type SdcRecord } from "./support/sdcFiles"

const portal = usePortal()
const tokens = { manager: "", analyst: "" }
const companies = new Map<string, number>()
let nwdGen = 0

beforeAll(async () => {
  tokens.manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
  tokens.analyst = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  const rcs = await portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM reporting_company`)
  rcs.forEach((c) => companies.set(c.code, c.id))
  nwdGen = companies.get("NWD-GEN")!
})

const send = (csv: BodyInit, options: { token?: string; fileTypeId?: number; uploadId?: string; contentType?: string } = {}) =>
  upload(portal, csv, { token: tokens.manager, reportingCompanyId: nwdGen, ...options })

const policiesNumbered = (policy: string) =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM policy WHERE policy_number = ${policy}`)
const countOf = async (policy: string) => (await policiesNumbered(policy))[0]!.count
const driversLicensed = async (licence: string) =>
  (
    await portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver WHERE licence_number = ${licence}`)
  )[0]!.count
const stagedRows = async () =>
  (await portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM sdc_staging`))[0]!.count

/** The rejected outcome's errors as [line, column, reason]. */
const errorsOf = (answer: Awaited<ReturnType<typeof send>>) => answer.json().errors.map((e) => [e.line, e.column, e.reason])

const expectRejected = (answer: Awaited<ReturnType<typeof send>>) => {
  expect(answer.status, answer.text).toBe(200)
  expect(answer.json().file.status.code, answer.text).toBe("REJECTED")
}

describe("an SDC file accepted", () => {
  it("adds a policy, an operator (a new driver) and a claim, and the file is listed as accepted", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const answer = await send(sdcCsv(world.records))
    expect(answer.status, answer.text).toBe(200)
    const result = answer.json()
    expect(result.file).toMatchObject({ status: { code: "ACCEPTED" }, rows: 3, errorCount: 0, fileType: { code: "ALL" } })
    expect(result.file.reportingCompany.id).toBe(nwdGen)
    expect(result.errors).toEqual([])
    expect(await countOf(world.policy)).toBe(1)
    expect(await driversLicensed(world.licence)).toBe(1)
    const [claim] = await portal.sql(
      (sql) =>
        sql<{
          status: string
          atFaultPercentage: number
        }>`SELECT status, at_fault_percentage FROM claim WHERE claim_number = ${world.claim}`
    )
    expect(claim).toEqual({ status: "open", atFaultPercentage: 50 })
    expect(await stagedRows()).toBe(0)
  })

  it("keeps every character of the names and addresses it is sent", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const [policy, operator, claim] = world.records
    const holder = { holder_name: `Ann "Nan" O'Brien \\ {Jr}, NULL`, holder_address: "1 rue Émile-Nelligan, {2} \\N, Québec" }
    const driver = { driver_name: "NULL", driver_address: `"", \\, {}, Montréal` }
    const answer = await send(sdcCsv([{ ...policy, ...holder }, { ...operator, ...driver }, claim!]))
    expect(answer.json().file.status.code, answer.text).toBe("ACCEPTED")
    const [stored] = await portal.sql(
      (sql) => sql<{ holderName: string; holderAddress: string; fullName: string; fullAddress: string }>`
        SELECT p.holder_name, p.holder_address, d.full_name, d.full_address
        FROM policy p, driver d WHERE p.policy_number = ${world.policy} AND d.licence_number = ${world.licence}`
    )
    expect(stored).toEqual({
      holderName: holder.holder_name,
      holderAddress: holder.holder_address,
      fullName: driver.driver_name,
      fullAddress: driver.driver_address
    })
  })

  it("changes and deletes what an earlier file added", async () => {
    const world = newPolicyWorld("NWD-GEN")
    expect((await send(sdcCsv(world.records))).json().file.status.code).toBe("ACCEPTED")
    const [policy, operator, claim] = world.records
    const changes: Array<SdcRecord> = [
      { ...policy, transaction: "C", policy_status: "CNP", cancellation_date: day(-10) },
      {
        ...operator,
        transaction: "C",
        driver_name: "",
        driver_address: "",
        date_of_birth: "",
        gender: "",
        date_deleted: day(-5)
      },
      { ...claim, transaction: "D", date_of_loss: "", claim_status: "", at_fault: "" }
    ]
    const answer = await send(sdcCsv(changes))
    expect(answer.json().file.status.code, answer.text).toBe("ACCEPTED")
    const [term] = await portal.sql(
      (sql) => sql<{ statusId: number; cancellationDate: string; isCancelled: boolean }>`
        SELECT t.status_id, t.cancellation_date::text AS cancellation_date, t.is_cancelled
        FROM policy_term t JOIN policy p ON p.id = t.policy_id WHERE p.policy_number = ${world.policy}`
    )
    expect(term).toEqual({ statusId: 4, cancellationDate: day(-10), isCancelled: true })
    const [op] = await portal.sql(
      (sql) => sql<{ dateDeleted: string }>`
        SELECT po.date_deleted::text AS date_deleted FROM policy_operator po JOIN policy p ON p.id = po.policy_id
        WHERE p.policy_number = ${world.policy}`
    )
    expect(op!.dateDeleted).toBe(day(-5))
    const claims = await portal.sql((sql) => sql`SELECT 1 FROM claim WHERE claim_number = ${world.claim}`)
    expect(claims).toHaveLength(0)
  })

  it("shows in the next driver report, and gives the driver's reports of the last 90 days a 90-day row", async () => {
    const chen = namedDriverRefs.chen
    const pull = () =>
      api(portal.baseUrl, tokens.analyst).ok((client) =>
        client.driverReports.generateReport({
          query: { ianaTimezone: "America/Toronto" },
          payload: {
            jurisdictionCode: chen.jurisdiction,
            driverLicenceNumber: chen.licenceNumber,
            comment: null,
            driverReportOption: null
          }
        })
      ) as Promise<DriverReport>
    const before = await pull()
    const policy = `T${unique()}`
    const records: Array<SdcRecord> = [
      {
        transaction: "A",
        record: "POLICY",
        company: "NWD-GEN",
        policy_number: policy,
        effective_date: day(-100),
        expiry_date: day(265),
        policy_status: "ACT",
        holder_name: "Olivia Chen",
        holder_address: "1 Test Street, Toronto ON"
      },
      {
        transaction: "A",
        record: "OPERATOR",
        company: "NWD-GEN",
        policy_number: policy,
        licence_number: chen.licenceNumber,
        jurisdiction: chen.jurisdiction,
        driver_name: "Olivia Chen",
        driver_address: "1 Test Street, Toronto ON",
        date_added: day(-100)
      }
    ]
    expect(before.policies.map((p) => p.policyNumber)).not.toContain(policy)
    const answer = await send(sdcCsv(records))
    expect(answer.json().file.status.code, answer.text).toBe("ACCEPTED")

    const after = await pull()
    expect(after.policies.map((p) => p.policyNumber)).toContain(policy)
    const rows = await portal.sql(
      (sql) => sql<{ fieldIds: ReadonlyArray<number> }>`
        SELECT field_ids FROM ninety_days_data_correction WHERE report_id = ${before.id} AND reviewed_at IS NULL`
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.fieldIds).toContain(18)
  })

  it("reports its progress while it streams in, by the upload id the caller chose", async () => {
    const uploadId = crypto.randomUUID()
    const world = newPolicyWorld("NWD-GEN")
    const [header, ...lines] = sdcCsv(world.records).split("\n")
    let seen: Record<string, unknown> | undefined
    const encoder = new TextEncoder()
    async function* paced() {
      yield encoder.encode(`${header}\n${lines[0]}\n${lines[1]}\n`)
      // The server reads the lines sent so far; the caller reads the progress before sending the rest.
      const deadline = Date.now() + 20_000
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        const progress = await get(portal, `/api/Sdc/Upload/${uploadId}`, tokens.manager)
        if (progress.status === 200) {
          seen = JSON.parse(progress.text) as Record<string, unknown>
          if ((seen.rows as number) >= 2) break
        }
      }
      yield encoder.encode(`${lines[2]}\n`)
    }
    const answer = await send(streamOf(paced()), { uploadId })
    expect(seen).toMatchObject({ status: { code: "RECEIVED" }, rows: 2 })
    expect(answer.json().file).toMatchObject({ status: { code: "ACCEPTED" }, rows: 3 })
    const done = await get(portal, `/api/Sdc/Upload/${uploadId}`, tokens.manager)
    expect(JSON.parse(done.text)).toMatchObject({ status: { code: "ACCEPTED" }, rows: 3 })
    expect((await send(sdcCsv(newPolicyWorld("NWD-GEN").records), { uploadId })).status).toBe(409)
  })

  it("is uploaded by a carrier's system with client credentials, as the account its client id maps to", async () => {
    const token = await machineToken(portal.baseUrl)
    const world = newPolicyWorld("NWD-GEN")
    const answer = await upload(portal, sdcCsv(world.records), { token, reportingCompanyId: nwdGen, fileName: "system.csv" })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json().file).toMatchObject({
      status: { code: "ACCEPTED" },
      fileName: "system.csv",
      uploadedBy: "Camille Gagnon"
    })
    const report = await get(portal, `/api/Sdc/GetSdcReports?reportingCompanyId=${nwdGen}&pageNumber=1&pageSize=5`, token)
    expect(report.status, report.text).toBe(200)
    // The system that may upload reads the lists that name fileTypeId and the statuses it is answered with.
    const types = await get(portal, "/api/Sdc/GetAllFileTypes", token)
    expect(types.status, types.text).toBe(200)
    expect((JSON.parse(types.text) as Array<{ id: number; code: string }>).map((t) => [t.id, t.code])).toEqual([
      [1, "ALL"],
      [2, "POLICY"],
      [3, "OPERATOR"],
      [4, "CLAIM"]
    ])
    const statuses = await get(portal, "/api/Sdc/GetAllFileStatus", token)
    expect(statuses.status, statuses.text).toBe(200)
    expect((JSON.parse(statuses.text) as Array<{ code: string }>).map((s) => s.code)).toEqual([
      "RECEIVED",
      "PROCESSING",
      "ACCEPTED",
      "REJECTED"
    ])
  })
})

describe("an SDC file rejected whole", () => {
  it("with another company's policy: nothing of the file is applied", async () => {
    const mine = newPolicyWorld("NWD-GEN")
    const theirs = newPolicyWorld("LAU-GEN")
    const answer = await send(sdcCsv([...mine.records, theirs.records[0]!]))
    expectRejected(answer)
    expect(errorsOf(answer)).toEqual([[5, "company", "NOT_OWN_COMPANY"]])
    expect(await countOf(mine.policy)).toBe(0)
    expect(await countOf(theirs.policy)).toBe(0)
    expect(await driversLicensed(mine.licence)).toBe(0)
    expect(await stagedRows()).toBe(0)
  })

  it("with a change of a policy the company does not have, though another company has that number", async () => {
    const [lauPolicy] = await portal.sql(
      (sql) => sql<{ policyNumber: string; effectiveDate: string }>`
        SELECT p.policy_number, t.effective_date::text AS effective_date FROM policy p
        JOIN policy_term t ON t.policy_id = p.id JOIN reporting_company rc ON rc.id = p.reporting_company_id
        WHERE rc.code = 'LAU-GEN' LIMIT 1`
    )
    const answer = await send(
      sdcCsv([
        {
          transaction: "D",
          record: "POLICY",
          company: "NWD-GEN",
          policy_number: lauPolicy!.policyNumber,
          effective_date: lauPolicy!.effectiveDate
        }
      ])
    )
    expectRejected(answer)
    expect(errorsOf(answer)).toEqual([[2, "effective_date", "RECORD_NOT_FOUND"]])
  })

  it("with a broken reference: an operator of a policy neither known nor added, a claim of an unknown driver", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const [, operator, claim] = world.records
    const answer = await send(sdcCsv([operator!, { ...claim!, licence_number: `X${unique()}` }]))
    expectRejected(answer)
    expect(errorsOf(answer)).toEqual([
      [2, "policy_number", "POLICY_NOT_FOUND"],
      [3, "policy_number", "POLICY_NOT_FOUND"],
      [3, "licence_number", "DRIVER_NOT_FOUND"]
    ])
    expect(await driversLicensed(world.licence)).toBe(0)
  })

  it("with a bad code, naming its line, column and value", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const records = world.records.map((r, i) => (i === 0 ? { ...r, policy_status: "XYZ" } : r))
    const answer = await send(sdcCsv(records))
    expectRejected(answer)
    expect(answer.json().errors).toEqual([{ line: 2, column: "policy_status", value: "XYZ", reason: "UNKNOWN_CODE" }])
    expect(await countOf(world.policy)).toBe(0)
  })

  it("when the same file was already accepted: recognised and not applied twice", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const csv = sdcCsv(world.records)
    const first = await send(csv)
    expect(first.json().file.status.code).toBe("ACCEPTED")
    const second = await send(csv)
    expectRejected(second)
    expect(errorsOf(second)).toEqual([[0, "", "DUPLICATE_FILE"]])
    // An error of the file as a whole has no line number in the error report.
    for (const [lang, reason] of [
      ["en", "Reason"],
      ["fr", "Motif"]
    ] as const) {
      const report = await get(portal, `/api/Sdc/GetSdcErrorReport/${second.json().file.id}?lang=${lang}`, tokens.manager)
      const rows = Papa.parse<Array<string>>(report.text.trim()).data
      expect(rows[0]![3]).toBe(reason)
      expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([["", "", ""]])
    }
    expect(await countOf(world.policy)).toBe(1)
    const claims = await portal.sql((sql) => sql`SELECT 1 FROM claim WHERE claim_number = ${world.claim}`)
    expect(claims).toHaveLength(1)
  })

  it("when it is empty, not CSV, or has another header", async () => {
    expect(errorsOf(await send(""))).toEqual([[0, "", "EMPTY_FILE"]])
    expect(errorsOf(await send("\n\r\n  \n"))).toEqual([[0, "", "EMPTY_FILE"]])
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0
    ])
    const notCsv = await send(png, { contentType: "application/octet-stream" })
    expectRejected(notCsv)
    expect(errorsOf(notCsv)).toEqual([[1, "", "NOT_CSV"]])
    const header = await send("name,address\nJohn,1 Main Street\n")
    expect(errorsOf(header)).toEqual([[1, "", "BAD_HEADER"]])
    expect(header.json().errors[0]!.value).toBe("name,address")
    const onlyHeader = await send(sdcCsv([]))
    expect(errorsOf(onlyHeader)).toEqual([[0, "", "NO_ROWS"]])
    expect((await send("a,b\n", { contentType: "application/json" })).status).toBe(415)
  })

  it("with a NUL byte or a lone surrogate in a value", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const csv = sdcCsv(world.records)
    const withNul = csv.replace("Test Holder", "Test\u0000Holder")
    const nul = await send(withNul)
    expectRejected(nul)
    expect(errorsOf(nul)).toEqual([[2, "holder_name", "INVALID_CHARACTER"]])
    // A UTF-16 surrogate half encoded on its own (ED A0 80) is not UTF-8.
    const bytes = new TextEncoder().encode(csv)
    const at = new TextEncoder().encode(csv.slice(0, csv.indexOf("Test Driver") + 4)).length
    const surrogate = new Uint8Array([...bytes.slice(0, at), 0xed, 0xa0, 0x80, ...bytes.slice(at)])
    const lone = await send(surrogate)
    expectRejected(lone)
    expect(errorsOf(lone)).toEqual([[3, "driver_name", "INVALID_CHARACTER"]])
    expect(await countOf(world.policy)).toBe(0)
  })

  it("when over the size limit: refused at once when it says so, else as soon as it passes the limit", async () => {
    const declared = await fetch(`${portal.baseUrl}/api/Sdc/Upload?fileName=big.csv&fileTypeId=1&reportingCompanyId=${nwdGen}`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.manager}`, "content-type": "text/csv", "content-length": String(200_000_000) },
      body: streamOf(
        (async function* () {
          yield new Uint8Array(1024)
        })()
      ),
      duplex: "half"
    } as RequestInit).then(
      (r) => r.status,
      () => 413
    )
    expect(declared).toBe(413)

    // 200 MB streamed without a length: a line that is no CSV header, then zeros.
    const uploadId = crypto.randomUUID()
    const chunk = new Uint8Array(1024 * 1024)
    async function* twoHundredMegabytes() {
      yield new TextEncoder().encode("not a header\n")
      for (let i = 0; i < 200; i++) yield chunk
    }
    const streamed = await send(streamOf(twoHundredMegabytes()), { uploadId }).catch(() => ({ status: 413 }))
    expect(streamed.status).toBe(413)
    const file = JSON.parse((await get(portal, `/api/Sdc/Upload/${uploadId}`, tokens.manager)).text) as {
      status: { code: string }
      bytesReceived: number
    }
    expect(file.status.code).toBe("REJECTED")
    expect(file.bytesReceived).toBeLessThanOrEqual(sdcLimits.maxFileBytes + 1024 * 1024)
  }, 120_000)

  it("when the upload is cut off midway: nothing applied, nothing left staged", async () => {
    const uploadId = crypto.randomUUID()
    const world = newPolicyWorld("NWD-GEN")
    const controller = new AbortController()
    const [header, ...lines] = sdcCsv(world.records).split("\n")
    async function* cut() {
      yield new TextEncoder().encode(`${header}\n${lines[0]}\n`)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      controller.abort()
    }
    await send(streamOf(cut()), { uploadId, signal: controller.signal } as never).catch(() => undefined)
    const deadline = Date.now() + 60_000
    let status = ""
    while (Date.now() < deadline) {
      const file = await get(portal, `/api/Sdc/Upload/${uploadId}`, tokens.manager)
      status = file.status === 200 ? (JSON.parse(file.text) as { status: { code: string } }).status.code : ""
      if (status === "REJECTED") break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(status).toBe("REJECTED")
    expect(await countOf(world.policy)).toBe(0)
    expect(await stagedRows()).toBe(0)
  }, 90_000)
})

describe("who may upload", () => {
  it("refuses a user without sdcReport, a company not held, and an unknown file type", async () => {
    const csv = sdcCsv(newPolicyWorld("NWD-GEN").records)
    const analyst = await upload(portal, csv, { token: tokens.analyst, reportingCompanyId: nwdGen })
    expect(analyst.status).toBe(403)
    expect(JSON.parse(analyst.text)).toMatchObject({ token: "FUNCTION_NOT_ALLOWED" })
    const lau = await upload(portal, csv, { token: tokens.manager, reportingCompanyId: companies.get("LAU-GEN")! })
    expect(lau.status).toBe(403)
    expect(JSON.parse(lau.text)).toMatchObject({ token: "COMPANIES_NOT_ALLOWED" })
    // The manager holds sdcReport for three companies: the company must be named.
    const unnamed = await upload(portal, csv, { token: tokens.manager })
    expect(unnamed.status).toBe(400)
    expect((await send(csv, { fileTypeId: 9 })).status).toBe(400)
    expect((await upload(portal, csv, { token: "not-a-token", reportingCompanyId: nwdGen })).status).toBe(401)
  })

  it("refuses a record the file type does not take", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const answer = await send(sdcCsv(world.records), { fileTypeId: 2 })
    expectRejected(answer)
    expect(errorsOf(answer)).toEqual([
      [3, "record", "RECORD_NOT_IN_FILE_TYPE"],
      [4, "record", "RECORD_NOT_IN_FILE_TYPE"]
    ])
  })
})

describe("the error report", () => {
  it("lists each error's line, column, value, reason and reason code, in English and in French, under headers in that language", async () => {
    const world = newPolicyWorld("NWD-GEN")
    const records = world.records.map((r, i) =>
      i === 0 ? { ...r, expiry_date: "2025-02-30" } : i === 2 ? { ...r, at_fault: "33", claim_status: "" } : r
    )
    const answer = await send(sdcCsv(records))
    expectRejected(answer)
    const id = answer.json().file.id
    const en = await fetch(`${portal.baseUrl}/api/Sdc/GetSdcErrorReport/${id}?lang=en`, {
      headers: { authorization: `Bearer ${tokens.manager}` }
    })
    expect(en.status).toBe(200)
    // A download in UTF-8 that a browser saves, never shows, under a name that is not the one sent.
    expect(en.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(en.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w.-]+\.csv"$/)
    const enRows = Papa.parse<Array<string>>((await en.text()).trim()).data
    expect(enRows).toEqual([
      ["Line", "Column", "Value", "Reason", "Reason code"],
      ["2", "expiry_date", "2025-02-30", "The value is not a date yyyy-MM-dd.", "INVALID_DATE"],
      ["4", "claim_status", "", "A value is required.", "REQUIRED"],
      ["4", "at_fault", "33", "The value is not a number this column allows.", "INVALID_NUMBER"]
    ])
    const fr = await get(portal, `/api/Sdc/GetSdcErrorReport/${id}?lang=fr`, tokens.manager)
    const frRows = Papa.parse<Array<string>>(fr.text.trim()).data
    expect(frRows[0]).toEqual(["Ligne", "Colonne", "Valeur", "Motif", "Code du motif"])
    // The code is the same in both languages: a carrier's system reads it whatever language it asks for.
    expect(frRows.slice(1).map((r) => [...r.slice(0, 3), r[4]])).toEqual(enRows.slice(1).map((r) => [...r.slice(0, 3), r[4]]))
    expect(frRows[1]![3]).toBe("La valeur n'est pas une date aaaa-MM-jj.")
    expect((await get(portal, `/api/Sdc/GetSdcErrorReport/${id}?lang=de`, tokens.manager)).status).toBe(400)
    expect((await get(portal, `/api/Sdc/GetSdcErrorReport/999999`, tokens.manager)).status).toBe(404)
  })
})

describe("the sample files of docs/sdc-format.md", () => {
  const sample = (name: string) => readFile(new URL(`../../docs/sdc-samples/${name}`, import.meta.url))

  it("changes what the accepted sample added", async () => {
    await send(new Uint8Array(await sample("northwind-general-accepted.csv")))
    const answer = await send(new Uint8Array(await sample("northwind-general-changes.csv")))
    expect(answer.json().file.status.code, answer.text).toBe("ACCEPTED")
    const [claim] = await portal.sql(
      (sql) => sql<{ status: string }>`SELECT status FROM claim WHERE claim_number = 'NWD-SAMPLE-C0001'`
    )
    expect(claim!.status).toBe("closed")
  })

  it("rejects the bad samples with their reasons", async () => {
    const broken = await send(new Uint8Array(await sample("broken-references.csv")))
    expect(errorsOf(broken)).toEqual([
      [2, "policy_number", "POLICY_NOT_FOUND"],
      [4, "licence_number", "DRIVER_NOT_FOUND"],
      [5, "effective_date", "DUPLICATE_KEY"]
    ])
    expect(errorsOf(await send(new Uint8Array(await sample("wrong-header.csv"))))).toEqual([[1, "", "BAD_HEADER"]])
    expect(errorsOf(await send(new Uint8Array(await sample("invalid-characters.csv"))))).toEqual([
      [2, "holder_name", "INVALID_CHARACTER"],
      [3, "driver_name", "INVALID_CHARACTER"]
    ])
  })
})
