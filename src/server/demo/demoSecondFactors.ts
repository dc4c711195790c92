import { Effect } from "effect"
import { createHash } from "node:crypto"
import { Secret } from "otpauth"
import { needsSecondFactor } from "../../api/users/secondFactor"
import { bureauUserIdOf } from "../../api/users/validation"
import { enrolSecondFactor } from "../db/demo/accounts"
import { sealSecret } from "../identity/secondFactorCodes"
import { demoAccounts } from "./demoWorld"

/** A demo administrator's TOTP key: fixed, so that an authenticator set up once keeps working. */
const demoTotpKey = (email: string) =>
  new Secret({
    buffer: Uint8Array.from(createHash("sha256").update(`demo second factor ${email}`).digest().subarray(0, 20)).buffer
  }).base32

/**
 * The demo administrators (accounts signing in with a portal password and holding an administrator's
 * function), their User ID and TOTP key, which `npm start` prints in demo mode.
 */
export const demoSecondFactors: ReadonlyArray<{ readonly email: string; readonly userId: string; readonly totpKey: string }> =
  demoAccounts
    .filter((a) => !a.invited && !a.disabled && needsSecondFactor(a.grant.functions))
    .map((a) => ({ email: a.email, userId: a.ibcCredentials ? bureauUserIdOf(a.email) : a.email, totpKey: demoTotpKey(a.email) }))

/**
 * The demo administrators enrolled with their fixed keys, sealed with SECOND_FACTOR_KEY, at every start
 * in demo mode: the keys printed are the ones that work, even after a reset (no recovery codes: an
 * administrator's reset and a new enrolment give some).
 */
export const seedDemoSecondFactors = (key: Uint8Array) =>
  Effect.gen(function* () {
    for (const demo of demoSecondFactors) yield* enrolSecondFactor(demo.email, sealSecret(key, demo.totpKey))
  })
