import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { BadRequest } from "../../src/api/errors"
import { catalogueEntries } from "../../src/api/fieldIssues"
import { sdcFileTypes, type SdcFileRow, type SdcLookup, type SdcUploadResult } from "../../src/api/sdc/schemas"
import { sdcUploadIssues } from "../../src/api/sdc/uploadRules"
import { i18nObject } from "../../src/i18n/i18n-util"
import { loadLocale } from "../../src/i18n/i18n-util.sync"
import {
  formIssues,
  sdcUploadMachine,
  uploadFieldOf,
  uploadIssues,
  type UploadRequest
} from "../../src/machines/sdc/sdcUploadMachine"
import { fileNameCases } from "../support/sdcFileNames"

loadLocale("en")
loadLocale("fr")

const companies = [
  { id: 5, nameEn: "Northwind General", nameFr: "Northwind Générale" },
  { id: 6, nameEn: "Northwind Auto", nameFr: "Northwind Auto" }
]
/** The dialog's words for its fields' issues in a language, by code. */
const wordsIn = (language: "en" | "fr") =>
  i18nObject(language).sdc.upload.issues as unknown as Readonly<Record<string, (() => string) | undefined>>
const named = (name: string) => ({ blob: new Blob(["x"]), name, size: 10 })

describe("the upload dialog's file name rule", () => {
  // tests/api/sdcUploadRefusals.test.ts sends the same names to the server.
  it.each(fileNameCases.map((c) => [JSON.stringify(c.name), c] as const))(
    "refuses %s before sending exactly as the server would",
    (_, { name, issue }) => {
      const form = { reportingCompanyId: 5, fileTypeId: 1, file: named(name) }
      expect(formIssues({ companies, form })).toEqual(issue === undefined ? [] : [{ field: "file", code: issue }])
    }
  )
})

describe("the upload's refusals at their fields", () => {
  it("words every field issue of the upload at a field the dialog draws, in English and in French", () => {
    for (const { field, code } of catalogueEntries(sdcUploadIssues)) {
      expect(uploadFieldOf(field), field).toBeDefined()
      const en = wordsIn("en")[code]
      const fr = wordsIn("fr")[code]
      expect(en?.(), code).toBeTruthy()
      expect(fr?.(), code).toBeTruthy()
      expect(fr!()).not.toBe(en!())
    }
  })

  it("shows each field a 400 names beside that field, and the file was not sent", async () => {
    let notSent = 0
    const refusal = new BadRequest({
      code: "ERROR_400_INVALID_REQUEST",
      issues: [
        { field: "reportingCompanyId", code: "required" },
        { field: "fileTypeId", code: "unknownValue" },
        { field: "fileName", code: "invalidCharacter" }
      ]
    })
    const actor = createActor(
      sdcUploadMachine.provide({
        actors: {
          loadFileTypes: fromPromise<ReadonlyArray<SdcLookup>, void>(() => Promise.resolve(sdcFileTypes)),
          upload: fromPromise<SdcUploadResult, UploadRequest>(() => Promise.reject(refusal)),
          readProgress: fromPromise<SdcFileRow, { uploadId: string }>(() => new Promise<never>(() => {}))
        },
        actions: { notifyNotSent: () => (notSent += 1) }
      }),
      { input: { companies, newUploadId: () => "0b6f3c1e-8a41-4c2e-9d3b-5f7a2e1c4d90" } }
    ).start()
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "COMPANY_CHANGED", reportingCompanyId: 6 })
    actor.send({ type: "FILE_CHOSEN", file: named("claims.csv") })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches("editing") && s.context.serverIssues.length > 0)
    expect(uploadIssues(actor.getSnapshot().context)).toEqual([
      { field: "company", code: "required" },
      { field: "fileType", code: "unknownValue" },
      { field: "file", code: "invalidCharacter" }
    ])
    expect(notSent).toBe(1)
    actor.stop()
  })
})
