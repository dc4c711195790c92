import { Context, Effect, Layer } from "effect"
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose"
import { Unauthorized } from "../../api/errors"
import { PortalConfig } from "../config"
import { loadSigningKeys, publicJwks } from "./signingKeys"

export interface TokenVerifierShape {
  /** Checks signature, issuer, audience and expiry; yields the subject. */
  readonly verify: (token: string) => Effect.Effect<{ readonly sub: string }, Unauthorized>
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
  const verified = new Map<string, { readonly sub: string; readonly expiresAt: number }>()
  return {
    get: (token: string): { readonly sub: string } | undefined => {
      const entry = verified.get(token)
      if (!entry) return undefined
      if (now() >= entry.expiresAt) {
        verified.delete(token)
        return undefined
      }
      return { sub: entry.sub }
    },
    add: (token: string, sub: string, exp: number | undefined) => {
      // A token without an expiry is verified on every call.
      if (exp === undefined) return
      // The oldest entry goes first (a Map keeps insertion order).
      if (verified.size >= capacity) verified.delete(verified.keys().next().value!)
      verified.set(token, { sub, expiresAt: (exp + clockTolerance) * 1000 })
    }
  }
}

const make = (keys: JWTVerifyGetKey, issuer: string, audience: string): TokenVerifierShape => {
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
            verified.add(token, payload.sub, payload.exp)
            return Effect.succeed({ sub: payload.sub })
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
      return make(createLocalJWKSet(publicJwks(keys) as never), config.oidcIssuer, config.oidcAudience)
    }
    const discovery = yield* Effect.tryPromise(() =>
      fetch(`${config.oidcIssuer}/.well-known/openid-configuration`).then((r) => r.json() as Promise<{ jwks_uri: string }>)
    ).pipe(Effect.orDie)
    return make(createRemoteJWKSet(new URL(discovery.jwks_uri)), config.oidcIssuer, config.oidcAudience)
  })
)
