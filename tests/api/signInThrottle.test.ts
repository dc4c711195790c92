import { describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { beginSignIn, codeFromRedirects, demoPassword, type Authorization } from "./support/signIn"

/** Small limits so that the run stays short; the portal believes X-Forwarded-For from this machine. */
const portal = usePortal({
  TRUSTED_PROXIES: "127.0.0.1,::1",
  SIGNIN_ACCOUNT_MAX_FAILURES: "5",
  SIGNIN_ADDRESS_MAX_FAILURES: "12",
  SIGNIN_LOCKOUT_SECONDS: "3",
  SIGNIN_SLOWDOWN_AFTER: "3",
  SIGNIN_SLOWDOWN_MS: "150",
  SIGNIN_LOOKUPS_PER_MINUTE: "20"
})

/** Each test signs in from an address of its own, so that one test's failures do not count in another. */
const fromAddress = (address: string) => {
  const start = (login: string) => beginSignIn(portal.baseUrl, { loginHint: login })
  const submit = async (authorization: Authorization, login: string, password: string, lang: "en" | "fr" = "en") => {
    const started = performance.now()
    const response = await authorization.browser.fetch(authorization.interactionUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
      body: new URLSearchParams({ login, password, lang }).toString()
    })
    const milliseconds = performance.now() - started
    const isPage = response.status !== 303 && response.status !== 302
    return { response, status: response.status, page: isPage ? await response.text() : "", milliseconds }
  }
  return { start, submit }
}

const alert = (page: string) => /role="alert">([^<]*)</.exec(page)?.[1] ?? ""
const lockedEn = /^Too many unsuccessful sign-in attempts\. Please wait \d+ minutes?, then try again\.$/
const lockedFr = /^Trop de tentatives de connexion infructueuses\. Veuillez patienter \d+ minutes?, puis réessayer\.$/

const accessHistory = (email: string) =>
  portal.sql(
    (sql) => sql<{ event: string; detail: unknown }>`
      SELECT h.event, h.detail FROM user_access_history h JOIN portal_user u ON u.id = h.user_id
      WHERE u.email = ${email} ORDER BY h.id`
  )

describe("sign-in throttling", () => {
  it("slows down, then locks a User ID after 5 wrong passwords, the same way whether or not the account exists", async () => {
    const pages: Record<string, Array<{ status: number; alert: string; milliseconds: number }>> = {}
    for (const [login, address] of [
      ["analyst@northwind.example", "203.0.113.10"],
      ["nobody@northwind.example", "203.0.113.9"]
    ] as const) {
      const client = fromAddress(address)
      const authorization = await client.start(login)
      pages[login] = []
      for (let attempt = 1; attempt <= 6; attempt++) {
        const { status, page, milliseconds } = await client.submit(authorization, login, `Wrong-password-${attempt}`)
        pages[login].push({ status, alert: alert(page), milliseconds })
      }
    }
    const existing = pages["analyst@northwind.example"]!
    const unknown = pages["nobody@northwind.example"]!
    expect(existing.map((p) => p.status)).toEqual([200, 200, 200, 200, 429, 429])
    expect(existing.slice(0, 4).map((p) => p.alert)).toEqual(Array(4).fill("The User ID or password is incorrect."))
    expect(existing[4]!.alert).toMatch(lockedEn)
    // An unknown User ID is answered exactly as an existing one.
    expect(unknown.map((p) => [p.status, p.alert])).toEqual(existing.map((p) => [p.status, p.alert]))
    // The fourth try, past the third failure, waits.
    expect(existing[3]!.milliseconds).toBeGreaterThanOrEqual(140)
    expect(unknown[3]!.milliseconds).toBeGreaterThanOrEqual(140)
  })

  it("refuses even the right password while the lock lasts, in French too, records the lock, and ends it by itself", async () => {
    const client = fromAddress("203.0.113.11")
    const login = "manager@northwind.example"
    const authorization = await client.start(login)
    for (let attempt = 1; attempt <= 5; attempt++) await client.submit(authorization, login, `Wrong-${attempt}`)
    const during = await client.submit(authorization, login, demoPassword, "fr")
    expect(during.status).toBe(429)
    expect(during.response.headers.get("retry-after")).toMatch(/^[1-3]$/)
    expect(alert(during.page)).toMatch(lockedFr)
    expect(await accessHistory(login)).toContainEqual({
      event: "signInLocked",
      detail: expect.objectContaining({ locks: ["account"] })
    })

    await new Promise((resolve) => setTimeout(resolve, 3_200))
    const after = await client.submit(authorization, login, demoPassword)
    expect(await codeFromRedirects(authorization, after.response)).toBeTruthy()
  })

  it("locks a client address after 12 wrong passwords across User IDs, and not another address", async () => {
    const client = fromAddress("203.0.113.12")
    const statuses: Array<number> = []
    for (let n = 0; n < 12; n++) {
      const login = `guess${n}@northwind.example`
      const authorization = await client.start(login)
      statuses.push((await client.submit(authorization, login, "Wrong-password")).status)
    }
    expect(statuses.slice(0, 11).every((s) => s === 200)).toBe(true)
    expect(statuses[11]).toBe(429)
    const right = await client.submit(await client.start("broker@harbour.example"), "broker@harbour.example", demoPassword)
    expect(right.status).toBe(429)
    const elsewhere = fromAddress("203.0.113.13")
    const authorization = await elsewhere.start("broker@harbour.example")
    const signedIn = await elsewhere.submit(authorization, "broker@harbour.example", demoPassword)
    expect(await codeFromRedirects(authorization, signedIn.response)).toBeTruthy()
  })
})

describe("equal cost of a wrong password", () => {
  it("takes as long for an unknown account as for an existing one, over many tries", async () => {
    const existing: Array<number> = []
    const unknown: Array<number> = []
    const login = "broker@harbour.example"
    for (let round = 0; round < 12; round++) {
      // Few failures per address and per account, so that no slowdown adds to either side.
      const client = fromAddress(`203.0.113.${100 + round}`)
      const authorization = await client.start(login)
      for (let attempt = 0; attempt < 2; attempt++) {
        existing.push((await client.submit(authorization, login, `Wrong-${round}-${attempt}`)).milliseconds)
        unknown.push((await client.submit(authorization, `nobody${round}.${attempt}@harbour.example`, "Wrong")).milliseconds)
      }
      // A right password ends the account's run of failures.
      expect((await client.submit(authorization, login, demoPassword)).status).toBe(303)
    }
    const median = (values: Array<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const [a, b] = [median(existing), median(unknown)]
    console.log(
      `Wrong password, median of ${existing.length} tries each: existing account ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`
    )
    expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.35 + 5)
  })
})

describe("sign-in look-up", () => {
  it("answers 429 TooManyRequests past 20 look-ups a minute from one address", async () => {
    const lookup = (address: string) =>
      fetch(`${portal.baseUrl}/api/Users/SignInLookup?userId=analyst%40northwind.example`, {
        headers: { "x-forwarded-for": address }
      })
    const statuses: Array<number> = []
    for (let n = 0; n < 22; n++) statuses.push((await lookup("203.0.113.30")).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    const refused = await lookup("203.0.113.30")
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ _tag: "TooManyRequests", requestId: refused.headers.get("x-request-id") })
    expect((await lookup("203.0.113.31")).status).toBe(200)
  })
})
