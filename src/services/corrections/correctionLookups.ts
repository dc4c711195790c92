import { Effect } from "effect"
import type { OperatorByDlnPayload } from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"

/** The coded lists behind the correction dialogs (document 3 section 7, "Lookups"). */
export const policyStatuses = callApi((api) => api.correctionLookups.policyStatuses())
export const genders = callApi((api) => api.correctionLookups.genders())
export const maritalStatuses = callApi((api) => api.correctionLookups.maritalStatuses())
export const vehicleLosses = callApi((api) => api.correctionLookups.vehicleLosses())
export const driverTrainings = callApi((api) => api.correctionLookups.driverTrainings())
export const majorCoverages = callApi((api) => api.correctionLookups.majorCoverages())
export const operatorTypes = callApi((api) => api.correctionLookups.operatorTypes())
export const relationships = callApi((api) => api.correctionLookups.relationships())
export const jurisdictions = callApi((api) => api.jurisdictions.list())

/** GET /Claim/Operators/{id}: the drivers a claim may name as its first-party driver. */
export const claimOperators = (claimId: number) =>
  callApi((api) => api.correctionLookups.claimOperators({ params: { id: claimId } }))

/** GET /Claim/Vehicles/{id}: the vehicles a claim may name. */
export const claimVehicles = (claimId: number) =>
  callApi((api) => api.correctionLookups.claimVehicles({ params: { id: claimId } }))

/** GET /Policy/Terms: every term of the policy, newest first. */
export const policyTerms = (policyKey: number) => callApi((api) => api.correctionLookups.policyTerms({ query: { policyKey } }))

/** POST /Policy/TermVehicles: the vehicles of the policy during the chosen terms. */
export const termVehicles = (policyKey: number, termStartDates: ReadonlyArray<string>) =>
  callApi((api) => api.correctionLookups.termVehicles({ payload: { policyKey, termStartDates } }))

/** POST OperatorByDln: a driver known by licence and jurisdiction (404 when the data has none). */
export const operatorByDln = (payload: OperatorByDlnPayload) => callApi((api) => api.correctionLookups.operatorByDln({ payload }))

/** The lists of the add-claim dialog. */
export const addClaimLookups = Effect.all({ majorCoverages, jurisdictions }, { concurrency: 2 })

/** The lists of the add-operator dialog, with the terms of the policy. */
export const addOperatorLookups = (policyKey: number) =>
  Effect.all(
    { terms: policyTerms(policyKey), operatorTypes, relationships, genders, maritalStatuses, jurisdictions },
    { concurrency: 3 }
  )
