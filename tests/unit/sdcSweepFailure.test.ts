import { Cause } from "effect"
import { ConnectionError, SqlError } from "effect/sql/SqlError"
import { describe, expect, it } from "vitest"
import { causeMessage } from "../../src/server/http/sdc/sdcUpload"

describe("a failed sweep of stale SDC files, as the log says it", () => {
  it("is the messages of the failure and its causes on one line, without a stack", () => {
    const closed = new Error("Connection closed during startup")
    const failure = new SqlError({ reason: new ConnectionError({ cause: closed, message: "Failed to execute statement" }) })
    const message = causeMessage(Cause.die(failure))
    expect(message).toBe("Failed to execute statement: Connection closed during startup")
    expect(message).not.toMatch(/\n|\bat .*:\d+/)
    // The stack the log printed before.
    expect(Cause.pretty(Cause.die(failure))).toMatch(/\n\s+at /)
  })

  it("is the error's own message when it has no cause", () => {
    expect(causeMessage(Cause.fail(new Error("The database is busy")))).toBe("The database is busy")
    expect(causeMessage(Cause.fail("timeout"))).toBe("timeout")
  })
})
