import type { RequestorNameQuery } from "../../api/reports/schemas"
import { searchRequestorNames } from "../../services/shared/requestorNames"
import { fromEffect } from "./effectActor"
import { requestorNameMachine } from "./requestorNameMachine"

/** The requestor name field with the portal's look-up, for any search screen that invokes it. */
export const requestorNameLive = requestorNameMachine.provide({
  actors: {
    lookUpNames: fromEffect((query: RequestorNameQuery) => searchRequestorNames(query))
  }
})
