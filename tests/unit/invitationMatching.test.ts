import { describe, expect, it } from "vitest"
import { invitationNames } from "../../src/server/identity/invitationAcceptance"
import { vouchedEmail } from "../../src/server/identity/tokenVerifier"

describe("an invitation names its account", () => {
  const pending = { _tag: "Pending", userId: 7, email: "Nora.Newhire@northwind.example", userIdLogin: "nnewhire" } as const

  it("by the User ID or the e-mail typed, in any case and without the spaces around", () => {
    expect(invitationNames(pending, "nnewhire")).toBe(true)
    expect(invitationNames(pending, " NNEWHIRE ")).toBe(true)
    expect(invitationNames(pending, "nora.newhire@northwind.EXAMPLE")).toBe(true)
  })

  it("and no other account, nothing typed, or any account once it is not pending", () => {
    expect(invitationNames(pending, "analyst@northwind.example")).toBe(false)
    expect(invitationNames(pending, "nnewhire2")).toBe(false)
    expect(invitationNames(pending, "")).toBe(false)
    expect(invitationNames({ _tag: "Unusable" }, "nnewhire")).toBe(false)
  })
})

describe("the e-mail an external provider's token vouches for", () => {
  it("is the email claim, else the first of emails", () => {
    expect(vouchedEmail({ email: "a@b.example" })).toBe("a@b.example")
    expect(vouchedEmail({ emails: ["first@b.example", "second@b.example"] })).toBe("first@b.example")
    expect(vouchedEmail({ email: " a@b.example ", email_verified: true })).toBe("a@b.example")
  })

  it("is none when the provider says it is not verified, or gives none", () => {
    expect(vouchedEmail({ email: "a@b.example", email_verified: false })).toBeUndefined()
    expect(vouchedEmail({})).toBeUndefined()
    expect(vouchedEmail({ email: "" })).toBeUndefined()
    expect(vouchedEmail({ email: 42, emails: "a@b.example" })).toBeUndefined()
  })
})
