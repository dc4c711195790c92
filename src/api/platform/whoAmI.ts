import { Schema } from "effect"
import { HarvestKind } from "../harvestLimit"
import { bilingualName } from "../shared/records"
import { ReportingCompany, UserDriverReportOptionRecord } from "./schemas"

/** One window of a limit: how many calls it allows, how many remain, and the seconds until it starts again. */
export const QuotaWindow = Schema.Struct({
  limit: Schema.Int,
  remaining: Schema.Int,
  resetSeconds: Schema.Int
})

/** Where the account stands on what one kind of call counts (reports generated, or searches run). */
export const Quota = Schema.Struct({
  kind: HarvestKind,
  minute: QuotaWindow,
  day: QuotaWindow
})
export type Quota = typeof Quota.Type

/**
 * Who is calling, as the portal sees it: a person signed in, or a carrier's system (machine client)
 * calling as the account its client id maps to; the account, the companies it acts for, what it may
 * do there, and where it stands on its limits. The same shape for both, `clientId` null for a person.
 */
export const WhoAmI = Schema.Struct({
  caller: Schema.Struct({
    kind: Schema.Literals(["person", "machineClient"]),
    /** The machine client's id (northwind-underwriting); null for a person. */
    clientId: Schema.NullOr(Schema.String)
  }),
  account: Schema.Struct({
    id: Schema.Int,
    userId: Schema.String,
    firstName: Schema.String,
    lastName: Schema.String,
    email: Schema.String,
    organizationId: Schema.Int,
    reportingCompanyId: Schema.NullOr(Schema.Int),
    isIbc: Schema.Boolean
  }),
  /** Every company a function is held for, once each. */
  companies: Schema.Array(ReportingCompany),
  /** Each function held, by id and name, with the companies it is held for. */
  functions: Schema.Array(
    Schema.Struct({ functionId: Schema.Int, name: Schema.String, reportingCompanyIds: Schema.Array(Schema.Int) })
  ),
  /** The years of data the account may ask a driver report for, the default one marked. */
  driverReportOptions: Schema.Array(Schema.Struct({ option: UserDriverReportOptionRecord, isDefault: Schema.Boolean })),
  /** The SDC file types the account may send: all of them when it holds sdcReport for a company, else none. */
  sdcFileTypes: Schema.Array(Schema.Struct({ id: Schema.Int, code: Schema.String, ...bilingualName })),
  /** Its limits on reports and searches now, nothing counted by this call. */
  limits: Schema.Struct({ reports: Quota, searches: Quota })
})
export type WhoAmI = typeof WhoAmI.Type
