import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"
import { NotFound } from "../../src/api/errors"
import { browserName } from "../../src/api/users/accountSessions"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import {
  api,
  beginSignIn,
  Browser,
  clientId,
  codeFromRedirects,
  demoPassword,
  discover,
  exchangeCode,
  send,
  submitSignIn
} from "./support/signIn"

// The test's requests come through a proxy the portal believes, which forwards each browser's address.
const portal = usePortal({ TRUSTED_PROXIES: "127.0.0.1,::1" })

const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"
const safari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"

/** A browser that names itself, from an address the portal's proxy forwards. */
class NamedBrowser extends Browser {
  constructor(
    private readonly userAgent: string,
    private readonly address: string
  ) {
    super()
  }

  override fetch(url: string | URL, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set("user-agent", this.userAgent)
    headers.set("x-forwarded-for", this.address)
    return super.fetch(url, { ...init, headers })
  }
}

/** A sign-in from a browser of its own: its tokens, its session id (sid) and its typed client. */
const signInFrom = async (login: string, userAgent: string, address: string, password = demoPassword) => {
  const authorization = await beginSignIn(portal.baseUrl, { loginHint: login, browser: new NamedBrowser(userAgent, address) })
  const code = await codeFromRedirects(authorization, await submitSignIn(authorization, { login, password }))
  if (!code) throw new Error(`${login} could not sign in`)
  const tokens = await exchangeCode(authorization, code)
  return {
    ...tokens,
    sessionId: decodeJwt(tokens.accessToken).sid as string,
    client: api(portal.baseUrl, tokens.accessToken)
  }
}

const refresh = async (refreshToken: string) => {
  const { token_endpoint } = await discover(portal.baseUrl)
  const response = await fetch(token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId }).toString()
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

const wilson = namedDriverRefs.wilson

const connected = (accessToken: string) => send(portal.baseUrl, "/api/Users/GetUserConnected", { token: accessToken })

describe("one's own sessions", () => {
  it("lists two sign-ins of one account with their browsers and addresses, the current one marked", async () => {
    const login = "analyst@northwind.example"
    const first = await signInFrom(login, firefox, "203.0.113.10")
    const second = await signInFrom(login, safari, "203.0.113.20")
    const sessions = await first.client.ok((c) => c.accountSessions.list())
    const byId = new Map(sessions.map((session) => [session.id, session]))
    expect(byId.get(first.sessionId)).toMatchObject({ userAgent: firefox, address: "203.0.113.10", current: true })
    expect(byId.get(second.sessionId)).toMatchObject({ userAgent: safari, address: "203.0.113.20", current: false })
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect(browserName(byId.get(first.sessionId)!.userAgent)).toBe("Firefox · Windows")
    expect(browserName(byId.get(second.sessionId)!.userAgent)).toBe("Safari · iOS")
    const seenBySecond = await second.client.ok((c) => c.accountSessions.list())
    expect(seenBySecond.find((session) => session.current)?.id).toBe(second.sessionId)
  })

  it("records a refresh token's use as the session's last use", async () => {
    const session = await signInFrom("manager@northwind.example", firefox, "203.0.113.11")
    // A call records its use (at most once a minute): the calls after it within the minute do not.
    await session.client.ok((c) => c.accountSessions.list())
    await portal.sql(
      (sql) => sql`UPDATE account_session SET last_used_at = now() - interval '2 hours' WHERE grant_id = ${session.sessionId}`
    )
    const before = (await session.client.ok((c) => c.accountSessions.list())).find((s) => s.id === session.sessionId)!
    expect(Date.now() - Date.parse(before.lastUsedAt)).toBeGreaterThan(3600_000)
    expect((await refresh(session.refreshToken)).status).toBe(200)
    const after = (await session.client.ok((c) => c.accountSessions.list())).find((s) => s.id === session.sessionId)!
    expect(Date.now() - Date.parse(after.lastUsedAt)).toBeLessThan(60_000)
  })

  it("ends one session: its refresh token and its access token are refused, the other session goes on", async () => {
    const login = "newcomer@maple.example"
    const kept = await signInFrom(login, firefox, "203.0.113.12")
    const ended = await signInFrom(login, safari, "203.0.113.13")
    expect((await connected(ended.accessToken)).status).toBe(200)

    await kept.client.ok((c) => c.accountSessions.end({ params: { id: ended.sessionId } }))

    expect((await connected(ended.accessToken)).status).toBe(401)
    const refused = await refresh(ended.refreshToken)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe("invalid_grant")
    expect((await connected(kept.accessToken)).status).toBe(200)
    expect((await refresh(kept.refreshToken)).status).toBe(200)
    const ids = (await kept.client.ok((c) => c.accountSessions.list())).map((session) => session.id)
    expect(ids).toContain(kept.sessionId)
    expect(ids).not.toContain(ended.sessionId)
    // Ended once: a second time it is unknown.
    const again = await kept.client.error((c) => c.accountSessions.end({ params: { id: ended.sessionId } }))
    expect(again).toBeInstanceOf(NotFound)
  })

  it("counts nothing towards the person's limits for a call with an ended session's token", async () => {
    const login = "analyst@northwind.example"
    const kept = await signInFrom(login, firefox, "203.0.113.19")
    const ended = await signInFrom(login, safari, "203.0.113.19")
    const search = async (accessToken: string) => {
      const response = await fetch(`${portal.baseUrl}/api/DriverReports/Search`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({ driverLicenceNumber: wilson.licenceNumber, jurisdictionCode: wilson.jurisdiction })
      })
      return { status: response.status, remaining: Number(response.headers.get("ratelimit-remaining")) }
    }
    const before = await search(ended.accessToken)
    expect(before.status).toBe(200)
    await kept.client.ok((c) => c.accountSessions.end({ params: { id: ended.sessionId } }))
    for (let i = 0; i < 3; i++) expect((await search(ended.accessToken)).status).toBe(401)
    const after = await search(kept.accessToken)
    expect(after.status).toBe(200)
    expect(after.remaining).toBe(before.remaining - 1)
  })

  it("cannot see or end another account's session: 404, and that session goes on", async () => {
    const other = await signInFrom("broker@harbour.example", firefox, "203.0.113.14")
    const caller = await signInFrom("analyst@northwind.example", safari, "203.0.113.15")
    const listed = (await caller.client.ok((c) => c.accountSessions.list())).map((session) => session.id)
    expect(listed).not.toContain(other.sessionId)
    const refused = await caller.client.error((c) => c.accountSessions.end({ params: { id: other.sessionId } }))
    expect(refused).toBeInstanceOf(NotFound)
    expect(refused).toMatchObject({ requestId: expect.any(String) })
    const unknown = await caller.client.error((c) => c.accountSessions.end({ params: { id: "no-such-session" } }))
    expect(unknown).toBeInstanceOf(NotFound)
    expect((await connected(other.accessToken)).status).toBe(200)
    expect((await refresh(other.refreshToken)).status).toBe(200)
  })

  it("refuses an id that cannot be a session's with 400", async () => {
    const caller = await signInFrom("analyst@northwind.example", firefox, "203.0.113.16")
    const response = await send(portal.baseUrl, `/api/Account/Sessions/${encodeURIComponent("a b;--")}`, {
      method: "DELETE",
      token: caller.accessToken
    })
    expect(response.status).toBe(400)
    expect(response.json()).toMatchObject({ code: "ERROR_400_INVALID_REQUEST" })
  })

  it("ends every other session and refresh token when the password is changed, not the session that changed it", async () => {
    const login = "helpdesk@bureau.example"
    const changing = await signInFrom(login, firefox, "203.0.113.17")
    const other = await signInFrom(login, safari, "203.0.113.18")
    const newPassword = "Sessions-end-42"
    await changing.client.ok((c) =>
      c.password.changeMyPassword({
        payload: { currentPassword: demoPassword, newPassword, confirmPassword: newPassword }
      })
    )
    expect((await connected(other.accessToken)).status).toBe(401)
    expect((await refresh(other.refreshToken)).body.error).toBe("invalid_grant")
    expect((await connected(changing.accessToken)).status).toBe(200)
    expect((await refresh(changing.refreshToken)).status).toBe(200)
    const ids = (await changing.client.ok((c) => c.accountSessions.list())).map((session) => session.id)
    expect(ids).toEqual([changing.sessionId])
    // The other browser signs in again, with the new password.
    const again = await signInFrom(login, safari, "203.0.113.18", newPassword)
    expect((await connected(again.accessToken)).status).toBe(200)
  })
})
