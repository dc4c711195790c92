import { Cause } from "effect"
import { describe, expect, it } from "vitest"
import { BadRequest, Conflict, Forbidden, InternalError, NotFound, TooManyRequests, Unauthorized } from "../../src/api/errors"
import { toApiFailure } from "../../src/services/api/apiError"
import { createPortalClient } from "../../src/services/api/portalClient"

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

describe("toApiFailure, from the catalogue's tagged errors", () => {
  it.each([
    [new BadRequest({ code: "ERROR_400_EMAIL_IN_USE" }), { status: 400, tag: "BadRequest", code: "ERROR_400_EMAIL_IN_USE" }],
    [new Unauthorized({ message: "Account disabled" }), { status: 401, tag: "Unauthorized", message: "Account disabled" }],
    [new Forbidden({ token: "COMPANIES_NOT_ALLOWED" }), { status: 403, tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" }],
    [new NotFound({}), { status: 404, tag: "NotFound" }],
    [new Conflict({}), { status: 409, tag: "Conflict" }],
    [new TooManyRequests({}), { status: 429, tag: "TooManyRequests" }],
    [new InternalError({}), { status: 500, tag: "InternalError" }]
  ])("maps %s by its tag", (error, expected) => {
    expect(toApiFailure(error)).toEqual(expected)
  })

  it("keeps an ApiFailure as it is", () => {
    expect(toApiFailure({ status: 0, tag: "ConnectionError" })).toEqual({ status: 0, tag: "ConnectionError" })
  })

  it("reads a failed cause", () => {
    expect(toApiFailure(Cause.fail(new NotFound({})))).toEqual({ status: 404, tag: "NotFound" })
  })

  it("treats anything unknown as a 500", () => {
    expect(toApiFailure(new Error("boom"))).toMatchObject({ status: 500, tag: "Unknown" })
    expect(toApiFailure("boom")).toEqual({ status: 500, tag: "Unknown" })
  })
})

describe("createPortalClient", () => {
  it("sends the bearer token read at each request, to the contract's path", async () => {
    const seen: Array<{ url: string; authorization: string | null }> = []
    let token = "first-token"
    const client = createPortalClient(() => token, {
      baseUrl,
      fetch: async (input, init) => {
        const request = new Request(input, init)
        seen.push({ url: request.url, authorization: request.headers.get("authorization") })
        return json(200, profileBody)
      }
    })
    await client.run((api) => api.users.getUserConnected())
    token = "renewed-token"
    const profile = await client.run((api) => api.users.getUserConnected())
    expect(profile.firstName).toBe("Avery")
    expect(seen).toEqual([
      { url: `${baseUrl}/api/Users/GetUserConnected`, authorization: "Bearer first-token" },
      { url: `${baseUrl}/api/Users/GetUserConnected`, authorization: "Bearer renewed-token" }
    ])
  })

  it("sends no Authorization header without a token", async () => {
    let authorization: string | null = "unset"
    const client = createPortalClient(() => undefined, {
      baseUrl,
      fetch: async (input, init) => {
        authorization = new Request(input, init).headers.get("authorization")
        return json(200, [])
      }
    })
    await client.run((api) => api.functions.list())
    expect(authorization).toBeNull()
  })

  const failingWith = (respond: () => Promise<Response>) =>
    createPortalClient(() => "token", { baseUrl, fetch: respond }).run((api) => api.functions.list())

  it("rejects with the typed 403 and its token", async () => {
    await expect(failingWith(async () => json(403, { _tag: "Forbidden", token: "ACCOUNT_DISABLED" }))).rejects.toEqual({
      status: 403,
      tag: "Forbidden",
      token: "ACCOUNT_DISABLED"
    })
  })

  it("rejects with the typed 401 from the token check", async () => {
    await expect(
      failingWith(async () => json(401, { _tag: "Unauthorized", message: "Invalid or expired token" }))
    ).rejects.toEqual({ status: 401, tag: "Unauthorized", message: "Invalid or expired token" })
  })

  it("keeps the status of a response the contract does not declare", async () => {
    await expect(failingWith(async () => new Response("blocked", { status: 405 }))).rejects.toEqual({
      status: 405,
      tag: "UnexpectedStatus"
    })
  })

  it("reads a body that does not match the contract as a 500", async () => {
    await expect(failingWith(async () => json(200, { unexpected: true }))).rejects.toEqual({ status: 500, tag: "DecodeError" })
  })

  it("reports a connection failure as status 0", async () => {
    await expect(
      failingWith(async () => {
        throw new TypeError("Failed to fetch")
      })
    ).rejects.toEqual({ status: 0, tag: "ConnectionError" })
  })

  it("reports a request its caller aborted as cancelled", async () => {
    const controller = new AbortController()
    const client = createPortalClient(() => "token", {
      baseUrl,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
        })
    })
    const call = client.run((api) => api.functions.list(), { signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toEqual({ status: 0, tag: "Cancelled" })
  })
})
