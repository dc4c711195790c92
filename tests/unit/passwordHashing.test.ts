import { Redacted } from "effect"
import { randomBytes, scryptSync } from "node:crypto"
import { afterEach, describe, expect, it } from "vitest"
import {
  developmentPasswordPepper,
  hashPassword,
  passwordHashIsCurrent,
  usePasswordPepper,
  verifyPassword
} from "../../src/server/shared/passwords"

/** A hash as the portal stored it before the pepper: scrypt of the password itself. */
const unpepperedHash = (password: string) => {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString("base64url")}$${scryptSync(password, salt, 32).toString("base64url")}`
}

describe("password hashing with a pepper (ASVS 2.4.5)", () => {
  afterEach(() => usePasswordPepper(Redacted.make(developmentPasswordPepper)))

  it("verifies a password against its own hash only, and names the current scheme", async () => {
    const stored = await hashPassword("Correct-Horse-9")
    expect(stored).toMatch(/^scrypt2\$[\w-]{22}\$[\w-]{43}$/)
    expect(passwordHashIsCurrent(stored)).toBe(true)
    expect(await verifyPassword("Correct-Horse-9", stored)).toBe(true)
    expect(await verifyPassword("Correct-Horse-8", stored)).toBe(false)
    expect(await hashPassword("Correct-Horse-9")).not.toBe(stored)
  })

  it("is not the scrypt of the password alone: without the pepper the hash cannot be checked", async () => {
    const stored = await hashPassword("Correct-Horse-9")
    const [, salt, hash] = stored.split("$")
    expect(scryptSync("Correct-Horse-9", Buffer.from(salt!, "base64url"), 32).toString("base64url")).not.toBe(hash)
  })

  it("refuses a hash made under another pepper", async () => {
    usePasswordPepper(Redacted.make("a-pepper-of-one-deployment-0123456789"))
    const stored = await hashPassword("Correct-Horse-9")
    expect(await verifyPassword("Correct-Horse-9", stored)).toBe(true)
    usePasswordPepper(Redacted.make("a-pepper-of-another-deployment-98765"))
    expect(await verifyPassword("Correct-Horse-9", stored)).toBe(false)
  })

  it("still verifies hashes made before the pepper, and says they are to be hashed anew", async () => {
    const stored = unpepperedHash("Older-Password-1")
    expect(passwordHashIsCurrent(stored)).toBe(false)
    expect(await verifyPassword("Older-Password-1", stored)).toBe(true)
    expect(await verifyPassword("Older-Password-2", stored)).toBe(false)
  })

  it("refuses no hash, an unknown scheme and a malformed one", async () => {
    expect(await verifyPassword("Correct-Horse-9", null)).toBe(false)
    expect(await verifyPassword("Correct-Horse-9", "")).toBe(false)
    const [, salt, hash] = (await hashPassword("Correct-Horse-9")).split("$")
    expect(await verifyPassword("Correct-Horse-9", `bcrypt$${salt}$${hash}`)).toBe(false)
    expect(await verifyPassword("Correct-Horse-9", `scrypt2$${salt}`)).toBe(false)
    expect(passwordHashIsCurrent(null)).toBe(false)
  })
})
