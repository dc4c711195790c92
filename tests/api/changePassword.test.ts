import { describe, expect, it } from "vitest"
import { BadRequest, Forbidden, TooManyRequests } from "../../src/api/errors"
import { historyOf, latestMailTo, userIdOf } from "./support/invitations"
import { usePortal } from "./support/portal"
import { api, beginSignIn, codeFromRedirects, demoPassword, send, signIn, submitSignIn } from "./support/signIn"

// A User ID locks after 4 wrong passwords here, without the slow-down before it.
const portal = usePortal({ SIGNIN_ACCOUNT_MAX_FAILURES: "4", SIGNIN_SLOWDOWN_AFTER: "10" })

/** A bureau-credentials account whose password the embedded provider keeps. */
const bureauUser = "helpdesk@bureau.example"

const changeAs = async (login: string, password = demoPassword) => {
  const client = api(portal.baseUrl, (await signIn(portal.baseUrl, login, password)).accessToken)
  return {
    client,
    refused: (payload: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      client.error((c) => c.password.changeMyPassword({ payload }))
  }
}

const passwordOpens = async (login: string, password: string) => {
  const authorization = await beginSignIn(portal.baseUrl, { loginHint: login })
  return (await codeFromRedirects(authorization, await submitSignIn(authorization, { login, password }))) !== undefined
}

const hashOf = async (email: string) => {
  const [row] = await portal.sql(
    (sql) => sql<{ passwordHash: string }>`SELECT password_hash FROM portal_user WHERE email = ${email}`
  )
  return row!.passwordHash
}

describe("change of one's own password", () => {
  it("is refused with 403 NOT_ALLOWED_TO_MANAGE to an account that signs in at its carrier's provider", async () => {
    const { client, refused } = await changeAs("reviewer@laurentian.example")
    expect((await client.ok((c) => c.users.getUserConnected())).mayChangePassword).toBe(false)
    const error = await refused({ currentPassword: demoPassword, newPassword: "Brand-new-42", confirmPassword: "Brand-new-42" })
    expect(error).toBeInstanceOf(Forbidden)
    expect(error).toMatchObject({ token: "NOT_ALLOWED_TO_MANAGE", requestId: expect.any(String) })
  })

  it("lets Northwind's, a broker's and Maple Leaf's account change the password the portal keeps for it", async () => {
    for (const login of ["analyst@northwind.example", "e.wright@maple.example", "broker@harbour.example"]) {
      const { client } = await changeAs(login)
      expect((await client.ok((c) => c.users.getUserConnected())).mayChangePassword).toBe(true)
      await client.ok((c) =>
        c.password.changeMyPassword({
          payload: { currentPassword: demoPassword, newPassword: "Changed-pass-77", confirmPassword: "Changed-pass-77" }
        })
      )
      expect(await passwordOpens(login, "Changed-pass-77")).toBe(true)
      expect(await passwordOpens(login, demoPassword)).toBe(false)
      expect(await latestMailTo(portal, login)).toMatchObject({ subject: expect.stringContaining("password was changed") })
    }
  })

  it("refuses a wrong current password, a new one outside the rules and a confirmation that differs, changing nothing", async () => {
    const before = await hashOf(bureauUser)
    const { refused } = await changeAs(bureauUser)
    const wrong = await refused({
      currentPassword: "Not-the-one-1",
      newPassword: "Brand-new-42",
      confirmPassword: "Brand-new-42"
    })
    expect(wrong).toBeInstanceOf(BadRequest)
    expect(wrong).toMatchObject({ code: "PASSWORD_CHANGE_FAILED", issues: [{ field: "currentPassword", code: "wrongPassword" }] })
    const criteria = await refused({
      currentPassword: demoPassword,
      newPassword: "alllowercase",
      confirmPassword: "alllowercase"
    })
    expect(criteria).toMatchObject({
      code: "PASSWORD_CHANGE_FAILED",
      issues: [{ field: "newPassword", code: "passwordCriteria" }]
    })
    const spaces = await refused({ currentPassword: demoPassword, newPassword: "Has space 42", confirmPassword: "Has space 42" })
    expect(spaces).toMatchObject({ issues: [{ field: "newPassword", code: "passwordCriteria" }] })
    const mismatch = await refused({
      currentPassword: demoPassword,
      newPassword: "Brand-new-42",
      confirmPassword: "Brand-new-43"
    })
    expect(mismatch).toMatchObject({
      code: "PASSWORD_CHANGE_FAILED",
      issues: [{ field: "confirmPassword", code: "passwordMismatch" }]
    })
    // Every refusal at once, so the form shows each at its field.
    const both = await refused({ currentPassword: "Not-the-one-1", newPassword: "short", confirmPassword: "short" })
    expect(both).toMatchObject({
      issues: [
        { field: "currentPassword", code: "wrongPassword" },
        { field: "newPassword", code: "passwordCriteria" }
      ]
    })
    expect(await hashOf(bureauUser)).toBe(before)
    expect((await historyOf(portal, await userIdOf(portal, bureauUser))).map((row) => row.event)).not.toContain("passwordChanged")
  })

  it("refuses a common or breached password and one containing the User ID, at the new password, changing nothing", async () => {
    const before = await hashOf(bureauUser)
    const { refused } = await changeAs(bureauUser)
    for (const common of ["Password123!", "P@ssw0rd2024", "Motdepasse1!", "Qwerty123!"]) {
      const error = await refused({ currentPassword: demoPassword, newPassword: common, confirmPassword: common })
      expect(error).toBeInstanceOf(BadRequest)
      expect(error).toMatchObject({
        code: "PASSWORD_CHANGE_FAILED",
        issues: [{ field: "newPassword", code: "commonPassword" }]
      })
    }
    // The e-mail's local part (helpdesk), in any case.
    const personal = await refused({
      currentPassword: demoPassword,
      newPassword: "HelpDesk-9x7q",
      confirmPassword: "HelpDesk-9x7q"
    })
    expect(personal).toMatchObject({ issues: [{ field: "newPassword", code: "personalPassword" }] })
    expect(await hashOf(bureauUser)).toBe(before)
    expect(await passwordOpens(bureauUser, "Password123!")).toBe(false)
    expect((await historyOf(portal, await userIdOf(portal, bureauUser))).map((row) => row.event)).not.toContain("passwordChanged")
  })

  it("counts a wrong current password as a wrong password at sign-in: the User ID locks, the right one then waits too", async () => {
    const login = "admin@bureau.example"
    const before = await hashOf(login)
    const { refused } = await changeAs(login)
    const wrong = { currentPassword: "Not-the-one-1", newPassword: "Brand-new-42", confirmPassword: "Brand-new-42" }
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await refused(wrong)).toMatchObject({ code: "PASSWORD_CHANGE_FAILED" })
    }
    const locked = await refused({ ...wrong, currentPassword: demoPassword })
    expect(locked).toBeInstanceOf(TooManyRequests)
    expect(locked).toMatchObject({ requestId: expect.any(String) })
    expect(await hashOf(login)).toBe(before)
    const [account] = await portal.sql((sql) => sql<{ userId: string }>`SELECT user_id FROM portal_user WHERE email = ${login}`)
    // The provider's sign-in page refuses that User ID too while the lock lasts.
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: account!.userId })
    const page = await submitSignIn(authorization, { login: account!.userId, password: demoPassword })
    expect(page.status).toBe(429)
  })

  it("refuses a call without a token with 401", async () => {
    const response = await send(portal.baseUrl, "/api/Users/ChangeMyPassword", {
      method: "POST",
      body: { currentPassword: demoPassword, newPassword: "Brand-new-42", confirmPassword: "Brand-new-42" }
    })
    expect(response.status).toBe(401)
  })

  it("stores the new password: the old one fails at the provider at once, the new one signs in, the change is recorded", async () => {
    const { client } = await changeAs(bureauUser)
    await client.ok((c) =>
      c.password.changeMyPassword({
        payload: { currentPassword: demoPassword, newPassword: "Brand-new-42", confirmPassword: "Brand-new-42" }
      })
    )
    expect(await passwordOpens(bureauUser, demoPassword)).toBe(false)
    expect(await passwordOpens(bureauUser, "Brand-new-42")).toBe(true)
    // The session that changed it keeps working (docs/decisions.md).
    expect((await client.ok((c) => c.users.getUserConnected())).email).toBe(bureauUser)
    const id = await userIdOf(portal, bureauUser)
    expect((await historyOf(portal, id)).filter((row) => row.event === "passwordChanged")).toEqual([
      { event: "passwordChanged", changedBy: id, descriptionEn: "Password changed", descriptionFr: "Mot de passe modifié" }
    ])
    // The user is told by mail, in both languages, when and whom to contact; the mail holds no password.
    const notice = (await latestMailTo(portal, bureauUser))!
    expect(notice.subject).toBe("Your portal password was changed / Le mot de passe de votre compte du portail a été modifié")
    expect(notice.body).toMatch(/The password of your .+ was changed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./)
    expect(notice.body).toContain("If you did not do this, contact the bureau at once")
    expect(notice.body).toMatch(/a été modifié le \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./)
    expect(notice.body).toContain("Si ce n'est pas vous, communiquez sans tarder avec le bureau")
    expect(notice.body).not.toContain("Brand-new-42")
    expect(notice.body).not.toContain(demoPassword)
  })
})
