import { Logger } from "effect"

/**
 * JSON.stringify escapes every control character below U+0020 (CR, LF, ESC); the rest that a terminal
 * or a log viewer may take for a line break or a control sequence are escaped here too: DEL and the C1
 * controls (U+009B starts an ANSI sequence on its own), the line and paragraph separators.
 */
const unsafeInJson = /[\u007f-\u009f\u2028\u2029]/g

/** One value as one line of JSON that nothing inside it can break or colour (ASVS 7.3.1). */
export const oneJsonLine = (value: unknown): string =>
  JSON.stringify(value).replace(unsafeInJson, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)

/**
 * A log entry as one JSON line: time, level, message, then the annotations (the request's id, the
 * security event's fields) at the top level, and the cause when there is one.
 */
const portalLine = Logger.map(Logger.formatStructured, ({ timestamp, level, message, annotations, cause }) =>
  oneJsonLine({ time: timestamp, level, message, ...annotations, ...(cause === undefined ? {} : { cause }) })
)

/** Every log line of the server, to standard output; the OTLP logger (telemetry.ts) is added beside it. */
export const layerLogLines = Logger.layer([Logger.withConsoleLog(portalLine), Logger.tracerLogger])
