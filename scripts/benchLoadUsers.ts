/**
 * The load bench's users: accounts of their own in the bench database, spread over the reporting
 * companies of the demo carriers whose people sign in with a portal password, with what a report user
 * holds (driver report, vehicle report, report history), each signed in through the identity provider
 * as the browser does.
 */
import { Effect } from "effect"
import { decodeJwt } from "jose"
import { FunctionId } from "../src/api/functions"
import { demoCarrierSignInDomain } from "../src/server/identity/demoCarrier/laurentianCarrier"
import {
  beginSignIn,
  clientId,
  demoPassword,
  discover,
  exchangeCode,
  submitSignIn,
  type Tokens
} from "../tests/api/support/signIn"
import type { WithSql } from "./benchSupport"

const reportUserFunctions = [FunctionId.driverReport, FunctionId.vehicleReport, FunctionId.reportHistory]

export const loadUserEmail = (n: number, domain: string) => `load.user${String(n).padStart(4, "0")}@${domain}`

/**
 * Creates the accounts load.user0001… that do not exist yet (the demo password, terms accepted), one
 * carrier company after another, and starts their day afresh: the counts of the limits on harvesting
 * of earlier runs on a kept database are removed, the limits themselves stay as configured.
 */
export const createLoadUsers = (withSql: WithSql, databaseUrl: string, users: number) =>
  withSql(databaseUrl, (sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`
          WITH companies AS (
            SELECT rc.id, rc.organization_id, o.identity_domain, (row_number() OVER (ORDER BY rc.id) - 1)::int AS k,
              count(*) OVER ()::int AS total
            FROM reporting_company rc JOIN organization o ON o.id = rc.organization_id
            WHERE o.organization_type = 'Carrier'
              -- Not a carrier whose people sign in at its own provider: they hold no portal password.
              AND NOT EXISTS (SELECT 1 FROM b2c_provider b
                WHERE lower(b.email_domain_name) = lower(o.identity_domain) AND b.b2c_domain_name = ${demoCarrierSignInDomain})),
          template AS (
            SELECT (SELECT password_hash FROM portal_user WHERE email = 'analyst@northwind.example') AS password_hash,
              (SELECT id FROM portal_user WHERE email = 'admin@bureau.example') AS creator,
              (SELECT max(version) FROM terms_of_service) AS terms),
          wanted AS (
            SELECT n, c.id AS company_id, c.organization_id,
              'load.user' || lpad(n::text, 4, '0') || '@' || c.identity_domain AS email
            FROM generate_series(1, ${users}::int) n JOIN companies c ON c.k = (n - 1) % c.total)
          INSERT INTO portal_user (user_type, user_id, email, first_name, last_name, sub, password_hash,
            organization_id, reporting_company_id, accepted_terms_version, created_by)
          SELECT 1, w.email, w.email, 'Load', 'User ' || w.n, gen_random_uuid()::text, t.password_hash,
            w.organization_id, w.company_id, t.terms, t.creator
          FROM wanted w, template t
          WHERE NOT EXISTS (SELECT 1 FROM portal_user u WHERE u.email = w.email)`
        yield* sql`
          INSERT INTO user_organization (user_id, organization_id)
          SELECT u.id, u.organization_id FROM portal_user u
          WHERE u.email LIKE 'load.user%' AND NOT EXISTS (SELECT 1 FROM user_organization o WHERE o.user_id = u.id)`
        yield* sql`
          INSERT INTO user_function (user_id, function_id, organization_id, reporting_company_id)
          SELECT u.id, f, u.organization_id, u.reporting_company_id
          FROM portal_user u, unnest(${reportUserFunctions}::int[]) f
          WHERE u.email LIKE 'load.user%' AND NOT EXISTS (SELECT 1 FROM user_function g WHERE g.user_id = u.id)`
        yield* sql`
          INSERT INTO user_driver_report_option (user_id, driver_report_option_id, is_default)
          SELECT u.id, o.id, o.id = (
              SELECT d.id FROM driver_report_option d
              WHERE d.organization_id = u.organization_id AND d.reporting_company_id = u.reporting_company_id
              ORDER BY d.years_of_data = 25 DESC, d.id LIMIT 1)
          FROM portal_user u JOIN driver_report_option o
            ON o.organization_id = u.organization_id AND o.reporting_company_id = u.reporting_company_id
          WHERE u.email LIKE 'load.user%'
            AND NOT EXISTS (SELECT 1 FROM user_driver_report_option x WHERE x.user_id = u.id)`
        yield* sql`
          DELETE FROM sign_in_throttle t USING portal_user u
          WHERE u.email LIKE 'load.user%' AND t.key LIKE 'harvest%:' || u.id`
        return yield* sql<{ email: string }>`
          SELECT email FROM portal_user WHERE email LIKE 'load.user%'
          ORDER BY substring(email FROM 10 FOR 4) LIMIT ${users}`.pipe(Effect.map((rows) => rows.map((r) => r.email)))
      })
    )
  )

/** A signed-in user's access token, renewed with the refresh token before it expires, as the browser app does. */
export class Session {
  private expiresAt: number

  constructor(
    private readonly baseUrl: string,
    private tokens: Tokens
  ) {
    this.expiresAt = expiryOf(tokens)
  }

  async accessToken() {
    if (Date.now() > this.expiresAt - 60_000) {
      const { token_endpoint } = await discover(this.baseUrl)
      const response = await fetch(token_endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: this.tokens.refreshToken, client_id: clientId })
      })
      const body = (await response.json()) as Record<string, string>
      if (!response.ok) throw new Error(`The refresh answered ${response.status}: ${JSON.stringify(body)}`)
      this.tokens = { accessToken: body.access_token!, refreshToken: body.refresh_token!, idToken: body.id_token! }
      this.expiresAt = expiryOf(this.tokens)
    }
    return this.tokens.accessToken
  }
}

const expiryOf = (tokens: Tokens) => (decodeJwt(tokens.accessToken).exp ?? 0) * 1000

export interface SignInProgress {
  /** Sign-in look-ups answered 429: the look-up limit per client address per minute was reached. */
  lookupsRefused: number
  /** Sign-ins that did not reach the login callback, with what was answered instead; each is tried again. */
  readonly failures: Array<string>
  readonly started: number
}

/**
 * What the browser does to sign a user in: the sign-in look-up of the User ID (limited per client
 * address and minute), then the code flow with PKCE. All users come from one address, so a look-up
 * refused with 429 waits and is asked again: users sign in as fast as that limit lets them.
 */
export const signInAsBrowser = async (baseUrl: string, email: string, progress: SignInProgress): Promise<Session> => {
  for (;;) {
    const lookup = await fetch(`${baseUrl}/api/Users/SignInLookup?userId=${encodeURIComponent(email)}`)
    await lookup.arrayBuffer()
    if (lookup.status === 200) break
    if (lookup.status !== 429) throw new Error(`The sign-in look-up of ${email} answered ${lookup.status}`)
    progress.lookupsRefused++
    const retryAfter = Number(lookup.headers.get("retry-after"))
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 2) * 1000))
  }
  for (let attempt = 1; ; attempt++) {
    const tokens = await codeFlow(baseUrl, email).catch((error: unknown) => String(error))
    if (typeof tokens !== "string") return new Session(baseUrl, tokens)
    progress.failures.push(`${email}: ${tokens}`)
    if (attempt === 3) throw new Error(`${email} could not sign in: ${progress.failures.slice(-3).join("; ")}`)
  }
}

/** The code flow with PKCE; what was answered instead of the login callback, when it did not get there. */
const codeFlow = async (baseUrl: string, email: string): Promise<Tokens | string> => {
  const authorization = await beginSignIn(baseUrl, { loginHint: email })
  const submitted = await submitSignIn(authorization, { login: email, password: demoPassword })
  const end = await authorization.browser.followUntil(submitted, authorization.interactionUrl.toString(), (url) =>
    url.toString().startsWith(authorization.redirectUri)
  )
  if (!(end instanceof URL)) {
    const text = (await end.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")
    return `${end.status} ${text.slice(0, 200)}`
  }
  const code = end.searchParams.get("code")
  return code ? exchangeCode(authorization, code) : `callback without a code: ${end.search}`
}
