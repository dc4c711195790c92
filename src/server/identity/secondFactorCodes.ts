import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"
import { Secret, TOTP } from "otpauth"

/**
 * The administrators' TOTP (RFC 6238: SHA-1, six digits, 30-second steps, as every authenticator app
 * reads an otpauth:// address), its key sealed at rest, and the recovery codes.
 */
export const totpPeriodSeconds = 30

/** Steps of clock drift accepted either way. */
export const totpWindow = 1

export const recoveryCodeCount = 10

const issuer = "Driver and Vehicle Data Portal"

const totpOf = (secretBase32: string, label = "") =>
  new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(secretBase32) })

/** A new TOTP key: 20 random bytes (160 bits, RFC 4226's recommendation), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The address an authenticator app reads from the QR code. */
export const totpUri = (secretBase32: string, login: string): string => totpOf(secretBase32, login).toString()

/** The time step a moment falls in. */
export const totpStep = (now: number): number => Math.floor(now / 1000 / totpPeriodSeconds)

/** The code of a key at a moment (tests and the demo world compute it so too). */
export const totpCode = (secretBase32: string, now: number): string => totpOf(secretBase32).generate({ timestamp: now })

/**
 * The time step a six-digit code belongs to, within one step either way of now, or undefined. Whether
 * that step was already used is the caller's to check (the account's last accepted step).
 */
export const matchingTotpStep = (secretBase32: string, code: string, now: number): number | undefined => {
  const token = code.replace(/\s/g, "")
  if (!/^\d{6}$/.test(token)) return undefined
  const delta = totpOf(secretBase32).validate({ token, timestamp: now, window: totpWindow })
  return delta === null ? undefined : totpStep(now) + delta
}

/** Whether a typed code looks like a TOTP code (six digits) rather than a recovery code. */
export const looksLikeTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ""))

const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

/**
 * Fifteen bytes (120 bits) as twenty-four base32 letters in six groups of four: enough that the unsalted
 * hash kept of each cannot be searched (ASVS 2.6.2 asks for 112 bits).
 */
const recoveryCode = (): string => {
  const bytes = randomBytes(15)
  let bits = 0
  let value = 0
  let letters = ""
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      letters += base32Alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return letters.match(/.{4}/g)!.join("-")
}

/** Ten new recovery codes, shown once; only their hashes are kept. */
export const newRecoveryCodes = (): ReadonlyArray<string> => Array.from({ length: recoveryCodeCount }, recoveryCode)

/** A recovery code as typed (any case, with or without dashes and spaces) to the hash kept of it. */
export const recoveryCodeHash = (typed: string): string =>
  createHash("sha256")
    .update(typed.toUpperCase().replace(/[^A-Z2-7]/g, ""))
    .digest("hex")

/** AES-256-GCM with a fresh 12-byte nonce: "v1.{nonce}.{tag}.{ciphertext}", each in base64url. */
export const sealSecret = (key: Uint8Array, secret: string): string => {
  const nonce = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, nonce)
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()])
  return ["v1", nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".")
}

/** The secret sealed by sealSecret under this key; undefined when another key sealed it or it was altered. */
export const openSecret = (key: Uint8Array, sealed: string): string | undefined => {
  const [version, nonce, tag, data] = sealed.split(".")
  if (version !== "v1" || !nonce || !tag || data === undefined) return undefined
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"))
    decipher.setAuthTag(Buffer.from(tag, "base64url"))
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8")
  } catch {
    return undefined
  }
}
