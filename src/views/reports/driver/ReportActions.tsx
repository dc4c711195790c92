import { createContext, useContext, type ReactNode } from "react"
import type { Claim, Policy } from "../../../api/reports/schemas"

/** Summary fields beside which an action may show (correction mode's Edit, document 3 section 2). */
export type DriverActionField =
  "fullName" | "fullAddress" | "dateOfBirth" | "gender" | "maritalStatus" | "driverTraining" | "yearsLicensed" | "gridRatingDate"

/** Claim fields beside which an action may show. */
export type ClaimActionField = "firstPartyFaultDegree" | "firstPartyOperator" | "vehicle" | "vehicleLoss" | "excludedDriver"

/**
 * What the screen showing the report places at the report's action points: the report itself knows
 * where they go, not what they are (the driver report route fills them with correction mode's buttons).
 */
export interface ReportActions {
  readonly driverField?: (field: DriverActionField) => ReactNode
  readonly policy?: (policy: Policy) => ReactNode
  readonly addOperator?: (policy: Policy) => ReactNode
  readonly claimField?: (claim: Claim, field: ClaimActionField) => ReactNode
  readonly removeClaim?: (claim: Claim) => ReactNode
  readonly addClaim?: () => ReactNode
}

const ReportActionsContext = createContext<ReportActions>({})

export const ReportActionsProvider = ReportActionsContext.Provider

const useActions = () => useContext(ReportActionsContext)

export const DriverFieldAction = ({ field }: { readonly field: DriverActionField }) => useActions().driverField?.(field) ?? null

export const PolicyAction = ({ policy }: { readonly policy: Policy }) => useActions().policy?.(policy) ?? null

export const AddOperatorAction = ({ policy }: { readonly policy: Policy }) => useActions().addOperator?.(policy) ?? null

export const ClaimFieldAction = ({ claim, field }: { readonly claim: Claim; readonly field: ClaimActionField }) =>
  useActions().claimField?.(claim, field) ?? null

export const RemoveClaimAction = ({ claim }: { readonly claim: Claim }) => useActions().removeClaim?.(claim) ?? null

export const AddClaimAction = () => useActions().addClaim?.() ?? null
