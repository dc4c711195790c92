import { createHash } from "node:crypto"
import type { SdcReasonCode } from "../../../api/sdc/reasons"
import { sdcLimits } from "../../../api/sdc/schemas"
import { isSdcHeader } from "./format"
import { checkRow, hasBadCharacter, shownValue, type RowContext, type RowError, type StagedRow } from "./rowRules"

/** What a file read to its end comes to. */
export interface FileReading {
  /** Rows checked and not yet handed out for staging. */
  readonly lastBatch: ReadonlyArray<StagedRow>
  /** Data rows read (the header and blank lines excluded). */
  readonly rows: number
  readonly bytes: number
  /** The errors kept for the error report (at most sdcLimits.maxStoredErrors), in line order. */
  readonly errors: ReadonlyArray<RowError>
  readonly errorCount: number
  /** SHA-256 of the bytes, hex. */
  readonly sha256: string
}

export interface ReaderOptions {
  readonly batchSize: number
  readonly maxLineLength: number
  readonly maxStoredErrors: number
}

const defaults: ReaderOptions = {
  // Small batches, on both databases: a batch's rows die young in V8's new space instead of being
  // promoted while the previous batch is staged, and its staging parameter (about 175 bytes of JSON
  // a row) stays under V8's large-object size (128 KB), which only a full collection frees. With
  // 5,000 the server's heap saw-toothed up to 450 MB during a 1,000,000-row read. A chunk of the
  // body is read whole before a batch is handed out, so a batch holds up to a chunk's rows more.
  batchSize: 400,
  maxLineLength: sdcLimits.maxLineLength,
  maxStoredErrors: sdcLimits.maxStoredErrors
}

const quote = 0x22
const comma = 0x2c

/**
 * The values of a line holding a quote, as docs/sdc-format.md reads them: a value is quoted when it
 * starts with a quote, and then ends at the next quote not doubled, right before a comma or the end
 * of the line; any other quote (inside an unquoted value, after the closing one, or a quote never
 * closed) puts the line out of format (undefined).
 */
const quotedValues = (text: string): Array<string> | undefined => {
  const values: Array<string> = []
  let at = 0
  for (;;) {
    if (text.charCodeAt(at) === quote) {
      let value = ""
      let from = at + 1
      for (;;) {
        const closing = text.indexOf('"', from)
        if (closing < 0) return undefined
        value += text.slice(from, closing)
        if (text.charCodeAt(closing + 1) !== quote) {
          at = closing + 1
          break
        }
        value += '"'
        from = closing + 2
      }
      values.push(value)
      if (at === text.length) return values
      if (text.charCodeAt(at) !== comma) return undefined
      at += 1
    } else {
      const end = text.indexOf(",", at)
      const value = end < 0 ? text.slice(at) : text.slice(at, end)
      if (value.includes('"')) return undefined
      values.push(value)
      if (end < 0) return values
      at = end + 1
    }
  }
}

/**
 * Reads an SDC file as its bytes stream in, never holding more than a line and a batch: splits lines
 * (LF or CRLF; a value holds no line break), checks the header, parses each line as CSV and checks
 * its row (rowRules.ts), and hands out checked rows a batch at a time. Once a row is refused no more
 * rows are handed out (the file will be rejected) but every line is still checked, so that the error
 * report lists them all, up to the errors kept.
 */
export class SdcFileReader {
  private readonly options: ReaderOptions
  private readonly decoder = new TextDecoder("utf-8")
  private readonly hash = createHash("sha256")
  private pending = ""
  private skippingLongLine = false
  private line = 0
  private header: "expected" | "read" | SdcReasonCode = "expected"
  private batch: Array<StagedRow> = []
  private readonly kept: Array<RowError> = []
  private bytesRead = 0
  private nonBlankBytes = false
  rows = 0
  errorCount = 0

  constructor(
    private readonly context: RowContext,
    options: Partial<ReaderOptions> = {}
  ) {
    this.options = { ...defaults, ...options }
  }

  get bytes() {
    return this.bytesRead
  }

  /** The file-level reason it is refused, once known (not CSV, wrong header). */
  get fileError(): SdcReasonCode | undefined {
    return this.header === "expected" || this.header === "read" ? undefined : this.header
  }

  /** Takes the next bytes; answers a full batch of checked rows to stage, if one is ready. */
  push(chunk: Uint8Array): ReadonlyArray<StagedRow> | undefined {
    this.bytesRead += chunk.length
    this.hash.update(chunk)
    if (this.fileError !== undefined) return undefined
    this.take(this.decoder.decode(chunk, { stream: true }))
    return this.fullBatch()
  }

  /** The end of the bytes: the last line, the file-level checks, what is left to stage. */
  finish(): FileReading {
    if (this.fileError === undefined) {
      this.take(this.decoder.decode())
      if (this.pending !== "" || this.skippingLongLine) this.endLine()
    }
    if (!this.nonBlankBytes) this.fileFails("EMPTY_FILE")
    else if (this.header === "expected") this.fileFails("NOT_CSV")
    else if (this.header === "read" && this.rows === 0) this.fileFails("NO_ROWS")
    const lastBatch = this.errorCount === 0 ? this.batch : []
    this.batch = []
    return {
      lastBatch,
      rows: this.rows,
      bytes: this.bytesRead,
      errors: this.kept,
      errorCount: this.errorCount,
      sha256: this.hash.digest("hex")
    }
  }

  private fullBatch() {
    if (this.batch.length < this.options.batchSize) return undefined
    const full = this.batch
    this.batch = []
    return this.errorCount === 0 ? full : undefined
  }

  private take(text: string) {
    let start = 0
    for (;;) {
      const end = text.indexOf("\n", start)
      const piece = end < 0 ? text.slice(start) : text.slice(start, end)
      if (!this.skippingLongLine) {
        if (this.pending.length + piece.length > this.options.maxLineLength + 1) {
          this.skippingLongLine = true
          this.pending = ""
        } else this.pending += piece
      }
      if (end < 0) return
      this.endLine()
      if (this.fileError !== undefined) return
      start = end + 1
    }
  }

  private endLine() {
    this.line += 1
    const tooLong = this.skippingLongLine
    let text = this.pending
    this.pending = ""
    this.skippingLongLine = false
    if (text.endsWith("\r")) text = text.slice(0, -1)
    if (this.line === 1 && text.startsWith("\uFEFF")) text = text.slice(1)
    if (text.trim() === "" && !tooLong) return
    this.nonBlankBytes = true
    if (this.header === "expected") return this.readHeader(text, tooLong)
    this.rows += 1
    if (tooLong || text.length > this.options.maxLineLength)
      return this.fail({ line: this.line, column: "", value: "", reason: "LINE_TOO_LONG" })
    const values = this.parse(text)
    if (values === undefined) return this.fail({ line: this.line, column: "", value: shownValue(text), reason: "INVALID_FORMAT" })
    const result = checkRow(values, this.line, this.context)
    if (result.ok) {
      if (this.errorCount === 0) this.batch.push(result.row)
    } else for (const error of result.errors) this.fail(error)
  }

  private readHeader(text: string, tooLong: boolean) {
    if (tooLong || hasBadCharacter(text) || !text.includes(",")) return this.fileFails("NOT_CSV")
    const values = this.parse(text)
    if (values === undefined || !isSdcHeader(values)) return this.fileFails("BAD_HEADER", text)
    this.header = "read"
  }

  /** One line's values; a line without quotes is its comma-separated values as they stand. */
  private parse(text: string): ReadonlyArray<string> | undefined {
    return text.includes('"') ? quotedValues(text) : text.split(",")
  }

  private fileFails(reason: SdcReasonCode, value = "") {
    this.header = reason
    this.batch = []
    this.fail({ line: reason === "BAD_HEADER" || reason === "NOT_CSV" ? 1 : 0, column: "", value: shownValue(value), reason })
  }

  private fail(error: RowError) {
    this.errorCount += 1
    if (this.kept.length < this.options.maxStoredErrors) this.kept.push(error)
  }
}
