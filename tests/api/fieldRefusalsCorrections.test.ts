import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { correctionLimits } from "../../src/api/corrections/schemas"
import {
  addClaimSaveIssues,
  addOperatorSaveIssues,
  claimSaveIssues,
  driverInfoSaveIssues,
  policyStatusSaveIssues
} from "../../src/api/corrections/validation"
import { BadRequest } from "../../src/api/errors"
import { catalogueEntries, type SaveIssueCatalogue } from "../../src/api/fieldIssues"
import type { DriverReport } from "../../src/api/reports/schemas"
import enCorrection from "../../src/i18n/en/correction"
import frCorrection from "../../src/i18n/fr/correction"
import { addClaimFieldOf, emptyAddClaimForm } from "../../src/machines/corrections/addClaimForm"
import { addOperatorFieldOf } from "../../src/machines/corrections/addOperator"
import { editFieldOf } from "../../src/machines/corrections/correctionEdits"
import { refusedFields } from "../../src/machines/shared/fieldRefusal"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { driverInfoAsShown } from "./support/driverInfo"
import { usePortal } from "./support/portal"
import { api, send, signIn, type PortalClient } from "./support/signIn"
import type { Effect } from "effect"

/**
 * Each correction's refusals, end to end: the server refuses a correction for a field, the answer goes
 * through the mapping the browser's dialog uses, and the dialog field that would show it is asserted,
 * with its words in English and French. Every issue of a correction's catalogue is driven: an issue the
 * server never sends would be a branch of the dialog that never runs.
 */
const portal = usePortal()
const decodeRefusal = Schema.decodeUnknownSync(BadRequest)
const tokens: Record<string, string> = {}
const words = [enCorrection.messages, frCorrection.messages] as ReadonlyArray<Record<string, string>>

beforeAll(async () => {
  tokens.admin = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
  tokens.manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
})

type Who = "admin" | "manager"

const post = async (who: Who, path: string, body: unknown) => {
  const response = await send(portal.baseUrl, path, { method: "POST", token: tokens[who], body })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** A 400's body as the browser decodes it. */
const refusal = async (who: Who, path: string, body: unknown) => {
  const answer = await post(who, path, body)
  expect(answer.status, JSON.stringify(body)).toBe(400)
  return decodeRefusal(answer.body)
}

const ok = <A, E>(who: Who, call: (client: PortalClient) => Effect.Effect<A, E>) => api(portal.baseUrl, tokens[who]).ok(call)

const report = (who: Who, ref: { readonly licenceNumber: string; readonly jurisdiction: string }): Promise<DriverReport> =>
  ok(who, (client) =>
    client.driverReports.generateReport({
      query: { ianaTimezone: "America/Toronto" },
      payload: {
        jurisdictionCode: ref.jurisdiction,
        driverLicenceNumber: ref.licenceNumber,
        comment: "FIELDS-1",
        driverReportOption: null
      }
    })
  )

const jurisdictionId = async (code: string) =>
  (await ok("admin", (client) => client.jurisdictions.list())).find((j) => j.jurisdictionCode === code)!.id

const keyOf = (issue: { readonly field: string; readonly code: string }) => `${issue.field}:${issue.code}`
const catalogueKeys = (catalogue: SaveIssueCatalogue) => catalogueEntries(catalogue).map(keyOf).sort()

interface Case {
  readonly body: object
  readonly field: string
  readonly code: string
}

/**
 * Sends each case, expects its issue among the refusal's, and the issue at `shownAt` after the dialog's
 * mapping; answers the issues driven.
 */
const drive = async (
  who: Who,
  path: string,
  cases: ReadonlyArray<Case>,
  shownAt: (payloadField: string) => string | undefined
) => {
  const driven = new Set<string>()
  for (const { body, field, code } of cases) {
    const failure = await refusal(who, path, body)
    expect(failure.issues, JSON.stringify(body)).toContainEqual({ field, code })
    failure.issues!.forEach((issue) => driven.add(keyOf(issue)))
    const shown = refusedFields(failure, shownAt)
    expect(shown, `${field} ${code}`).toContainEqual({ field: shownAt(field), code })
    for (const messages of words) expect(messages[code], code).toEqual(expect.any(String))
  }
  return [...driven].sort()
}

describe("the driver edit dialog: each refusal is shown at the value edited", () => {
  it("drives every issue of the catalogue, each at the dialog's value, in English and French", async () => {
    const chen = await report("manager", namedDriverRefs.chen)
    const friesen = await report("admin", namedDriverRefs.friesen)
    const onChen = (change: object) => ({ ...driverInfoAsShown(chen), ...change })
    // Driver training is asked for short licences only: the answer on file may not be taken away from one.
    const trained = await ok("manager", (client) =>
      client.dataCorrection.updateDriverInfo({ payload: { ...driverInfoAsShown(chen), driverTrainingId: 1 } })
    )
    const path = "/api/DataCorrection/UpdateDriverInfo"
    const driven = [
      ...(await drive(
        "manager",
        path,
        [
          { body: onChen({ fullName: "   " }), field: "fullName", code: "blank" },
          { body: onChen({ fullName: "N".repeat(correctionLimits.fullName + 1) }), field: "fullName", code: "tooLong" },
          { body: onChen({ fullAddress: "   " }), field: "fullAddress", code: "blank" },
          { body: onChen({ fullAddress: "A".repeat(correctionLimits.fullAddress + 1) }), field: "fullAddress", code: "tooLong" },
          { body: onChen({ dateOfBirth: null }), field: "dateOfBirth", code: "required" },
          { body: onChen({ dateOfBirth: "2015-01-01" }), field: "dateOfBirth", code: "invalidDateOfBirth" },
          { body: onChen({ genderId: null }), field: "genderId", code: "required" },
          { body: onChen({ genderId: 77 }), field: "genderId", code: "unknownValue" },
          { body: onChen({ maritalStatusId: null }), field: "maritalStatusId", code: "required" },
          { body: onChen({ maritalStatusId: 77 }), field: "maritalStatusId", code: "unknownValue" },
          {
            body: { ...driverInfoAsShown(trained), driverTrainingId: null, yearLicensed: 1 },
            field: "driverTrainingId",
            code: "required"
          },
          {
            body: { ...driverInfoAsShown(trained), driverTrainingId: 77 },
            field: "driverTrainingId",
            code: "unknownValue"
          },
          { body: onChen({ yearLicensed: null }), field: "yearLicensed", code: "required" },
          { body: onChen({ yearLicensed: 2.5 }), field: "yearLicensed", code: "yearsLicensedFractional" },
          { body: onChen({ yearLicensed: 150 }), field: "yearLicensed", code: "yearsLicensedAbove99" },
          { body: onChen({ yearLicensed: -1 }), field: "yearLicensed", code: "yearsLicensedBelowZero" },
          { body: onChen({ yearLicensed: 60 }), field: "yearLicensed", code: "yearsLicensedAboveAge" },
          { body: onChen({ gridRatingDate: "2020-01-01" }), field: "gridRatingDate", code: "onlyAlberta" }
        ],
        editFieldOf
      )),
      ...(await drive(
        "admin",
        path,
        [
          {
            body: { ...driverInfoAsShown(friesen), gridRatingDate: "2999-01-01" },
            field: "gridRatingDate",
            code: "gridRatingDateFuture"
          },
          {
            body: { ...driverInfoAsShown(friesen), gridRatingDate: "1997-09-30" },
            field: "gridRatingDate",
            code: "gridRatingDateTooEarly"
          }
        ],
        editFieldOf
      ))
    ]
    // Years licensed below the years claims free: on a driver with claims-free years the bureau corrects.
    const claimsFree = await report("admin", namedDriverRefs.friesen)
    expect(claimsFree.numberOfYearsClaimsFree).toBeGreaterThan(0)
    driven.push(
      ...(await drive(
        "admin",
        path,
        [
          {
            body: { ...driverInfoAsShown(claimsFree), yearLicensed: claimsFree.numberOfYearsClaimsFree! - 1 },
            field: "yearLicensed",
            code: "yearsLicensedBelowClaimsFree"
          }
        ],
        editFieldOf
      ))
    )
    expect([...new Set(driven)].sort()).toEqual(catalogueKeys(driverInfoSaveIssues))
  })
})

describe("the policy status dialog: each refusal is shown at the status or the cancellation date", () => {
  it("drives every issue of the catalogue, in English and French", async () => {
    const seen = await report("manager", namedDriverRefs.smithOntario)
    const policy = seen.policies[0]!
    const status = (policyStatusId: number, policyStatusCode: string, cancellationDate: string | null) => ({
      reportId: seen.id,
      operatorKey: seen.driverId,
      policyKey: policy.policyKey,
      policyStatusId,
      policyStatusCode,
      cancellationDate
    })
    const driven = await drive(
      "manager",
      "/api/DataCorrection/UpdatePolicy",
      [
        { body: status(3, "EXP", null), field: "policyStatusId", code: "statusNotOffered" },
        { body: status(4, "CNP", null), field: "cancellationDate", code: "required" },
        { body: status(4, "CNP", "1990-01-01"), field: "cancellationDate", code: "cancellationDateBeforeEffective" },
        { body: status(4, "CNP", "2999-01-01"), field: "cancellationDate", code: "cancellationDateAfterExpiry" }
      ],
      editFieldOf
    )
    expect(driven).toEqual(catalogueKeys(policyStatusSaveIssues))
    expect(editFieldOf("policyStatusId")).toBe("value")
    expect(editFieldOf("cancellationDate")).toBe("cancellationDate")
  })
})

describe("the claim edit dialogs: each refusal is shown at the value edited", () => {
  it("drives every issue of the catalogue, in English and French", async () => {
    const seen = await report("manager", namedDriverRefs.chen)
    const claim = seen.claims.find((c) => c.claimNumber === "NWDC9000000202")!
    const fp = claim.claimDetailFirstParty
    const edit = (change: object) => ({
      reportId: seen.id,
      operatorKey: seen.driverId,
      claimKey: claim.id,
      firstPartyDegreeAtFault: claim.atFault,
      firstPartyOperatorKey: fp?.firstPartyOperatorId ?? -1,
      firstPartyVehicleKey: claim.vehicleId,
      firstPartyVehicleLossId: claim.vehicleLoss?.id ?? null,
      firstPartyExcludedDriverId: fp?.driverExcluded === null || !fp ? null : fp.driverExcluded ? 1 : 2,
      ...change
    })
    const driven = await drive(
      "manager",
      "/api/DataCorrection/UpdateClaim",
      [
        { body: edit({ firstPartyOperatorKey: 999_999 }), field: "firstPartyOperatorKey", code: "notOfPolicy" },
        { body: edit({ firstPartyVehicleKey: 999_999 }), field: "firstPartyVehicleKey", code: "notOfPolicy" },
        { body: edit({ firstPartyVehicleLossId: 77 }), field: "firstPartyVehicleLossId", code: "unknownValue" }
      ],
      editFieldOf
    )
    expect(driven).toEqual(catalogueKeys(claimSaveIssues))
  })
})

describe("the add-claim dialog: each refusal is shown at the field it names", () => {
  it("drives every issue of the catalogue, at the dialog's fields, in English and French", async () => {
    const seen = await report("admin", namedDriverRefs.sharma)
    const policy = seen.policies.find((p) => p.carrier.code === "NWD-GEN" && p.isActivePolicy)!
    const ontario = await jurisdictionId("ON")
    const claim = (change: object) => ({
      reportId: seen.id,
      accidentDate: policy.effectiveDate,
      reportingCompanyCode: "NWD-GEN",
      firstPartyPolicyKey: policy.policyKey,
      policyHolderFullName: policy.policyholderFullName,
      policyId: policy.policyNumber,
      claimId: "NWDC-FIELDS-1",
      majorCoverages: [4],
      firstPartyVIN: policy.vehicles[0]!.vin,
      firstPartyOperatorDLN: seen.dln,
      firstPartyOperatorJurisdictionId: ontario,
      firstPartyOperatorKey: seen.driverId,
      firstPartyFullName: seen.fullName,
      firstPartyExcludedDriverId: 2,
      firstPartyAtFault: 0,
      ...change
    })
    const text = (field: string, limit: number): ReadonlyArray<Case> => [
      { body: claim({ [field]: "   " }), field, code: "blank" },
      { body: claim({ [field]: "X".repeat(limit + 1) }), field, code: "tooLong" }
    ]
    const driven = await drive(
      "admin",
      "/api/DataCorrection/AddClaim",
      [
        { body: claim({ accidentDate: "2999-01-01" }), field: "accidentDate", code: "cancellationDateInvalid" },
        { body: claim({ accidentDate: "2001-01-01" }), field: "accidentDate", code: "dateOfLossOutsideTerm" },
        { body: claim({ reportingCompanyCode: "MPL-MUT" }), field: "firstPartyPolicyKey", code: "notOfPolicy" },
        { body: claim({ policyId: "NOT-THIS-ONE" }), field: "policyId", code: "notOfPolicy" },
        ...text("claimId", correctionLimits.claimNumber),
        { body: claim({ claimId: "NWDC9000000001" }), field: "claimId", code: "duplicateClaim" },
        { body: claim({ majorCoverages: [99] }), field: "majorCoverages", code: "unknownValue" },
        ...text("firstPartyVIN", correctionLimits.vin),
        ...text("firstPartyOperatorDLN", correctionLimits.licenceNumber),
        { body: claim({ firstPartyOperatorDLN: "ZZ-NOBODY-1" }), field: "firstPartyOperatorDLN", code: "notTheLicensedDriver" },
        {
          body: claim({ firstPartyOperatorJurisdictionId: 999 }),
          field: "firstPartyOperatorJurisdictionId",
          code: "unknownValue"
        },
        ...text("firstPartyFullName", correctionLimits.fullName)
      ],
      addClaimFieldOf
    )
    expect(driven).toEqual(catalogueKeys(addClaimSaveIssues))
    // Every field of the dialog takes the server's issues; the policy number's show at the chosen policy.
    expect(Object.keys(emptyAddClaimForm).every((field) => addClaimFieldOf(field) === field)).toBe(true)
    expect(addClaimFieldOf("policyId")).toBe("firstPartyPolicyKey")
  })
})

describe("the add-operator dialog: each refusal is shown at the field it names", () => {
  it("drives every issue of the catalogue, at the dialog's fields, in English and French", async () => {
    const seen = await report("admin", namedDriverRefs.smithOntario)
    const policy = seen.policies[0]!
    const terms = await ok("admin", (client) => client.correctionLookups.policyTerms({ query: { policyKey: policy.policyKey } }))
    const chosen = terms.slice(0, 1)
    const vehicles = await ok("admin", (client) =>
      client.correctionLookups.termVehicles({
        payload: { policyKey: policy.policyKey, termStartDates: chosen.map((t) => t.termStartDate) }
      })
    )
    const [ontario, alberta] = [await jurisdictionId("ON"), await jurisdictionId("AB")]
    const operator = (change: object) => ({
      reportId: seen.id,
      policyKey: policy.policyKey,
      policyTerm: chosen,
      operatorTypeId: 3,
      vehicleKey: vehicles[0]!.vehicleKey,
      DLN: "F9-0000-0000-0001",
      DLNJurisdictionId: ontario,
      operatorKey: null,
      fullName: "Field Tester",
      dateOfBirth: "1990-04-05",
      genderId: 2,
      maritalStatusId: 1,
      relationShipId: 2,
      ...change
    })
    const inAlberta = (change: object) => operator({ DLNJurisdictionId: alberta, gridLevel: "12", gridIndicator: "A", ...change })
    const driven = await drive(
      "admin",
      "/api/DataCorrection/AddOperatorInPolicy",
      [
        {
          body: operator({ policyTerm: [{ termStartDate: "2001-01-01", termEndDate: "2002-01-01" }] }),
          field: "policyTerm",
          code: "notOfPolicy"
        },
        { body: operator({ vehicleKey: 999_999 }), field: "vehicleKey", code: "notOfPolicy" },
        { body: operator({ operatorTypeId: 77 }), field: "operatorTypeId", code: "unknownValue" },
        { body: operator({ DLN: "   " }), field: "DLN", code: "blank" },
        { body: operator({ DLN: "D".repeat(correctionLimits.licenceNumber + 1) }), field: "DLN", code: "tooLong" },
        { body: operator({ operatorKey: seen.driverId }), field: "DLN", code: "notTheLicensedDriver" },
        {
          body: operator({ DLN: seen.dln, operatorKey: seen.driverId, fullName: seen.fullName }),
          field: "DLN",
          code: "operatorAlreadyExists"
        },
        { body: operator({ DLNJurisdictionId: 999 }), field: "DLNJurisdictionId", code: "unknownValue" },
        { body: operator({ fullName: "   " }), field: "fullName", code: "blank" },
        { body: operator({ fullName: "N".repeat(correctionLimits.fullName + 1) }), field: "fullName", code: "tooLong" },
        { body: operator({ relationShipId: 77 }), field: "relationShipId", code: "unknownValue" },
        { body: operator({ dateOfBirth: null }), field: "dateOfBirth", code: "required" },
        { body: operator({ dateOfBirth: "2999-01-01" }), field: "dateOfBirth", code: "dateInFuture" },
        { body: operator({ dateOfBirth: "1850-01-01" }), field: "dateOfBirth", code: "invalidDateOfBirth" },
        { body: operator({ genderId: null }), field: "genderId", code: "required" },
        { body: operator({ genderId: 77 }), field: "genderId", code: "unknownValue" },
        { body: operator({ maritalStatusId: null }), field: "maritalStatusId", code: "required" },
        { body: operator({ maritalStatusId: 77 }), field: "maritalStatusId", code: "unknownValue" },
        { body: inAlberta({ gridLevel: null }), field: "gridLevel", code: "required" },
        { body: inAlberta({ gridLevel: "A-1" }), field: "gridLevel", code: "invalidGridLevel" },
        { body: inAlberta({ gridIndicator: null }), field: "gridIndicator", code: "required" },
        { body: inAlberta({ gridIndicator: "#" }), field: "gridIndicator", code: "invalidGridIndicator" }
      ],
      addOperatorFieldOf
    )
    expect(driven).toEqual(catalogueKeys(addOperatorSaveIssues))
  })
})
