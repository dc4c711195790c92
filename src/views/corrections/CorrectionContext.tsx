import { createContext, useContext } from "react"
import type { EditTarget } from "../../machines/corrections/correctionEdits"
import type { CorrectionRights } from "../../machines/corrections/correctionRights"

/** While correction mode is on: what the user may correct, and the events that open each dialog. */
export interface CorrectionControls {
  readonly rights: CorrectionRights
  readonly edit: (target: EditTarget) => void
  readonly removeClaim: (claimId: number) => void
  readonly addClaim: () => void
  readonly addOperator: (policyKey: number) => void
}

/** Undefined while correction mode is off (or not offered): the report shows no edit buttons. */
export const CorrectionContext = createContext<CorrectionControls | undefined>(undefined)

export const useCorrection = (): CorrectionControls | undefined => useContext(CorrectionContext)
