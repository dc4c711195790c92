import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, Forbidden, NotFound, PayloadTooLarge, UnsupportedMediaType } from "../../src/api/errors"
import {
  sdcFileStatuses,
  sdcFileTypes,
  sdcLimits,
  type SdcFileRow,
  type SdcLookup,
  type SdcUploadResult
} from "../../src/api/sdc/schemas"
import {
  formIssues,
  progressEveryMs,
  sdcUploadMachine,
  uploadIssues,
  uploadShare,
  type ChosenFile,
  type SdcUploadContext,
  type UploadRequest
} from "../../src/machines/sdc/sdcUploadMachine"
import { UnexpectedAnswer, type PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const companies = [
  { id: 5, nameEn: "Northwind General", nameFr: "Northwind Générale" },
  { id: 6, nameEn: "Northwind Auto", nameFr: "Northwind Auto" }
]
const uploadId = "0b6f3c1e-8a41-4c2e-9d3b-5f7a2e1c4d90"
const input = { companies, newUploadId: () => uploadId }

const chosen = (name: string, size: number): ChosenFile => ({ blob: new Blob(["x"]), name, size })
/** The files the user picks in turn: an empty one, one over the limit, then a good one. */
const emptyFile = chosen("empty.csv", 0)
const hugeFile = chosen("huge.csv", sdcLimits.maxFileBytes + 1)
const goodFile = chosen("northwind.csv", 4000)
const nextFile = (file: ChosenFile | undefined) =>
  file === undefined ? emptyFile : file === emptyFile ? hugeFile : file === hugeFile ? goodFile : undefined

const fileTypes: ReadonlyArray<SdcLookup> = sdcFileTypes

const fileRow = (status: 2 | 3 | 4, rows: number, bytesReceived: number, errorCount = 0): SdcFileRow => ({
  id: 71,
  fileName: goodFile.name,
  organization: { id: 2, nameEn: "Northwind Insurance", nameFr: "Assurances Northwind" },
  reportingCompany: { id: 6, nameEn: "Northwind Auto", nameFr: "Northwind Auto" },
  fileType: sdcFileTypes[3],
  status: sdcFileStatuses[status - 1]!,
  receivedDate: "2025-08-20T14:05:00.000Z",
  completedDate: status === 2 ? null : "2025-08-20T14:06:00.000Z",
  rows,
  bytesReceived,
  errorCount,
  uploadedBy: "Camille Gagnon"
})
const progress = fileRow(2, 20, 2000)
const accepted: SdcUploadResult = { file: fileRow(3, 40, 4000), errors: [] }
const rejected: SdcUploadResult = {
  file: fileRow(4, 40, 4000, 2),
  errors: [
    { line: 3, column: "claim_status", value: "X", reason: "UNKNOWN_CODE" },
    { line: 5, column: "", value: "", reason: "WRONG_COLUMN_COUNT" }
  ]
}

const fieldRefusal = new BadRequest({
  code: "ERROR_400_INVALID_REQUEST",
  issues: [{ field: "fileTypeId", code: "unknownValue" }]
})
const tooLarge = new PayloadTooLarge({ maxBytes: sdcLimits.maxFileBytes })
const notCsv = new UnsupportedMediaType({ contentType: "application/json" })
const forbidden = new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
const notStarted = new NotFound({})

const events: SampleEvents = (snapshot) => {
  const { form } = snapshot.context as SdcUploadContext
  const file = nextFile(form.file)
  return [
    ...(file ? [{ type: "FILE_CHOSEN", file }] : []),
    ...(form.reportingCompanyId === undefined ? [{ type: "COMPANY_CHANGED", reportingCompanyId: 6 }] : []),
    ...(form.fileTypeId === 1 ? [{ type: "FILE_TYPE_CHANGED", fileTypeId: 4 }] : []),
    { type: "SAVE" },
    { type: "CANCEL" },
    { type: "RETRY" },
    { type: "CLOSE" },
    { type: "xstate.done.actor.loadFileTypes", output: fileTypes },
    { type: "xstate.error.actor.loadFileTypes", error: new UnexpectedAnswer({ status: 500, detail: "HTTP 500" }) },
    { type: "xstate.after.progressEvery.sdcUpload.uploading.waiting" },
    { type: "xstate.done.actor.readProgress", output: progress },
    { type: "xstate.error.actor.readProgress", error: notStarted },
    { type: "xstate.done.actor.upload", output: accepted },
    { type: "xstate.done.actor.upload", output: rejected },
    { type: "xstate.error.actor.upload", error: fieldRefusal },
    { type: "xstate.error.actor.upload", error: tooLarge },
    { type: "xstate.error.actor.upload", error: notCsv },
    { type: "xstate.error.actor.upload", error: forbidden }
  ]
}

type Screen = "loading" | "loadFailed" | "editing" | "waiting" | "reading" | "finished" | "done"

/** What the dialog shows and did after the events, worked out from its rules alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    screen: "loading" as Screen,
    company: undefined as number | undefined,
    fileType: undefined as number | undefined,
    file: undefined as ChosenFile | undefined,
    submitted: false,
    serverIssues: [] as Array<{ field: string; code: string }>,
    uploads: [] as Array<UploadRequest>,
    progressReads: 0,
    progress: undefined as SdcFileRow | undefined,
    outcome: undefined as SdcUploadResult | undefined,
    cancelled: false,
    notices: {
      accepted: [] as Array<unknown>,
      rejected: [] as Array<unknown>,
      notSent: 0,
      cancelled: [] as Array<unknown>,
      failures: [] as Array<PortalFailure>
    }
  }
  const localIssues = () => {
    const issues: Array<{ field: string; code: string }> = []
    if (s.company === undefined) issues.push({ field: "company", code: "required" })
    if (s.fileType === undefined) issues.push({ field: "fileType", code: "required" })
    if (!s.file) issues.push({ field: "file", code: "required" })
    else if (s.file.size === 0) issues.push({ field: "file", code: "empty" })
    else if (s.file.size > sdcLimits.maxFileBytes) issues.push({ field: "file", code: "tooLarge" })
    return issues
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    const uploading = s.screen === "waiting" || s.screen === "reading"
    switch (e.type) {
      case "xstate.done.actor.loadFileTypes":
        // The first type is chosen for the user.
        Object.assign(s, { screen: "editing", fileType: s.fileType ?? fileTypes[0]!.id })
        break
      case "xstate.error.actor.loadFileTypes":
        s.screen = "loadFailed"
        break
      case "RETRY":
        s.screen = "loading"
        break
      case "COMPANY_CHANGED":
        s.company = e.reportingCompanyId as number
        s.serverIssues = s.serverIssues.filter((i) => i.field !== "company")
        break
      case "FILE_TYPE_CHANGED":
        s.fileType = e.fileTypeId as number
        s.serverIssues = s.serverIssues.filter((i) => i.field !== "fileType")
        break
      case "FILE_CHOSEN":
        s.file = e.file as ChosenFile
        s.serverIssues = s.serverIssues.filter((i) => i.field !== "file")
        break
      case "SAVE":
        s.submitted = true
        if (localIssues().length === 0) {
          Object.assign(s, { screen: "waiting", serverIssues: [], progress: undefined, outcome: undefined })
          s.uploads.push({
            file: s.file!.blob,
            fileName: s.file!.name,
            fileTypeId: s.fileType!,
            reportingCompanyId: s.company,
            uploadId
          })
        }
        break
      case "CANCEL":
        // Cancel while sending stops the upload: nothing of the file is applied, and the user is told.
        if (uploading) {
          Object.assign(s, { screen: "done", cancelled: true })
          s.notices.cancelled.push({ fileName: s.file!.name })
        } else s.screen = "done"
        break
      case "CLOSE":
        if (!uploading) s.screen = "done"
        break
      case "xstate.after.progressEvery.sdcUpload.uploading.waiting":
        s.screen = "reading"
        s.progressReads += 1
        break
      case "xstate.done.actor.readProgress":
        Object.assign(s, { screen: "waiting", progress: e.output })
        break
      case "xstate.error.actor.readProgress":
        s.screen = "waiting"
        break
      case "xstate.done.actor.upload": {
        const outcome = e.output as SdcUploadResult
        Object.assign(s, { screen: "finished", outcome, progress: outcome.file })
        if (outcome === accepted) s.notices.accepted.push({ fileName: goodFile.name, rows: 40 })
        else s.notices.rejected.push({ fileName: goodFile.name, errorCount: 2 })
        break
      }
      case "xstate.error.actor.upload": {
        s.screen = "editing"
        if (e.error === fieldRefusal) s.serverIssues = [{ field: "fileType", code: "unknownValue" }]
        else if (e.error === tooLarge) s.serverIssues = [{ field: "file", code: "tooLarge" }]
        else if (e.error === notCsv) s.serverIssues = [{ field: "file", code: "notCsv" }]
        else s.notices.failures.push(e.error as PortalFailure)
        if (e.error !== forbidden) s.notices.notSent += 1
        break
      }
    }
  }
  return { ...s, issues: [...(s.submitted ? localIssues() : []), ...s.serverIssues] }
}

const screenOf = (snapshot: AnyMachineSnapshot): Screen => {
  if (snapshot.status === "done") return "done"
  if (typeof snapshot.value === "string") return snapshot.value as Screen
  return (snapshot.value as { uploading: Screen }).uploading
}

const coverage = new Coverage("sdcUploadMachine", sdcUploadMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("the SDC upload dialog", () => {
  for (const path of modelPaths(sdcUploadMachine, {
    input,
    events,
    // The shortest paths end at every transition; a few simple paths walk whole uploads.
    simpleEvents: (snapshot) =>
      events(snapshot).filter((e) => !["CANCEL", "CLOSE", "RETRY"].includes(e.type) && !e.type.startsWith("xstate.error")),
    maxSimpleLength: 7
  })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices = {
        accepted: [] as Array<unknown>,
        rejected: [] as Array<unknown>,
        notSent: 0,
        cancelled: [] as Array<unknown>,
        failures: [] as Array<PortalFailure>
      }
      const actor = createActor(
        sdcUploadMachine.provide({
          actors: {
            loadFileTypes: doubles.promise<ReadonlyArray<SdcLookup>, void>("loadFileTypes"),
            upload: doubles.promise<SdcUploadResult, UploadRequest>("upload"),
            readProgress: doubles.promise<SdcFileRow, { uploadId: string }>("readProgress")
          },
          actions: {
            notifyAccepted: (_, params) => notices.accepted.push(params),
            notifyRejected: (_, params) => notices.rejected.push(params),
            notifyNotSent: () => (notices.notSent += 1),
            notifyCancelled: (_, params) => notices.cancelled.push(params),
            notifyFailure: (_, { failure }) => notices.failures.push(failure)
          }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(
        actor,
        path,
        doubles,
        coverage,
        (live, seen) => {
          const expected = expectedAfter(seen)
          const context = live.context as SdcUploadContext
          expect(screenOf(live)).toBe(expected.screen)
          expect(context.form).toEqual({
            reportingCompanyId: expected.company,
            fileTypeId: expected.fileType,
            file: expected.file
          })
          expect(uploadIssues(context).map((i) => ({ field: i.field, code: i.code }))).toEqual(expected.issues)
          expect(doubles.callsOf("upload")).toEqual(expected.uploads)
          expect(doubles.callsOf("readProgress")).toEqual(Array.from({ length: expected.progressReads }, () => ({ uploadId })))
          expect(context.progress).toBe(expected.progress)
          expect(notices).toEqual(expected.notices)
          if (live.status === "done") expect(live.output).toEqual({ outcome: expected.outcome, cancelled: expected.cancelled })
        },
        () => progressEveryMs
      )
    })
  }
})

describe("the upload dialog's rules", () => {
  it("chooses the company itself when the user holds sdcReport for one only", () => {
    const actor = createActor(sdcUploadMachine, { input: { companies: [companies[0]!], newUploadId: () => uploadId } }).start()
    expect(actor.getSnapshot().context.form.reportingCompanyId).toBe(5)
    expect(formIssues(actor.getSnapshot().context)).toEqual([
      { field: "fileType", code: "required" },
      { field: "file", code: "required" }
    ])
    actor.stop()
  })

  it("refuses a file name longer than the contract allows", () => {
    const form = { reportingCompanyId: 5, fileTypeId: 1, file: chosen(`${"a".repeat(sdcLimits.fileName)}.csv`, 10) }
    expect(formIssues({ companies, form })).toEqual([{ field: "file", code: "tooLong" }])
  })

  it("tells how far the file is by the bytes the server read", () => {
    const context = { form: { file: goodFile }, progress: progress } as unknown as SdcUploadContext
    expect(uploadShare(context)).toBe(0.5)
    expect(uploadShare({ ...context, progress: undefined })).toBe(0)
  })
})
