import { Effect } from "effect"
import { ReportsRepository } from "../../db/reports/reportsRepository"

/**
 * A stored report's JSON text with `dataCorrectedOn` added. The snapshot is answered as the text it
 * is stored as (decoding and encoding a large report costs more than reading it), so the field is
 * spliced in before the closing brace rather than by parsing the report.
 */
const withDataCorrectedOn = (json: string, correctedOn: string | undefined): string => {
  if (correctedOn === undefined) return json
  const end = json.lastIndexOf("}")
  return `${json.slice(0, end)},"dataCorrectedOn":${JSON.stringify(correctedOn)}}`
}

/** A stored report as it was pulled, saying when its driver's data was corrected since, if it was. */
export const readSnapshotNotingCorrections = (reportId: number) =>
  Effect.gen(function* () {
    const db = yield* ReportsRepository
    const json = yield* db.readSnapshot(reportId)
    return withDataCorrectedOn(json, yield* db.dataCorrectedSince(reportId))
  })
