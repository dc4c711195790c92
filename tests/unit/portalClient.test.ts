import { Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { createActor, setup, waitFor } from "xstate"
import { awaits, fromEffect } from "../../src/machines/shared/effectActor"
import { callApi, layerPortalClient, PortalClient } from "../../src/services/api/portalClient"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import type { PortalRuntime } from "../../src/services/portalRuntime"
import type { Auth } from "../../src/services/session/auth"
import type { ClientConfig } from "../../src/services/session/sessionApi"

const baseUrl = "https://portal.example"

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

const profileBody = {
  id: 7,
  userType: 1,
  userId: "analyst@northwind.example",
  firstName: "Avery",
  middleName: null,
  lastName: "Analyst",
  email: "analyst@northwind.example",
  mfaPhone: null,
  sub: "sub-7",
  termsOfUseAccepted: true,
  isDisabled: false,
  isIbcCredentials: false,
  isIbc: false,
  organizationId: 2,
  reportingCompanyId: 3,
  unitId: null,
  previousLogin: null,
  assignedOrganizationsIds: [2],
  userFunctions: [],
  userDriverReportOptions: [],
  isLastTermsOfServiceAccepted: true
}

/** A runtime whose client answers every call with `respond`; auth and configuration are never asked for here. */
const runtimeWith = (
  respond: (request: Request) => Promise<Response>,
  options: { readonly token?: () => string | undefined; readonly failed?: (failure: PortalFailure) => void } = {}
) =>
  ManagedRuntime.make(
    layerPortalClient({
      baseUrl,
      accessToken: options.token ?? (() => "token"),
      failed: options.failed,
      fetch: (input, init) => respond(new Request(input, init))
    }) as Layer.Layer<PortalClient | Auth | ClientConfig>
  ) as PortalRuntime

/** A machine that makes one call through the adapter and keeps what its error event carried. */
const callingMachine = setup({
  types: { context: {} as { error: unknown; output: unknown } },
  actors: { call: awaits<unknown>("call") },
  actions: {}
}).createMachine({
  context: { error: undefined, output: undefined },
  initial: "calling",
  states: {
    calling: {
      invoke: {
        src: "call",
        onDone: { target: "done", actions: ({ context, event }) => Object.assign(context, { output: event.output }) },
        onError: { target: "failed", actions: ({ context, event }) => Object.assign(context, { error: event.error }) }
      }
    },
    done: {},
    failed: {}
  }
})

const errorInMachine = async (runtime: PortalRuntime, call: Parameters<typeof callApi>[0] = (api) => api.functions.list()) => {
  const actor = createActor(callingMachine.provide({ actors: { call: fromEffect(() => callApi(call), runtime) } }))
  actor.start()
  const snapshot = await waitFor(actor, (s) => s.matches("failed") || s.matches("done"))
  return snapshot.context.error as PortalFailure
}

describe("a failed call arrives in the machine as its own tagged value", () => {
  it.each([
    [
      "400 with its code",
      json(400, { _tag: "BadRequest", code: "ERROR_400_DUPLICATE_CLAIM" }),
      { _tag: "BadRequest", code: "ERROR_400_DUPLICATE_CLAIM" }
    ],
    [
      "400 USERID_IN_USE",
      json(400, { _tag: "BadRequest", code: "ERROR_400_USERID_IN_USE" }),
      { _tag: "BadRequest", code: "ERROR_400_USERID_IN_USE" }
    ],
    ["401", json(401, { _tag: "Unauthorized", message: "Invalid or expired token" }), { _tag: "Unauthorized" }],
    [
      "403 ACCOUNT_DISABLED",
      json(403, { _tag: "Forbidden", token: "ACCOUNT_DISABLED" }),
      { _tag: "Forbidden", token: "ACCOUNT_DISABLED" }
    ],
    [
      "403 FUNCTION_NOT_ALLOWED",
      json(403, { _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" }),
      { _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" }
    ],
    [
      "403 COMPANIES_NOT_ALLOWED",
      json(403, { _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" }),
      { _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" }
    ],
    [
      "a status the contract does not declare",
      new Response("blocked", { status: 405 }),
      { _tag: "UnexpectedAnswer", status: 405 }
    ],
    ["a body that does not match the contract", json(200, { unexpected: true }), { _tag: "UnexpectedAnswer" }],
    [
      "a bare 500 with the request's id in its header",
      new Response(null, { status: 500, headers: { "x-request-id": "5e0d7b0e-1111-4c2b-8d3e-2f6a7b8c9d0e" } }),
      { _tag: "UnexpectedAnswer", status: 500, requestId: "5e0d7b0e-1111-4c2b-8d3e-2f6a7b8c9d0e" }
    ]
  ])("%s", async (_, response, expected) => {
    const runtime = runtimeWith(async () => response)
    expect(await errorInMachine(runtime)).toMatchObject(expected)
    await runtime.dispose()
  })

  it.each([
    ["404 of a report", json(404, { _tag: "NotFound" }), { _tag: "NotFound" }],
    [
      "an error body with the request's id",
      json(404, { _tag: "NotFound", requestId: "0b6c2c7e-5f1d-4a43-9c1e-7d2f1a9b3c4d" }),
      { _tag: "NotFound", requestId: "0b6c2c7e-5f1d-4a43-9c1e-7d2f1a9b3c4d" }
    ],
    ["500 of a PDF", json(500, { _tag: "InternalError" }), { _tag: "InternalError" }],
    ["409 where the call does not declare it", json(409, { _tag: "Conflict" }), { _tag: "UnexpectedAnswer", status: 409 }],
    ["503 where the call does not declare it", json(503, { status: "starting" }), { _tag: "UnexpectedAnswer", status: 503 }],
    [
      "429 of a limit on reports, with the seconds to wait",
      json(429, { _tag: "TooManyRequests", limit: "reports", retryAfterSeconds: 30 }),
      { _tag: "TooManyRequests", limit: "reports", retryAfterSeconds: 30 }
    ]
  ])("%s", async (_, response, expected) => {
    const runtime = runtimeWith(async () => response)
    const call: Parameters<typeof callApi>[0] = (api) =>
      api.driverReports.generateReportPdf({ params: { id: 1 }, query: { lng: "english" } })
    expect(await errorInMachine(runtime, call)).toMatchObject(expected)
    await runtime.dispose()
  })

  it("no connection", async () => {
    const runtime = runtimeWith(async () => {
      throw new TypeError("Failed to fetch")
    })
    expect(await errorInMachine(runtime)).toMatchObject({ _tag: "ConnectionLost" })
    await runtime.dispose()
  })

  it("cancelled: stopping the machine aborts the request, and nobody is told", async () => {
    let aborted = false
    const failures: Array<PortalFailure> = []
    const runtime = runtimeWith(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener("abort", () => {
            aborted = true
            reject(new DOMException("aborted", "AbortError"))
          })
        }),
      { failed: (failure) => failures.push(failure) }
    )
    const actor = createActor(
      callingMachine.provide({
        actors: { call: fromEffect<unknown, void, unknown>(() => callApi((api) => api.functions.list()), runtime) }
      })
    )
    actor.start()
    await new Promise((resolve) => setTimeout(resolve, 10))
    actor.stop()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(aborted).toBe(true)
    expect(failures).toEqual([])
    await runtime.dispose()
  })
})

describe("the contract's client", () => {
  it("sends the bearer token read at each request, to the contract's path", async () => {
    const seen: Array<{ url: string; authorization: string | null }> = []
    let token = "first-token"
    const runtime = runtimeWith(
      async (request) => {
        seen.push({ url: request.url, authorization: request.headers.get("authorization") })
        return json(200, profileBody)
      },
      { token: () => token }
    )
    await runtime.runPromise(callApi((api) => api.users.getUserConnected()))
    token = "renewed-token"
    const profile = await runtime.runPromise(callApi((api) => api.users.getUserConnected()))
    expect(profile.firstName).toBe("Avery")
    expect(seen).toEqual([
      { url: `${baseUrl}/api/Users/GetUserConnected`, authorization: "Bearer first-token" },
      { url: `${baseUrl}/api/Users/GetUserConnected`, authorization: "Bearer renewed-token" }
    ])
    await runtime.dispose()
  })

  it("sends no Authorization header without a token", async () => {
    let authorization: string | null = "unset"
    const runtime = runtimeWith(
      async (request) => {
        authorization = request.headers.get("authorization")
        return json(200, [])
      },
      { token: () => undefined }
    )
    await runtime.runPromise(callApi((api) => api.functions.list()))
    expect(authorization).toBeNull()
    await runtime.dispose()
  })

  it("tells its watchers of every failure, so the session sees a disabled account from any screen", async () => {
    const failures: Array<PortalFailure> = []
    const runtime = runtimeWith(async () => json(403, { _tag: "Forbidden", token: "ACCOUNT_DISABLED" }), {
      failed: (failure) => failures.push(failure)
    })
    await errorInMachine(runtime)
    expect(failures).toMatchObject([{ _tag: "Forbidden", token: "ACCOUNT_DISABLED" }])
    await runtime.dispose()
  })
})
