import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { lookupId } from "../../shared/lookups"
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

type ColumnType = "int" | "text" | "date" | "bool" | "numeric" | "int[]"

/** What a row gives for a column of each type; int[] columns are given as array literals. */
interface ColumnValue {
  int: number | null
  text: string | null
  date: string | null
  bool: boolean
  numeric: number
  "int[]": string
}

/** A PostgreSQL array literal: every column travels as one text parameter, whatever its values. */
const arrayLiteral = (values: ReadonlyArray<unknown>) =>
  `{${values
    .map((v) => (v === null || v === undefined ? "NULL" : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`))
    .join(",")}}`

/**
 * The rows of one table gathered column by column, then written in one multi-row INSERT (unnest).
 * Column names are the table's own.
 */
const tableRows = <const Columns extends Record<string, ColumnType>>(table: string, columns: Columns) => {
  const names = Object.keys(columns)
  const values = names.map(() => [] as Array<unknown>)
  return {
    add: (row: { readonly [K in keyof Columns]: ColumnValue[Columns[K]] }) => {
      names.forEach((name, i) => values[i]!.push(row[name]))
    },
    get count() {
      return values[0]!.length
    },
    insert: (sql: SqlClient.SqlClient) => {
      if (values[0]!.length === 0) return Effect.void
      const types = names.map((name) => columns[name]!)
      const list = names.join(", ")
      const arrays = types.map((type, i) => `$${i + 1}::${type === "int[]" ? "text" : type}[]`).join(", ")
      const select = names.map((name, i) => (types[i] === "int[]" ? `u.${name}::int[]` : `u.${name}`)).join(", ")
      return sql
        .unsafe(
          `INSERT INTO ${table} (${list}) SELECT ${select} FROM unnest(${arrays}) AS u(${list})`,
          values.map((column, i) =>
            // Typed arrays travel in binary; the driver cannot type an all-null or fractional column, so those go as text.
            types[i] === "numeric" || types[i] === "int[]" || column.every((v) => v === null) ? arrayLiteral(column) : column
          )
        )
        .pipe(Effect.asVoid)
    }
  }
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

    const driverRows = tableRows("driver", {
      id: "int",
      licence_number: "text",
      jurisdiction_id: "int",
      full_name: "text",
      full_address: "text",
      postal_code: "text",
      date_of_birth: "date",
      year_of_birth: "int",
      gender_id: "int",
      marital_status_id: "int",
      driver_training_id: "int",
      years_licensed: "int",
      on_hold: "bool",
      alberta_grid_level: "text",
      alberta_grid_indicator: "text",
      alberta_grid_rating_date: "date"
    })
    const policyRows = tableRows("policy", {
      id: "int",
      reporting_company_id: "int",
      policy_number: "text",
      holder_name: "text",
      holder_address: "text",
      is_commercial: "bool"
    })
    const termRows = tableRows("policy_term", {
      id: "int",
      policy_id: "int",
      effective_date: "date",
      expiry_date: "date",
      cancellation_date: "date",
      is_cancelled: "bool",
      status_id: "int"
    })
    const vehicleRows = tableRows("policy_vehicle", {
      id: "int",
      policy_id: "int",
      date_added: "date",
      date_removed: "date",
      model_year: "int",
      make_en: "text",
      make_fr: "text",
      model_en: "text",
      model_fr: "text",
      vin: "text",
      is_trailer: "bool",
      vehicle_code: "text",
      location_postal_code: "text",
      vehicle_use_id: "int",
      type_of_use_id: "int",
      vehicle_class: "text",
      driving_record: "int",
      major_coverage_ids: "int[]",
      commuting_distance_one_way: "int",
      commuting_distance_annual: "int",
      business_use_percentage: "int",
      branding_id: "int",
      gross_vehicle_weight_kg: "int"
    })
    const operatorRows = tableRows("policy_operator", {
      id: "int",
      policy_id: "int",
      driver_id: "int",
      relationship_id: "int",
      date_added: "date",
      date_deleted: "date",
      on_hold: "bool"
    })
    const operatorVehicleRows = tableRows("policy_operator_vehicle", {
      policy_operator_id: "int",
      policy_vehicle_id: "int",
      operator_type_id: "int"
    })
    const claimRows = tableRows("claim", {
      id: "int",
      driver_id: "int",
      reporting_company_id: "int",
      policy_id: "int",
      policy_number: "text",
      claim_number: "text",
      date_of_loss: "date",
      date_reported: "date",
      status: "text",
      is_third_party: "bool",
      is_reserve_only: "bool",
      is_comprehensive: "bool",
      at_fault_percentage: "int",
      involvement_code: "text",
      policy_vehicle_id: "int",
      vehicle_loss_id: "int",
      major_coverage_ids: "int[]",
      on_hold: "bool"
    })
    const lossRows = tableRows("claim_loss", {
      id: "int",
      claim_id: "int",
      loss_kind_id: "int",
      loss_amount: "numeric",
      expense_amount: "numeric",
      is_reserve: "bool",
      reserve_date: "date"
    })
    const firstPartyRows = tableRows("claim_first_party", {
      claim_id: "int",
      driver_id: "int",
      full_name: "text",
      licence_number: "text",
      jurisdiction_id: "int",
      date_of_birth: "date",
      year_of_birth: "int",
      listed_on_policy: "bool",
      driver_excluded: "bool",
      at_fault_percentage: "int"
    })
    const thirdPartyRows = tableRows("claim_third_party", {
      claim_id: "int",
      full_name: "text",
      licence_number: "text",
      jurisdiction_id: "int",
      insurer_company_id: "int",
      policy_number: "text",
      at_fault_percentage: "int"
    })
    // In the order of their foreign keys.
    const tables = [
      driverRows,
      policyRows,
      termRows,
      vehicleRows,
      operatorRows,
      operatorVehicleRows,
      claimRows,
      lossRows,
      firstPartyRows,
      thirdPartyRows
    ]

    plans.forEach((d, index) => {
      const self = ids.driver![index]!
      driverRows.add({
        id: self,
        licence_number: d.licenceNumber,
        jurisdiction_id: jurisdiction(d.jurisdiction),
        full_name: d.fullName,
        full_address: d.fullAddress,
        postal_code: d.postalCode,
        date_of_birth: d.dateOfBirth,
        year_of_birth: d.yearOfBirth,
        gender_id: lookupId("gender", d.gender),
        marital_status_id: lookupId("marital_status", d.maritalStatus),
        driver_training_id: d.driverTraining === null ? null : lookupId("driver_training", d.driverTraining),
        years_licensed: d.yearsLicensed,
        on_hold: d.onHold,
        alberta_grid_level: d.albertaGrid?.level ?? null,
        alberta_grid_indicator: d.albertaGrid?.indicator ?? null,
        alberta_grid_rating_date: d.albertaGrid?.ratingDate ?? null
      })

      const vehicleIdsByPolicy: Array<Array<number>> = []
      const policyIds: Array<number> = []
      for (const p of d.policies) {
        const policyId = nextPolicy()
        policyIds.push(policyId)
        policyRows.add({
          id: policyId,
          reporting_company_id: company(p.company),
          policy_number: p.policyNumber,
          holder_name: p.holderName,
          holder_address: p.holderAddress,
          is_commercial: p.isCommercial
        })
        for (const t of p.terms) {
          termRows.add({
            id: nextTerm(),
            policy_id: policyId,
            effective_date: t.effective,
            expiry_date: t.expiry,
            cancellation_date: t.cancellation,
            is_cancelled: t.cancelled,
            status_id: lookupId("policy_status", t.status)
          })
        }
        const vehicleIds = p.vehicles.map((v) => {
          const id = nextVehicle()
          vehicleRows.add({
            id,
            policy_id: policyId,
            date_added: v.dateAdded,
            date_removed: v.dateRemoved,
            model_year: v.modelYear,
            make_en: v.makeEn,
            make_fr: v.makeFr,
            model_en: v.modelEn,
            model_fr: v.modelFr,
            vin: v.vin,
            is_trailer: v.isTrailer,
            vehicle_code: v.vehicleCode,
            location_postal_code: v.locationPostalCode,
            vehicle_use_id: lookupId("vehicle_use", v.use),
            type_of_use_id: lookupId("type_of_use", v.typeOfUse),
            vehicle_class: v.vehicleClass,
            driving_record: v.drivingRecord,
            major_coverage_ids: intArray(v.coverages.map((c) => lookupId("major_coverage", c))),
            commuting_distance_one_way: v.commutingOneWayKm,
            commuting_distance_annual: v.annualKm,
            business_use_percentage: v.businessUsePercent,
            branding_id: lookupId("branding", v.branding),
            gross_vehicle_weight_kg: v.grossWeightKg
          })
          return id
        })
        vehicleIdsByPolicy.push(vehicleIds)
        for (const o of p.operators) {
          const operatorId = nextOperator()
          operatorRows.add({
            id: operatorId,
            policy_id: policyId,
            driver_id: driverId(self, o.driver),
            relationship_id: lookupId("relationship", o.relationship),
            date_added: o.dateAdded,
            date_deleted: o.dateDeleted,
            on_hold: o.onHold
          })
          for (const v of o.vehicles) {
            operatorVehicleRows.add({
              policy_operator_id: operatorId,
              policy_vehicle_id: vehicleIds[v.vehicle]!,
              operator_type_id: lookupId("operator_type", v.type)
            })
          }
        }
      }

      for (const c of d.claims) {
        const claimId = nextClaim()
        claimRows.add({
          id: claimId,
          driver_id: self,
          reporting_company_id: company(c.company),
          policy_id: c.policy === null ? null : policyIds[c.policy]!,
          policy_number: c.policyNumber,
          claim_number: c.claimNumber,
          date_of_loss: c.dateOfLoss,
          date_reported: c.dateReported,
          status: c.status,
          is_third_party: c.thirdParty,
          is_reserve_only: c.reserveOnly,
          is_comprehensive: c.comprehensive,
          at_fault_percentage: c.atFault,
          involvement_code: c.involvement,
          policy_vehicle_id: c.policy === null || c.vehicle === null ? null : vehicleIdsByPolicy[c.policy]![c.vehicle]!,
          vehicle_loss_id: c.vehicleLoss === null ? null : lookupId("vehicle_loss", c.vehicleLoss),
          major_coverage_ids: intArray(c.coverages.map((code) => lookupId("major_coverage", code))),
          on_hold: c.onHold
        })
        for (const l of c.losses) {
          lossRows.add({
            id: nextLoss(),
            claim_id: claimId,
            loss_kind_id: lookupId("claim_loss_kind", l.kind),
            loss_amount: l.loss,
            expense_amount: l.expense,
            is_reserve: l.reserve,
            reserve_date: l.reserveDate
          })
        }
        const fp = c.firstParty
        if (fp) {
          firstPartyRows.add({
            claim_id: claimId,
            driver_id: fp.driver === null ? null : driverId(self, fp.driver),
            full_name: fp.fullName,
            licence_number: fp.licenceNumber,
            jurisdiction_id: jurisdiction(fp.jurisdiction),
            date_of_birth: fp.dateOfBirth,
            year_of_birth: fp.yearOfBirth,
            listed_on_policy: fp.listedOnPolicy,
            driver_excluded: fp.excluded,
            at_fault_percentage: fp.atFault
          })
        }
        const tp = c.thirdPartyDetails
        if (tp) {
          thirdPartyRows.add({
            claim_id: claimId,
            full_name: tp.fullName,
            licence_number: tp.licenceNumber,
            jurisdiction_id: jurisdiction(tp.jurisdiction),
            insurer_company_id: tp.insurer === null ? null : company(tp.insurer),
            policy_number: tp.policyNumber,
            at_fault_percentage: tp.atFault
          })
        }
      }
    })

    yield* sql.withTransaction(
      Effect.gen(function* () {
        // The batch is consistent by construction (ids reserved, references resolved above); skipping the
        // per-row foreign-key triggers makes bulk loads several times faster where the role may do so.
        if (options.skipForeignKeyChecks) yield* sql`SET LOCAL session_replication_role = replica`
        for (const table of tables) yield* table.insert(sql)
      })
    )
    const rows = tables.reduce((n, table) => n + table.count, 0)
    return { drivers: plans.length, rows }
  })
