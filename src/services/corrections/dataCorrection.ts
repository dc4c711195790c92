import type {
  AddClaimPayload,
  AddOperatorPayload,
  RemoveClaimPayload,
  UpdateClaimPayload,
  UpdateDriverInfoPayload,
  UpdatePolicyPayload
} from "../../api/corrections/schemas"
import { callApi } from "../api/portalClient"

/**
 * The data correction calls of document 3 section 7. Each answers the report generated from the
 * corrected data: a new report, with a new id, which replaces the one on screen.
 */
export const updateDriverInfo = (payload: UpdateDriverInfoPayload) =>
  callApi((api) => api.dataCorrection.updateDriverInfo({ payload }))

export const updatePolicy = (payload: UpdatePolicyPayload) => callApi((api) => api.dataCorrection.updatePolicy({ payload }))

export const updateClaim = (payload: UpdateClaimPayload) => callApi((api) => api.dataCorrection.updateClaim({ payload }))

export const removeClaim = (payload: RemoveClaimPayload) => callApi((api) => api.dataCorrection.removeClaim({ payload }))

export const addClaim = (payload: AddClaimPayload) => callApi((api) => api.dataCorrection.addClaim({ payload }))

export const addOperatorInPolicy = (payload: AddOperatorPayload) =>
  callApi((api) => api.dataCorrection.addOperatorInPolicy({ payload }))

/**
 * POST RegenerateReport: after a 409 (someone else corrected the item first) the report is pulled
 * again from the current data, so the corrector sees the value now held.
 */
export const regenerateReport = (reportId: number, ianaTimezone: string) =>
  callApi((api) => api.driverReports.regenerateReport({ params: { id: reportId }, query: { ianaTimezone } }))
