import { describe, expect, it } from "vitest"
import { BadRequest, Conflict, Forbidden, InternalError, NotFound, TooManyRequests, Unauthorized } from "../../src/api/errors"
import { notificationFor } from "../../src/services/api/notifications"
import { Cancelled, ConnectionLost, UnexpectedAnswer } from "../../src/services/api/portalFailure"

const toast = (messageKey: string, long = false, goHome = false) => ({ kind: "toast", messageKey, long, goHome })

describe("notificationFor, the generic handler of document 1 section 8, by tag and token", () => {
  it.each([
    [new BadRequest({ code: "ERROR_400_USERID_IN_USE" }), "error400"],
    [new Unauthorized({}), "error401"],
    [new NotFound({}), "error404"],
    [new Conflict({}), "error409"],
    [new TooManyRequests({}), "error429"],
    [new InternalError({}), "error500"],
    [new UnexpectedAnswer({ status: 502, detail: "StatusCodeError" }), "error500"],
    [new UnexpectedAnswer({ status: undefined, detail: "DecodeError" }), "error500"]
  ])("shows a short error toast for %o", (failure, messageKey) => {
    expect(notificationFor(failure)).toEqual(toast(messageKey))
  })

  it("says the connection was lost when the server could not be reached", () => {
    expect(notificationFor(new ConnectionLost())).toEqual(toast("connection"))
  })

  it("shows nothing for a cancelled request", () => {
    expect(notificationFor(new Cancelled())).toEqual({ kind: "none" })
  })

  it("opens the OK-only dialog for a disabled account", () => {
    expect(notificationFor(new Forbidden({ token: "ACCOUNT_DISABLED" }))).toEqual({ kind: "accountDisabled" })
  })

  it("shows the function message and returns home for FUNCTION_NOT_ALLOWED", () => {
    expect(notificationFor(new Forbidden({ token: "FUNCTION_NOT_ALLOWED" }))).toEqual(toast("forbiddenFunction", true, true))
  })

  it.each([
    ["NOT_ALLOWED_TO_MANAGE", "forbiddenManage"],
    ["COMPANIES_NOT_ALLOWED", "forbiddenCompanies"],
    ["PRIVILEGES_NOT_ACCESSIBLE", "forbiddenDefault"]
  ] as const)("shows its own long message for the 403 token %s", (token, messageKey) => {
    expect(notificationFor(new Forbidden({ token }))).toEqual(toast(messageKey, true))
  })
})
