import { FunctionId, type FunctionName } from "../../api/functions"
import type { ApplicationFunction, UserProfile } from "../../api/platform/schemas"

/** Where each function's drawer entry and tile lead (document 1 section 2). */
export const functionRoutes: Partial<Record<FunctionName, string>> = {
  driverReport: "/driver-report",
  vehicleReport: "/vehicle-report",
  reportHistory: "/report-history",
  ninetyDaysReport: "/ninetydays-report",
  userAccessReport: "/user-access-report",
  companyAdministration: "/company-profile",
  userAdministration: "/user-administration",
  usageReport: "/usage-report",
  manageSystemFunction: "/settings",
  manageDashClients: "/dash-client",
  correctionReport: "/correction-report",
  sdcReport: "/sdc"
}

/** Pages a function opens besides its own screen, listed after it in the menu, named by their tab titles. */
export const functionPages: Partial<
  Record<FunctionName, ReadonlyArray<{ readonly path: string; readonly title: "eventNotifications" }>>
> = {
  companyAdministration: [{ path: "/event-notifications", title: "eventNotifications" }]
}

export interface HeldFunction {
  readonly id: number
  readonly name: FunctionName
  readonly path: string
  readonly sortOrder: number
}

/** The functions a user holds that have a screen, sorted by sortOrder; data correction has none. */
export const heldFunctions = (profile: UserProfile, functions: ReadonlyArray<ApplicationFunction>): ReadonlyArray<HeldFunction> =>
  functions
    .filter((f) => f.id !== FunctionId.dataCorrection && profile.userFunctions.some((u) => u.functionId === f.id))
    .flatMap((f) => {
      const name = (Object.keys(FunctionId) as Array<FunctionName>).find((n) => FunctionId[n] === f.id)
      const path = name && functionRoutes[name]
      return name && path ? [{ id: f.id, name, path, sortOrder: f.sortOrder }] : []
    })
    .sort((a, b) => a.sortOrder - b.sortOrder)
