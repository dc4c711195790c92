import { Temporal } from "temporal-polyfill"
import type { SdcUploadResult } from "../../../src/api/sdc/schemas"
import { writeSdcFile, type SdcRecord } from "../../../src/server/domain/sdc/format"
import type { RunningPortal } from "./portal"
import { signIn } from "./signIn"

export type { SdcRecord }

/** An SDC file of these records, in the documented format (docs/sdc-format.md), lines ended by LF. */
export const sdcCsv = (records: ReadonlyArray<SdcRecord>) => writeSdcFile(records, "\n")

/** Upper-case letters and digits unique to one run and attempt, for numbers no earlier run used. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

/** A day relative to today (Toronto), yyyy-MM-dd. */
export const day = (offset: number) => Temporal.Now.plainDateISO("America/Toronto").add({ days: offset }).toString()

/** The records of a new policy of the company, one operator on it (a new driver) and one claim of that driver. */
export const newPolicyWorld = (company: string, tag = unique()) => {
  const policy = `T${tag}`
  const licence = `L${tag}`
  const claim = `K${tag}`.slice(0, 20)
  const records: ReadonlyArray<SdcRecord> = [
    {
      transaction: "A",
      record: "POLICY",
      company,
      policy_number: policy,
      effective_date: day(-200),
      expiry_date: day(165),
      policy_status: "ACT",
      holder_name: "Test Holder",
      holder_address: "1 Test Street, Toronto ON"
    },
    {
      transaction: "A",
      record: "OPERATOR",
      company,
      policy_number: policy,
      licence_number: licence,
      jurisdiction: "ON",
      driver_name: "Test Driver",
      driver_address: "1 Test Street, Toronto ON",
      date_of_birth: "1985-04-12",
      gender: "F",
      relationship: "SELF",
      date_added: day(-200)
    },
    {
      transaction: "A",
      record: "CLAIM",
      company,
      policy_number: policy,
      licence_number: licence,
      jurisdiction: "ON",
      claim_number: claim,
      date_of_loss: day(-30),
      claim_status: "O",
      at_fault: "50"
    }
  ]
  return { policy, licence, claim, records }
}

export interface UploadOptions {
  readonly token: string
  readonly fileName?: string
  readonly fileTypeId?: number
  readonly reportingCompanyId?: number
  readonly uploadId?: string
  readonly contentType?: string
  readonly signal?: AbortSignal
}

/** POST /api/Sdc/Upload with the body as it is given (text, bytes or a stream). */
export const upload = async (portal: Pick<RunningPortal, "baseUrl">, body: BodyInit, options: UploadOptions) => {
  const query = new URLSearchParams({ fileName: options.fileName ?? "test.csv", fileTypeId: String(options.fileTypeId ?? 1) })
  if (options.reportingCompanyId !== undefined) query.set("reportingCompanyId", String(options.reportingCompanyId))
  if (options.uploadId !== undefined) query.set("uploadId", options.uploadId)
  const streamed = typeof body === "object" && body !== null && "getReader" in body
  const response = await fetch(`${portal.baseUrl}/api/Sdc/Upload?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${options.token}`, "content-type": options.contentType ?? "text/csv" },
    body,
    signal: options.signal,
    ...(streamed ? { duplex: "half" } : {})
  } as RequestInit)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) as SdcUploadResult }
}

/** GET with a bearer token; the answer's status and text. */
export const get = async (portal: Pick<RunningPortal, "baseUrl">, path: string, token: string) => {
  const response = await fetch(`${portal.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  const text = await response.text()
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text }
}

/** A stream of the given pieces, each made when the reader asks for it (so a test can pace or stop it). */
export const streamOf = (pieces: AsyncIterable<Uint8Array>) => {
  const iterator = pieces[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel() {
      await iterator.return?.()
    }
  })
}

/** Northwind's manager, who sends the files, and the id of Northwind General - Ontario (NWD-GEN). */
export const managerOfNwdGen = async (portal: Pick<RunningPortal, "baseUrl" | "sql">) => {
  const token = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
  const [company] = await portal.sql((sql) => sql<{ id: number }>`SELECT id FROM reporting_company WHERE code = 'NWD-GEN'`)
  return { token, nwdGen: company!.id }
}
