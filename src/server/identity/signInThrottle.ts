import { Context, Data, Duration, Effect, Layer } from "effect"
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible"
import { PortalConfig } from "../config"
import { rateLimitStore } from "../db/shared/rateLimitStore"

export class ThrottleStoreError extends Data.TaggedError("ThrottleStoreError")<{ readonly cause: unknown }> {}

export type SignInGate =
  { readonly _tag: "Open"; readonly delay: Duration.Duration } | { readonly _tag: "Locked"; readonly retryAfterSeconds: number }

export interface SignInThrottleShape {
  /** Whether a sign-in for this User ID from this address may be tried now, and after how long a wait. */
  readonly gate: (login: string, address: string) => Effect.Effect<SignInGate, ThrottleStoreError>
  /** Counts a wrong password; says which lock, if any, it has just started. */
  readonly failed: (
    login: string,
    address: string
  ) => Effect.Effect<{ readonly lockedNow: ReadonlyArray<"account" | "address">; readonly gate: SignInGate }, ThrottleStoreError>
  /** A right password ends the run of failures for the User ID (the address keeps its count). */
  readonly succeeded: (login: string) => Effect.Effect<void, ThrottleStoreError>
  /** Counts a sign-in look-up from the address; false once over the limit for this minute. */
  readonly lookup: (address: string) => Effect.Effect<boolean, ThrottleStoreError>
}

export class SignInThrottle extends Context.Service<SignInThrottle, SignInThrottleShape>()("portal/SignInThrottle") {}

/** The User ID as typed, whether or not an account holds it: an unknown one is throttled the same way. */
const throttleLogin = (login: string) => login.trim().toLowerCase().slice(0, 254)

export const isLimited = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes

export const layerSignInThrottle = Layer.effect(
  SignInThrottle,
  Effect.gen(function* () {
    const settings = (yield* PortalConfig).signInThrottle
    const common = yield* rateLimitStore
    // One of the three deletes expired rows now and then; they share the table.
    const limiter = (keyPrefix: string, points: number, durationSeconds: number, blockSeconds: number) =>
      new RateLimiterPostgres({
        ...common,
        keyPrefix,
        points,
        duration: durationSeconds,
        blockDuration: blockSeconds,
        clearExpiredByTimeout: keyPrefix === "signInAccount"
      })
    // points are the failures allowed before the lock: the failure that reaches the maximum starts it.
    const byAccount = limiter(
      "signInAccount",
      settings.accountMaxFailures - 1,
      settings.failureWindowSeconds,
      settings.lockoutSeconds
    )
    const byAddress = limiter(
      "signInAddress",
      settings.addressMaxFailures - 1,
      settings.failureWindowSeconds,
      settings.lockoutSeconds
    )
    const lookups = limiter("signInLookup", settings.lookupsPerMinute, 60, 0)

    const store = <A>(run: () => Promise<A>) =>
      Effect.tryPromise({ try: run, catch: (cause) => new ThrottleStoreError({ cause }) })

    const gateOf = (account: RateLimiterRes | null, address: RateLimiterRes | null): SignInGate => {
      const locked = [
        account && account.consumedPoints > byAccount.points ? account : undefined,
        address && address.consumedPoints > byAddress.points ? address : undefined
      ].filter((res) => res !== undefined)
      if (locked.length > 0) {
        const ms = Math.max(...locked.map((res) => res.msBeforeNext))
        return { _tag: "Locked", retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) }
      }
      // An address shared by many people (an office behind one proxy) slows down only past half its limit.
      const beyond = Math.max(
        (account?.consumedPoints ?? 0) - settings.slowdownAfter + 1,
        (address?.consumedPoints ?? 0) - Math.floor(settings.addressMaxFailures / 2) + 1
      )
      return { _tag: "Open", delay: Duration.millis(beyond > 0 ? Math.min(beyond * settings.slowdownMs, 10_000) : 0) }
    }

    /** A consume that went over the limit rejects with the limiter's result: the lock, not a failure. */
    const consume = (rateLimiter: RateLimiterPostgres, key: string) =>
      store(() =>
        rateLimiter.consume(key).then(
          (res) => ({ res, lockedNow: false }),
          (error: unknown) => {
            if (!isLimited(error)) throw error
            return { res: error, lockedNow: error.consumedPoints === rateLimiter.points + 1 }
          }
        )
      )

    return {
      gate: (login, address) =>
        Effect.all([store(() => byAccount.get(throttleLogin(login))), store(() => byAddress.get(address))]).pipe(
          Effect.map(([account, fromAddress]) => gateOf(account, fromAddress))
        ),
      failed: (login, address) =>
        Effect.gen(function* () {
          const account = yield* consume(byAccount, throttleLogin(login))
          const fromAddress = yield* consume(byAddress, address)
          const lockedNow = [account.lockedNow && ("account" as const), fromAddress.lockedNow && ("address" as const)].filter(
            (lock) => lock !== false
          )
          return { lockedNow, gate: gateOf(account.res, fromAddress.res) }
        }),
      succeeded: (login) => store(() => byAccount.delete(throttleLogin(login))).pipe(Effect.asVoid),
      lookup: (address) =>
        store(() =>
          lookups.consume(address).then(
            () => true,
            (error: unknown) => {
              if (!isLimited(error)) throw error
              return false
            }
          )
        )
    }
  })
)
