import { describe, expect, it } from "vitest"
import { FunctionId } from "../../src/api/functions"
import { needsSecondFactor } from "../../src/api/users/secondFactor"
import {
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpCode,
  totpStep
} from "../../src/server/identity/secondFactorCodes"

describe("who gives a second factor", () => {
  it("is an account holding user administration, company administration, settings or clients", () => {
    expect(needsSecondFactor([FunctionId.driverReport, FunctionId.userAdministration])).toBe(true)
    expect(needsSecondFactor([FunctionId.companyAdministration])).toBe(true)
    expect(needsSecondFactor([FunctionId.manageSystemFunction])).toBe(true)
    expect(needsSecondFactor([FunctionId.manageDashClients])).toBe(true)
  })

  it("is not an account holding reports, corrections and the other reports alone", () => {
    const others = Object.values(FunctionId).filter(
      (id) =>
        !(
          [
            FunctionId.userAdministration,
            FunctionId.companyAdministration,
            FunctionId.manageSystemFunction,
            FunctionId.manageDashClients
          ] as ReadonlyArray<number>
        ).includes(id)
    )
    expect(others).toHaveLength(9)
    expect(needsSecondFactor(others)).toBe(false)
    expect(needsSecondFactor([])).toBe(false)
  })
})

describe("a TOTP code", () => {
  const secret = newTotpSecret()
  const now = Date.UTC(2026, 11, 5, 1, 0, 15)

  it("is accepted at its own step and one step either way, and names the step it belongs to", () => {
    const step = totpStep(now)
    expect(matchingTotpStep(secret, totpCode(secret, now), now)).toBe(step)
    expect(matchingTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1)
    expect(matchingTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1)
  })

  it("is refused two steps away, malformed, or of another key", () => {
    expect(matchingTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeUndefined()
    expect(matchingTotpStep(secret, totpCode(secret, now + 60_000), now)).toBeUndefined()
    expect(matchingTotpStep(secret, "12345", now)).toBeUndefined()
    expect(matchingTotpStep(secret, "abcdef", now)).toBeUndefined()
    expect(matchingTotpStep(newTotpSecret(), totpCode(secret, now), now)).not.toBe(totpStep(now))
  })

  it("used once is refused again: the step accepted must be later than the last one (the replay guard)", () => {
    // The database keeps the last step accepted (acceptTotpStep); this is its rule, in memory.
    let lastStep: number | undefined
    const accept = (code: string, at: number) => {
      const step = matchingTotpStep(secret, code, at)
      if (step === undefined || (lastStep !== undefined && step <= lastStep)) return false
      lastStep = step
      return true
    }
    const code = totpCode(secret, now)
    expect(accept(code, now)).toBe(true)
    expect(accept(code, now)).toBe(false)
    expect(accept(code, now + 30_000)).toBe(false)
    expect(accept(totpCode(secret, now - 30_000), now)).toBe(false)
    expect(accept(totpCode(secret, now + 30_000), now + 30_000)).toBe(true)
  })
})

describe("recovery codes and the sealed key", () => {
  it("gives ten different codes of 80 bits, hashed the same however they are typed", () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){5}$/)
    expect(recoveryCodeHash(codes[0]!.toLowerCase().replace(/-/g, " "))).toBe(recoveryCodeHash(codes[0]!))
    expect(recoveryCodeHash(codes[0]!)).not.toBe(recoveryCodeHash(codes[1]!))
  })

  it("seals a key that only the same key opens, and refuses an altered one", () => {
    const key = new Uint8Array(32).fill(3)
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP")
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP")
    expect(openSecret(key, sealed)).toBe("JBSWY3DPEHPK3PXP")
    expect(openSecret(new Uint8Array(32).fill(4), sealed)).toBeUndefined()
    const altered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA")
    expect(openSecret(key, altered)).toBeUndefined()
  })
})
