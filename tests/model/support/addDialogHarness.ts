import { BadRequest, Conflict, InternalError, NotFound } from "../../../src/api/errors"
import type { Jurisdiction } from "../../../src/api/platform/schemas"
import type { PortalFailure } from "../../../src/services/api/portalFailure"

/** What the add dialogs' model tests share: the licence look-up, the save's failures and the notices. */

export const jurisdictions: ReadonlyArray<Jurisdiction> = [
  { id: 1, jurisdictionCode: "AB", jurisdictionDescriptionEn: "Alberta", jurisdictionDescriptionFr: "Alberta" },
  { id: 2, jurisdictionCode: "ON", jurisdictionDescriptionEn: "Ontario", jurisdictionDescriptionFr: "Ontario" }
]

/** The answers of the licence look-up: the driver found, no such driver, any other failure. */
export const lookupAnswers = (found: unknown) => [
  { type: "xstate.done.actor.lookUpOperator", output: found },
  { type: "xstate.error.actor.lookUpOperator", error: new NotFound({}) },
  { type: "xstate.error.actor.lookUpOperator", error: new InternalError({}) }
]

/** The answers of the save: the regenerated report, 409, each 400 given (some naming fields), any other failure. */
export const saveAnswers = (actorId: string, report: unknown, refusals: ReadonlyArray<BadRequest>) => [
  { type: `xstate.done.actor.${actorId}`, output: report },
  { type: `xstate.error.actor.${actorId}`, error: new Conflict({}) },
  ...refusals.map((error) => ({ type: `xstate.error.actor.${actorId}`, error })),
  { type: `xstate.error.actor.${actorId}`, error: new BadRequest({ code: "ERROR_400_INVALID_REQUEST" }) },
  { type: `xstate.error.actor.${actorId}`, error: new InternalError({}) }
]

/**
 * What a failed save becomes (document 3 section 8), worked out independently of the machine: a 400
 * whose issues all name fields the dialog shows puts each message at its field (`fieldOf`), any other
 * 400 is the generic notice.
 */
export const expectedSaveFailure = (
  error: PortalFailure,
  fieldOf: (field: string) => string | undefined
):
  | { readonly kind: "conflict" | "badRequest" | "notice" }
  | { readonly kind: "fieldMessages"; readonly issues: ReadonlyArray<{ field: string; code: string }> } => {
  if (error._tag === "Conflict") return { kind: "conflict" }
  if (error._tag !== "BadRequest") return { kind: "notice" }
  const issues = (error.issues ?? []).map((i) => ({ field: fieldOf(i.field), code: i.code }))
  return issues.length > 0 && issues.every((i) => i.field !== undefined)
    ? { kind: "fieldMessages", issues: issues as ReadonlyArray<{ field: string; code: string }> }
    : { kind: "badRequest" }
}

/** The notices the dialog raised: generic failures and the number of other 400 answers. */
export const noticeRecorder = () => {
  const recorded = { notices: [] as Array<PortalFailure>, badRequests: 0 }
  return {
    recorded,
    actions: {
      notifyFailure: (_: unknown, { failure }: { failure: PortalFailure }) => {
        recorded.notices.push(failure)
      },
      notifyBadRequest: () => {
        recorded.badRequests += 1
      }
    }
  }
}
