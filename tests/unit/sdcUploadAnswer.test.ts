import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { sdcFileStatuses, sdcFileTypes, type SdcUploadResult } from "../../src/api/sdc/schemas"
import { readUploadAnswer } from "../../src/services/sdc/sdcUpload"

const result: SdcUploadResult = {
  file: {
    id: 3,
    fileName: "claims.csv",
    organization: { id: 2, nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
    reportingCompany: { id: 5, nameEn: "Northwind General", nameFr: "Northwind Générale" },
    fileType: sdcFileTypes[3],
    status: sdcFileStatuses[3],
    receivedDate: "2025-08-20T14:05:00.000Z",
    completedDate: "2025-08-20T14:06:00.000Z",
    rows: 2,
    bytesReceived: 300,
    errorCount: 1,
    uploadedBy: "Camille Gagnon"
  },
  errors: [{ line: 2, column: "claim_status", value: "X", reason: "UNKNOWN_CODE" }]
}

const read = (status: number, body: string) => Effect.runSync(Effect.exit(readUploadAnswer({ status, body, requestId: "req-1" })))

const failureOf = (exit: Exit.Exit<unknown, unknown>) => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const reason = exit.cause.reasons.find((r) => r._tag === "Fail")
  return (reason as { error: { _tag: string } & Record<string, unknown> }).error
}

describe("the answer to an SDC upload, read with the contract's schemas", () => {
  it("reads the outcome of a file", () => {
    const exit = read(200, JSON.stringify(result))
    expect(Exit.isSuccess(exit) && exit.value).toEqual(result)
  })

  it("reads the catalogue's errors: a 400 naming fields, a 413, a 403", () => {
    const refused = failureOf(
      read(
        400,
        JSON.stringify({
          _tag: "BadRequest",
          code: "ERROR_400_INVALID_REQUEST",
          issues: [{ field: "fileTypeId", code: "unknownValue" }]
        })
      )
    )
    expect(refused._tag).toBe("BadRequest")
    expect(refused.issues).toEqual([{ field: "fileTypeId", code: "unknownValue" }])
    expect(failureOf(read(413, JSON.stringify({ _tag: "PayloadTooLarge", maxBytes: 10 })))._tag).toBe("PayloadTooLarge")
    expect(failureOf(read(403, JSON.stringify({ _tag: "Forbidden", token: "COMPANIES_NOT_ALLOWED" })))._tag).toBe("Forbidden")
    const notCsv = failureOf(read(415, JSON.stringify({ _tag: "UnsupportedMediaType", contentType: "application/json" })))
    expect(notCsv._tag).toBe("UnsupportedMediaType")
  })

  it("takes any other answer as unexpected, with its status and request id (a 415 is a file that is not CSV)", () => {
    const notCsv = failureOf(read(415, ""))
    expect(notCsv).toMatchObject({ _tag: "UnexpectedAnswer", status: 415, requestId: "req-1" })
    expect(failureOf(read(200, "{not json"))).toMatchObject({ _tag: "UnexpectedAnswer", status: 200 })
  })
})
