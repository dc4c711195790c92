import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { clearCarrierPasswords } from "../../db/identity/carrierPasswords"
import { signInDomainOfEmail } from "../../db/identity/federatedSignIns"
import { findSignInAccount } from "../../db/identity/signInAccounts"
import { issuerForDomain, type FederatedIssuer } from "../../shared/issuerRegistry"

/**
 * The carrier's provider a User ID signs in at, if any: an account whose e-mail domain maps to a sign-in
 * domain the registry names signs in there and only there (bureau credentials excepted). An unknown
 * e-mail address of such a domain gets the same answer, so the answer tells nothing of who has an account.
 */
export const carrierIssuerOfLogin = (issuers: ReadonlyArray<FederatedIssuer>, login: string) =>
  Effect.gen(function* () {
    const typed = login.trim()
    if (issuers.length === 0 || typed === "") return undefined
    const account = yield* findSignInAccount(typed)
    if (account?.isIbcCredentials) return undefined
    const email = account?.email ?? (typed.includes("@") ? typed : undefined)
    if (!email) return undefined
    const signInDomain = yield* signInDomainOfEmail(email)
    const issuer = issuerForDomain(issuers, signInDomain)
    return issuer ? { issuer, accountId: account?.id } : undefined
  })

/** At start-up: the portal passwords of every account that signs in at a registered carrier are removed, with a log line. */
export const removeCarrierPasswords = (
  issuers: ReadonlyArray<FederatedIssuer>
): Effect.Effect<void, unknown, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const cleared = yield* clearCarrierPasswords(issuers.map((issuer) => issuer.signInDomain))
    if (cleared.length > 0)
      yield* Effect.logInfo(
        `Portal passwords removed from ${cleared.length} account(s) that sign in at their carrier's provider`
      ).pipe(Effect.annotateLogs({ userIds: cleared }))
  })
