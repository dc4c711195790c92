import { beforeAll, expect, it } from "vitest"
import { sdcColumns } from "../../src/server/domain/sdc/format"
import { usePortal } from "./support/portal"
import { unique, upload, managerOfNwdGen } from "./support/sdcFiles"

const portal = usePortal({}, { captureLogs: true })
let token = ""
let nwdGen = 0

beforeAll(async () => {
  ;({ token, nwdGen } = await managerOfNwdGen(portal))
})

/** New policies, each with an operator (a new driver) on it: enough rows that applying them takes a while. */
const policiesWithOperators = (tag: string, rows: number) => {
  const lines = [sdcColumns.join(",")]
  for (let i = 0; i < rows; i += 2) {
    const policy = `C${tag}${String(i).padStart(6, "0")}`
    lines.push(`A,POLICY,NWD-GEN,${policy},2025-01-01,2026-01-01,ACT,,Completion Test,1 Test Street,,,,,,,,,,,,,`)
    lines.push(`A,OPERATOR,NWD-GEN,${policy},,,,,,,${policy},ON,Completion Test,1 Test Street,,,,2025-01-01,,,,,`)
  }
  return lines.join("\n") + "\n"
}

/** A field of a log line, at its top or among its annotations. */
const field = (line: Record<string, unknown>, name: string) =>
  line[name] ?? (line.annotations as Record<string, unknown> | undefined)?.[name]

it("an accepted file's completed date is the moment it was applied, not the moment its apply began", async () => {
  const answer = await upload(portal, policiesWithOperators(unique(), 10_000), { token, reportingCompanyId: nwdGen })
  expect(answer.status, answer.text).toBe(200)
  const file = answer.json().file
  expect(file.status.code).toBe("ACCEPTED")
  const applied = portal.logLines.find((line) => line.message === "SDC file applied" && field(line, "fileId") === file.id)
  expect(applied).toBeDefined()
  const applyMs = Number(field(applied!, "applyMs"))
  // The file is large enough to tell the beginning of its apply from its end.
  expect(applyMs).toBeGreaterThan(200)
  const loggedAt = Date.parse(String(applied!.time ?? applied!.timestamp))
  expect(loggedAt - Date.parse(file.completedDate!)).toBeLessThan(applyMs / 2)
})
