import type { RequestorNameQuery } from "../../api/reports/schemas"
import { callApi } from "../api/portalClient"

/** GET /Users/RequestorNameSearch: requestor names containing the text, in the organization, company and unit given. */
export const searchRequestorNames = (query: RequestorNameQuery) =>
  callApi((api) => api.driverReports.requestorNameSearch({ query }))
