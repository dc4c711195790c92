import { Effect, Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import { randomUUID } from "node:crypto"
import * as oidc from "openid-client"
import {
  findFederatedAccount,
  interactionOfState,
  savePendingFederatedSignIn,
  signInDomainOfEmail,
  takePendingFederatedSignIn,
  type FederatedAccount
} from "../../db/identity/federatedSignIns"
import { recordSignIn } from "../../db/users"
import { acceptInvitationByEmail } from "../invitationAcceptance"
import type { FederatedRefusal } from "../signInPage"
import { issuerForDomain, type FederatedIssuer } from "../../shared/issuerRegistry"

/** Where every carrier's provider sends the user back: one address, registered with each carrier. */
export const federatedCallbackPath = "/oidc/federated/callback"

/**
 * The interaction's own path finishes the sign-in: the provider's interaction cookie is scoped to
 * /oidc/interaction/{uid}, so the return is bounced there and the browser proves it began it.
 */
export const federatedReturnPath = (uid: string) => `/oidc/interaction/${uid}/federated`

/** The e-mail of the id token's claims: the configured claim (its first entry when it is a list), unless email_verified is false. */
export const federatedEmail = (claims: Record<string, unknown>, emailClaim: string): string | undefined => {
  if (claims.email_verified === false) return undefined
  const value = claims[emailClaim]
  const email = Array.isArray(value) ? value[0] : value
  return typeof email === "string" && /^[^@\s]+@[^@\s]+$/.test(email.trim()) ? email.trim() : undefined
}

/**
 * Whether the account of the e-mail a carrier vouches for may sign in through it: its e-mail domain
 * must map to the carrier's sign-in domain (an issuer signs in only its own carrier's people), it must
 * exist, sign in with the carrier rather than bureau credentials, be enabled, and be the one the user
 * named on the portal's sign-in screen.
 */
export const federatedRefusal = (check: {
  readonly issuerDomain: string
  readonly mappedDomain: string | undefined
  readonly account: FederatedAccount | undefined
  readonly loginHint: string
}): FederatedRefusal | undefined => {
  if (check.mappedDomain?.toLowerCase() !== check.issuerDomain) return "otherDomain"
  if (!check.account) return "noAccount"
  if (check.account.isIbcCredentials) return "bureauCredentials"
  if (check.account.isDisabled) return "disabled"
  const hint = check.loginHint.trim().toLowerCase()
  if (hint !== "" && ![check.account.userId, check.account.email].some((login) => login.toLowerCase() === hint))
    return "otherAccount"
  return undefined
}

export type FederatedOutcome =
  { readonly _tag: "SignedIn"; readonly sub: string } | { readonly _tag: "Refused"; readonly reason: FederatedRefusal }

type Run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>

/**
 * Sign-in through a carrier's own OpenID provider, with openid-client: the authorization code flow
 * with PKCE, state and nonce; the id token checked against the issuer's discovery document and keys.
 */
export const makeFederatedSignIn = (options: {
  readonly publicUrl: string
  readonly issuers: ReadonlyArray<FederatedIssuer>
  readonly run: Run
}) => {
  const redirectUri = `${options.publicUrl}${federatedCallbackPath}`
  // Discovered on first use (a demo carrier is served by this very server, not listening yet at start); retried after a failure.
  const configurations = new Map<string, Promise<oidc.Configuration>>()
  const configurationOf = (issuer: FederatedIssuer) => {
    const known = configurations.get(issuer.signInDomain)
    if (known) return known
    const discovered = oidc.discovery(
      new URL(issuer.issuer),
      issuer.clientId,
      undefined,
      issuer.clientSecret ? oidc.ClientSecretPost(Redacted.value(issuer.clientSecret)) : oidc.None(),
      issuer.allowInsecureRequests ? { execute: [oidc.allowInsecureRequests] } : undefined
    )
    configurations.set(issuer.signInDomain, discovered)
    discovered.catch(() => configurations.delete(issuer.signInDomain))
    return discovered
  }

  const failed = (step: string, error: unknown): FederatedOutcome => {
    void options.run(Effect.logWarning(`Federated sign-in: ${step} failed`, String(error)))
    return { _tag: "Refused", reason: "failed" }
  }

  return {
    /** The issuer the domain hint names, if any: the user is sent there instead of the password page. */
    issuerFor: (domainHint: string | undefined) => issuerForDomain(options.issuers, domainHint),

    /** The carrier's authorization address for this interaction; what the return is checked with is kept server-side. */
    start: async (
      issuer: FederatedIssuer,
      interaction: { readonly uid: string; readonly loginHint: string; readonly lang: string }
    ): Promise<URL> => {
      const configuration = await configurationOf(issuer)
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      await options.run(
        savePendingFederatedSignIn({
          state,
          interactionUid: interaction.uid,
          signInDomain: issuer.signInDomain,
          codeVerifier,
          nonce
        })
      )
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
        ui_locales: interaction.lang,
        ...(interaction.loginHint.trim() === "" ? {} : { login_hint: interaction.loginHint.trim() })
      })
    },

    /** The interaction a return at the callback address belongs to, while its sign-in is kept. */
    interactionOf: (callback: URL) => {
      const state = callback.searchParams.get("state")
      return state ? options.run(interactionOfState(state)) : Promise.resolve(undefined)
    },

    /**
     * The return, at the interaction's own path: the code is exchanged and the id token checked, then
     * the portal account of its e-mail is signed in, or the sign-in refused with its reason.
     */
    finish: async (
      interaction: { readonly uid: string; readonly loginHint: string },
      returned: URL
    ): Promise<FederatedOutcome> => {
      const state = returned.searchParams.get("state") ?? ""
      const pending = state === "" ? undefined : await options.run(takePendingFederatedSignIn(state, interaction.uid))
      const issuer = pending && issuerForDomain(options.issuers, pending.signInDomain)
      if (!pending || !issuer) return { _tag: "Refused", reason: "failed" }
      const callback = new URL(redirectUri)
      callback.search = returned.search
      let claims: Record<string, unknown>
      try {
        const configuration = await configurationOf(issuer)
        const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true
        })
        claims = { ...tokens.claims() }
      } catch (error) {
        return failed(`the return from ${issuer.issuer}`, error)
      }
      const email = federatedEmail(claims, issuer.emailClaim)
      if (!email) return { _tag: "Refused", reason: "noEmail" }
      const account = await options.run(findFederatedAccount(email))
      const refusal = federatedRefusal({
        issuerDomain: issuer.signInDomain,
        mappedDomain: await options.run(signInDomainOfEmail(email)),
        account,
        loginHint: interaction.loginHint
      })
      if (refusal || !account) return { _tag: "Refused", reason: refusal ?? "noAccount" }
      let sub = account.sub
      if (sub === null) {
        // An invited account takes its sub at its first sign-in, as with an external issuer (docs/decisions.md).
        const newSub = randomUUID()
        sub = (await options.run(acceptInvitationByEmail(email, newSub))) ? newSub : null
      }
      if (sub === null) return { _tag: "Refused", reason: "notActivated" }
      await options.run(recordSignIn(account.id))
      return { _tag: "SignedIn", sub }
    }
  }
}
