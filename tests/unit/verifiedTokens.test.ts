import { describe, expect, it } from "vitest"
import { makeVerifiedTokens } from "../../src/server/identity/tokenVerifier"

describe("verified tokens", () => {
  const exp = 1_800_000_000
  const at = (seconds: number) => () => seconds * 1000

  it("answers a verified token's subject until it expires, with the clock tolerance", () => {
    let now = exp - 60
    const tokens = makeVerifiedTokens(10, () => now * 1000)
    tokens.add("token-a", { sub: "sub-a" }, exp)
    expect(tokens.get("token-a")).toEqual({ sub: "sub-a" })
    now = exp + 4
    expect(tokens.get("token-a")).toEqual({ sub: "sub-a" })
    now = exp + 5
    expect(tokens.get("token-a")).toBeUndefined()
    now = exp - 60
    // Once expired it is forgotten: it must be verified again.
    expect(tokens.get("token-a")).toBeUndefined()
  })

  it("never answers a token it was not given", () => {
    const tokens = makeVerifiedTokens(10, at(exp - 60))
    tokens.add("token-a", { sub: "sub-a" }, exp)
    expect(tokens.get("token-a ")).toBeUndefined()
    expect(tokens.get("token-b")).toBeUndefined()
  })

  it("does not keep a token without an expiry", () => {
    const tokens = makeVerifiedTokens(10, at(exp - 60))
    tokens.add("token-a", { sub: "sub-a" }, undefined)
    expect(tokens.get("token-a")).toBeUndefined()
  })

  it("keeps at most its capacity, dropping the oldest first", () => {
    const tokens = makeVerifiedTokens(2, at(exp - 60))
    tokens.add("token-a", { sub: "sub-a" }, exp)
    tokens.add("token-b", { sub: "sub-b" }, exp)
    tokens.add("token-c", { sub: "sub-c" }, exp)
    expect(tokens.get("token-a")).toBeUndefined()
    expect(tokens.get("token-b")).toEqual({ sub: "sub-b" })
    expect(tokens.get("token-c")).toEqual({ sub: "sub-c" })
  })
})
