import type { DriverReport } from "../../../src/api/reports/schemas"
import { namedDriverRefs } from "../../../src/server/demo/namedDrivers"
import { driverInfoAsShown } from "./driverInfo"
import type { RawRequest } from "./operations"
import { send } from "./signIn"

/**
 * Requests to the data-correction and correction look-up operations for the walks over the whole
 * contract (access matrix): each valid one makes a real change, so every caller allowed gets a fresh
 * report and a change of its own; the cross-company cases aim at data of a carrier the caller does
 * not correct.
 */

/** Corrections only bureau users may make: anyone else holding dataCorrection gets 403 NOT_ALLOWED_TO_MANAGE. */
export const bureauOnlyCorrections: ReadonlySet<string> = new Set([
  "dataCorrection.removeClaim",
  "dataCorrection.addClaim",
  "dataCorrection.addOperatorInPolicy"
])

export interface Caller {
  readonly token: string | undefined
  /** Holds dataCorrection (and driverReport, to pull the report corrected). */
  readonly corrects: boolean
}

type Ref = { readonly licenceNumber: string; readonly jurisdiction: string }

const pull = async (baseUrl: string, token: string, ref: Ref): Promise<DriverReport> => {
  const response = await send(baseUrl, "/api/DriverReports/GenerateReport?ianaTimezone=America%2FToronto", {
    method: "POST",
    token,
    body: { jurisdictionCode: ref.jurisdiction, driverLicenceNumber: ref.licenceNumber, comment: null, driverReportOption: null }
  })
  if (response.status !== 200) throw new Error(`GenerateReport answered ${response.status}: ${response.text}`)
  return response.json() as DriverReport
}

const ontario = async (baseUrl: string, token: string) => {
  const response = await send(baseUrl, "/api/jurisdictions", { token })
  return (response.json() as Array<{ id: number; jurisdictionCode: string }>).find((j) => j.jurisdictionCode === "ON")!.id
}

const claimFields = (report: DriverReport, claimNumber: string) => {
  const claim = report.claims.find((c) => c.claimNumber === claimNumber)!
  const fp = claim.claimDetailFirstParty
  return {
    reportId: report.id,
    operatorKey: report.driverId,
    claimKey: claim.id,
    firstPartyDegreeAtFault: claim.atFault,
    firstPartyOperatorKey: fp?.firstPartyOperatorId ?? -1,
    firstPartyVehicleKey: claim.vehicleId,
    firstPartyVehicleLossId: claim.vehicleLoss?.id ?? null,
    firstPartyExcludedDriverId: fp === null || fp.driverExcluded === null ? null : fp.driverExcluded ? 1 : 2
  }
}

const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" })
let serial = 0

/** What a caller without the function sends: well-formed, refused before it is read. */
const placeholder: Record<string, RawRequest> = {
  "dataCorrection.updateDriverInfo": {
    body: {
      reportId: 1,
      operatorKey: 1,
      fullName: "A",
      fullAddress: "B",
      dateOfBirth: null,
      genderId: null,
      maritalStatusId: null,
      driverTrainingId: null,
      yearLicensed: null,
      gridRatingDate: null
    }
  },
  "dataCorrection.updatePolicy": {
    body: { reportId: 1, operatorKey: 1, policyKey: 1, cancellationDate: null, policyStatusCode: "ACT", policyStatusId: 1 }
  },
  "dataCorrection.updateClaim": {
    body: {
      claimKey: 1,
      operatorKey: 1,
      reportId: 1,
      firstPartyDegreeAtFault: 0,
      firstPartyOperatorKey: -1,
      firstPartyVehicleKey: null,
      firstPartyVehicleLossId: null,
      firstPartyExcludedDriverId: null
    }
  },
  "dataCorrection.removeClaim": { body: { claimKey: 1, reportId: 1 } },
  "dataCorrection.addClaim": {
    body: {
      reportId: 1,
      accidentDate: "2020-01-01",
      reportingCompanyCode: "NWD-GEN",
      firstPartyPolicyKey: 1,
      policyHolderFullName: "A",
      policyId: "P",
      claimId: "C",
      majorCoverages: [1],
      firstPartyVIN: "V",
      firstPartyOperatorDLN: "D",
      firstPartyOperatorJurisdictionId: 1,
      firstPartyOperatorKey: null,
      firstPartyFullName: "A",
      firstPartyExcludedDriverId: 2,
      firstPartyAtFault: 0
    }
  },
  "dataCorrection.addOperatorInPolicy": {
    body: {
      reportId: 1,
      policyKey: 1,
      policyTerm: [{ termStartDate: "2020-01-01", termEndDate: "2021-01-01" }],
      operatorTypeId: 2,
      vehicleKey: 1,
      DLN: "D",
      DLNJurisdictionId: 1,
      operatorKey: null,
      fullName: "A",
      dateOfBirth: "1990-01-01",
      genderId: 1,
      maritalStatusId: 1,
      relationShipId: 1
    }
  },
  "correctionLookups.claimOperators": { params: { id: "1" } },
  "correctionLookups.claimVehicles": { params: { id: "1" } },
  "correctionLookups.policyVehicles": { query: [["policyKey", "1"]] },
  "correctionLookups.policyTerms": { query: [["policyKey", "1"]] },
  "correctionLookups.termVehicles": { body: { policyKey: 1, termStartDates: ["2020-01-01"] } }
}

type Build = (baseUrl: string, token: string) => Promise<RawRequest>

/** A valid request that changes something for a caller who corrects Northwind General (and, bureau-only, is bureau staff). */
const valid: Record<string, Build> = {
  "dataCorrection.updateDriverInfo": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    return { body: { ...driverInfoAsShown(report), fullAddress: `${++serial} Front Street West, Toronto ON M5J 1E6` } }
  },
  "dataCorrection.updatePolicy": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    const policy = report.policies[0]!
    const cancel = policy.status.code === "ACT"
    return {
      body: {
        reportId: report.id,
        operatorKey: report.driverId,
        policyKey: policy.policyKey,
        cancellationDate: cancel ? today() : null,
        policyStatusCode: cancel ? "CIR" : "ACT",
        policyStatusId: cancel ? 8 : 1
      }
    }
  },
  "dataCorrection.updateClaim": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    const fields = claimFields(report, "NWDC9000000202")
    return { body: { ...fields, firstPartyDegreeAtFault: fields.firstPartyDegreeAtFault === 50 ? 75 : 50 } }
  },
  "dataCorrection.removeClaim": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    // Only the bureau removes it; others are refused whatever the claim.
    const claim = report.claims.find((c) => c.claimNumber === "NWDC9000000203") ?? report.claims[0]!
    return { body: { reportId: report.id, claimKey: claim.id } }
  },
  "dataCorrection.addClaim": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    const policy = report.policies[0]!
    return {
      body: {
        reportId: report.id,
        accidentDate: policy.effectiveDate,
        reportingCompanyCode: policy.carrier.code,
        firstPartyPolicyKey: policy.policyKey,
        policyHolderFullName: policy.policyholderFullName,
        policyId: policy.policyNumber,
        claimId: `MATRIX-${Date.now().toString(36)}-${++serial}`,
        majorCoverages: [4],
        firstPartyVIN: policy.vehicles[0]!.vin,
        firstPartyOperatorDLN: report.dln,
        firstPartyOperatorJurisdictionId: await ontario(baseUrl, token),
        firstPartyOperatorKey: report.driverId,
        firstPartyFullName: report.fullName,
        firstPartyExcludedDriverId: 2,
        firstPartyAtFault: 0
      }
    }
  },
  "dataCorrection.addOperatorInPolicy": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    const policy = report.policies[0]!
    return {
      body: {
        reportId: report.id,
        policyKey: policy.policyKey,
        policyTerm: [{ termStartDate: policy.effectiveDate, termEndDate: policy.stopDate }],
        operatorTypeId: 3,
        vehicleKey: policy.vehicles[0]!.id,
        DLN: `MX${Date.now().toString(36).toUpperCase()}${++serial}`,
        DLNJurisdictionId: await ontario(baseUrl, token),
        operatorKey: null,
        fullName: "Matrix Operator",
        dateOfBirth: "1990-01-01",
        genderId: 1,
        maritalStatusId: 2,
        relationShipId: 4
      }
    }
  },
  "correctionLookups.claimOperators": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    return { params: { id: String(claimFields(report, "NWDC9000000202").claimKey) } }
  },
  "correctionLookups.claimVehicles": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    return { params: { id: String(claimFields(report, "NWDC9000000202").claimKey) } }
  },
  "correctionLookups.policyVehicles": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    return { query: [["policyKey", String(report.policies[0]!.policyKey)]] }
  },
  "correctionLookups.policyTerms": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    return { query: [["policyKey", String(report.policies[0]!.policyKey)]] }
  },
  "correctionLookups.termVehicles": async (baseUrl, token) => {
    const report = await pull(baseUrl, token, namedDriverRefs.chen)
    const policy = report.policies[0]!
    return { body: { policyKey: policy.policyKey, termStartDates: [policy.effectiveDate] } }
  }
}

const fixed: Record<string, RawRequest> = {
  "correctionLookups.policyStatuses": {},
  "correctionLookups.genders": {},
  "correctionLookups.maritalStatuses": {},
  "correctionLookups.vehicleLosses": {},
  "correctionLookups.driverTrainings": {},
  "correctionLookups.majorCoverages": {},
  "correctionLookups.operatorTypes": {},
  "correctionLookups.relationships": {},
  "correctionLookups.operatorByDln": { body: { jurisdictionCode: "NS", driverLicenceNumber: "MURPH900123456" } }
}

/** The matrix's request for each correction operation, made for the caller. */
export const correctionRequests = (baseUrl: () => string): Record<string, (caller: Caller) => Promise<RawRequest>> => ({
  ...Object.fromEntries(Object.entries(fixed).map(([key, request]) => [key, () => Promise.resolve(request)])),
  ...Object.fromEntries(
    Object.entries(valid).map(([key, build]) => [
      key,
      (caller: Caller) => (caller.corrects && caller.token ? build(baseUrl(), caller.token) : Promise.resolve(placeholder[key]!))
    ])
  )
})

/** Tries by a Northwind corrector on data of carriers Northwind does not correct, and what each gets. */
export const foreignCorrectionRequests = (
  baseUrl: () => string,
  token: () => string
): Record<string, ReadonlyArray<{ readonly request: () => Promise<RawRequest>; readonly status: number }>> => {
  const gagnon = () => pull(baseUrl(), token(), namedDriverRefs.gagnon)
  const wilson = () => pull(baseUrl(), token(), namedDriverRefs.wilson)
  const laurentianClaim = (report: DriverReport) => report.claims.find((c) => c.carrier.code === "LAU-GEN")!
  const maplePolicy = (report: DriverReport) => report.policies.find((p) => p.carrier.code === "MPL-MUT")!
  return {
    "dataCorrection.updateDriverInfo": [
      { request: async () => ({ body: { ...driverInfoAsShown(await gagnon()), fullName: "J.-F. Gagnon" } }), status: 403 }
    ],
    "dataCorrection.updatePolicy": [
      {
        request: async () => {
          const report = await wilson()
          const policy = maplePolicy(report)
          return {
            body: {
              reportId: report.id,
              operatorKey: report.driverId,
              policyKey: policy.policyKey,
              cancellationDate: policy.effectiveDate,
              policyStatusCode: "COT",
              policyStatusId: 9
            }
          }
        },
        status: 403
      }
    ],
    "dataCorrection.updateClaim": [
      {
        request: async () => {
          const report = await wilson()
          return { body: { ...claimFields(report, laurentianClaim(report).claimNumber), firstPartyDegreeAtFault: 25 } }
        },
        status: 403
      }
    ],
    "dataCorrection.removeClaim": [
      {
        request: async () => {
          const report = await wilson()
          return { body: { reportId: report.id, claimKey: laurentianClaim(report).id } }
        },
        status: 403
      }
    ],
    "dataCorrection.addClaim": [
      {
        request: async () => {
          const report = await gagnon()
          const policy = report.policies[0]!
          return {
            body: {
              ...placeholder["dataCorrection.addClaim"]!.body!,
              reportId: report.id,
              reportingCompanyCode: policy.carrier.code,
              firstPartyPolicyKey: policy.policyKey,
              accidentDate: policy.effectiveDate
            }
          }
        },
        status: 403
      }
    ],
    "dataCorrection.addOperatorInPolicy": [
      {
        request: async () => {
          const report = await gagnon()
          return {
            body: {
              ...placeholder["dataCorrection.addOperatorInPolicy"]!.body!,
              reportId: report.id,
              policyKey: report.policies[0]!.policyKey
            }
          }
        },
        status: 403
      }
    ],
    "correctionLookups.claimOperators": [
      { request: async () => ({ params: { id: String(laurentianClaim(await wilson()).id) } }), status: 404 }
    ],
    "correctionLookups.claimVehicles": [
      { request: async () => ({ params: { id: String(laurentianClaim(await wilson()).id) } }), status: 404 }
    ],
    "correctionLookups.policyVehicles": [
      { request: async () => ({ query: [["policyKey", String(maplePolicy(await wilson()).policyKey)]] }), status: 404 }
    ],
    "correctionLookups.policyTerms": [
      { request: async () => ({ query: [["policyKey", String(maplePolicy(await wilson()).policyKey)]] }), status: 404 }
    ],
    "correctionLookups.termVehicles": [
      {
        request: async () => {
          const policy = maplePolicy(await wilson())
          return { body: { policyKey: policy.policyKey, termStartDates: [policy.effectiveDate] } }
        },
        status: 404
      }
    ]
  }
}
