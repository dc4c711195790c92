import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { lookupId } from "../../domain/reports/lookups"
import type { DriverRef, PlannedDriver } from "./driverPlan"

/** Ids of the reference rows plans name by code. */
export interface InsertContext {
  readonly companies: ReadonlyMap<string, number>
  readonly jurisdictions: ReadonlyMap<string, number>
}

export const readInsertContext = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const companies = yield* sql<{ id: number; code: string }>`SELECT id, code FROM reporting_company ORDER BY code`
  const jurisdictions = yield* sql<{ id: number; code: string }>`SELECT id, jurisdiction_code AS code FROM jurisdiction`
  const context: InsertContext = {
    companies: new Map(companies.map((c) => [c.code, c.id])),
    jurisdictions: new Map(jurisdictions.map((j) => [j.code, j.id]))
  }
  return context
})

type Column = readonly [name: string, type: "int" | "text" | "date" | "bool" | "numeric" | "int[]", values: Array<unknown>]

/** A PostgreSQL array literal: every column travels as one text parameter, whatever its values. */
const arrayLiteral = (values: ReadonlyArray<unknown>) =>
  `{${values
    .map((v) => (v === null || v === undefined ? "NULL" : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`))
    .join(",")}}`

/** One multi-row INSERT from parallel arrays (unnest); int[] columns travel as array literals in text. */
const insertColumns = (sql: SqlClient.SqlClient, table: string, columns: ReadonlyArray<Column>) => {
  if (columns[0]![2].length === 0) return Effect.void
  const names = columns.map(([name]) => name).join(", ")
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type === "int[]" ? "text" : type}[]`).join(", ")
  const select = columns.map(([name, type]) => (type === "int[]" ? `u.${name}::int[]` : `u.${name}`)).join(", ")
  return sql
    .unsafe(
      `INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${arrays}) AS u(${names})`,
      columns.map(([, type, values]) =>
        // Typed arrays travel in binary; the driver cannot type an all-null or fractional column, so those go as text.
        type === "numeric" || type === "int[]" || values.every((v) => v === null) ? arrayLiteral(values) : values
      )
    )
    .pipe(Effect.asVoid)
}

const refKey = (ref: DriverRef) => `${ref.jurisdiction}|${ref.licenceNumber}`
const intArray = (ids: ReadonlyArray<number>) => `{${ids.join(",")}}`

/** Sequence values for new rows of each table, reserved in one round trip (safe beside other writers). */
const reserveIds = (sql: SqlClient.SqlClient, counts: Record<string, number>) =>
  Effect.gen(function* () {
    const tables = Object.keys(counts)
    const selects = tables
      .map((t) => `ARRAY(SELECT nextval('${t}_id_seq')::int FROM generate_series(1, ${counts[t]})) AS ${t}`)
      .join(", ")
    const [row] = yield* sql.unsafe<Record<string, Array<number>>>(`SELECT ${selects}`)
    // Results come back camel-cased; map them to the table names asked for.
    return Object.fromEntries(tables.map((t) => [t, Object.values(row!)[tables.indexOf(t)]!])) as Record<string, Array<number>>
  })

/**
 * Inserts drivers with their policies, terms, vehicles, operators and claims: one INSERT per table
 * for the whole batch, in one transaction. Operators and first parties may name drivers of this
 * batch or drivers already stored.
 */
export const insertDrivers = (
  plans: ReadonlyArray<PlannedDriver>,
  context: InsertContext,
  options: { readonly skipForeignKeyChecks?: boolean } = {}
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const policies = plans.flatMap((d) => d.policies)
    const claims = plans.flatMap((d) => d.claims)
    const ids = yield* reserveIds(sql, {
      driver: plans.length,
      policy: policies.length,
      policy_term: policies.reduce((n, p) => n + p.terms.length, 0),
      policy_vehicle: policies.reduce((n, p) => n + p.vehicles.length, 0),
      policy_operator: policies.reduce((n, p) => n + p.operators.length, 0),
      claim: claims.length,
      claim_loss: claims.reduce((n, c) => n + c.losses.length, 0)
    })
    const next = (table: string) => {
      let i = 0
      return () => ids[table]![i++]!
    }
    const nextPolicy = next("policy")
    const nextTerm = next("policy_term")
    const nextVehicle = next("policy_vehicle")
    const nextOperator = next("policy_operator")
    const nextClaim = next("claim")
    const nextLoss = next("claim_loss")

    const driverIds = new Map<string, number>()
    plans.forEach((d, i) => driverIds.set(refKey(d), ids.driver![i]!))
    const external = new Map<string, DriverRef>()
    for (const d of plans) {
      const refs = [
        ...d.policies.flatMap((p) => p.operators.map((o) => o.driver)),
        ...d.claims.map((c) => c.firstParty?.driver ?? null)
      ]
      for (const ref of refs) {
        if (ref !== null && ref !== "self" && !driverIds.has(refKey(ref))) external.set(refKey(ref), ref)
      }
    }
    if (external.size > 0) {
      const refs = [...external.values()]
      const found = yield* sql<{ id: number; licenceNumber: string; code: string }>`
        SELECT d.id, d.licence_number, j.jurisdiction_code AS code
        FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
        JOIN unnest(${refs.map((r) => r.licenceNumber)}::text[], ${refs.map((r) => r.jurisdiction)}::text[]) AS u(licence, code)
          ON u.licence = d.licence_number AND u.code = j.jurisdiction_code`
      for (const f of found) driverIds.set(`${f.code}|${f.licenceNumber}`, f.id)
    }
    // Plans naming unknown codes or drivers are defects of the plan: refuse the batch before writing anything.
    const unknown = [
      ...[...external.keys()].filter((key) => !driverIds.has(key)).map((key) => `driver ${key}`),
      ...plans
        .flatMap((d) => [
          d.jurisdiction,
          ...d.claims.flatMap((c) => [c.firstParty?.jurisdiction, c.thirdPartyDetails?.jurisdiction])
        ])
        .filter((code): code is string => code !== undefined && !context.jurisdictions.has(code))
        .map((code) => `jurisdiction ${code}`),
      ...[...policies.map((p) => p.company), ...claims.flatMap((c) => [c.company, c.thirdPartyDetails?.insurer ?? null])]
        .filter((code): code is string => code !== null && !context.companies.has(code))
        .map((code) => `reporting company ${code}`)
    ]
    if (unknown.length > 0) return yield* Effect.die(new Error(`The plan names an unknown ${[...new Set(unknown)].join(", ")}`))
    const jurisdiction = (code: string) => context.jurisdictions.get(code)!
    const company = (code: string) => context.companies.get(code)!
    const driverId = (self: number, ref: "self" | DriverRef) => (ref === "self" ? self : driverIds.get(refKey(ref))!)

    const driverCols = {
      id: [] as Array<number>,
      licence: [] as Array<string>,
      jurisdiction: [] as Array<number>,
      name: [] as Array<string>,
      address: [] as Array<string>,
      postal: [] as Array<string>,
      dob: [] as Array<string | null>,
      yob: [] as Array<number>,
      gender: [] as Array<number>,
      marital: [] as Array<number>,
      training: [] as Array<number | null>,
      licensed: [] as Array<number | null>,
      onHold: [] as Array<boolean>,
      gridLevel: [] as Array<string | null>,
      gridIndicator: [] as Array<string | null>,
      gridDate: [] as Array<string | null>
    }
    const policyCols = {
      id: [] as Array<number>,
      company: [] as Array<number>,
      number: [] as Array<string>,
      holder: [] as Array<string>,
      address: [] as Array<string>,
      commercial: [] as Array<boolean>
    }
    const termCols = {
      id: [] as Array<number>,
      policy: [] as Array<number>,
      effective: [] as Array<string>,
      expiry: [] as Array<string>,
      cancellation: [] as Array<string | null>,
      cancelled: [] as Array<boolean>,
      status: [] as Array<number>
    }
    const vehicleCols = {
      id: [] as Array<number>,
      policy: [] as Array<number>,
      added: [] as Array<string>,
      removed: [] as Array<string | null>,
      year: [] as Array<number>,
      makeEn: [] as Array<string>,
      makeFr: [] as Array<string>,
      modelEn: [] as Array<string>,
      modelFr: [] as Array<string>,
      vin: [] as Array<string>,
      trailer: [] as Array<boolean>,
      code: [] as Array<string>,
      location: [] as Array<string>,
      use: [] as Array<number>,
      typeOfUse: [] as Array<number>,
      vehicleClass: [] as Array<string>,
      record: [] as Array<number>,
      coverages: [] as Array<string>,
      oneWay: [] as Array<number | null>,
      annual: [] as Array<number | null>,
      business: [] as Array<number | null>,
      branding: [] as Array<number>,
      weight: [] as Array<number>
    }
    const operatorCols = {
      id: [] as Array<number>,
      policy: [] as Array<number>,
      driver: [] as Array<number>,
      relationship: [] as Array<number>,
      added: [] as Array<string>,
      deleted: [] as Array<string | null>,
      onHold: [] as Array<boolean>
    }
    const operatorVehicleCols = { operator: [] as Array<number>, vehicle: [] as Array<number>, type: [] as Array<number> }
    const claimCols = {
      id: [] as Array<number>,
      driver: [] as Array<number>,
      company: [] as Array<number>,
      policy: [] as Array<number | null>,
      policyNumber: [] as Array<string>,
      claimNumber: [] as Array<string>,
      loss: [] as Array<string>,
      reported: [] as Array<string>,
      status: [] as Array<string>,
      thirdParty: [] as Array<boolean>,
      reserveOnly: [] as Array<boolean>,
      comprehensive: [] as Array<boolean>,
      atFault: [] as Array<number | null>,
      involvement: [] as Array<string>,
      vehicle: [] as Array<number | null>,
      vehicleLoss: [] as Array<number | null>,
      coverages: [] as Array<string>,
      onHold: [] as Array<boolean>
    }
    const lossCols = {
      id: [] as Array<number>,
      claim: [] as Array<number>,
      kind: [] as Array<number>,
      loss: [] as Array<number>,
      expense: [] as Array<number>,
      reserve: [] as Array<boolean>,
      reserveDate: [] as Array<string | null>
    }
    const firstPartyCols = {
      claim: [] as Array<number>,
      driver: [] as Array<number | null>,
      name: [] as Array<string>,
      licence: [] as Array<string>,
      jurisdiction: [] as Array<number>,
      dob: [] as Array<string | null>,
      yob: [] as Array<number | null>,
      listed: [] as Array<boolean>,
      excluded: [] as Array<boolean>,
      atFault: [] as Array<number | null>
    }
    const thirdPartyCols = {
      claim: [] as Array<number>,
      name: [] as Array<string>,
      licence: [] as Array<string>,
      jurisdiction: [] as Array<number>,
      insurer: [] as Array<number | null>,
      policyNumber: [] as Array<string>,
      atFault: [] as Array<number | null>
    }

    plans.forEach((d, index) => {
      const self = ids.driver![index]!
      driverCols.id.push(self)
      driverCols.licence.push(d.licenceNumber)
      driverCols.jurisdiction.push(jurisdiction(d.jurisdiction))
      driverCols.name.push(d.fullName)
      driverCols.address.push(d.fullAddress)
      driverCols.postal.push(d.postalCode)
      driverCols.dob.push(d.dateOfBirth)
      driverCols.yob.push(d.yearOfBirth)
      driverCols.gender.push(lookupId("gender", d.gender))
      driverCols.marital.push(lookupId("marital_status", d.maritalStatus))
      driverCols.training.push(d.driverTraining === null ? null : lookupId("driver_training", d.driverTraining))
      driverCols.licensed.push(d.yearsLicensed)
      driverCols.onHold.push(d.onHold)
      driverCols.gridLevel.push(d.albertaGrid?.level ?? null)
      driverCols.gridIndicator.push(d.albertaGrid?.indicator ?? null)
      driverCols.gridDate.push(d.albertaGrid?.ratingDate ?? null)

      const vehicleIdsByPolicy: Array<Array<number>> = []
      const policyIds: Array<number> = []
      for (const p of d.policies) {
        const policyId = nextPolicy()
        policyIds.push(policyId)
        policyCols.id.push(policyId)
        policyCols.company.push(company(p.company))
        policyCols.number.push(p.policyNumber)
        policyCols.holder.push(p.holderName)
        policyCols.address.push(p.holderAddress)
        policyCols.commercial.push(p.isCommercial)
        for (const t of p.terms) {
          termCols.id.push(nextTerm())
          termCols.policy.push(policyId)
          termCols.effective.push(t.effective)
          termCols.expiry.push(t.expiry)
          termCols.cancellation.push(t.cancellation)
          termCols.cancelled.push(t.cancelled)
          termCols.status.push(lookupId("policy_status", t.status))
        }
        const vehicleIds = p.vehicles.map((v) => {
          const id = nextVehicle()
          vehicleCols.id.push(id)
          vehicleCols.policy.push(policyId)
          vehicleCols.added.push(v.dateAdded)
          vehicleCols.removed.push(v.dateRemoved)
          vehicleCols.year.push(v.modelYear)
          vehicleCols.makeEn.push(v.makeEn)
          vehicleCols.makeFr.push(v.makeFr)
          vehicleCols.modelEn.push(v.modelEn)
          vehicleCols.modelFr.push(v.modelFr)
          vehicleCols.vin.push(v.vin)
          vehicleCols.trailer.push(v.isTrailer)
          vehicleCols.code.push(v.vehicleCode)
          vehicleCols.location.push(v.locationPostalCode)
          vehicleCols.use.push(lookupId("vehicle_use", v.use))
          vehicleCols.typeOfUse.push(lookupId("type_of_use", v.typeOfUse))
          vehicleCols.vehicleClass.push(v.vehicleClass)
          vehicleCols.record.push(v.drivingRecord)
          vehicleCols.coverages.push(intArray(v.coverages.map((c) => lookupId("major_coverage", c))))
          vehicleCols.oneWay.push(v.commutingOneWayKm)
          vehicleCols.annual.push(v.annualKm)
          vehicleCols.business.push(v.businessUsePercent)
          vehicleCols.branding.push(lookupId("branding", v.branding))
          vehicleCols.weight.push(v.grossWeightKg)
          return id
        })
        vehicleIdsByPolicy.push(vehicleIds)
        for (const o of p.operators) {
          const operatorId = nextOperator()
          operatorCols.id.push(operatorId)
          operatorCols.policy.push(policyId)
          operatorCols.driver.push(driverId(self, o.driver))
          operatorCols.relationship.push(lookupId("relationship", o.relationship))
          operatorCols.added.push(o.dateAdded)
          operatorCols.deleted.push(o.dateDeleted)
          operatorCols.onHold.push(o.onHold)
          for (const v of o.vehicles) {
            operatorVehicleCols.operator.push(operatorId)
            operatorVehicleCols.vehicle.push(vehicleIds[v.vehicle]!)
            operatorVehicleCols.type.push(lookupId("operator_type", v.type))
          }
        }
      }

      for (const c of d.claims) {
        const claimId = nextClaim()
        claimCols.id.push(claimId)
        claimCols.driver.push(self)
        claimCols.company.push(company(c.company))
        claimCols.policy.push(c.policy === null ? null : policyIds[c.policy]!)
        claimCols.policyNumber.push(c.policyNumber)
        claimCols.claimNumber.push(c.claimNumber)
        claimCols.loss.push(c.dateOfLoss)
        claimCols.reported.push(c.dateReported)
        claimCols.status.push(c.status)
        claimCols.thirdParty.push(c.thirdParty)
        claimCols.reserveOnly.push(c.reserveOnly)
        claimCols.comprehensive.push(c.comprehensive)
        claimCols.atFault.push(c.atFault)
        claimCols.involvement.push(c.involvement)
        claimCols.vehicle.push(c.policy === null || c.vehicle === null ? null : vehicleIdsByPolicy[c.policy]![c.vehicle]!)
        claimCols.vehicleLoss.push(c.vehicleLoss === null ? null : lookupId("vehicle_loss", c.vehicleLoss))
        claimCols.coverages.push(intArray(c.coverages.map((code) => lookupId("major_coverage", code))))
        claimCols.onHold.push(c.onHold)
        for (const l of c.losses) {
          lossCols.id.push(nextLoss())
          lossCols.claim.push(claimId)
          lossCols.kind.push(lookupId("claim_loss_kind", l.kind))
          lossCols.loss.push(l.loss)
          lossCols.expense.push(l.expense)
          lossCols.reserve.push(l.reserve)
          lossCols.reserveDate.push(l.reserveDate)
        }
        const fp = c.firstParty
        if (fp) {
          firstPartyCols.claim.push(claimId)
          firstPartyCols.driver.push(fp.driver === null ? null : driverId(self, fp.driver))
          firstPartyCols.name.push(fp.fullName)
          firstPartyCols.licence.push(fp.licenceNumber)
          firstPartyCols.jurisdiction.push(jurisdiction(fp.jurisdiction))
          firstPartyCols.dob.push(fp.dateOfBirth)
          firstPartyCols.yob.push(fp.yearOfBirth)
          firstPartyCols.listed.push(fp.listedOnPolicy)
          firstPartyCols.excluded.push(fp.excluded)
          firstPartyCols.atFault.push(fp.atFault)
        }
        const tp = c.thirdPartyDetails
        if (tp) {
          thirdPartyCols.claim.push(claimId)
          thirdPartyCols.name.push(tp.fullName)
          thirdPartyCols.licence.push(tp.licenceNumber)
          thirdPartyCols.jurisdiction.push(jurisdiction(tp.jurisdiction))
          thirdPartyCols.insurer.push(tp.insurer === null ? null : company(tp.insurer))
          thirdPartyCols.policyNumber.push(tp.policyNumber)
          thirdPartyCols.atFault.push(tp.atFault)
        }
      }
    })

    yield* sql.withTransaction(
      Effect.gen(function* () {
        // The batch is consistent by construction (ids reserved, references resolved above); skipping the
        // per-row foreign-key triggers makes bulk loads several times faster where the role may do so.
        if (options.skipForeignKeyChecks) yield* sql`SET LOCAL session_replication_role = replica`
        const d = driverCols
        yield* insertColumns(sql, "driver", [
          ["id", "int", d.id],
          ["licence_number", "text", d.licence],
          ["jurisdiction_id", "int", d.jurisdiction],
          ["full_name", "text", d.name],
          ["full_address", "text", d.address],
          ["postal_code", "text", d.postal],
          ["date_of_birth", "date", d.dob],
          ["year_of_birth", "int", d.yob],
          ["gender_id", "int", d.gender],
          ["marital_status_id", "int", d.marital],
          ["driver_training_id", "int", d.training],
          ["years_licensed", "int", d.licensed],
          ["on_hold", "bool", d.onHold],
          ["alberta_grid_level", "text", d.gridLevel],
          ["alberta_grid_indicator", "text", d.gridIndicator],
          ["alberta_grid_rating_date", "date", d.gridDate]
        ])
        const p = policyCols
        yield* insertColumns(sql, "policy", [
          ["id", "int", p.id],
          ["reporting_company_id", "int", p.company],
          ["policy_number", "text", p.number],
          ["holder_name", "text", p.holder],
          ["holder_address", "text", p.address],
          ["is_commercial", "bool", p.commercial]
        ])
        const t = termCols
        yield* insertColumns(sql, "policy_term", [
          ["id", "int", t.id],
          ["policy_id", "int", t.policy],
          ["effective_date", "date", t.effective],
          ["expiry_date", "date", t.expiry],
          ["cancellation_date", "date", t.cancellation],
          ["is_cancelled", "bool", t.cancelled],
          ["status_id", "int", t.status]
        ])
        const v = vehicleCols
        yield* insertColumns(sql, "policy_vehicle", [
          ["id", "int", v.id],
          ["policy_id", "int", v.policy],
          ["date_added", "date", v.added],
          ["date_removed", "date", v.removed],
          ["model_year", "int", v.year],
          ["make_en", "text", v.makeEn],
          ["make_fr", "text", v.makeFr],
          ["model_en", "text", v.modelEn],
          ["model_fr", "text", v.modelFr],
          ["vin", "text", v.vin],
          ["is_trailer", "bool", v.trailer],
          ["vehicle_code", "text", v.code],
          ["location_postal_code", "text", v.location],
          ["vehicle_use_id", "int", v.use],
          ["type_of_use_id", "int", v.typeOfUse],
          ["vehicle_class", "text", v.vehicleClass],
          ["driving_record", "int", v.record],
          ["major_coverage_ids", "int[]", v.coverages],
          ["commuting_distance_one_way", "int", v.oneWay],
          ["commuting_distance_annual", "int", v.annual],
          ["business_use_percentage", "int", v.business],
          ["branding_id", "int", v.branding],
          ["gross_vehicle_weight_kg", "int", v.weight]
        ])
        const o = operatorCols
        yield* insertColumns(sql, "policy_operator", [
          ["id", "int", o.id],
          ["policy_id", "int", o.policy],
          ["driver_id", "int", o.driver],
          ["relationship_id", "int", o.relationship],
          ["date_added", "date", o.added],
          ["date_deleted", "date", o.deleted],
          ["on_hold", "bool", o.onHold]
        ])
        const ov = operatorVehicleCols
        yield* insertColumns(sql, "policy_operator_vehicle", [
          ["policy_operator_id", "int", ov.operator],
          ["policy_vehicle_id", "int", ov.vehicle],
          ["operator_type_id", "int", ov.type]
        ])
        const c = claimCols
        yield* insertColumns(sql, "claim", [
          ["id", "int", c.id],
          ["driver_id", "int", c.driver],
          ["reporting_company_id", "int", c.company],
          ["policy_id", "int", c.policy],
          ["policy_number", "text", c.policyNumber],
          ["claim_number", "text", c.claimNumber],
          ["date_of_loss", "date", c.loss],
          ["date_reported", "date", c.reported],
          ["status", "text", c.status],
          ["is_third_party", "bool", c.thirdParty],
          ["is_reserve_only", "bool", c.reserveOnly],
          ["is_comprehensive", "bool", c.comprehensive],
          ["at_fault_percentage", "int", c.atFault],
          ["involvement_code", "text", c.involvement],
          ["policy_vehicle_id", "int", c.vehicle],
          ["vehicle_loss_id", "int", c.vehicleLoss],
          ["major_coverage_ids", "int[]", c.coverages],
          ["on_hold", "bool", c.onHold]
        ])
        const l = lossCols
        yield* insertColumns(sql, "claim_loss", [
          ["id", "int", l.id],
          ["claim_id", "int", l.claim],
          ["loss_kind_id", "int", l.kind],
          ["loss_amount", "numeric", l.loss],
          ["expense_amount", "numeric", l.expense],
          ["is_reserve", "bool", l.reserve],
          ["reserve_date", "date", l.reserveDate]
        ])
        const f = firstPartyCols
        yield* insertColumns(sql, "claim_first_party", [
          ["claim_id", "int", f.claim],
          ["driver_id", "int", f.driver],
          ["full_name", "text", f.name],
          ["licence_number", "text", f.licence],
          ["jurisdiction_id", "int", f.jurisdiction],
          ["date_of_birth", "date", f.dob],
          ["year_of_birth", "int", f.yob],
          ["listed_on_policy", "bool", f.listed],
          ["driver_excluded", "bool", f.excluded],
          ["at_fault_percentage", "int", f.atFault]
        ])
        const tp = thirdPartyCols
        yield* insertColumns(sql, "claim_third_party", [
          ["claim_id", "int", tp.claim],
          ["full_name", "text", tp.name],
          ["licence_number", "text", tp.licence],
          ["jurisdiction_id", "int", tp.jurisdiction],
          ["insurer_company_id", "int", tp.insurer],
          ["policy_number", "text", tp.policyNumber],
          ["at_fault_percentage", "int", tp.atFault]
        ])
      })
    )
    const rows =
      plans.length +
      policies.length +
      termCols.id.length +
      vehicleCols.id.length +
      operatorCols.id.length +
      operatorVehicleCols.operator.length +
      claims.length +
      lossCols.id.length +
      firstPartyCols.claim.length +
      thirdPartyCols.claim.length
    return { drivers: plans.length, rows }
  })
