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

/** The answers of the save: the regenerated report, 409, the BadRequest shown on a field, another 400, any other failure. */
export const saveAnswers = (actorId: string, report: unknown, fieldCode: BadRequest["code"]) => [
  { type: `xstate.done.actor.${actorId}`, output: report },
  { type: `xstate.error.actor.${actorId}`, error: new Conflict({}) },
  { type: `xstate.error.actor.${actorId}`, error: new BadRequest({ code: fieldCode }) },
  { type: `xstate.error.actor.${actorId}`, error: new BadRequest({ code: "ERROR_400_INVALID_REQUEST" }) },
  { type: `xstate.error.actor.${actorId}`, error: new InternalError({}) }
]

/** What a failed save becomes (document 3 section 8), worked out independently of the machine. */
export const expectedSaveFailure = (
  error: PortalFailure,
  fieldCode: BadRequest["code"]
): "conflict" | "fieldMessage" | "badRequest" | "notice" => {
  if (error._tag === "Conflict") return "conflict"
  if (error._tag !== "BadRequest") return "notice"
  return error.code === fieldCode ? "fieldMessage" : "badRequest"
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
