import { Effect } from "effect"
import type { CorrectionIssue } from "../../../api/corrections/validation"
import { correctionCompanyCodes } from "../../../api/corrections/permissions"
import { BadRequest, Conflict, Forbidden, NotFound } from "../../../api/errors"
import type { FieldIssueCode } from "../../../api/fieldIssues"
import type { UserProfile } from "../../../api/platform/schemas"
import type { DriverReport } from "../../../api/reports/schemas"
import {
  CorrectionsRepository,
  withCorrectionsOnItsClient,
  type CorrectionsRepositoryShape,
  type DriverFacts
} from "../../db/corrections/correctionsRepository"
import { inTransaction, type DatabaseError } from "../../db/shared/onDatabase"
import type { StoredReport } from "../../db/shared/storedReports"
import { localDate } from "../shared/dates"
import { generateReport, withReportsOnItsClient } from "../reports/generateReport"
import { requestorName } from "../../shared/requestor"
import { fieldNames, type FieldChange } from "./changes"
import { invalidFields, invalidRequest } from "../invalidRequest"
import { ninetyDaysBefore, reportsToFlag } from "./ninetyDayRows"
import { ninetyDayMail } from "./notificationMail"

/** What every correction is given: who corrects, the report they were looking at, and the driver, locked. */
export interface CorrectionContext {
  readonly user: UserProfile
  /** Codes of the reporting companies the user holds dataCorrection for. */
  readonly codes: ReadonlySet<string>
  readonly stored: StoredReport
  /** The report as the corrector saw it. */
  readonly snapshot: DriverReport
  readonly driver: DriverFacts
  /** Today in the report's time zone. */
  readonly today: string
  /** Where the correction reads, locks and writes, in the transaction the correction runs in. */
  readonly db: CorrectionsRepositoryShape
}

export type CorrectionError = BadRequest | Forbidden | NotFound | Conflict | DatabaseError

export const notAllowed = new Forbidden({ token: "NOT_ALLOWED_TO_MANAGE" })

export const notOnReport = (what: string) => new NotFound({ message: `No such ${what} on this report` })

/** 400 naming each field and the rule it breaks, as the dialogs' field messages name them. */
export const refuseIssues = (issues: ReadonlyArray<CorrectionIssue>) =>
  issues.length === 0
    ? Effect.void
    : Effect.fail(invalidFields(issues, `Invalid correction: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`))

/**
 * 400 for one field the data refuses (`detail` words it for clients that read only the message); each
 * correction gives the type of its catalogue (src/api/corrections/validation.ts), so that it refuses only
 * with an issue its dialog shows.
 */
export const refuseField = <Refusal extends { readonly field: string; readonly code: FieldIssueCode }>(
  issue: Refusal,
  detail: string
) => invalidFields([issue], `Invalid correction: ${issue.field}: ${detail}`)

/** The item changed since the report the corrector saw: refuse rather than overwrite someone else's correction. */
export const changedMeanwhile = (what: string) =>
  new Conflict({
    message: `The ${what} was changed by someone else after this report was generated. Regenerate the report to see the current value.`
  })

/**
 * Whether a field is to be written: not when the payload leaves it as the report showed it, nor when
 * the database already holds the new value; 409 when the database holds neither (someone else changed it).
 */
export const mustWrite = <A>(what: string, seen: A, current: A, wanted: A): Effect.Effect<boolean, Conflict> =>
  wanted === seen || wanted === current
    ? Effect.succeed(false)
    : current === seen
      ? Effect.succeed(true)
      : Effect.fail(changedMeanwhile(what))

/**
 * Runs one correction of the stored report the caller reads: locks the driver, lets `correct` check
 * permissions, validate, detect conflicts and change the data, then records one audit row per changed
 * field, the 90-day rows and their mail, drops the driver's cached PDFs and generates the new report
 * from the corrected data, which it answers as JSON text. The caller runs it in one transaction, so
 * any failure rolls everything back.
 */
export const correctReport = <R>(
  user: UserProfile,
  stored: StoredReport,
  correct: (context: CorrectionContext) => Effect.Effect<ReadonlyArray<FieldChange>, CorrectionError, R>
) =>
  Effect.gen(function* () {
    const db = yield* CorrectionsRepository
    const snapshot = JSON.parse(yield* db.readSnapshot(stored.id)) as DriverReport
    const driver = yield* db.lockDriver(stored.driverId)
    if (!driver) return yield* notOnReport("driver")
    const today = localDate(new Date().toISOString(), snapshot.ianaTimezone)
    const changes = yield* correct({ user, codes: correctionCompanyCodes(user), stored, snapshot, driver, today, db })
    if (changes.length === 0) return yield* invalidRequest("The correction changes nothing")

    // The new report is dated at the correction, so the reports before it are the ones it corrected.
    const correctedAt = new Date().toISOString()
    const result = yield* generateReport({
      driver: { driverId: stored.driverId },
      requestor: user,
      ianaTimezone: snapshot.ianaTimezone,
      yearsOfData: stored.yearsOfData,
      referenceNumber: stored.referenceNumber,
      reportDate: correctedAt,
      regeneratedFrom: stored.id,
      correctionOf: stored.id
    })
    if (result._tag !== "Generated") return yield* notOnReport("driver")
    const generated = result.generated
    yield* db.markReportFromCorrection(generated.report.id)

    const correctorName = requestorName(user)
    yield* db.insertCorrectionRecords(
      changes.map((change) => {
        const names = fieldNames(change.field)
        return {
          correctedAt,
          correctorUserId: user.id,
          correctorName,
          correctorOrganizationId: user.organizationId,
          reportingCompanyId: change.reportingCompanyId,
          driverId: driver.id,
          fieldId: names.id,
          fieldNameEn: names.en,
          fieldNameFr: names.fr,
          oldValueEn: change.oldValue.en,
          oldValueFr: change.oldValue.fr,
          newValueEn: change.newValue.en,
          newValueFr: change.newValue.fr,
          dln: driver.licenceNumber,
          policyNumber: change.policy?.number ?? null,
          policyEffectiveDate: change.policy?.effectiveDate ?? null,
          claimNumber: change.claim?.number ?? null,
          accidentDate: change.claim?.accidentDate ?? null,
          sourceReportId: stored.id,
          generatedReportId: generated.report.id
        }
      })
    )

    const fields = [...new Set(changes.map((c) => c.field))].map(fieldNames)
    const recent = yield* db.driverReportsSince(driver.id, ninetyDaysBefore(correctedAt))
    const opened = yield* db.recordNinetyDayRows({
      reportIds: reportsToFlag(recent, { correctorUserId: user.id, correctedAt }),
      correctedAt,
      fieldIds: fields.map((f) => f.id)
    })
    for (const row of opened) {
      if (row.notificationEmails.length > 0) yield* db.queueMail(ninetyDayMail(row, fields))
    }
    yield* db.dropDriverReportPdfs(driver.id)
    return generated.json
  })

/** correctReport in one transaction on the SQL client the caller runs with, for callers outside the handlers' layers (the demo world). */
export const applyCorrection = <R>(
  user: UserProfile,
  stored: StoredReport,
  correct: (context: CorrectionContext) => Effect.Effect<ReadonlyArray<FieldChange>, CorrectionError, R>
) => inTransaction(withCorrectionsOnItsClient(withReportsOnItsClient(correctReport(user, stored, correct))))
