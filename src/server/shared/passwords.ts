import { Redacted } from "effect"
import { createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { promisify } from "node:util"

const scryptAsync = promisify(scrypt) as (password: string | Buffer, salt: Buffer, keylen: number) => Promise<Buffer>

/** The pepper outside production when PASSWORD_PEPPER is unset (the demo world's and the tests' hashes use it). */
export const developmentPasswordPepper = "development-password-pepper-not-for-production"

let pepper: Redacted.Redacted<string> = Redacted.make(developmentPasswordPepper)

/**
 * Sets the secret mixed into every password hash made or checked from now on (PASSWORD_PEPPER, read by
 * src/server/config.ts; the configuration's layer calls this). It lives in the environment only, never
 * beside the hashes in the database, so a copy of the database alone cannot be attacked offline.
 */
export const usePasswordPepper = (secret: Redacted.Redacted<string>): void => {
  pepper = secret
}

/** The password keyed with the pepper: HMAC-SHA256, 32 bytes whatever the password's length (it is never cut). */
const peppered = (password: string): Buffer => createHmac("sha256", Redacted.value(pepper)).update(password, "utf8").digest()

/**
 * The schemes a stored hash may name, as scheme$salt$hash (base64url):
 * - `scrypt2`: scrypt of the HMAC-SHA256 of the password under the pepper; every hash made now.
 * - `scrypt`: scrypt of the password itself, made before the pepper; still verified, and replaced by a
 *   `scrypt2` hash at the next successful sign-in (passwordHashIsCurrent).
 */
const currentScheme = "scrypt2"

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const hash = await scryptAsync(peppered(password), salt, 32)
  return `${currentScheme}$${salt.toString("base64url")}$${hash.toString("base64url")}`
}

export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const [scheme, salt, hash] = (stored ?? "").split("$")
  if (!salt || !hash) return false
  const input = scheme === currentScheme ? peppered(password) : scheme === "scrypt" ? password : undefined
  if (input === undefined) return false
  const expected = Buffer.from(hash, "base64url")
  const actual = await scryptAsync(input, Buffer.from(salt, "base64url"), expected.length)
  return timingSafeEqual(actual, expected)
}

/** Whether a stored hash is of the current scheme; one that is not is hashed anew once its password is known. */
export const passwordHashIsCurrent = (stored: string | null): boolean => (stored ?? "").startsWith(`${currentScheme}$`)
