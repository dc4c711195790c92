import { RepositoryOverSql } from "../shared/repository"
import { readSnapshot } from "../shared/storedReports"
import * as addedClaims from "./addedClaims"
import * as claimWrites from "./claimWrites"
import * as correctionRecords from "./correctionRecords"
import * as currentData from "./currentData"
import * as driverAndTermWrites from "./driverAndTermWrites"
import * as lookupData from "./lookupData"
import * as policyOperators from "./policyOperators"

export type { NewClaim } from "./addedClaims"
export type { CorrectionRecordRow, OpenedRow, OutboxMail, RecentReport } from "./correctionRecords"
export type { ClaimFacts, DriverFacts, TermFacts } from "./currentData"
export type { DriverColumn, DriverUpdate } from "./driverAndTermWrites"
export type { Listing, NewDriver } from "./policyOperators"

/** Where the data a correction changes is read, locked and written, with its audit records (document 3 section 7). */
export type CorrectionsRepositoryShape = CorrectionsRepository["Service"]

export class CorrectionsRepository extends RepositoryOverSql<CorrectionsRepository>()("portal/CorrectionsRepository", {
  /** The report as the corrector saw it (JSON text). */
  readSnapshot,
  lockDriver: currentData.lockDriver,
  lockTerm: currentData.lockTerm,
  lockClaim: currentData.lockClaim,
  termCarrier: currentData.termCarrier,
  jurisdictionById: currentData.jurisdictionById,
  companyByCode: currentData.companyByCode,
  updateDriver: driverAndTermWrites.updateDriver,
  updateTermStatus: driverAndTermWrites.updateTermStatus,
  setClaimAtFault: claimWrites.setClaimAtFault,
  setClaimVehicle: claimWrites.setClaimVehicle,
  setClaimVehicleLoss: claimWrites.setClaimVehicleLoss,
  setClaimExcludedDriver: claimWrites.setClaimExcludedDriver,
  setClaimFirstPartyDriver: claimWrites.setClaimFirstPartyDriver,
  touchClaim: claimWrites.touchClaim,
  putClaimOnHold: claimWrites.putClaimOnHold,
  driverFullName: claimWrites.driverFullName,
  claimOperatorOptions: lookupData.claimOperatorOptions,
  claimVehicleOptions: lookupData.claimVehicleOptions,
  policyTermOptions: lookupData.policyTermOptions,
  termVehicleOptions: lookupData.termVehicleOptions,
  /** Held until the transaction ends, before a claim number is checked and stored. */
  lockCompanyClaims: addedClaims.lockCompanyClaims,
  companyHoldsClaimNumber: addedClaims.companyHoldsClaimNumber,
  policyVehicleByVin: addedClaims.policyVehicleByVin,
  insertClaim: addedClaims.insertClaim,
  /** Held until the transaction ends, before the policy's operators are checked and one is added. */
  lockPolicy: policyOperators.lockPolicy,
  driverByLicence: policyOperators.driverByLicence,
  driverListings: policyOperators.driverListings,
  insertDriver: policyOperators.insertDriver,
  insertListing: policyOperators.insertListing,
  insertCorrectionRecords: correctionRecords.insertCorrectionRecords,
  driverReportsSince: correctionRecords.driverReportsSince,
  recordNinetyDayRows: correctionRecords.recordNinetyDayRows,
  queueMail: correctionRecords.queueMail,
  dropDriverReportPdfs: correctionRecords.dropDriverReportPdfs,
  markReportFromCorrection: correctionRecords.markReportFromCorrection
}) {}

export const layerCorrectionsRepository = CorrectionsRepository.layer

/** The effect with the repository on the SQL client it runs on (for callers outside the handlers' layers). */
export const withCorrectionsOnItsClient = CorrectionsRepository.onItsClient
