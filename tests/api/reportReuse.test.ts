import { beforeAll, describe, expect, it } from "vitest"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

const portal = usePortal()

const logins = {
  analyst: "analyst@northwind.example",
  manager: "manager@northwind.example",
  reviewer: "reviewer@laurentian.example",
  admin: "admin@bureau.example"
} as const
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
})

interface Asked {
  readonly driver?: { readonly licenceNumber: string; readonly jurisdiction: string }
  readonly comment?: string | null
  readonly fresh?: boolean
  readonly key?: string
}

const generate = async (who: keyof typeof logins, asked: Asked = {}) => {
  const driver = asked.driver ?? namedDriverRefs.sharma
  const response = await fetch(`${portal.baseUrl}/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      "content-type": "application/json",
      ...(asked.key !== undefined && { "idempotency-key": asked.key })
    },
    body: JSON.stringify({
      jurisdictionCode: driver.jurisdiction,
      driverLicenceNumber: driver.licenceNumber,
      comment: asked.comment ?? null,
      driverReportOption: null,
      ...(asked.fresh !== undefined && { fresh: asked.fresh })
    })
  })
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> }
}

const storedReports = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report`).then((rows) => rows[0]!.count)

/** The reports a user's day counter holds: what is left of their daily limit is the limit less this. */
const countedToday = (login: string) =>
  portal
    .sql(
      (sql) => sql<{ points: number }>`SELECT t.points FROM sign_in_throttle t JOIN portal_user u
        ON t.key = 'harvestReportsDay:' || u.id WHERE u.email = ${login}`
    )
    .then((rows) => rows[0]?.points ?? 0)

/** The reuse window of the analyst's company, set by bureau staff on its profile's setting (PUT organizationCompany/update). */
const setReuseWindow = async (window: string) => {
  const [owner] = await portal.sql(
    (sql) => sql<{ organizationId: number; reportingCompanyId: number }>`
      SELECT organization_id, reporting_company_id FROM portal_user WHERE email = ${logins.analyst}`
  )
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${portal.baseUrl}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${tokens.admin}`, "content-type": "application/json" }
    })
  const read = await call(
    `organizationCompany/get?organizationId=${owner!.organizationId}&reportingCompanyId=${owner!.reportingCompanyId}`
  )
  const setting = (await read.json()) as { id: number; isIbcCredentials: boolean; reportReuse: string }
  expect(setting.reportReuse).toBe(window === "none" ? "sameDay" : "none")
  const saved = await call(`organizationCompany/update/${setting.id}`, {
    method: "PUT",
    body: JSON.stringify({ ...owner, isIbcCredentials: setting.isIbcCredentials, reportReuse: window })
  })
  expect(saved.status).toBe(200)
  expect(await saved.json()).toMatchObject({ reportReuse: window })
}

describe("the same report is not bought twice", () => {
  it("answers the company's report of the day again, marked reused, with nothing stored or counted", async () => {
    const first = await generate("analyst")
    expect(first.status).toBe(200)
    expect(first.body.reused).toBeUndefined()
    const stored = await storedReports()
    const counted = await countedToday(logins.analyst)

    const again = await generate("analyst")
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: first.body.id, reportDate: first.body.reportDate, reused: true })
    expect(await storedReports()).toBe(stored)
    expect(await countedToday(logins.analyst)).toBe(counted)

    // Another person of the same company asking the same gets it too.
    const colleague = await generate("manager")
    expect(colleague.body).toMatchObject({ id: first.body.id, reused: true })
    expect(await storedReports()).toBe(stored)
  })

  it("makes a new report when asked for a fresh one, with another reference number, or by another company", async () => {
    const reused = await generate("analyst")
    const stored = await storedReports()
    const counted = await countedToday(logins.analyst)

    const fresh = await generate("analyst", { fresh: true })
    expect(fresh.status).toBe(200)
    expect(fresh.body.id).not.toBe(reused.body.id)
    expect(fresh.body.reused).toBeUndefined()
    expect(await countedToday(logins.analyst)).toBe(counted + 1)
    // The fresh one is now the one answered again.
    expect((await generate("analyst")).body).toMatchObject({ id: fresh.body.id, reused: true })

    const otherFile = await generate("analyst", { comment: "FILE-2" })
    expect(otherFile.body.id).not.toBe(fresh.body.id)
    expect(otherFile.body.reused).toBeUndefined()

    const otherCompany = await generate("reviewer")
    expect(otherCompany.body.reused).toBeUndefined()
    expect(await storedReports()).toBe(stored + 3)
  })

  it("makes a new report once the driver's data was corrected or loaded again, or when the company turned reuse off", async () => {
    const driver = namedDriverRefs.roy
    const first = await generate("analyst", { driver })
    await portal.sql(
      (sql) => sql`INSERT INTO data_correction (corrector_user_id, corrector_name, organization_id, reporting_company_id,
          corrector_organization_id, driver_id, field_id, field_name_en, field_name_fr, dln)
        SELECT r.requestor_user_id, 'Bureau', r.organization_id, r.reporting_company_id, r.organization_id, r.driver_id, 1,
          'Name', 'Nom', r.driver_licence_number
        FROM driver_report r WHERE r.id = ${first.body.id as number}`
    )
    const afterCorrection = await generate("analyst", { driver })
    expect(afterCorrection.body.id).not.toBe(first.body.id)
    expect(afterCorrection.body.reused).toBeUndefined()

    // A policy term the driver is listed on, written since (an SDC file), makes the stored report stale too.
    await portal.sql(
      (sql) => sql`UPDATE policy_term t SET updated_at = now() FROM policy_operator o, driver d
        WHERE o.policy_id = t.policy_id AND o.driver_id = d.id AND d.licence_number = ${driver.licenceNumber}`
    )
    const afterLoad = await generate("analyst", { driver })
    expect(afterLoad.body.id).not.toBe(afterCorrection.body.id)

    await setReuseWindow("none")
    try {
      const reuseOff = await generate("analyst", { driver })
      expect(reuseOff.body.id).not.toBe(afterLoad.body.id)
    } finally {
      await setReuseWindow("sameDay")
    }
  })

  it("answers a retried call with the same Idempotency-Key exactly as the first, and counts it once", async () => {
    const key = crypto.randomUUID()
    const driver = namedDriverRefs.leblanc
    const first = await generate("analyst", { driver, fresh: true, key })
    expect(first.status).toBe(200)
    const stored = await storedReports()
    const counted = await countedToday(logins.analyst)

    const retried = await generate("analyst", { driver, fresh: true, key })
    expect(retried.status).toBe(200)
    expect(retried.text).toBe(first.text)
    expect(await storedReports()).toBe(stored)
    expect(await countedToday(logins.analyst)).toBe(counted)

    const otherPayload = await generate("analyst", { driver, key, comment: "FILE-3" })
    expect(otherPayload.status).toBe(409)
    expect(otherPayload.body).toMatchObject({ _tag: "Conflict", code: "IDEMPOTENCY_KEY_REUSED" })
    expect(await storedReports()).toBe(stored)

    // A key is the account's own: another account's same key is a new request.
    const otherAccount = await generate("reviewer", { driver, fresh: true, key })
    expect(otherAccount.status).toBe(200)
    expect(otherAccount.body.id).not.toBe(first.body.id)
  })

  it("makes one report of calls sent at once with the same Idempotency-Key", async () => {
    const key = crypto.randomUUID()
    const stored = await storedReports()
    const answers = await Promise.all(
      [1, 2, 3].map(() => generate("analyst", { driver: namedDriverRefs.murphy, fresh: true, key }))
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    expect(await storedReports()).toBe(stored + 1)
  })

  it("answers a retried vehicle report with the same Idempotency-Key as the first, and refuses it for another zone", async () => {
    const key = crypto.randomUUID()
    const vehicle = (zone: string) =>
      fetch(`${portal.baseUrl}/api/vehicleReport/generate/${demoVins.transferred}?ianaTimezone=${encodeURIComponent(zone)}`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.analyst}`, "idempotency-key": key }
      })
    const vehicleReports = () =>
      portal
        .sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM vehicle_report`)
        .then((rows) => rows[0]!.count)
    const first = await vehicle("America/Toronto")
    expect(first.status).toBe(200)
    const firstBody = (await first.json()) as { id: number }
    const stored = await vehicleReports()
    const counted = await countedToday(logins.analyst)
    const retried = await vehicle("America/Toronto")
    expect(retried.status).toBe(200)
    expect(((await retried.json()) as { id: number }).id).toBe(firstBody.id)
    expect(await vehicleReports()).toBe(stored)
    expect(await countedToday(logins.analyst)).toBe(counted)
    const otherZone = await vehicle("America/Vancouver")
    expect(otherZone.status).toBe(409)
    expect(await otherZone.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" })
  })

  it("refuses an Idempotency-Key of other characters than visible ASCII, naming it", async () => {
    const refused = await generate("analyst", { key: "x".repeat(256) })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "idempotencyKey" }] })
  })

  it("lists the Idempotency-Key header, optional, on both generations in the OpenAPI document", async () => {
    const document = (await (await fetch(`${portal.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; required?: boolean }> }>>
    }
    for (const path of ["/api/DriverReports/GenerateReport", "/api/vehicleReport/generate/{vin}"])
      expect(document.paths[path]!.post!.parameters).toContainEqual(
        expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false })
      )
    expect(document.paths["/api/DriverReports/RegenerateReport/{id}"]!.post!.parameters).not.toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key" })
    )
  })
})
