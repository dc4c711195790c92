import { Schema } from "effect"

/**
 * How long a company's driver report answers again, instead of a new one, when the company asks for
 * the same driver with the same options and reference number: never, the same calendar day in the
 * requester's time zone (the default), or 24 hours.
 */
export const ReportReuseWindow = Schema.Literals(["none", "sameDay", "hours24"])
export type ReportReuseWindow = typeof ReportReuseWindow.Type

export const defaultReportReuseWindow: ReportReuseWindow = "sameDay"

/** An Idempotency-Key header: 1 to 255 visible ASCII characters (a UUID, say); its first answer is kept 24 hours. */
export const idempotencyKeyHeader = "idempotency-key"

export const isIdempotencyKey = (key: string) => /^[\x21-\x7e]{1,255}$/.test(key)

/** The operations that read an Idempotency-Key (the OpenAPI document lists the header on them). */
export const idempotentOperations: ReadonlyArray<string> = ["driverReports.generateReport", "vehicleReports.generate"]

/** Hours an Idempotency-Key keeps its first answer. */
export const idempotencyKeyHours = 24

/** What a generation says of Idempotency-Key, in its OpenAPI description. */
export const idempotencyKeyText = `An Idempotency-Key header (1 to 255 visible ASCII characters, a UUID say) makes a retried call safe: the same key from the same account within ${idempotencyKeyHours} hours answers the first call's report again, with nothing new stored or counted; the same key with another payload or query answers 409 IDEMPOTENCY_KEY_REUSED; a key of other characters or longer answers 400 ERROR_400_INVALID_REQUEST naming the field idempotencyKey.`
