import { describe, expect, it } from "vitest"
import type { ApiFailure } from "../../src/services/api/apiError"
import { notificationFor } from "../../src/services/api/notifications"

const failure = (status: number, tag: string, extra: Partial<ApiFailure> = {}): ApiFailure => ({ status, tag, ...extra })

describe("notificationFor, the generic handler of document 1 section 8", () => {
  it.each([
    [failure(400, "BadRequest", { code: "ERROR_400_USERID_IN_USE" }), "error400"],
    [failure(401, "Unauthorized"), "error401"],
    [failure(404, "NotFound"), "error404"],
    [failure(409, "Conflict"), "error409"],
    [failure(429, "TooManyRequests"), "error429"],
    [failure(405, "UnexpectedStatus"), "error405"],
    [failure(500, "InternalError"), "error500"],
    [failure(502, "UnexpectedStatus"), "error500"],
    [failure(500, "DecodeError"), "error500"]
  ])("shows a short error toast for %o", (given, messageKey) => {
    expect(notificationFor(given)).toEqual({ kind: "toast", severity: "error", messageKey, long: false })
  })

  it("says the connection was lost when the server could not be reached", () => {
    expect(notificationFor(failure(0, "ConnectionError"))).toEqual({
      kind: "toast",
      severity: "error",
      messageKey: "connection",
      long: false
    })
  })

  it("opens the OK-only dialog for a disabled account", () => {
    expect(notificationFor(failure(403, "Forbidden", { token: "ACCOUNT_DISABLED" }))).toEqual({ kind: "accountDisabled" })
  })

  it("shows the function message and returns home for FUNCTION_NOT_ALLOWED", () => {
    expect(notificationFor(failure(403, "Forbidden", { token: "FUNCTION_NOT_ALLOWED" }))).toEqual({
      kind: "toast",
      severity: "error",
      messageKey: "forbiddenFunction",
      long: true,
      goHome: true
    })
  })

  it.each([
    ["NOT_ALLOWED_TO_MANAGE", "forbiddenManage"],
    ["COMPANIES_NOT_ALLOWED", "forbiddenCompanies"],
    ["PRIVILEGES_NOT_ACCESSIBLE", "forbiddenDefault"],
    [undefined, "forbiddenDefault"]
  ] as const)("shows its own message for the 403 token %s", (token, messageKey) => {
    const notification = notificationFor(failure(403, "Forbidden", token ? { token } : {}))
    expect(notification).toEqual({ kind: "toast", severity: "error", messageKey, long: true })
  })
})
