import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { allRows, execute, firstRow } from "../shared/statements"
import type { Requestor } from "../../shared/requestor"
import { type Employer, filedUnder } from "./organizations"
import { insertRow } from "./storedRows"

/** An entry of a user's history as the user access report shows it, worded in both languages. */
export interface HistoryEntry {
  readonly event: string
  readonly detail: unknown
  readonly descriptionEn: string
  readonly descriptionFr: string
}

export const latestTermsVersion = Effect.map(
  firstRow((sql) => sql<{ version: number }>`SELECT max(version) AS version FROM terms_of_service`),
  (terms) => terms!.version
)

/** An account as the user administration stores it; `sub` and `passwordHash` are null until an invitation is accepted. */
export interface NewAccount extends Employer {
  readonly userType: number
  readonly userId: string
  readonly email: string
  readonly firstName: string
  readonly middleName: string | null
  readonly lastName: string
  readonly sub: string | null
  readonly passwordHash: string | null
  readonly disabled: boolean
  readonly ibcCredentials: boolean
  readonly unitId: number | null
  readonly acceptedTermsVersion: number | null
  readonly createdBy: number | null
}

export const insertAccount = (a: NewAccount) =>
  insertRow("portal_user", {
    user_type: a.userType,
    user_id: a.userId,
    email: a.email,
    first_name: a.firstName,
    middle_name: a.middleName,
    last_name: a.lastName,
    sub: a.sub,
    password_hash: a.passwordHash,
    is_disabled: a.disabled,
    is_ibc_credentials: a.ibcCredentials,
    ...filedUnder(a),
    unit_id: a.unitId,
    accepted_terms_version: a.acceptedTermsVersion,
    created_by: a.createdBy
  })

/** An organization whose data the user may work with. */
export const assignOrganization = (userId: number, organizationId: number) =>
  execute((sql) => sql`INSERT INTO user_organization (user_id, organization_id) VALUES (${userId}, ${organizationId})`)

/** A function the user holds for a company, or for an organization without companies. */
export const grantFunction = (userId: number, functionId: number, held: Employer) =>
  Effect.asVoid(insertRow("user_function", { user_id: userId, function_id: functionId, ...filedUnder(held) }))

export const recordHistory = (userId: number, entry: HistoryEntry, at: string, changedBy: number | null) =>
  execute(
    (sql) =>
      sql`INSERT INTO user_access_history (user_id, event, occurred_at, changed_by, detail, description_en, description_fr)
        VALUES (${userId}, ${entry.event}, ${at}, ${changedBy}, ${JSON.stringify(entry.detail)}::jsonb,
          ${entry.descriptionEn}, ${entry.descriptionFr})`
  )

/** Past sign-ins, oldest first, as the sign-in records them: in the history and as the last two logins. */
export const recordSignIns = (userId: number, signIns: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (signIns.length === 0) return
    const sql = yield* SqlClient.SqlClient
    for (const at of signIns)
      yield* sql`INSERT INTO user_access_history (user_id, event, occurred_at) VALUES (${userId}, 'signIn', ${at})`
    yield* sql`UPDATE portal_user SET previous_login = ${signIns.at(-2) ?? null}, last_login = ${signIns.at(-1)!}
      WHERE id = ${userId}`
  })

/** The account's subject (its identity at sign-in), if it has signed up. */
export const subOf = (email: string) =>
  Effect.map(
    firstRow((sql) => sql<{ sub: string }>`SELECT sub FROM portal_user WHERE email = ${email}`),
    (user) => user?.sub
  )

/** The accounts with these e-mails as requestors of reports, by e-mail. */
export const requestorsByEmail = (emails: ReadonlyArray<string>) =>
  Effect.map(
    allRows(
      (sql) =>
        sql<Requestor & { email: string }>`
      SELECT id, email, first_name, middle_name, last_name, organization_id, reporting_company_id, unit_id
      FROM portal_user WHERE ${sql.in("email", emails)}
      ORDER BY email`
    ),
    (requestors) => new Map(requestors.map((r) => [r.email, r]))
  )

export const findAccountName = (email: string) =>
  firstRow(
    (sql) =>
      sql<{ id: number; firstName: string; lastName: string }>`
        SELECT id, first_name, last_name FROM portal_user WHERE email = ${email}`
  )

/** Enrols a signed-up account's second factor with this sealed key, replacing the one it had. */
export const enrolSecondFactor = (email: string, sealedSecret: string) =>
  execute(
    (sql) =>
      sql`
        INSERT INTO second_factor (user_id, sealed_secret)
        SELECT id, ${sealedSecret} FROM portal_user WHERE email = ${email} AND deleted_at IS NULL AND sub IS NOT NULL
        ON CONFLICT (user_id) DO UPDATE SET sealed_secret = excluded.sealed_secret`
  )
