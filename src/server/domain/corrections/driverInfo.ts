import { Effect } from "effect"
import type { CorrectionFieldKey } from "../../../api/corrections/correctionFields"
import { mayEditDriver } from "../../../api/corrections/permissions"
import type { UpdateDriverInfoPayload } from "../../../api/corrections/schemas"
import {
  albertaCode,
  driverInfoIssues,
  type DriverInfoField,
  type DriverInfoFields,
  type DriverInfoRefusal
} from "../../../api/corrections/validation"
import type { DriverColumn, DriverFacts, DriverUpdate } from "../../db/corrections/correctionsRepository"
import { notAllowed, notOnReport, mustWrite, refuseField, refuseIssues, type CorrectionContext } from "./applyCorrection"
import { coded, plain, type Bilingual, type FieldChange } from "./changes"
import { isLookupId } from "../../shared/lookups"

/** Each driver field: its audit field, its column, how the database holds it and how the audit shows it. */
interface DriverField {
  readonly key: DriverInfoField
  readonly field: CorrectionFieldKey
  readonly column: DriverColumn
  readonly current: (driver: DriverFacts) => string | number | null
  readonly shown: (value: string | number | null) => Bilingual
  readonly lookup?: CodedTable
}

type CodedTable = "gender" | "marital_status" | "driver_training"

/** A field holding a lookup id, in a column of its own name, shown by the lookup's descriptions. */
const codedField = (
  key: "genderId" | "maritalStatusId" | "driverTrainingId",
  field: CorrectionFieldKey,
  lookup: CodedTable
): DriverField => ({
  key,
  field,
  column: key,
  current: (d) => d[key],
  shown: (v) => coded(lookup, v as number | null),
  lookup
})

const driverFields: ReadonlyArray<DriverField> = [
  { key: "fullName", field: "fullName", column: "fullName", current: (d) => d.fullName, shown: plain },
  { key: "fullAddress", field: "fullAddress", column: "fullAddress", current: (d) => d.fullAddress, shown: plain },
  { key: "dateOfBirth", field: "dateOfBirth", column: "dateOfBirth", current: (d) => d.dateOfBirth, shown: plain },
  codedField("genderId", "gender", "gender"),
  codedField("maritalStatusId", "maritalStatus", "marital_status"),
  codedField("driverTrainingId", "driverTraining", "driver_training"),
  { key: "yearLicensed", field: "yearsLicensed", column: "yearsLicensed", current: (d) => d.yearsLicensed, shown: plain },
  {
    key: "gridRatingDate",
    field: "gridRatingDate",
    column: "albertaGridRatingDate",
    current: (d) => d.albertaGridRatingDate,
    shown: plain
  }
]

/** The driver's fields as the report the corrector saw showed them; a masked date of birth was not seen. */
const seenFields = (context: CorrectionContext, payload: DriverInfoFields): DriverInfoFields => {
  const { snapshot } = context
  return {
    fullName: snapshot.fullName,
    fullAddress: snapshot.fullAddress,
    dateOfBirth: snapshot.dateOfBirthMasked
      ? payload.dateOfBirth === null
        ? null
        : context.driver.dateOfBirth
      : snapshot.dateOfBirth,
    genderId: snapshot.gender?.id ?? null,
    maritalStatusId: snapshot.maritalStatus?.id ?? null,
    driverTrainingId: snapshot.driverTraining?.id ?? null,
    yearLicensed: snapshot.yearsLicensed,
    gridRatingDate: snapshot.albertaGridRatingDate
  }
}

/** updateDriverInfo: the fields that differ from the report are checked, written and recorded. */
export const correctDriverInfo = (payload: UpdateDriverInfoPayload) => (context: CorrectionContext) =>
  Effect.gen(function* () {
    const { snapshot, driver, codes } = context
    const { db } = context
    if (payload.operatorKey !== snapshot.driverId) return yield* notOnReport("driver")
    // Driver edits follow the carrier of the report's first policy (document 3 section 6).
    const first = snapshot.policies[0]
    const owner = first ? yield* db.termCarrier(first.policyKey) : undefined
    if (!first || !owner || !mayEditDriver(codes, { policies: [{ ...first, carrier: owner.carrier }] })) return yield* notAllowed

    const fields: DriverInfoFields = {
      fullName: payload.fullName.trim(),
      fullAddress: payload.fullAddress.trim(),
      dateOfBirth: payload.dateOfBirth,
      genderId: payload.genderId,
      maritalStatusId: payload.maritalStatusId,
      driverTrainingId: payload.driverTrainingId,
      yearLicensed: payload.yearLicensed,
      gridRatingDate: payload.gridRatingDate
    }
    const seen = seenFields(context, fields)
    const changed = yield* Effect.filter(driverFields, (f) =>
      mustWrite(`driver's ${f.field}`, seen[f.key], f.current(driver), fields[f.key])
    )
    if (changed.length === 0) return []
    if (changed.some((f) => f.key === "gridRatingDate") && driver.jurisdictionCode !== albertaCode)
      return yield* refuseField<DriverInfoRefusal>(
        { field: "gridRatingDate", code: "onlyAlberta" },
        "only Alberta licences have a grid rating date"
      )
    // The rules apply to the fields written; the others stay as they are.
    const before = Object.fromEntries(driverFields.map((f) => [f.key, changed.includes(f) ? seen[f.key] : fields[f.key]]))
    yield* refuseIssues(
      driverInfoIssues(
        fields,
        before as unknown as DriverInfoFields,
        {
          jurisdictionCode: driver.jurisdictionCode,
          yearOfBirth: driver.yearOfBirth,
          numberOfYearsClaimsFree: snapshot.numberOfYearsClaimsFree
        },
        context.today
      )
    )
    for (const f of changed) {
      const value = fields[f.key]
      if (f.lookup && value !== null && !isLookupId(f.lookup, value as number))
        return yield* refuseField({ field: f.key, code: "unknownValue" }, "unknown")
    }

    const update: DriverUpdate = Object.fromEntries(changed.map((f) => [f.column, fields[f.key]]))
    const withYear =
      "dateOfBirth" in update && fields.dateOfBirth !== null
        ? { ...update, yearOfBirth: Number(fields.dateOfBirth.slice(0, 4)) }
        : update
    yield* db.updateDriver(driver.id, withYear)

    return changed.map((f): FieldChange => ({
      field: f.field,
      oldValue: f.shown(f.current(driver)),
      newValue: f.shown(fields[f.key]),
      reportingCompanyId: owner.reportingCompanyId
    }))
  })
