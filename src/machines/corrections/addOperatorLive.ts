import type { TermVehiclesPayload } from "../../api/corrections/schemas"
import { addOperatorLookups, operatorByDln, termVehicles } from "../../services/corrections/correctionLookups"
import { addOperatorInPolicy } from "../../services/corrections/dataCorrection"
import { fromEffect } from "../shared/effectActor"
import { addOperatorMachine } from "./addOperatorMachine"
import { correctionNotices } from "./correctionNotices"

/** The add-operator dialog with the portal's calls. */
export const addOperatorLive = addOperatorMachine.provide({
  actors: {
    loadLookups: fromEffect(({ policyKey }: { policyKey: number }) => addOperatorLookups(policyKey)),
    loadVehicles: fromEffect(({ policyKey, termStartDates }: TermVehiclesPayload) => termVehicles(policyKey, termStartDates)),
    lookUpOperator: fromEffect(operatorByDln),
    addOperator: fromEffect(addOperatorInPolicy)
  },
  actions: correctionNotices
})
