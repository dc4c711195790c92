import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { access, operation } from "../access"
import { Forbidden } from "../errors"
import { IsoDateTime } from "../platform/schemas"
import { authorizedGroup } from "../shared/apiGroup"
import { bilingualName } from "../shared/records"

/** A name in both languages, as the portal shows it. */
const Named = Schema.Struct(bilingualName)

/** The account as its profile shows it, with the names of its organization, company and unit. */
const MyProfile = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  middleName: Schema.NullOr(Schema.String),
  lastName: Schema.String,
  mfaPhone: Schema.NullOr(Schema.String),
  /** 1 bureau, 2 company, 3 broker (document 2). */
  userType: Schema.Int,
  bureauCredentials: Schema.Boolean,
  organization: Named,
  company: Schema.NullOr(Named),
  unit: Schema.NullOr(Named),
  createdAt: IsoDateTime,
  lastSignIn: Schema.NullOr(IsoDateTime),
  termsOfUseAccepted: Schema.Array(Schema.Struct({ version: Schema.Int, acceptedAt: IsoDateTime }))
})

/** A function held, for a company (or for an organization without separate companies: company null). */
const MyFunction = Schema.Struct({ function: Named, organization: Named, company: Schema.NullOr(Named) })

/** A change of the account as the user access report shows it: when, by whom (null: the user or the portal), what. */
const MyChange = Schema.Struct({
  occurredAt: IsoDateTime,
  changedBy: Schema.NullOr(Schema.String),
  descriptionEn: Schema.String,
  descriptionFr: Schema.String
})

/** A report the user generated, as their report history lists it, without the driver's or vehicle's data. */
const MyReport = Schema.Struct({
  kind: Schema.Literals(["driver", "vehicle"]),
  id: Schema.Int,
  reportDate: IsoDateTime,
  organization: Named,
  company: Schema.NullOr(Named),
  unit: Schema.NullOr(Named),
  referenceNumber: Schema.NullOr(Schema.String)
})

/** Everything the portal keeps about the signed-in person, as one JSON document (ASVS 8.3.2). */
export const MyData = Schema.Struct({
  exportedAt: IsoDateTime,
  profile: MyProfile,
  assignedOrganizations: Schema.Array(Named),
  functions: Schema.Array(MyFunction),
  history: Schema.Array(MyChange),
  reports: Schema.Array(MyReport),
  signIns: Schema.Array(IsoDateTime)
})
export type MyData = typeof MyData.Type

export const MyDataGroup = authorizedGroup(
  "myData",
  "The signed-in person's own data, to download (ASVS 8.3.2).",
  HttpApiEndpoint.get("export", "/Account/MyData", { success: MyData, error: [Forbidden] }).annotateMerge(
    operation(access.signedIn, {
      summary: "Download one's own data",
      description:
        "Everything the portal keeps about the signed-in person, as one JSON document: the profile (names, e-mail, User ID, MFA phone, organization, company and unit, when the account was created, the last sign-in, each version of the terms of use accepted), the organizations assigned, every function held with its organization and company, the history of changes to the account in English and French (who made each), the list of reports they generated (driver and vehicle: id, date, organization, company, unit and reference number; not the driver's or the vehicle's data, which belong to the report and are read through it) and every sign-in. No password hash, second factor or session secret is included. The account's data cannot be deleted here: the history of changes and the reports' requestor are the audit trail document 2 requires, kept as docs/data-classification.md says. Any signed-in person, for their own account only (the token names it; no id is taken); a carrier's system (client credentials) is refused with 403 FUNCTION_NOT_ALLOWED. Errors: 401 without a valid token; 403 ACCOUNT_DISABLED for a disabled account."
    })
  )
)
