import type { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { UpdateClaimPayload, UpdateDriverInfoPayload } from "../../src/api/corrections/schemas"
import type { DriverReport } from "../../src/api/reports/schemas"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { driverInfoAsShown } from "./support/driverInfo"
import { usePortal } from "./support/portal"
import { api, send, signIn, type PortalClient } from "./support/signIn"

const portal = usePortal()

const logins = {
  admin: "admin@bureau.example",
  manager: "manager@northwind.example",
  analyst: "analyst@northwind.example"
} as const
type Who = keyof typeof logins
const tokens: Record<string, string> = {}

beforeAll(async () => {
  for (const [who, login] of Object.entries(logins)) tokens[who] = (await signIn(portal.baseUrl, login)).accessToken
})

const ok = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) => api(portal.baseUrl, tokens[who]).ok(call)
const refused = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) =>
  api(portal.baseUrl, tokens[who]).error(call) as Promise<{
    _tag: string
    token?: string
    code?: string
    message?: string
    issues?: ReadonlyArray<{ field: string; code: string }>
  }>

type Ref = { readonly licenceNumber: string; readonly jurisdiction: string }
/** A new report of this person's: the same one asked again the same day would be the company's stored one. */
const generate = (who: Who, ref: Ref) =>
  ok(who, (client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: "America/Toronto" },
      payload: {
        jurisdictionCode: ref.jurisdiction,
        driverLicenceNumber: ref.licenceNumber,
        comment: "CORR-1",
        driverReportOption: null,
        fresh: true
      }
    })
  )
const getById = (who: Who, id: number) =>
  ok(who, (client) => client.driverReports.getById({ params: { reportId: id, contextId: 0 } }))

const claimFields = (report: DriverReport, claimNumber: string): UpdateClaimPayload => {
  const claim = report.claims.find((c) => c.claimNumber === claimNumber)!
  const fp = claim.claimDetailFirstParty
  return {
    reportId: report.id,
    operatorKey: report.driverId,
    claimKey: claim.id,
    firstPartyDegreeAtFault: claim.atFault as UpdateClaimPayload["firstPartyDegreeAtFault"],
    firstPartyOperatorKey: fp?.firstPartyOperatorId ?? -1,
    firstPartyVehicleKey: claim.vehicleId,
    firstPartyVehicleLossId: claim.vehicleLoss?.id ?? null,
    firstPartyExcludedDriverId: fp?.driverExcluded === null || fp === null ? null : fp.driverExcluded ? 1 : 2
  }
}

interface AuditRow {
  fieldId: number
  fieldNameEn: string
  fieldNameFr: string
  oldValueEn: string | null
  oldValueFr: string | null
  newValueEn: string | null
  newValueFr: string | null
  correctorName: string
  organizationId: number
  companyCode: string | null
  dln: string
  policyNumber: string | null
  policyEffectiveDate: string | null
  claimNumber: string | null
  accidentDate: string | null
  sourceReportId: number
  generatedReportId: number
}

const auditOf = (generatedReportId: number) =>
  portal.sql(
    (sql) => sql<AuditRow>`
      SELECT c.field_id, c.field_name_en, c.field_name_fr, c.old_value_en, c.old_value_fr, c.new_value_en, c.new_value_fr,
        c.corrector_name, c.organization_id, rc.code AS company_code, c.dln, c.policy_number,
        c.policy_effective_date::text AS policy_effective_date, c.claim_number, c.accident_date::text AS accident_date,
        c.source_report_id, c.generated_report_id
      FROM data_correction c LEFT JOIN reporting_company rc ON rc.id = c.reporting_company_id
      WHERE c.generated_report_id = ${generatedReportId} ORDER BY c.field_id`
  )

const ninetyDayRowOf = (reportId: number) =>
  portal
    .sql(
      (sql) => sql<{ id: number; fieldIds: Array<number>; companyCode: string | null; reviewedAt: Date | null }>`
        SELECT n.id, n.field_ids, rc.code AS company_code, n.reviewed_at
        FROM ninety_days_data_correction n LEFT JOIN reporting_company rc ON rc.id = n.reporting_company_id
        WHERE n.report_id = ${reportId} AND n.reviewed_at IS NULL`
    )
    .then((rows) => rows[0])

/** Row counts of every table a correction writes, and the corrected driver's data. */
const stateOf = (driverId: number) =>
  portal
    .sql(
      (sql) => sql<{ state: string }>`
        SELECT concat_ws(',',
          (SELECT count(*) FROM driver), (SELECT count(*) FROM claim), (SELECT count(*) FROM claim WHERE on_hold),
          (SELECT count(*) FROM claim_first_party), (SELECT count(*) FROM policy_operator),
          (SELECT count(*) FROM policy_operator_vehicle), (SELECT count(*) FROM data_correction),
          (SELECT count(*) FROM ninety_days_data_correction), (SELECT count(*) FROM mail_outbox),
          (SELECT count(*) FROM driver_report), (SELECT count(*) FROM report_pdf_document),
          (SELECT md5(row_to_json(d)::text) FROM driver d WHERE d.id = ${driverId}),
          (SELECT md5(string_agg(row_to_json(c)::text, '' ORDER BY c.id)) FROM claim c WHERE c.driver_id = ${driverId}),
          (SELECT md5(string_agg(row_to_json(f)::text, '' ORDER BY f.claim_id)) FROM claim_first_party f
            JOIN claim c ON c.id = f.claim_id WHERE c.driver_id = ${driverId}),
          (SELECT md5(string_agg(row_to_json(t)::text, '' ORDER BY t.id)) FROM policy_term t
            WHERE t.policy_id IN (SELECT policy_id FROM policy_operator WHERE driver_id = ${driverId}))
        ) AS state`
    )
    .then(([row]) => row!.state)

const outboxCount = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM mail_outbox`).then(([row]) => row!.count)

const todayInToronto = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" })

describe("the demo world", () => {
  it("holds corrections of Sophie Leblanc made through the correction code, with 90-day rows, one of them reviewed", async () => {
    const leblanc = namedDriverRefs.leblanc.licenceNumber
    const records = await portal.sql(
      (sql) => sql<{ fieldId: number; companyCode: string; correctorName: string; newValueEn: string }>`
        SELECT c.field_id, rc.code AS company_code, c.corrector_name, c.new_value_en
        FROM data_correction c JOIN reporting_company rc ON rc.id = c.reporting_company_id
        WHERE c.dln = ${leblanc} ORDER BY c.id`
    )
    expect(records).toEqual([
      { fieldId: 2, companyCode: "NWD-GEN", correctorName: "Camille Gagnon", newValueEn: "118 Bank Street, Ottawa ON K1P 5N4" },
      { fieldId: 5, companyCode: "NWD-GEN", correctorName: "Camille Gagnon", newValueEn: "Married" },
      { fieldId: 11, companyCode: "NWD-GEN", correctorName: "Camille Gagnon", newValueEn: "25%" },
      { fieldId: 14, companyCode: "LAU-GEN", correctorName: "Alex Tremblay", newValueEn: "None" }
    ])
    const rows = await portal.sql(
      (sql) => sql<{ requestor: string; fieldIds: Array<number>; reviewedBy: string | null }>`
        SELECT r.requestor_name AS requestor, n.field_ids, n.reviewed_by_name AS reviewed_by
        FROM ninety_days_data_correction n JOIN driver_report r ON r.id = n.report_id
        WHERE r.driver_licence_number = ${leblanc} ORDER BY r.report_date, n.id`
    )
    // A corrector's own reports get no row for their own corrections: Camille Gagnon's only for the bureau's.
    expect(rows).toEqual([
      { requestor: "Élise Arsenault", fieldIds: [2, 5, 11, 14], reviewedBy: "Élise Arsenault" },
      { requestor: "Camille Gagnon", fieldIds: [14], reviewedBy: null },
      { requestor: "Élise Arsenault", fieldIds: [2, 5, 11, 14], reviewedBy: null },
      { requestor: "Morgan Lee", fieldIds: [2, 5, 11, 14], reviewedBy: null }
    ])
    const reviewer = await api(portal.baseUrl, (await signIn(portal.baseUrl, "reviewer@laurentian.example")).accessToken).ok(
      (client) => client.users.getUserConnected()
    )
    expect(reviewer.userFunctions.map((f) => [f.functionId, f.reportingCompanies.map((c) => c.code)])).toEqual([
      [1, ["LAU-GEN"]],
      [2, ["LAU-GEN"]],
      [3, ["LAU-GEN"]],
      [4, ["LAU-GEN"]]
    ])
  })
})

describe("driver corrections", () => {
  it("change the driver, answer a new report filed as regenerated from the one on screen, and leave that one as it was", async () => {
    const analysts = await generate("analyst", namedDriverRefs.chen)
    const seen = await generate("manager", namedDriverRefs.chen)
    const outboxBefore = await outboxCount()
    const corrected = await ok("manager", (client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(seen), fullAddress: "  1 Front Street West, Toronto ON M5J 1E6 ", maritalStatusId: 1 }
      })
    )
    expect(corrected.id).not.toBe(seen.id)
    expect(corrected.fullAddress).toBe("1 Front Street West, Toronto ON M5J 1E6")
    expect(corrected.maritalStatus?.descriptionEn).toBe("Married")
    expect(corrected.referenceNumber).toBe("CORR-1")
    expect(corrected.dataCorrectedOn ?? null).toBeNull()

    const [filed] = await portal.sql(
      (sql) => sql<{ regeneratedFrom: number; fromCorrection: boolean; requestorName: string }>`
        SELECT regenerated_from, from_correction, requestor_name FROM driver_report WHERE id = ${corrected.id}`
    )
    expect(filed).toEqual({ regeneratedFrom: seen.id, fromCorrection: true, requestorName: "Camille Gagnon" })

    const audit = await auditOf(corrected.id)
    expect(audit).toEqual([
      expect.objectContaining({
        fieldId: 2,
        fieldNameEn: "Address",
        fieldNameFr: "Adresse",
        oldValueEn: "250 Bay Street, Toronto ON M5J 2N8",
        oldValueFr: "250 Bay Street, Toronto ON M5J 2N8",
        newValueEn: "1 Front Street West, Toronto ON M5J 1E6",
        correctorName: "Camille Gagnon",
        companyCode: "NWD-GEN",
        dln: namedDriverRefs.chen.licenceNumber,
        policyNumber: null,
        claimNumber: null,
        sourceReportId: seen.id
      }),
      expect.objectContaining({
        fieldId: 5,
        fieldNameEn: "Marital status",
        fieldNameFr: "État civil",
        oldValueEn: "Divorced",
        oldValueFr: "Divorcé(e)",
        newValueEn: "Married",
        newValueFr: "Marié(e)"
      })
    ])

    // The report on screen stays as it was pulled, and now says its driver's data was corrected since.
    const before = await getById("manager", seen.id)
    expect(before.fullAddress).toBe(seen.fullAddress)
    expect(before.dataCorrectedOn).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await getById("manager", corrected.id)).dataCorrectedOn ?? null).toBeNull()

    // The analyst's report is on the 90-day list; the corrector's own report on screen and the new one are not.
    const row = await ninetyDayRowOf(analysts.id)
    expect(row).toMatchObject({ fieldIds: [2, 5], companyCode: "NWD-GEN" })
    expect(await ninetyDayRowOf(seen.id)).toBeUndefined()
    expect(await ninetyDayRowOf(corrected.id)).toBeUndefined()
    const mails = await portal.sql(
      (sql) => sql<{ recipients: Array<string>; subject: string; body: string }>`
        SELECT recipients, subject, body FROM mail_outbox ORDER BY id DESC LIMIT 20`
    )
    expect(await outboxCount()).toBeGreaterThan(outboxBefore)
    const mail = mails.find((m) => m.body.includes(`report ${analysts.id} `))!
    expect(mail.recipients.length).toBeGreaterThan(0)
    expect(mail.subject).toContain(String(analysts.id))
    expect(mails.some((m) => m.body.includes(`report ${seen.id} `))).toBe(false)
    expect(mail.body).toContain(`${namedDriverRefs.chen.licenceNumber} (ON)`)
    expect(mail.body).toContain("Address, Marital status")
    expect(mail.body).toContain("Adresse, État civil")
    expect(mail.body).not.toContain("Front Street")
  })

  it("merges a second correction into the report's open 90-day row and mails only for new rows", async () => {
    const pulled = await generate("analyst", namedDriverRefs.chen)
    const seen = await generate("manager", namedDriverRefs.chen)
    await ok("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), genderId: 1 } })
    )
    const first = await ninetyDayRowOf(pulled.id)
    const outbox = await outboxCount()
    const again = await generate("analyst", namedDriverRefs.chen)
    expect(again.gender?.code).toBe("M")
    // Corrected from the report the manager saw: the gender they did not touch stays as it is now.
    await ok("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), genderId: 1, yearLicensed: 22 } })
    )
    const merged = await ninetyDayRowOf(pulled.id)
    expect(merged!.id).toBe(first!.id)
    expect(merged!.fieldIds).toEqual([4, 7])
    // Only the analyst's report is new on the list.
    expect(await outboxCount()).toBe(outbox + 1)
  })

  it("refuses invalid values with 400 naming the field and the rule, and changes nothing", async () => {
    const seen = await generate("manager", namedDriverRefs.chen)
    const state = await stateOf(seen.driverId)
    const cases: ReadonlyArray<[Partial<UpdateDriverInfoPayload>, string]> = [
      [{ yearLicensed: 150 }, "yearLicensed: yearsLicensedAbove99"],
      [{ yearLicensed: 2.5 }, "yearLicensed: yearsLicensedFractional"],
      [{ yearLicensed: 60 }, "yearLicensed: yearsLicensedAboveAge"],
      [{ fullName: "   " }, "fullName: blank"],
      [{ dateOfBirth: "2015-01-01" }, "dateOfBirth: invalidDateOfBirth"],
      [{ dateOfBirth: "1850-01-01" }, "dateOfBirth: invalidDateOfBirth"],
      [{ genderId: null }, "genderId: required"],
      [{ genderId: 77 }, "genderId: unknown"],
      [{ gridRatingDate: "2020-01-01" }, "gridRatingDate"]
    ]
    for (const [change, message] of cases) {
      const error = await refused("manager", (client) =>
        client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), ...change } })
      )
      expect(error, JSON.stringify(change)).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
      expect(error.message).toContain(message)
    }
    // A date that matches yyyy-MM-dd but does not exist: the client's own schema refuses to send it.
    const impossible = await send(portal.baseUrl, "/api/DataCorrection/UpdateDriverInfo", {
      token: tokens.manager,
      method: "POST",
      body: { ...driverInfoAsShown(seen), dateOfBirth: "2020-02-30" }
    })
    expect(impossible.status).toBe(400)
    const nothing = await refused("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: driverInfoAsShown(seen) })
    )
    expect(nothing).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
    expect(await stateOf(seen.driverId)).toBe(state)
  })

  it("checks the Alberta grid rating date rules", async () => {
    const seen = await generate("admin", namedDriverRefs.friesen)
    for (const [date, rule] of [
      ["1997-09-30", "gridRatingDateTooEarly"],
      ["2999-01-01", "gridRatingDateFuture"]
    ] as const) {
      const error = await refused("admin", (client) =>
        client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), gridRatingDate: date } })
      )
      expect(error.message).toContain(`gridRatingDate: ${rule}`)
    }
    const corrected = await ok("admin", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), gridRatingDate: "2020-05-04" } })
    )
    expect(corrected.albertaGridRatingDate).toBe("2020-05-04")
    expect(await auditOf(corrected.id)).toEqual([
      expect.objectContaining({ fieldId: 8, newValueEn: "2020-05-04", companyCode: seen.policies[0]!.carrier.code })
    ])
  })

  it("refuses a driver whose report's first policy is another company's (403) and a report the caller cannot read (404)", async () => {
    // Jean-François Gagnon's newest policy is Laurentian General's.
    const gagnon = await generate("manager", namedDriverRefs.gagnon)
    expect(gagnon.policies[0]!.carrier.code).toBe("LAU-GEN")
    const state = await stateOf(gagnon.driverId)
    const error = await refused("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(gagnon), fullName: "J.-F. Gagnon" } })
    )
    expect(error).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    expect(await stateOf(gagnon.driverId)).toBe(state)

    const bureauReport = await generate("admin", namedDriverRefs.chen)
    const missing = await refused("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(bureauReport), fullName: "O. Chen" } })
    )
    expect(missing._tag).toBe("NotFound")
    const analyst = await refused("analyst", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(bureauReport), fullName: "O. Chen" } })
    )
    expect(analyst).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})

describe("optimistic concurrency", () => {
  it("refuses the second of two correctors who saw the same value (409), keeping the first one's value", async () => {
    const seen = await generate("manager", namedDriverRefs.chen)
    const results = await Promise.allSettled(
      ["Olivia M. Chen", "Olivia Mei Chen"].map((fullName) =>
        ok("manager", (client) => client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), fullName } }))
      )
    )
    const won = results.filter((r) => r.status === "fulfilled")
    const lost = results.filter((r) => r.status === "rejected")
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    const winner = (won[0] as PromiseFulfilledResult<DriverReport>).value.fullName
    const state = await stateOf(seen.driverId)
    const stale = await refused("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), fullName: "Olivia Chen-Wong" } })
    )
    expect(stale._tag).toBe("Conflict")
    expect(stale.message).toContain("changed by someone else")
    expect(await stateOf(seen.driverId)).toBe(state)
    // Regenerating shows the current value, and correcting from there works.
    const current = await generate("manager", namedDriverRefs.chen)
    expect(current.fullName).toBe(winner)
    // A field the stale payload leaves as the report showed it is not written.
    const other = await ok("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(seen), yearLicensed: 20 } })
    )
    expect(other.fullName).toBe(winner)
    expect(other.yearsLicensed).toBe(20)
  })
})

describe("policy corrections", () => {
  it("change a term's status and cancellation date, with the policy on the audit records", async () => {
    const seen = await generate("manager", namedDriverRefs.roy)
    const policy = seen.policies[0]!
    expect(policy.status.code).toBe("ACT")
    const today = todayInToronto()
    const corrected = await ok("manager", (client) =>
      client.dataCorrection.updatePolicy({
        payload: {
          reportId: seen.id,
          operatorKey: seen.driverId,
          policyKey: policy.policyKey,
          policyStatusId: 8,
          policyStatusCode: "CIR",
          cancellationDate: today
        }
      })
    )
    const after = corrected.policies.find((p) => p.policyKey === policy.policyKey)!
    expect(after).toMatchObject({ status: { code: "CIR" }, cancellationDate: today, isCancelled: true })
    const audit = await auditOf(corrected.id)
    expect(audit).toEqual([
      expect.objectContaining({
        fieldId: 9,
        oldValueEn: "Active",
        oldValueFr: "En vigueur",
        newValueEn: "Cancelled - insured's request",
        newValueFr: "Annulée - à la demande de l'assuré",
        policyNumber: policy.policyNumber,
        policyEffectiveDate: policy.effectiveDate,
        companyCode: "NWD-GEN"
      }),
      expect.objectContaining({ fieldId: 10, oldValueEn: null, newValueEn: today })
    ])

    // From the report before it, the same term is refused: its status changed since.
    const state = await stateOf(seen.driverId)
    const stale = await refused("manager", (client) =>
      client.dataCorrection.updatePolicy({
        payload: {
          reportId: seen.id,
          operatorKey: seen.driverId,
          policyKey: policy.policyKey,
          policyStatusId: 4,
          policyStatusCode: "CNP",
          cancellationDate: today
        }
      })
    )
    expect(stale._tag).toBe("Conflict")
    expect(await stateOf(seen.driverId)).toBe(state)

    // Back to active from the corrected report: the cancellation date is cleared.
    const active = await ok("manager", (client) =>
      client.dataCorrection.updatePolicy({
        payload: {
          reportId: corrected.id,
          operatorKey: seen.driverId,
          policyKey: policy.policyKey,
          policyStatusId: 1,
          policyStatusCode: "ACT",
          cancellationDate: today
        }
      })
    )
    expect(active.policies[0]).toMatchObject({ status: { code: "ACT" }, cancellationDate: null, isCancelled: false })
  })

  it("refuses a cancellation date outside the term and a status not offered (400)", async () => {
    const seen = await generate("manager", namedDriverRefs.smithOntario)
    const policy = seen.policies[0]!
    const update = (policyStatusId: number, policyStatusCode: string, cancellationDate: string | null) =>
      refused("manager", (client) =>
        client.dataCorrection.updatePolicy({
          payload: {
            reportId: seen.id,
            operatorKey: seen.driverId,
            policyKey: policy.policyKey,
            policyStatusId,
            policyStatusCode,
            cancellationDate
          }
        })
      )
    const beforeEffective = await update(4, "CNP", "1990-01-01")
    expect(beforeEffective.message).toContain("cancellationDate: cancellationDateBeforeEffective")
    expect(beforeEffective.issues).toEqual([{ field: "cancellationDate", code: "cancellationDateBeforeEffective" }])
    expect((await update(4, "CNP", "2999-01-01")).message).toContain("cancellationDate: cancellationDateAfterExpiry")
    expect((await update(4, "CNP", null)).message).toContain("cancellationDate: required")
    // Expired is offered only once the expiry date has passed.
    expect((await update(3, "EXP", null)).message).toContain("policyStatusId: statusNotOffered")
    expect((await update(4, "EXP", todayInToronto())).message).toContain("policyStatusId: statusNotOffered")
  })

  it("refuses another company's policy (403 NOT_ALLOWED_TO_MANAGE)", async () => {
    const wilson = await generate("manager", namedDriverRefs.wilson)
    const maple = wilson.policies.find((p) => p.carrier.code === "MPL-MUT")!
    const state = await stateOf(wilson.driverId)
    const error = await refused("manager", (client) =>
      client.dataCorrection.updatePolicy({
        payload: {
          reportId: wilson.id,
          operatorKey: wilson.driverId,
          policyKey: maple.policyKey,
          policyStatusId: 9,
          policyStatusCode: "COT",
          cancellationDate: maple.effectiveDate
        }
      })
    )
    expect(error).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    expect(await stateOf(wilson.driverId)).toBe(state)
  })

  it("answers 404 for a policy that is not on the report", async () => {
    const chen = await generate("manager", namedDriverRefs.chen)
    const roy = await generate("manager", namedDriverRefs.roy)
    const error = await refused("manager", (client) =>
      client.dataCorrection.updatePolicy({
        payload: {
          reportId: chen.id,
          operatorKey: chen.driverId,
          policyKey: roy.policies[0]!.policyKey,
          policyStatusId: 9,
          policyStatusCode: "COT",
          cancellationDate: todayInToronto()
        }
      })
    )
    expect(error._tag).toBe("NotFound")
  })
})

describe("claim corrections", () => {
  it("change at-fault, vehicle, vehicle loss and excluded driver, each recorded in both languages", async () => {
    const seen = await generate("manager", namedDriverRefs.chen)
    const claim = seen.claims.find((c) => c.claimNumber === "NWDC9000000202")!
    const otherVehicle = seen.policies[0]!.vehicles.find((v) => v.id !== claim.vehicleId)!
    const corrected = await ok("manager", (client) =>
      client.dataCorrection.updateClaim({
        payload: {
          ...claimFields(seen, "NWDC9000000202"),
          firstPartyDegreeAtFault: 50,
          firstPartyVehicleKey: otherVehicle.id,
          firstPartyVehicleLossId: 2,
          firstPartyExcludedDriverId: 1
        }
      })
    )
    const after = corrected.claims.find((c) => c.id === claim.id)!
    expect(after).toMatchObject({ atFault: 50, vehicleId: otherVehicle.id, vehicleLoss: { code: "T" } })
    expect(after.claimDetailFirstParty).toMatchObject({ driverExcluded: true, driverAtFaultPercentage: 50 })
    const audit = await auditOf(corrected.id)
    expect(audit.map((a) => a.fieldId)).toEqual([11, 13, 14, 15])
    expect(audit[0]).toMatchObject({
      oldValueEn: "25%",
      oldValueFr: "25 %",
      newValueEn: "50%",
      newValueFr: "50 %",
      claimNumber: "NWDC9000000202",
      accidentDate: claim.dateOfLoss,
      policyNumber: "NWD9000000061",
      companyCode: "NWD-GEN"
    })
    expect(audit[1]!.newValueEn).toBe(`${otherVehicle.modelYear} ${otherVehicle.makeEn} ${otherVehicle.modelEn}`)
    expect(audit[2]).toMatchObject({ oldValueEn: "Partial", oldValueFr: "Partielle", newValueEn: "Total", newValueFr: "Totale" })
    expect(audit[3]).toMatchObject({ oldValueEn: "No", oldValueFr: "Non", newValueEn: "Yes", newValueFr: "Oui" })
  })

  it("clears and names the first-party driver among the policy's operators", async () => {
    const seen = await generate("manager", namedDriverRefs.chen)
    const cleared = await ok("manager", (client) =>
      client.dataCorrection.updateClaim({ payload: { ...claimFields(seen, "NWDC9000000202"), firstPartyOperatorKey: -1 } })
    )
    expect(cleared.claims.find((c) => c.claimNumber === "NWDC9000000202")!.claimDetailFirstParty).toMatchObject({
      firstPartyOperatorId: null,
      driverFullName: null
    })
    const named = await ok("manager", (client) =>
      client.dataCorrection.updateClaim({
        payload: { ...claimFields(cleared, "NWDC9000000202"), firstPartyOperatorKey: cleared.driverId }
      })
    )
    expect(named.claims.find((c) => c.claimNumber === "NWDC9000000202")!.claimDetailFirstParty).toMatchObject({
      firstPartyOperatorId: seen.driverId,
      driverFullName: seen.fullName,
      listedOnPolicy: true
    })
    expect(await auditOf(named.id)).toEqual([
      expect.objectContaining({ fieldId: 12, oldValueEn: null, newValueEn: seen.fullName })
    ])
    const stranger = await refused("manager", (client) =>
      client.dataCorrection.updateClaim({
        payload: { ...claimFields(named, "NWDC9000000202"), firstPartyOperatorKey: 1 }
      })
    )
    expect(stranger.message).toContain("firstPartyOperatorKey")
  })

  it("refuses the at-fault edit of a comprehensive claim and detail edits of a third-party claim (403)", async () => {
    const wilson = await generate("manager", namedDriverRefs.wilson)
    const state = await stateOf(wilson.driverId)
    const comprehensive = await refused("manager", (client) =>
      client.dataCorrection.updateClaim({ payload: { ...claimFields(wilson, "NWDC9000000002"), firstPartyDegreeAtFault: 50 } })
    )
    expect(comprehensive).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    expect(await stateOf(wilson.driverId)).toBe(state)

    // Even the bureau, which corrects every company, may not change a third-party claim's details.
    const chen = await generate("admin", namedDriverRefs.chen)
    const thirdParty = chen.claims.find((c) => c.isThirdParty)!
    const chenState = await stateOf(chen.driverId)
    const excluded = await refused("admin", (client) =>
      client.dataCorrection.updateClaim({
        payload: { ...claimFields(chen, thirdParty.claimNumber), firstPartyExcludedDriverId: 1 }
      })
    )
    expect(excluded).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    const fault = await refused("admin", (client) =>
      client.dataCorrection.updateClaim({
        payload: { ...claimFields(chen, thirdParty.claimNumber), firstPartyDegreeAtFault: 50 }
      })
    )
    expect(fault).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    // A claim another driver drove (involvement O) keeps its details too.
    const masked = chen.claims.find((c) => c.involvement.code === "O")!
    const other = await refused("admin", (client) =>
      client.dataCorrection.updateClaim({ payload: { ...claimFields(chen, masked.claimNumber), firstPartyVehicleLossId: 1 } })
    )
    expect(other).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    // Another company's claim.
    const maple = await refused("manager", (client) =>
      client.dataCorrection.updateClaim({ payload: { ...claimFields(wilson, "MPLC9000000003"), firstPartyDegreeAtFault: 25 } })
    )
    expect(maple).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    expect(await stateOf(chen.driverId)).toBe(chenState)
  })

  it("rolls back a correction that fails after writing part of it: a failed correction changes nothing", async () => {
    const seen = await generate("manager", namedDriverRefs.wilson)
    const state = await stateOf(seen.driverId)
    // The at-fault change is written first; the vehicle of another policy then fails the correction.
    const error = await refused("manager", (client) =>
      client.dataCorrection.updateClaim({
        payload: { ...claimFields(seen, "NWDC9000000001"), firstPartyDegreeAtFault: 75, firstPartyVehicleKey: 1 }
      })
    )
    expect(error).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
    expect(error.message).toContain("firstPartyVehicleKey")
    expect(await stateOf(seen.driverId)).toBe(state)
    expect(
      (await generate("manager", namedDriverRefs.wilson)).claims.find((c) => c.claimNumber === "NWDC9000000001")!.atFault
    ).toBe(100)
  })
})

describe("bureau corrections: remove and add claims, add operators", () => {
  it("removes a claim (on hold): it no longer shows in any report; a carrier user may not", async () => {
    const seen = await generate("admin", namedDriverRefs.wilson)
    const claim = seen.claims.find((c) => c.claimNumber === "MPLC9000000003")!
    const manager = await generate("manager", namedDriverRefs.wilson)
    const state = await stateOf(seen.driverId)
    const notBureau = await refused("manager", (client) =>
      client.dataCorrection.removeClaim({ payload: { reportId: manager.id, claimKey: manager.claims[0]!.id } })
    )
    expect(notBureau).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    expect(await stateOf(seen.driverId)).toBe(state)

    const corrected = await ok("admin", (client) =>
      client.dataCorrection.removeClaim({ payload: { reportId: seen.id, claimKey: claim.id } })
    )
    expect(corrected.claims.map((c) => c.claimNumber)).not.toContain("MPLC9000000003")
    expect((await generate("analyst", namedDriverRefs.wilson)).claims.map((c) => c.claimNumber)).not.toContain("MPLC9000000003")
    const [held] = await portal.sql((sql) => sql<{ onHold: boolean }>`SELECT on_hold FROM claim WHERE id = ${claim.id}`)
    expect(held!.onHold).toBe(true)
    expect(await auditOf(corrected.id)).toEqual([
      expect.objectContaining({
        fieldId: 16,
        oldValueEn: "MPLC9000000003",
        newValueEn: "Removed",
        newValueFr: "Retiré",
        companyCode: "MPL-MUT",
        claimNumber: "MPLC9000000003"
      })
    ])
    // Removing it again from the report that still shows it: it was changed meanwhile.
    const again = await refused("admin", (client) =>
      client.dataCorrection.removeClaim({ payload: { reportId: seen.id, claimKey: claim.id } })
    )
    expect(again._tag).toBe("Conflict")
  })

  const jurisdictionId = async (code: string) =>
    (await ok("admin", (client) => client.jurisdictions.list())).find((j) => j.jurisdictionCode === code)!.id

  it("adds a claim under a term covering the date of loss; the same claim number again is a duplicate", async () => {
    const seen = await generate("admin", namedDriverRefs.sharma)
    const policy = seen.policies.find((p) => p.carrier.code === "NWD-GEN" && p.isActivePolicy)!
    const accidentDate = policy.effectiveDate
    const payload = {
      reportId: seen.id,
      accidentDate,
      reportingCompanyCode: "NWD-GEN",
      firstPartyPolicyKey: policy.policyKey,
      policyHolderFullName: policy.policyholderFullName,
      policyId: policy.policyNumber,
      claimId: "NWDC-ADDED-1",
      majorCoverages: [4, 3],
      firstPartyVIN: policy.vehicles[0]!.vin.toLowerCase(),
      firstPartyOperatorDLN: seen.dln,
      firstPartyOperatorJurisdictionId: await jurisdictionId("ON"),
      firstPartyOperatorKey: seen.driverId,
      firstPartyFullName: seen.fullName,
      firstPartyExcludedDriverId: 2 as const,
      firstPartyAtFault: 75 as const
    }
    const managerReport = await generate("manager", namedDriverRefs.sharma)
    const manager = await refused("manager", (client) =>
      client.dataCorrection.addClaim({ payload: { ...payload, reportId: managerReport.id } })
    )
    expect(manager).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })

    const corrected = await ok("admin", (client) => client.dataCorrection.addClaim({ payload }))
    const claim = corrected.claims.find((c) => c.claimNumber === "NWDC-ADDED-1")!
    expect(claim).toMatchObject({
      dateOfLoss: accidentDate,
      status: "open",
      involvement: { code: "F" },
      atFault: 75,
      isThirdParty: false,
      vehicleId: policy.vehicles[0]!.id,
      carrier: { code: "NWD-GEN" },
      policyNumber: policy.policyNumber
    })
    expect(claim.majorCoverages.map((c) => c.code)).toEqual(["DCPD", "COLL"])
    expect(claim.claimDetailFirstParty).toMatchObject({
      firstPartyOperatorId: seen.driverId,
      driverFullName: seen.fullName,
      listedOnPolicy: true,
      driverExcluded: false
    })
    expect(await auditOf(corrected.id)).toEqual([
      expect.objectContaining({ fieldId: 17, oldValueEn: null, newValueEn: "NWDC-ADDED-1", accidentDate, companyCode: "NWD-GEN" })
    ])

    const state = await stateOf(seen.driverId)
    for (const claimId of ["nwdc-added-1", "NWDC9000000001"]) {
      const duplicate = await refused("admin", (client) =>
        client.dataCorrection.addClaim({ payload: { ...payload, reportId: corrected.id, claimId } })
      )
      expect(duplicate).toMatchObject({
        _tag: "BadRequest",
        code: "ERROR_400_DUPLICATE_CLAIM",
        issues: [{ field: "claimId", code: "duplicateClaim" }]
      })
    }
    const future = await refused("admin", (client) =>
      client.dataCorrection.addClaim({ payload: { ...payload, claimId: "NWDC-ADDED-2", accidentDate: "2999-01-01" } })
    )
    expect(future.message).toContain("accidentDate: cancellationDateInvalid")
    expect(future.issues).toEqual([{ field: "accidentDate", code: "cancellationDateInvalid" }])
    const outside = await refused("admin", (client) =>
      client.dataCorrection.addClaim({ payload: { ...payload, claimId: "NWDC-ADDED-2", accidentDate: "2001-01-01" } })
    )
    expect(outside.message).toContain("accidentDate")
    expect(outside).toMatchObject({
      code: "ERROR_400_INVALID_REQUEST",
      issues: [{ field: "accidentDate", code: "dateOfLossOutsideTerm" }]
    })
    const otherCompany = await refused("admin", (client) =>
      client.dataCorrection.addClaim({ payload: { ...payload, claimId: "NWDC-ADDED-2", reportingCompanyCode: "MPL-MUT" } })
    )
    expect(otherCompany.message).toContain("firstPartyPolicyKey")
    expect(otherCompany.issues).toEqual([{ field: "firstPartyPolicyKey", code: "notOfPolicy" }])
    // Over the limits of document 3 section 9: refused at each field by the form's rule, never cut.
    const long = await refused("admin", (client) =>
      client.dataCorrection.addClaim({ payload: { ...payload, claimId: "C".repeat(21), firstPartyFullName: "N".repeat(201) } })
    )
    expect(long).toMatchObject({
      code: "ERROR_400_INVALID_REQUEST",
      issues: [
        { field: "claimId", code: "tooLong" },
        { field: "firstPartyFullName", code: "tooLong" }
      ]
    })
    expect(await stateOf(seen.driverId)).toBe(state)

    // The same new number sent twice at once, from two reports: one claim, one duplicate.
    const other = await generate("admin", namedDriverRefs.sharma)
    const results = await Promise.allSettled(
      [seen.id, other.id].map((reportId) =>
        ok("admin", (client) => client.dataCorrection.addClaim({ payload: { ...payload, reportId, claimId: "NWDC-ADDED-3" } }))
      )
    )
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"])
    const [held] = await portal.sql(
      (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM claim WHERE claim_number = 'NWDC-ADDED-3'`
    )
    expect(held!.count).toBe(1)
  })

  it("adds an operator to a policy: a new driver once, then the same driver is a duplicate; a known licence is that driver", async () => {
    const seen = await generate("admin", namedDriverRefs.smithOntario)
    const policy = seen.policies[0]!
    const terms = await ok("admin", (client) => client.correctionLookups.policyTerms({ query: { policyKey: policy.policyKey } }))
    expect(terms.map((t) => t.termStartDate)).toEqual([...terms.map((t) => t.termStartDate)].sort().reverse())
    const chosen = terms.slice(0, 2)
    const vehicles = await ok("admin", (client) =>
      client.correctionLookups.termVehicles({
        payload: { policyKey: policy.policyKey, termStartDates: chosen.map((t) => t.termStartDate) }
      })
    )
    const payload = {
      reportId: seen.id,
      policyKey: policy.policyKey,
      policyTerm: chosen,
      operatorTypeId: 3,
      vehicleKey: vehicles[0]!.vehicleKey,
      DLN: "S9-0000-0000-0099",
      DLNJurisdictionId: await jurisdictionId("ON"),
      operatorKey: null,
      fullName: "Jane Smith",
      dateOfBirth: "1999-04-05",
      genderId: 2,
      maritalStatusId: 1,
      relationShipId: 2
    }
    const managerReport = await generate("manager", namedDriverRefs.smithOntario)
    const notBureau = await refused("manager", (client) =>
      client.dataCorrection.addOperatorInPolicy({ payload: { ...payload, reportId: managerReport.id } })
    )
    expect(notBureau).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })

    const corrected = await ok("admin", (client) => client.dataCorrection.addOperatorInPolicy({ payload }))
    const operator = corrected.policies[0]!.operators.find((o) => o.dln === "S9000000000099")!
    expect(operator).toMatchObject({
      fullName: "Jane Smith",
      relationShipToPolicyHolder: { code: "SPOUSE" },
      vehicles: [{ policyVehicleId: vehicles[0]!.vehicleKey, operatorType: { code: "C" } }]
    })
    const [listing] = await portal.sql(
      (sql) => sql<{ dateAdded: string; dateDeleted: string | null; drivers: number }>`
        SELECT po.date_added::text AS date_added, po.date_deleted::text AS date_deleted,
          (SELECT count(*)::int FROM driver WHERE licence_number = 'S9000000000099') AS drivers
        FROM policy_operator po JOIN driver d ON d.id = po.driver_id WHERE d.licence_number = 'S9000000000099'`
    )
    expect(listing).toEqual({ dateAdded: chosen[1]!.termStartDate, dateDeleted: null, drivers: 1 })
    expect(await auditOf(corrected.id)).toEqual([
      expect.objectContaining({ fieldId: 18, newValueEn: "Jane Smith (S9000000000099 ON)", policyNumber: policy.policyNumber })
    ])

    const state = await stateOf(seen.driverId)
    const duplicate = await refused("admin", (client) =>
      client.dataCorrection.addOperatorInPolicy({ payload: { ...payload, reportId: corrected.id } })
    )
    expect(duplicate).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_DUPLICATE_POLICYOPERATOR",
      issues: [{ field: "DLN", code: "operatorAlreadyExists" }]
    })
    const long = await refused("admin", (client) =>
      client.dataCorrection.addOperatorInPolicy({
        payload: { ...payload, reportId: corrected.id, DLN: "D".repeat(21), fullName: "N".repeat(201) }
      })
    )
    expect(long).toMatchObject({
      code: "ERROR_400_INVALID_REQUEST",
      issues: [
        { field: "DLN", code: "tooLong" },
        { field: "fullName", code: "tooLong" }
      ]
    })
    expect(await stateOf(seen.driverId)).toBe(state)

    // Liam Murphy's licence, typed without the look-up: he is listed, not created again.
    const murphy = await ok("admin", (client) =>
      client.correctionLookups.operatorByDln({ payload: { jurisdictionCode: "ns", driverLicenceNumber: "murph900123456" } })
    )
    const novaScotia = await jurisdictionId("NS")
    const withMurphy = await ok("admin", (client) =>
      client.dataCorrection.addOperatorInPolicy({
        payload: {
          ...payload,
          reportId: corrected.id,
          policyTerm: [terms[terms.length - 1]!],
          vehicleKey: policy.vehicles[0]!.id,
          DLN: namedDriverRefs.murphy.licenceNumber,
          DLNJurisdictionId: novaScotia,
          fullName: "Liam Murphy",
          dateOfBirth: null,
          genderId: null,
          maritalStatusId: null,
          relationShipId: 9
        }
      })
    )
    const [murphyRows] = await portal.sql(
      (sql) => sql<{ drivers: number; dateDeleted: string | null }>`
        SELECT (SELECT count(*)::int FROM driver WHERE licence_number = ${namedDriverRefs.murphy.licenceNumber}) AS drivers,
          po.date_deleted::text AS date_deleted
        FROM policy_operator po WHERE po.driver_id = ${murphy.operatorKey}`
    )
    // Listed for the oldest term only, which is over: the listing ends with it.
    expect(murphyRows).toEqual({ drivers: 1, dateDeleted: terms[terms.length - 1]!.termEndDate })
    expect(withMurphy.id).toBeGreaterThan(corrected.id)

    const invalid = await refused("admin", (client) =>
      client.dataCorrection.addOperatorInPolicy({
        payload: { ...payload, DLN: "S9000000000098", dateOfBirth: null, genderId: null, fullName: " " }
      })
    )
    expect(invalid.message).toContain("fullName: blank")
    expect(invalid.message).toContain("dateOfBirth: required")
    expect(invalid.message).toContain("genderId: required")
  })

  it("refuses the same operator twice on a term that has ended or was cancelled, as on an active one", async () => {
    const addTwice = async (ref: Ref, pick: (report: DriverReport) => DriverReport["policies"][number], dln: string) => {
      const seen = await generate("admin", ref)
      const policy = pick(seen)
      const terms = await ok("admin", (client) =>
        client.correctionLookups.policyTerms({ query: { policyKey: policy.policyKey } })
      )
      const term = terms.find((t) => t.termStartDate === policy.effectiveDate)!
      const [vehicle] = await ok("admin", (client) =>
        client.correctionLookups.termVehicles({ payload: { policyKey: policy.policyKey, termStartDates: [term.termStartDate] } })
      )
      const payload = {
        reportId: seen.id,
        policyKey: policy.policyKey,
        policyTerm: [term],
        operatorTypeId: 3,
        vehicleKey: vehicle!.vehicleKey,
        DLN: dln,
        DLNJurisdictionId: await jurisdictionId("ON"),
        operatorKey: null,
        fullName: "Sam Twice",
        dateOfBirth: "1995-02-03",
        genderId: 1,
        maritalStatusId: 2,
        relationShipId: 4
      }
      const first = await ok("admin", (client) => client.dataCorrection.addOperatorInPolicy({ payload }))
      const second = await refused("admin", (client) =>
        client.dataCorrection.addOperatorInPolicy({ payload: { ...payload, reportId: first.id } })
      )
      const [listings] = await portal.sql(
        (sql) => sql<{ count: number }>`
          SELECT count(*)::int AS count FROM policy_operator po JOIN driver d ON d.id = po.driver_id
          WHERE d.licence_number = ${dln}`
      )
      return { term, second, listings: listings!.count }
    }
    const today = todayInToronto()

    const ended = await addTwice(namedDriverRefs.smithOntario, (r) => r.policies[r.policies.length - 1]!, "T9000000000001")
    expect(ended.term.termEndDate < today).toBe(true)
    expect(ended.second).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_DUPLICATE_POLICYOPERATOR" })
    expect(ended.listings).toBe(1)

    const cancelled = await addTwice(
      namedDriverRefs.sharma,
      (r) => r.policies.find((p) => p.isCancelled && p.cancellationDate !== null)!,
      "T9000000000002"
    )
    expect(cancelled.second).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_DUPLICATE_POLICYOPERATOR" })
    expect(cancelled.listings).toBe(1)
  })
})

describe("correction look-ups", () => {
  it("list the coded values for the dialogs", async () => {
    const statuses = await ok("manager", (client) => client.correctionLookups.policyStatuses())
    expect(statuses.map((s) => s.code)).toEqual(["ACT", "ADD", "EXP", "CNP", "CNR", "CUW", "CMR", "CIR", "COT"])
    expect((await ok("manager", (client) => client.correctionLookups.genders())).map((g) => g.descriptionFr)).toEqual([
      "Homme",
      "Femme",
      "Non disponible"
    ])
    expect((await ok("manager", (client) => client.correctionLookups.vehicleLosses())).map((l) => l.code)).toEqual([
      "P",
      "T",
      "N"
    ])
    expect(await ok("manager", (client) => client.correctionLookups.operatorTypes())).toHaveLength(4)
    expect(await ok("manager", (client) => client.correctionLookups.relationships())).toHaveLength(9)
    expect(await ok("manager", (client) => client.correctionLookups.majorCoverages())).toHaveLength(8)
    expect(await ok("manager", (client) => client.correctionLookups.maritalStatuses())).toHaveLength(6)
    expect(await ok("manager", (client) => client.correctionLookups.driverTrainings())).toHaveLength(2)
    const analyst = await refused("analyst", (client) => client.correctionLookups.genders())
    expect(analyst).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })

  it("list a claim's operators and vehicles, and a policy's vehicles and terms, only for a carrier the caller corrects", async () => {
    const wilson = await generate("manager", namedDriverRefs.wilson)
    const claim = wilson.claims.find((c) => c.claimNumber === "NWDC9000000001")!
    const operators = await ok("manager", (client) => client.correctionLookups.claimOperators({ params: { id: claim.id } }))
    expect(operators.map((o) => o.fullName)).toEqual(["Margaret Anne Wilson", "Robert James Wilson"])
    const vehicles = await ok("manager", (client) => client.correctionLookups.claimVehicles({ params: { id: claim.id } }))
    expect(vehicles.map((v) => v.makeEn).sort()).toEqual(["Ford", "Subaru", "Toyota"])
    const policy = wilson.policies[0]!
    const policyVehicles = await ok("manager", (client) =>
      client.correctionLookups.policyVehicles({ query: { policyKey: policy.policyKey } })
    )
    expect(policyVehicles.map((v) => v.vin).sort()).toEqual(policy.vehicles.map((v) => v.vin).sort())

    const laurentian = wilson.claims.find((c) => c.claimNumber === "LAUC9000000004")!
    const calls: ReadonlyArray<(client: PortalClient) => Effect.Effect<unknown, unknown>> = [
      (client) => client.correctionLookups.claimOperators({ params: { id: laurentian.id } }),
      (client: PortalClient) => client.correctionLookups.claimVehicles({ params: { id: laurentian.id } }),
      (client: PortalClient) =>
        client.correctionLookups.policyTerms({
          query: { policyKey: wilson.policies.find((p) => p.carrier.code === "MPL-MUT")!.policyKey }
        })
    ]
    for (const call of calls) expect((await refused("manager", call))._tag).toBe("NotFound")
    expect(
      await ok("admin", (client) => client.correctionLookups.claimOperators({ params: { id: laurentian.id } }))
    ).toHaveLength(1)
  })

  it("looks a driver up by licence and jurisdiction for bureau staff alone", async () => {
    const sophie = {
      jurisdictionCode: namedDriverRefs.leblanc.jurisdiction,
      driverLicenceNumber: namedDriverRefs.leblanc.licenceNumber
    }
    const forCarrier = await refused("manager", (client) => client.correctionLookups.operatorByDln({ payload: sophie }))
    expect(forCarrier).toMatchObject({ _tag: "Forbidden", token: "NOT_ALLOWED_TO_MANAGE" })
    expect(await ok("admin", (client) => client.correctionLookups.operatorByDln({ payload: sophie }))).toMatchObject({
      fullName: "Sophie Leblanc"
    })
    const found = await ok("admin", (client) =>
      client.correctionLookups.operatorByDln({ payload: { jurisdictionCode: "AB", driverLicenceNumber: "900123457" } })
    )
    expect(found).toMatchObject({ fullName: "Dale Friesen", gridLevel: "4", gridIndicator: "Y", genderId: 1 })
    const onHold = await ok("admin", (client) =>
      client.correctionLookups.operatorByDln({
        payload: { jurisdictionCode: "BC", driverLicenceNumber: namedDriverRefs.lee.licenceNumber }
      })
    )
    expect(onHold).toMatchObject({ fullName: "Kevin Lee", dateOfBirth: null, yearOfBirth: null })
    const missing = await refused("admin", (client) =>
      client.correctionLookups.operatorByDln({ payload: { jurisdictionCode: "ON", driverLicenceNumber: "NOSUCH1" } })
    )
    expect(missing._tag).toBe("NotFound")
    const unknown = await refused("admin", (client) =>
      client.correctionLookups.operatorByDln({ payload: { jurisdictionCode: "ZZ", driverLicenceNumber: "NOSUCH1" } })
    )
    expect(unknown._tag).toBe("BadRequest")
  })
})

describe("reports generated before a correction", () => {
  const textOf = async (bytes: Uint8Array) => {
    const { extractText } = await import("unpdf")
    return (await extractText(new Uint8Array(bytes), { mergePages: true })).text
  }
  const pdfText = async (reportId: number, lng: "english" | "french", who: Who = "manager") => {
    const { link } = await ok(who, (client) =>
      client.driverReports.generateReportPdf({ params: { id: reportId }, query: { lng } })
    )
    const response = await fetch(`${portal.baseUrl}${link}`)
    return textOf(new Uint8Array(await response.arrayBuffer()))
  }

  it("say in their PDF that the driver's data was corrected since; the cached PDF is rendered again", async () => {
    const seen = await generate("manager", namedDriverRefs.bergeron)
    const before = await pdfText(seen.id, "english")
    expect(before).not.toContain("was corrected on")
    const bureau = await generate("admin", namedDriverRefs.bergeron)
    const corrected = await ok("admin", (client) =>
      client.dataCorrection.updateDriverInfo({
        payload: { ...driverInfoAsShown(bureau), fullAddress: "20 rue Champlain, Dieppe NB E1A 1N4" }
      })
    )
    const day = todayInToronto()
    const english = await pdfText(seen.id, "english")
    expect(english.replace(/\s+/g, " ")).toContain(`The driver's data was corrected on ${day}, after this report was generated`)
    const french = await pdfText(seen.id, "french")
    expect(french.replace(/\s+/g, " ")).toContain(`corrigées le ${day}`)
    expect(await pdfText(corrected.id, "english", "admin")).not.toContain("was corrected on")
  })
})
