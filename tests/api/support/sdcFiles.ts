import Papa from "papaparse"
import type { SdcUploadResult } from "../../../src/api/sdc/schemas"
import { sdcColumns, type SdcColumn } from "../../../src/server/domain/sdc/format"
import type { RunningPortal } from "./portal"

export type SdcRecord = Partial<Record<SdcColumn, string>>

/** An SDC file of these records, in the documented format (docs/sdc-format.md). */
export const sdcCsv = (records: ReadonlyArray<SdcRecord>) =>
  Papa.unparse({ fields: [...sdcColumns], data: records.map((r) => sdcColumns.map((c) => r[c] ?? "")) }, { newline: "\n" }) + "\n"

/** A text unique to one run and attempt, for numbers no earlier run used. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

export interface UploadOptions {
  readonly token: string
  readonly fileName?: string
  readonly fileTypeId?: number
  readonly reportingCompanyId?: number
  readonly uploadId?: string
  readonly contentType?: string
}

/** POST /api/Sdc/Upload with the body as it is given (text, bytes or a stream). */
export const upload = async (portal: RunningPortal, body: BodyInit, options: UploadOptions) => {
  const query = new URLSearchParams({ fileName: options.fileName ?? "test.csv", fileTypeId: String(options.fileTypeId ?? 1) })
  if (options.reportingCompanyId !== undefined) query.set("reportingCompanyId", String(options.reportingCompanyId))
  if (options.uploadId !== undefined) query.set("uploadId", options.uploadId)
  const response = await fetch(`${portal.baseUrl}/api/Sdc/Upload?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${options.token}`, "content-type": options.contentType ?? "text/csv" },
    body,
    ...(typeof body === "object" && body !== null && "getReader" in body ? { duplex: "half" } : {})
  } as RequestInit)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) as SdcUploadResult }
}
