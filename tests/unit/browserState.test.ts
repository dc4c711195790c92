import { describe, expect, it } from "vitest"
import { WebStorageStateStore } from "oidc-client-ts"
import type { ClientConfig } from "../../src/api/platform/schemas"
import { Effect, Exit } from "effect"
import { LogoutNotInitiated, makeAuth, tokenRenewalOffsetSeconds, userManagerSettings } from "../../src/services/session/auth"
import { forgetUserId, readRememberedUserId, rememberUserId } from "../../src/services/session/rememberedUserId"
import { createTabSync, type TabSyncMessage } from "../../src/services/session/tabSync"

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe("Remember my User ID", () => {
  it("stores, reads back and removes the id", () => {
    const storage = new MemoryStorage()
    expect(readRememberedUserId(storage)).toBeUndefined()
    rememberUserId("analyst@northwind.example", storage)
    expect(readRememberedUserId(storage)).toBe("analyst@northwind.example")
    forgetUserId(storage)
    expect(readRememberedUserId(storage)).toBeUndefined()
  })
})

describe("tab sync", () => {
  it("delivers idle-timeout messages to the other tabs only, and ignores anything else", async () => {
    const thisTab = createTabSync("portal-idle-test")
    const otherTab = createTabSync("portal-idle-test")
    const heardHere: Array<TabSyncMessage> = []
    const heardThere: Array<TabSyncMessage> = []
    thisTab.subscribe((message) => heardHere.push(message))
    const unsubscribe = otherTab.subscribe((message) => heardThere.push(message))
    const stranger = new BroadcastChannel("portal-idle-test")
    stranger.postMessage("something else")
    thisTab.post("activity")
    thisTab.post("logout")
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heardThere).toEqual(["activity", "logout"])
    expect(heardHere).toEqual([])
    unsubscribe()
    thisTab.post("stay")
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heardThere).toEqual(["activity", "logout"])
    for (const closable of [thisTab, otherTab, stranger]) closable.close()
  })

  it("does nothing where the browser has no BroadcastChannel", () => {
    const sync = createTabSync("portal-idle-test", undefined)
    expect(() => sync.post("stay")).not.toThrow()
    sync.subscribe(() => undefined)()
  })
})

describe("OpenID client settings", () => {
  const config: ClientConfig = {
    authority: "https://portal.example/oidc",
    clientId: "portal-spa",
    audience: "portal-api",
    idleTimeoutSeconds: 900,
    passwordResetUrl: "https://portal.example/oidc/password-reset",
    learnMoreUrl: "https://portal.example/about",
    version: "20250827.1"
  }

  it("uses the code flow with refresh tokens, the app's callback routes, and session storage", () => {
    const settings = userManagerSettings(config, "https://portal.example", new MemoryStorage(), WebStorageStateStore)
    expect(settings).toMatchObject({
      authority: "https://portal.example/oidc",
      client_id: "portal-spa",
      redirect_uri: "https://portal.example/authentication/login-callback",
      post_logout_redirect_uri: "https://portal.example/authentication/logout-callback",
      response_type: "code",
      scope: "openid profile email offline_access",
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 300
    })
    expect(tokenRenewalOffsetSeconds).toBe(300)
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore)
    expect(settings.stateStore).toBeInstanceOf(WebStorageStateStore)
  })
})

describe("the logout callback", () => {
  const config: ClientConfig = {
    authority: "https://portal.example/oidc",
    clientId: "portal-spa",
    audience: "portal-api",
    idleTimeoutSeconds: 900,
    passwordResetUrl: "https://portal.example/oidc/password-reset",
    learnMoreUrl: "https://portal.example/about",
    version: "20250827.1"
  }
  const origin = "https://portal.example"
  const callback = `${origin}/authentication/logout-callback`
  const storedState = (storage: Storage, id: string, data: unknown) =>
    storage.setItem(`oidc.${id}`, JSON.stringify({ id, data, created: Math.floor(Date.now() / 1000), request_type: "so:r" }))

  it("accepts a logout the app started", async () => {
    const storage = new MemoryStorage()
    storedState(storage, "abc", { initiatedByApp: true })
    const auth = makeAuth(config, { origin, storage })
    const exit = await Effect.runPromiseExit(auth.completeSignOut(`${callback}?state=abc`))
    expect(Exit.isSuccess(exit)).toBe(true)
  })

  it.each([
    ["no state at all", callback, undefined],
    ["a state this tab never stored", `${callback}?state=elsewhere`, undefined],
    ["a state that is not the app's sign-out", `${callback}?state=abc`, { somethingElse: true }]
  ])("refuses %s", async (_, url, data) => {
    const storage = new MemoryStorage()
    if (data) storedState(storage, "abc", data)
    const auth = makeAuth(config, { origin, storage })
    const error = await Effect.runPromise(Effect.flip(auth.completeSignOut(url)))
    expect(error).toBeInstanceOf(LogoutNotInitiated)
  })
})
