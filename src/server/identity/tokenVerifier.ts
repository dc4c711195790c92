import { Context, Effect, Layer } from "effect"
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose"
import { Unauthorized } from "../../api/errors"
import { PortalConfig } from "../config"
import { secretIdClaimName } from "./machineClientSecrets"
import { loadSigningKeys, publicJwks } from "./signingKeys"

/** What a verified token tells of its bearer. */
export interface VerifiedToken {
  readonly sub: string
  /**
   * The e-mail the issuer vouches for (the email claim, else the first of emails), unless it says
   * email_verified false: how an external provider's first sign-in finds the invited account.
   */
  readonly email?: string | undefined
  /**
   * The OAuth client the token was issued to, when it is not the portal's own: a carrier's system
   * holding client credentials (settings tab 2), which calls as the account its mapping names.
   */
  readonly machineClientId?: string | undefined
  /** The id of the secret a machine client's token was issued with (clientSecretId): a newer secret ends it. */
  readonly clientSecretId?: string | undefined
  /**
   * The provider session (its grant) a person's token was issued in (the sid claim): what the list of
   * one's sessions, ending the others, and re-authentication are keyed by. Absent for other issuers.
   */
  readonly sessionId?: string | undefined
}

export interface TokenVerifierShape {
  /** Checks signature, issuer, audience and expiry; yields the subject. */
  readonly verify: (token: string) => Effect.Effect<VerifiedToken, Unauthorized>
}

/** The e-mail of a token's claims, as VerifiedToken.email says. */
export const vouchedEmail = (claims: Record<string, unknown>): string | undefined => {
  if (claims.email_verified === false) return undefined
  const email = typeof claims.email === "string" ? claims.email : Array.isArray(claims.emails) ? claims.emails[0] : undefined
  return typeof email === "string" && email.trim() !== "" ? email.trim() : undefined
}

export class TokenVerifier extends Context.Service<TokenVerifier, TokenVerifierShape>()("portal/TokenVerifier") {}

/** Seconds of clock difference allowed between the issuer and this server. */
const clockTolerance = 5

/** Tokens already verified, at most this many: a browser sends the same one on every call until it is renewed. */
const verifiedTokensKept = 10_000

/**
 * Remembers a verified token until it expires. The signature check is the costliest part of a
 * call after the database; a token's signature, issuer and audience cannot change, so only its
 * expiry is checked again.
 */
export const makeVerifiedTokens = (capacity = verifiedTokensKept, now: () => number = Date.now) => {
  const verified = new Map<string, { readonly identity: VerifiedToken; readonly expiresAt: number }>()
  return {
    get: (token: string): VerifiedToken | undefined => {
      const entry = verified.get(token)
      if (!entry) return undefined
      if (now() >= entry.expiresAt) {
        verified.delete(token)
        return undefined
      }
      return entry.identity
    },
    add: (token: string, identity: VerifiedToken, exp: number | undefined) => {
      // A token without an expiry is verified on every call.
      if (exp === undefined) return
      // The oldest entry goes first (a Map keeps insertion order).
      if (verified.size >= capacity) verified.delete(verified.keys().next().value!)
      verified.set(token, { identity, expiresAt: (exp + clockTolerance) * 1000 })
    }
  }
}

const make = (keys: JWTVerifyGetKey, issuer: string, audience: string, portalClientId: string): TokenVerifierShape => {
  const verified = makeVerifiedTokens()
  return {
    verify: (token) =>
      Effect.suspend(() => {
        const known = verified.get(token)
        if (known) return Effect.succeed(known)
        return Effect.tryPromise({
          try: () => jwtVerify(token, keys, { issuer, audience, clockTolerance }),
          catch: () => new Unauthorized({ message: "Invalid or expired token" })
        }).pipe(
          Effect.flatMap(({ payload }) => {
            if (!payload.sub) return Effect.fail(new Unauthorized({ message: "Token has no subject" }))
            const email = vouchedEmail(payload)
            const clientId = typeof payload.client_id === "string" ? payload.client_id : undefined
            const session = typeof payload.sid === "string" ? { sessionId: payload.sid } : {}
            const secretId = payload[secretIdClaimName]
            // A token of the client-credentials grant has no user: its subject is the client.
            const identity: VerifiedToken =
              clientId !== undefined && clientId !== portalClientId && payload.sub === clientId
                ? {
                    sub: payload.sub,
                    machineClientId: clientId,
                    clientSecretId: typeof secretId === "string" ? secretId : undefined
                  }
                : email === undefined
                  ? { sub: payload.sub, ...session }
                  : { sub: payload.sub, email, ...session }
            verified.add(token, identity, payload.exp)
            return Effect.succeed(identity)
          })
        )
      })
  }
}

/** The embedded provider's keys are read in-process; an external issuer's keys come from its JWKS endpoint. */
export const layerTokenVerifier = Layer.effect(
  TokenVerifier,
  Effect.gen(function* () {
    const config = yield* PortalConfig
    if (config.embeddedProvider) {
      const keys = yield* loadSigningKeys
      return make(createLocalJWKSet(publicJwks(keys) as never), config.oidcIssuer, config.oidcAudience, config.oidcClientId)
    }
    const discovery = yield* Effect.tryPromise(() =>
      fetch(`${config.oidcIssuer}/.well-known/openid-configuration`).then((r) => r.json() as Promise<{ jwks_uri: string }>)
    ).pipe(Effect.orDie)
    return make(createRemoteJWKSet(new URL(discovery.jwks_uri)), config.oidcIssuer, config.oidcAudience, config.oidcClientId)
  })
)
