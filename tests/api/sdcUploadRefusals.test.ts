import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { BadRequest } from "../../src/api/errors"
import { catalogueEntries } from "../../src/api/fieldIssues"
import { fileNameIssue, sdcUploadIssues } from "../../src/api/sdc/uploadRules"
import { uploadFieldOf } from "../../src/machines/sdc/sdcUploadMachine"
import { refusedFields } from "../../src/machines/shared/fieldRefusal"
import { fileNameCases } from "../support/sdcFileNames"
import { usePortal } from "./support/portal"
import { newPolicyWorld, sdcCsv, upload } from "./support/sdcFiles"
import { signIn } from "./support/signIn"

/**
 * Every 400 of POST /Sdc/Upload names its field, as the other operations' refusals do, and the upload
 * dialog would show each beside one of its fields; the file name rule refuses what the dialog refuses
 * before sending (tests/unit/sdcUploadRules.test.ts walks the same names).
 */
const portal = usePortal()
let manager = ""
let nwdGen = 0
const driven = new Set<string>()

beforeAll(async () => {
  manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
  const [company] = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM reporting_company WHERE code = 'NWD-GEN'`)
  nwdGen = company!.id
})

const decodeRefusal = Schema.decodeUnknownSync(BadRequest)

/** A refused upload: its status, its issues, and the dialog fields the browser shows them at. */
const refused = async (options: Partial<Parameters<typeof upload>[2]>) => {
  const answer = await upload(portal, sdcCsv(newPolicyWorld("NWD-GEN").records), {
    token: manager,
    reportingCompanyId: nwdGen,
    ...options
  })
  expect(answer.status, answer.text).toBe(400)
  const failure = decodeRefusal(JSON.parse(answer.text))
  const issues = failure.issues ?? []
  issues.forEach((issue) => driven.add(`${issue.field}:${issue.code}`))
  return { issues, shown: refusedFields(failure, uploadFieldOf) }
}

describe("a refused SDC upload names its field", () => {
  it("an unknown file type at fileTypeId, shown at the file type", async () => {
    const { issues, shown } = await refused({ fileTypeId: 9 })
    expect(issues).toEqual([{ field: "fileTypeId", code: "unknownValue" }])
    expect(shown).toEqual([{ field: "fileType", code: "unknownValue" }])
  })

  it("no company, from a caller who holds sdcReport for several, at reportingCompanyId, shown at the company", async () => {
    const { issues, shown } = await refused({ reportingCompanyId: undefined })
    expect(issues).toEqual([{ field: "reportingCompanyId", code: "required" }])
    expect(shown).toEqual([{ field: "company", code: "required" }])
  })

  it("every refused field of one request at once, each at its own field", async () => {
    const { shown } = await refused({ reportingCompanyId: undefined, fileTypeId: 9, fileName: "a\tb.csv" })
    expect(shown).toEqual([
      { field: "company", code: "required" },
      { field: "fileType", code: "unknownValue" },
      { field: "file", code: "invalidCharacter" }
    ])
  })

  it("refuses the file names the dialog refuses, at fileName, shown at the file; takes the others as sent, trimmed", async () => {
    for (const { name, issue } of fileNameCases) {
      if (issue === undefined) {
        const answer = await upload(portal, sdcCsv(newPolicyWorld("NWD-GEN").records), {
          token: manager,
          reportingCompanyId: nwdGen,
          fileName: name
        })
        expect(answer.status, `${JSON.stringify(name)}: ${answer.text}`).toBe(200)
        expect(answer.json().file.fileName).toBe(name.trim())
      } else {
        const { issues, shown } = await refused({ fileName: name })
        expect(issues, JSON.stringify(name)).toEqual([{ field: "fileName", code: issue }])
        expect(shown).toEqual([{ field: "file", code: issue }])
      }
    }
    // Nothing of a refused name was stored.
    const stored = await portal.sql((sql) => sql<{ fileName: string }>`SELECT file_name FROM sdc_file`)
    expect(stored.filter((row) => fileNameIssue(row.fileName) !== undefined)).toEqual([])
  })

  it("drove every field issue the upload declares", () => {
    expect([...driven].sort()).toEqual(
      catalogueEntries(sdcUploadIssues)
        .map((i) => `${i.field}:${i.code}`)
        .sort()
    )
  })
})
