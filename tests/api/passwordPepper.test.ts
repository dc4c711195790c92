import { randomBytes, scryptSync } from "node:crypto"
import { describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { demoPassword, signIn } from "./support/signIn"

const portal = usePortal()
const login = "analyst@northwind.example"

const storedHash = async () => {
  const [row] = await portal.sql(
    (sql) => sql<{ passwordHash: string }>`SELECT password_hash FROM portal_user WHERE email = ${login}`
  )
  return row!.passwordHash
}

describe("password hashes keyed with the pepper (ASVS 2.4.5)", () => {
  it("stores the seeded passwords under the pepper's scheme", async () => {
    expect(await storedHash()).toMatch(/^scrypt2\$/)
    await expect(signIn(portal.baseUrl, login)).resolves.toMatchObject({ accessToken: expect.any(String) })
  })

  it("accepts a hash made before the pepper and replaces it by a peppered one at that sign-in", async () => {
    const salt = randomBytes(16)
    const unpeppered = `scrypt$${salt.toString("base64url")}$${scryptSync(demoPassword, salt, 32).toString("base64url")}`
    await portal.sql((sql) => sql`UPDATE portal_user SET password_hash = ${unpeppered} WHERE email = ${login}`)

    await signIn(portal.baseUrl, login)
    const upgraded = await storedHash()
    expect(upgraded).toMatch(/^scrypt2\$/)
    expect(upgraded).not.toContain(salt.toString("base64url"))
    // The new hash opens the account with the same password.
    await expect(signIn(portal.baseUrl, login)).resolves.toMatchObject({ accessToken: expect.any(String) })
  })
})
