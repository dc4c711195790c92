import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { Temporal } from "temporal-polyfill"
import { beforeAll, describe, expect, it } from "vitest"
import { correctionFieldIds } from "../../src/api/corrections/correctionFields"
import type { CorrectionRecord, CorrectionReportSearchPayload, UpdateClaimPayload } from "../../src/api/corrections/schemas"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { fileAuditUnderDataOwner } from "../../src/server/db/migrations/0015_correction_data_owner"
import { usePortal } from "./support/portal"
import { api, send, signIn, type PortalClient } from "./support/signIn"

const portal = usePortal()

const logins = {
  manager: "manager@northwind.example",
  analyst: "analyst@northwind.example",
  admin: "admin@bureau.example"
} as const
type Who = keyof typeof logins

const tokens: Record<string, string> = {}
const ids = { organizations: new Map<string, number>(), companies: new Map<string, number>() }
const zone = "America/Toronto"
const today = (z = zone) => Temporal.Now.plainDateISO(z)

const as = (who: Who) => api(portal.baseUrl, tokens[who])
const search = (
  who: Who,
  payload: Partial<CorrectionReportSearchPayload> = {},
  paging: { PageNumber?: number; PageSize?: number } = {}
) =>
  as(who).ok((client) =>
    client.correctionReport.search({
      payload: {
        fromDate: today().subtract({ days: 30 }).toString(),
        toDate: today().toString(),
        ianaTimezone: zone,
        ...payload
      },
      query: paging
    })
  )
const refused = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) => as(who).error(call)
const idsOf = (records: ReadonlyArray<CorrectionRecord>) => records.map((r) => r.id)

/** One audit record, as a correction writes it, on a driver of the demo data. */
const addCorrection = (record: {
  readonly company: string
  readonly at: string
  readonly fieldId: number
  readonly fieldNameEn: string
  readonly fieldNameFr: string
  readonly oldValue: readonly [string | null, string | null]
  readonly newValue: readonly [string | null, string | null]
  readonly policy?: readonly [string, string]
  readonly claim?: readonly [string, string]
  /** As corrections filed records before they followed the data's owner. */
  readonly filedUnderCorrector?: boolean
}) =>
  portal
    .sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO data_correction (corrected_at, corrector_user_id, corrector_name, corrector_organization_id,
          organization_id, reporting_company_id, driver_id, field_id, field_name_en, field_name_fr, old_value_en, old_value_fr,
          new_value_en, new_value_fr, dln, policy_number, policy_effective_date, claim_number, accident_date)
        SELECT ${record.at}::timestamptz, u.id, 'Alex Tremblay', u.organization_id,
          CASE WHEN ${record.filedUnderCorrector ?? false} THEN u.organization_id ELSE c.organization_id END, c.id,
          (SELECT id FROM driver ORDER BY id LIMIT 1), ${record.fieldId}, ${record.fieldNameEn}, ${record.fieldNameFr},
          ${record.oldValue[0]}, ${record.oldValue[1]}, ${record.newValue[0]}, ${record.newValue[1]}, 'C90012345670004',
          ${record.policy?.[0] ?? null}, ${record.policy?.[1] ?? null}::date, ${record.claim?.[0] ?? null}, ${record.claim?.[1] ?? null}::date
        FROM portal_user u, reporting_company c
        WHERE u.email = 'admin@bureau.example' AND c.code = ${record.company}
        RETURNING id`
    )
    .then(([row]) => row!.id)

/** An instant given as a wall-clock time in Toronto. */
const torontoTime = (date: Temporal.PlainDate, time: string) =>
  Temporal.PlainDateTime.from(`${date.toString()}T${time}`).toZonedDateTime(zone).toInstant().toString()

const records = { status: 0, claim: 0, maple: 0, auto: 0, startOfDay: 0, endOfDay: 0, nextDay: 0 }
const window = { from: today().subtract({ days: 200 }), to: today().subtract({ days: 190 }) }

beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
  const [organizations, companies] = await Promise.all([
    portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM organization`),
    portal.sql((sql) => sql<{ id: number; code: string }>`SELECT id, code FROM reporting_company`)
  ])
  organizations.forEach((o) => ids.organizations.set(o.code, o.id))
  companies.forEach((c) => ids.companies.set(c.code, c.id))

  const day = (days: number) => today().subtract({ days })
  records.status = await addCorrection({
    company: "NWD-GEN",
    at: torontoTime(day(2), "10:00:00"),
    fieldId: correctionFieldIds.policyStatus,
    fieldNameEn: "Policy status",
    fieldNameFr: "Statut de la police",
    oldValue: ["Active", "Active"],
    newValue: ["Cancelled - non-payment", "Annulée - non-paiement"],
    policy: ["NW-100200", "2024-03-01"]
  })
  records.claim = await addCorrection({
    company: "NWD-GEN",
    at: torontoTime(day(1), "09:00:00"),
    fieldId: correctionFieldIds.firstPartyFaultDegree,
    fieldNameEn: "First party fault degree",
    fieldNameFr: "Degré de responsabilité",
    oldValue: ["0%", "0 %"],
    newValue: ["50%", "50 %"],
    claim: ["CLM-9001", "2024-06-15"]
  })
  records.auto = await addCorrection({
    company: "NWD-AUTO",
    at: torontoTime(day(3), "15:00:00"),
    fieldId: correctionFieldIds.fullName,
    fieldNameEn: "Driver name",
    fieldNameFr: "Nom du conducteur",
    oldValue: ["Olivia Chen", "Olivia Chen"],
    newValue: ["Olivia Chen-Park", "Olivia Chen-Park"]
  })
  records.maple = await addCorrection({
    company: "MPL-MUT",
    at: torontoTime(day(1), "11:00:00"),
    fieldId: correctionFieldIds.gender,
    fieldNameEn: "Gender",
    fieldNameFr: "Sexe",
    oldValue: ["Male", "Masculin"],
    newValue: ["Female", "Féminin"]
  })
  // The edges of a range far back, where nothing else lies.
  records.startOfDay = await addCorrection({
    company: "NWD-GEN",
    at: torontoTime(window.from, "00:00:00"),
    fieldId: correctionFieldIds.gender,
    fieldNameEn: "Gender",
    fieldNameFr: "Sexe",
    oldValue: [null, null],
    newValue: ["Male", "Masculin"]
  })
  records.endOfDay = await addCorrection({
    company: "NWD-GEN",
    at: torontoTime(window.to, "23:59:59"),
    fieldId: correctionFieldIds.gender,
    fieldNameEn: "Gender",
    fieldNameFr: "Sexe",
    oldValue: ["Male", "Masculin"],
    newValue: ["Female", "Féminin"]
  })
  records.nextDay = await addCorrection({
    company: "NWD-GEN",
    at: torontoTime(window.to.add({ days: 1 }), "00:00:00"),
    fieldId: correctionFieldIds.gender,
    fieldNameEn: "Gender",
    fieldNameFr: "Sexe",
    oldValue: ["Female", "Féminin"],
    newValue: ["Male", "Masculin"]
  })
})

/** Audit records in the range for some companies, counted straight from the table. */
const countRecords = (companyCodes: ReadonlyArray<string> | "all", fromDate: string, toDate: string) =>
  portal
    .sql((sql) =>
      sql.unsafe<{ count: number }>(
        `SELECT count(*)::int AS count FROM data_correction d LEFT JOIN reporting_company c ON c.id = d.reporting_company_id
         WHERE ($1::text[] IS NULL OR c.code = ANY($1::text[]))
           AND d.corrected_at >= ($2::date::timestamp AT TIME ZONE 'America/Toronto')
           AND d.corrected_at < (($3::date + 1)::timestamp AT TIME ZONE 'America/Toronto')`,
        [companyCodes === "all" ? null : companyCodes, fromDate, toDate]
      )
    )
    .then(([row]) => row!.count)

describe("correction report search", () => {
  it("lists the corrections of the companies held for correctionReport, newest first, with old and new values", async () => {
    const result = await search("manager")
    const from = today().subtract({ days: 30 }).toString()
    expect(result.count).toBe(await countRecords(["NWD-GEN", "NWD-AUTO", "NWD-QC"], from, today().toString()))
    expect(result.data).toHaveLength(result.count)
    expect(result.data.every((r, i) => i === 0 || result.data[i - 1]!.correctionDate >= r.correctionDate)).toBe(true)
    expect(idsOf(result.data)).toEqual(expect.arrayContaining([records.status, records.claim, records.auto]))
    expect(idsOf(result.data)).not.toContain(records.maple)
    expect(result.data.find((r) => r.id === records.status)).toMatchObject({
      organizationEn: "Northwind Insurance",
      organizationFr: "Assurances Northwind",
      companyEn: "Northwind General - Ontario",
      companyFr: "Northwind Générale - Ontario",
      correctorUserName: "Alex Tremblay",
      correction: {
        fieldId: correctionFieldIds.policyStatus,
        fieldNameEn: "Policy status",
        fieldNameFr: "Statut de la police",
        oldValue: { valueEn: "Active", valueFr: "Active" },
        newValue: { valueEn: "Cancelled - non-payment", valueFr: "Annulée - non-paiement" }
      },
      dln: "C90012345670004",
      policyId: "NW-100200",
      policyEffectiveDate: "2024-03-01",
      claimId: null,
      accidentDate: null
    })
    expect(result.data.find((r) => r.id === records.claim)).toMatchObject({
      claimId: "CLM-9001",
      accidentDate: "2024-06-15",
      policyId: null
    })
  })

  it("shows the bureau every correction", async () => {
    const result = await search("admin")
    const from = today().subtract({ days: 30 }).toString()
    expect(result.count).toBe(await countRecords("all", from, today().toString()))
    expect(idsOf(result.data)).toEqual(expect.arrayContaining([records.status, records.maple, records.auto]))
  })

  it("runs from 00:00:00 of the from date to 23:59:59 of the to date in the caller's zone", async () => {
    const found = await search("manager", { fromDate: window.from.toString(), toDate: window.to.toString() })
    expect(idsOf(found.data)).toEqual([records.endOfDay, records.startOfDay])
    const oneDay = await search("manager", { fromDate: window.to.toString(), toDate: window.to.toString() })
    expect(idsOf(oneDay.data)).toEqual([records.endOfDay])
    // In UTC the same instants fall on other days.
    const utc = await search("manager", { fromDate: window.to.toString(), toDate: window.to.toString(), ianaTimezone: "UTC" })
    expect(idsOf(utc.data)).not.toContain(records.endOfDay)
  })

  it("filters by organization and company", async () => {
    const general = await search("manager", {
      organizationId: ids.organizations.get("NWD")!,
      reportingCompanyId: ids.companies.get("NWD-GEN")!
    })
    expect(new Set(general.data.map((r) => r.companyEn))).toEqual(new Set(["Northwind General - Ontario"]))
    expect(idsOf(general.data)).not.toContain(records.auto)
    const maple = await search("admin", { organizationId: ids.organizations.get("MPL")! })
    expect(idsOf(maple.data)).toContain(records.maple)
    expect(new Set(maple.data.map((r) => r.organizationEn))).toEqual(new Set(["Maple Leaf Mutual"]))
  })

  it("pages the result, 1-based, keeping the count of the whole result", async () => {
    const all = await search("manager")
    expect(all.count).toBeGreaterThanOrEqual(3)
    const first = await search("manager", {}, { PageNumber: 1, PageSize: 2 })
    const second = await search("manager", {}, { PageNumber: 2, PageSize: 2 })
    expect(first.count).toBe(all.count)
    expect(idsOf(first.data)).toEqual(idsOf(all.data.slice(0, 2)))
    expect(idsOf(second.data)).toEqual(idsOf(all.data.slice(2, 4)))
    expect(await search("manager", {}, { PageNumber: 999, PageSize: 10 })).toEqual({ count: all.count, data: [] })
  })

  it("refuses invalid and future dates, a from date after the to date and an unknown time zone", async () => {
    const tomorrow = today().add({ days: 1 }).toString()
    const bad: ReadonlyArray<Partial<CorrectionReportSearchPayload>> = [
      { toDate: tomorrow },
      { fromDate: tomorrow, toDate: tomorrow },
      { fromDate: today().toString(), toDate: today().subtract({ days: 1 }).toString() },
      { ianaTimezone: "Atlantis/Capital" }
    ]
    for (const payload of bad) {
      expect(
        await refused("manager", (client) =>
          client.correctionReport.search({
            payload: { fromDate: today().toString(), toDate: today().toString(), ...payload },
            query: {}
          })
        ),
        JSON.stringify(payload)
      ).toMatchObject({
        _tag: "BadRequest"
      })
    }
    const raw = (body: unknown) =>
      send(portal.baseUrl, "/api/CorrectionReport/CorrectionReportSearch", { token: tokens.manager, method: "POST", body })
    expect((await raw({ fromDate: "2024-01-01" })).status).toBe(400)
    expect((await raw({ fromDate: "2024-1-1", toDate: "2024-01-02" })).status).toBe(400)
    // A date that matches yyyy-MM-dd but does not exist: the client's own schema refuses to send it.
    expect((await raw({ fromDate: "2024-02-30", toDate: "2024-03-01" })).status).toBe(400)
  })

  it("refuses an organization or company not held, and users without the correctionReport function", async () => {
    for (const payload of [
      { reportingCompanyId: ids.companies.get("MPL-MUT")! },
      { organizationId: ids.organizations.get("MPL")! }
    ]) {
      expect(
        await refused("manager", (client) =>
          client.correctionReport.search({
            payload: { fromDate: today().toString(), toDate: today().toString(), ...payload },
            query: {}
          })
        )
      ).toMatchObject({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })
    }
    expect(
      await refused("analyst", (client) =>
        client.correctionReport.search({ payload: { fromDate: today().toString(), toDate: today().toString() }, query: {} })
      )
    ).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

describe("corrections of a carrier's data by the bureau", () => {
  const generate = (who: Who) =>
    as(who).ok((client) =>
      client.driverReports.generateReport({
        query: { ianaTimezone: zone },
        payload: {
          jurisdictionCode: namedDriverRefs.chen.jurisdiction,
          driverLicenceNumber: namedDriverRefs.chen.licenceNumber,
          comment: null,
          driverReportOption: null
        }
      })
    )
  const northwindGeneral = () => ({
    organizationId: ids.organizations.get("NWD")!,
    reportingCompanyId: ids.companies.get("NWD-GEN")!
  })

  it("show to the carrier's manager and under the carrier's organization and company, naming the bureau's corrector", async () => {
    // The bureau corrects the at-fault percentage of Olivia Chen's Northwind General claim.
    const seen = await generate("admin")
    const claim = seen.claims.find((c) => c.claimNumber === "NWDC9000000202")!
    const fp = claim.claimDetailFirstParty
    const payload: UpdateClaimPayload = {
      reportId: seen.id,
      operatorKey: seen.driverId,
      claimKey: claim.id,
      firstPartyDegreeAtFault: claim.atFault === 25 ? 75 : 25,
      firstPartyOperatorKey: fp?.firstPartyOperatorId ?? -1,
      firstPartyVehicleKey: claim.vehicleId,
      firstPartyVehicleLossId: claim.vehicleLoss?.id ?? null,
      firstPartyExcludedDriverId: fp === null || fp.driverExcluded === null ? null : fp.driverExcluded ? 1 : 2
    }
    await as("admin").ok((client) => client.dataCorrection.updateClaim({ payload }))
    const expected = {
      organizationEn: "Northwind Insurance",
      companyEn: "Northwind General - Ontario",
      correctorUserName: "Alex Tremblay",
      claimId: "NWDC9000000202",
      correction: {
        fieldId: correctionFieldIds.firstPartyFaultDegree,
        newValue: { valueEn: `${payload.firstPartyDegreeAtFault}%` }
      }
    }
    const isTheBureaus = (r: CorrectionRecord) =>
      r.claimId === "NWDC9000000202" && r.correction.newValue.valueEn === `${payload.firstPartyDegreeAtFault}%`

    const manager = await search("manager")
    expect(manager.data.find(isTheBureaus)).toMatchObject(expected)
    const managerFiltered = await search("manager", northwindGeneral())
    expect(managerFiltered.data.find(isTheBureaus)).toMatchObject(expected)
    const admin = await search("admin", northwindGeneral())
    expect(admin.data.find(isTheBureaus)).toMatchObject(expected)
    // The bureau's organization owns none of this data.
    const bureau = await search("admin", { organizationId: ids.organizations.get("IBC")! })
    expect(bureau.data.find(isTheBureaus)).toBeUndefined()
  })

  it("filed under the corrector's organization before, follow the data's owner once migrated", async () => {
    const at = torontoTime(today().subtract({ days: 4 }), "08:30:00")
    const old = await addCorrection({
      company: "NWD-GEN",
      at,
      fieldId: correctionFieldIds.fullAddress,
      fieldNameEn: "Address",
      fieldNameFr: "Adresse",
      oldValue: ["1 Old Road", "1 Old Road"],
      newValue: ["2 New Road", "2 New Road"],
      filedUnderCorrector: true
    })
    expect(idsOf((await search("admin", northwindGeneral())).data)).not.toContain(old)
    await portal.sql((sql) => fileAuditUnderDataOwner.pipe(Effect.provideService(SqlClient.SqlClient, sql)))
    expect(idsOf((await search("admin", northwindGeneral())).data)).toContain(old)
    expect(idsOf((await search("manager", northwindGeneral())).data)).toContain(old)
    const [kept] = await portal.sql(
      (sql) => sql<{ code: string }>`
        SELECT o.code FROM data_correction d JOIN organization o ON o.id = d.corrector_organization_id WHERE d.id = ${old}`
    )
    expect(kept).toEqual({ code: "IBC" })
  })
})
