import { addClaimLookups, operatorByDln } from "../../services/corrections/correctionLookups"
import { addClaim } from "../../services/corrections/dataCorrection"
import { fromEffect } from "../shared/effectActor"
import { addClaimMachine } from "./addClaimMachine"
import { correctionNotices } from "./correctionNotices"

/** The add-claim dialog with the portal's calls. */
export const addClaimLive = addClaimMachine.provide({
  actors: {
    loadLookups: fromEffect(() => addClaimLookups),
    lookUpOperator: fromEffect(operatorByDln),
    addClaim: fromEffect(addClaim)
  },
  actions: correctionNotices
})
