import { RepositoryOverSql } from "../shared/repository"
import { dataCorrectedSince, insertReport, readSnapshot } from "../shared/storedReports"
import { readReportInputs } from "./driverData"
import { findKeptAnswer, keepAnswer, waitForTurn } from "../shared/idempotencyKeys"
import { findReusableReport } from "./reportReuse"

export type { DriverKey, HeaderRequest, ReportHeader, ReportInputs } from "./driverData"
export type { NewReport } from "../shared/storedReports"
export type { KeptAnswer, KeyOf } from "../shared/idempotencyKeys"
export type { ReusableReport, ReuseScope, ReuseSince } from "./reportReuse"

/** Where driver reports are read from and stored (document 3 section 7). */
export type ReportsRepositoryShape = ReportsRepository["Service"]

export class ReportsRepository extends RepositoryOverSql<ReportsRepository>()("portal/ReportsRepository", {
  /** The driver's data and, when asked, the new report's id and the requestor's company, in one statement. */
  readReportInputs,
  insertReport,
  /** A stored report as the JSON text it was stored as. */
  readSnapshot,
  /** When the report's driver's data was corrected after the report, if it was. */
  dataCorrectedSince,
  /** The report the company pulled on the driver within its reuse window, if any. */
  findReusableReport,
  /** Waits for any other generation under the same name, until the transaction ends. */
  waitForTurn,
  /** The first answer an Idempotency-Key got, and keeping it. */
  findKeptAnswer,
  keepAnswer
}) {}

/** The repository on the primary (the SqlClient the app is built with). */
export const layerReportsRepository = ReportsRepository.layer

/**
 * The effect with the repository on the SQL client it runs on: wrapped in ReadReplica.read, its
 * statements go to the replica (or to the primary standing in), as the read's own statements do.
 */
export const withReportsOnItsClient = ReportsRepository.onItsClient
