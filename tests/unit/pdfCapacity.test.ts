import { Effect } from "effect"
import { ConnectionError, SqlError, UnknownError } from "effect/sql/SqlError"
import { describe, expect, it } from "vitest"
import { InternalError, ServiceUnavailable } from "../../src/api/errors"
import { isLostConnection } from "../../src/server/db/shared/lostConnection"
import { makePdfAdmission } from "../../src/server/pdf/pdfAdmission"
import { notificationFor } from "../../src/services/api/notifications"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { maxPdfRetries, retryWhileBusy } from "../../src/services/shared/pdfRetry"

const busy = (retryAfterSeconds: number) => new ServiceUnavailable({ reason: "PDF_BUSY", retryAfterSeconds })

/** A request answering each of the given outcomes in turn, counting the calls. */
const answering = (outcomes: ReadonlyArray<PortalFailure | string>) => {
  let calls = 0
  const request = Effect.suspend(() => {
    const outcome = outcomes[Math.min(calls++, outcomes.length - 1)]!
    return typeof outcome === "string" ? Effect.succeed(outcome) : Effect.fail(outcome)
  })
  return { request, calls: () => calls }
}

describe("the browser's PDF request while the server is busy", () => {
  it("waits the seconds asked for, says so, and gets the PDF without being asked again", async () => {
    const { request, calls } = answering([busy(4), busy(2), "/api/DriverReports/Pdf/x"])
    const waits: Array<number> = []
    const slept: Array<number> = []
    const link = await Effect.runPromise(
      retryWhileBusy(request, { onWait: (s) => waits.push(s), sleep: (s) => Effect.sync(() => slept.push(s)) })
    )
    expect(link).toBe("/api/DriverReports/Pdf/x")
    expect([waits, slept, calls()]).toEqual([[4, 2], [4, 2], 3])
  })

  it("gives up after a few tries with the busy answer, and never retries another failure", async () => {
    const always = answering([busy(1)])
    const failure = await Effect.runPromise(
      Effect.flip(retryWhileBusy(always.request, { onWait: () => {}, sleep: () => Effect.void }))
    )
    expect(failure._tag).toBe("ServiceUnavailable")
    expect(always.calls()).toBe(maxPdfRetries + 1)

    const broken = answering([new InternalError({})])
    const other = await Effect.runPromise(
      Effect.flip(retryWhileBusy(broken.request, { onWait: () => {}, sleep: () => Effect.void }))
    )
    expect([other._tag, broken.calls()]).toEqual(["InternalError", 1])
  })

  it("tells how long to wait when the busy answer reaches the generic handler", () => {
    expect(notificationFor(busy(7))).toEqual({ kind: "toast", messageKey: "serviceBusy", seconds: 7, long: true, goHome: false })
  })
})

describe("the server's PDF admission", () => {
  it("takes the workers plus the queue, refuses the next at once with 1 to 10 seconds to wait, and takes again once one leaves", () => {
    const admission = makePdfAdmission(2, 1)
    const admitted = [admission.enter(), admission.enter(), admission.enter()]
    expect(admitted.map((a) => a._tag)).toEqual(["Admitted", "Admitted", "Admitted"])
    // Two renders of a second each ahead of it, in one round of both workers, and its own.
    expect(admission.enter()).toEqual({ _tag: "Full", retryAfterSeconds: 2 })
    const [first] = admitted
    if (first?._tag === "Admitted") first.leave()
    expect(admission.enter()._tag).toBe("Admitted")
    expect(admission.inside).toBe(3)
  })

  it("admits while a worker is free, and no more waiting than render within 8 s at the pace of recent renders", () => {
    const admission = makePdfAdmission(1, 10)
    const stay = (seconds: number) => {
      const admitted = admission.enter()
      if (admitted._tag === "Admitted") admitted.leave(seconds)
    }
    for (let i = 0; i < 30; i++) stay(3)
    // Renders of 3 s: one rendering and one waiting stay 6 s; a third would stay 9 s.
    expect([admission.enter()._tag, admission.enter()._tag]).toEqual(["Admitted", "Admitted"])
    expect(admission.enter()).toEqual({ _tag: "Full", retryAfterSeconds: 9 })

    // Renders slower than the bound: a free worker still takes one; the wait asked for is never past 10 s.
    const slow = makePdfAdmission(1, 10)
    for (let i = 0; i < 30; i++) {
      const admitted = slow.enter()
      if (admitted._tag === "Admitted") admitted.leave(60)
    }
    expect(slow.enter()._tag).toBe("Admitted")
    expect(slow.enter()).toEqual({ _tag: "Full", retryAfterSeconds: 10 })
  })

  it("reads a lost database connection as retryable, and other database errors not", () => {
    const lost = new SqlError({ reason: new ConnectionError({ cause: new Error("Connection terminated"), message: "lost" }) })
    const ended = new SqlError({
      reason: new UnknownError({ cause: Object.assign(new Error("terminating connection"), { code: "57P01" }), message: "ended" })
    })
    const refused = new SqlError({
      reason: new UnknownError({ cause: new Error("not accepting connections"), message: "x", operation: "connect" })
    })
    const syntax = new SqlError({ reason: new UnknownError({ cause: Object.assign(new Error("x"), { code: "42601" }) }) })
    expect([
      isLostConnection(lost),
      isLostConnection(ended),
      isLostConnection(refused),
      isLostConnection(syntax),
      isLostConnection(new Error("x"))
    ]).toEqual([true, true, true, false, false])
  })
})
