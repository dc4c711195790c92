import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { isRecentAuthentication } from "../../src/server/identity/recentAuthentication"
import { callApi, layerPortalClient, PortalClient } from "../../src/services/api/portalClient"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { onReauthenticationRequired, settleReauthentication } from "../../src/services/api/reauthentication"

const signedInAt = new Date("2026-12-05T01:00:00Z")
const minutes = (m: number) => signedInAt.getTime() + m * 60_000

describe("the 15-minute rule (ASVS 3.7.1)", () => {
  it("holds for 15 minutes after the session's last authentication, and not a millisecond more", () => {
    expect(isRecentAuthentication(signedInAt, minutes(0))).toBe(true)
    expect(isRecentAuthentication(signedInAt, minutes(14))).toBe(true)
    expect(isRecentAuthentication(signedInAt, minutes(15))).toBe(true)
    expect(isRecentAuthentication(signedInAt, minutes(15) + 1)).toBe(false)
    expect(isRecentAuthentication(signedInAt, minutes(16))).toBe(false)
  })

  it("does not hold for a session the provider no longer keeps", () => {
    expect(isRecentAuthentication(undefined, minutes(0))).toBe(false)
  })
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

const message = { startDate: null, endDate: null, messageEn: "Maintenance", messageFr: "Entretien" }
const refusal = { _tag: "Forbidden", token: "REAUTHENTICATION_REQUIRED", requestId: "r-1" }

/** A client whose server refuses the first save for an old session, then takes it. */
const portal = (answers: Array<Response>) => {
  const sent: Array<string> = []
  const failures: Array<PortalFailure> = []
  const runtime = ManagedRuntime.make(
    layerPortalClient({
      baseUrl: "https://portal.example",
      accessToken: () => "token",
      failed: (failure) => failures.push(failure),
      fetch: async (input, init) => {
        const request = new Request(input, init)
        sent.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`)
        return answers.shift()!
      }
    }) as Layer.Layer<PortalClient>
  )
  const save = () =>
    runtime.runPromise(Effect.result(callApi((api) => api.contentAdministration.putSystemMessage({ payload: message }))))
  return { sent, failures, save }
}

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe("a call refused for an old session", () => {
  it("waits for the password dialog and is sent again, unchanged, once the password is given", async () => {
    const { sent, failures, save } = portal([json(403, refusal), json(200, message)])
    let asked = 0
    stop = onReauthenticationRequired(() => {
      asked += 1
      setTimeout(() => settleReauthentication(true), 0)
    })
    const result = await save()
    expect(result).toMatchObject({ _tag: "Success", success: message })
    expect(asked).toBe(1)
    expect(sent).toHaveLength(2)
    expect(sent[1]).toBe(sent[0])
    expect(failures).toEqual([])
  })

  it("fails with the refusal, seen by the failure watchers once, when the dialog is cancelled", async () => {
    const { sent, failures, save } = portal([json(403, refusal)])
    stop = onReauthenticationRequired(() => setTimeout(() => settleReauthentication(false), 0))
    const result = await save()
    expect(result).toMatchObject({ _tag: "Failure", failure: { _tag: "Forbidden", token: "REAUTHENTICATION_REQUIRED" } })
    expect(sent).toHaveLength(1)
    expect(failures.map((f) => f._tag)).toEqual(["Forbidden"])
  })

  it("fails with the refusal at once when no dialog is there to ask", async () => {
    const { sent, save } = portal([json(403, refusal)])
    const result = await save()
    expect(result).toMatchObject({ _tag: "Failure", failure: { token: "REAUTHENTICATION_REQUIRED" } })
    expect(sent).toHaveLength(1)
  })
})
