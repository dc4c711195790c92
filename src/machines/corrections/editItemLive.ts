import { Effect } from "effect"
import {
  claimOperators,
  claimVehicles,
  driverTrainings,
  genders,
  maritalStatuses,
  policyStatuses,
  vehicleLosses
} from "../../services/corrections/correctionLookups"
import { updateClaim, updateDriverInfo, updatePolicy } from "../../services/corrections/dataCorrection"
import { fromEffect } from "../shared/effectActor"
import type { EditPayload, LoadedList, OptionsSource } from "./correctionEdits"
import { correctionNotices } from "./correctionNotices"
import { editItemMachine } from "./editItemMachine"

const lookups = { genders, maritalStatuses, driverTrainings, policyStatuses, vehicleLosses } as const

const loadList = (source: OptionsSource) => {
  switch (source.list) {
    case "claimOperators":
      return claimOperators(source.claimId).pipe(Effect.map((items): LoadedList => ({ list: "claimOperators", items })))
    case "claimVehicles":
      return claimVehicles(source.claimId).pipe(Effect.map((items): LoadedList => ({ list: "claimVehicles", items })))
    case "none":
      return Effect.succeed<LoadedList>({ list: "lookups", items: [] })
    default:
      return lookups[source.list].pipe(Effect.map((items): LoadedList => ({ list: "lookups", items })))
  }
}

const save = (edit: EditPayload) => {
  switch (edit.call) {
    case "updateDriverInfo":
      return updateDriverInfo(edit.payload)
    case "updatePolicy":
      return updatePolicy(edit.payload)
    case "updateClaim":
      return updateClaim(edit.payload)
  }
}

/** An edit dialog with the portal's calls. */
export const editItemLive = editItemMachine.provide({
  actors: {
    loadOptions: fromEffect(loadList),
    save: fromEffect(save)
  },
  actions: correctionNotices
})
