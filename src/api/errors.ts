import { Schema } from "effect"
import { FieldIssue } from "./fieldIssues"
import { HarvestKind } from "./harvestLimit"

/** 403 bodies of document 1 section 8: each token has its own handling in the client. */
export const ForbiddenToken = Schema.Literals([
  "NOT_ALLOWED_TO_MANAGE",
  "COMPANIES_NOT_ALLOWED",
  "FUNCTION_NOT_ALLOWED",
  "ACCOUNT_DISABLED",
  "PRIVILEGES_NOT_ACCESSIBLE",
  "REAUTHENTICATION_REQUIRED"
])
export type ForbiddenToken = typeof ForbiddenToken.Type

/** Server 400 codes, each prefixed ERROR_400_ (document 1 section 8), plus request validation. */
export const BadRequestCode = Schema.Literals([
  "ERROR_400_INVALID_REQUEST",
  "ERROR_400_DOMAIN_NAME_NOT_PERMITTED_EMAIL",
  "ERROR_400_DOMAIN_NAME_NOT_PERMITTED_USERID",
  "ERROR_400_USERID_IN_USE",
  "ERROR_400_EMAIL_IN_USE",
  "ERROR_400_COMPANY_NOT_COMPANYCR",
  "ERROR_400_COMPANY_NOT_IBCCR",
  "ERROR_400_BROKER_NO_SPONSOR",
  "ERROR_400_DUPLICATE_CLAIM",
  "ERROR_400_DUPLICATE_POLICYOPERATOR",
  "PASSWORD_CHANGE_FAILED",
  "REAUTHENTICATION_FAILED"
])
export type BadRequestCode = typeof BadRequestCode.Type

/**
 * The id of the request an error answers (X-Request-Id), added by the server to every error body so
 * that support can find the request's log line (ASVS 7.4.1); the browser shows it in the notice.
 */
const requestId = { requestId: Schema.optional(Schema.String) }

/**
 * A refused request. `issues` names each refused field and the rule it breaks, so a form shows the
 * message at its field; `code` and `message` stay for clients that read only those.
 */
export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  {
    code: BadRequestCode,
    message: Schema.optional(Schema.String),
    issues: Schema.optional(Schema.Array(FieldIssue)),
    ...requestId
  },
  { httpApiStatus: 400 }
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.optional(Schema.String), ...requestId },
  { httpApiStatus: 401 }
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { token: ForbiddenToken, ...requestId },
  { httpApiStatus: 403 }
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.optional(Schema.String), ...requestId },
  { httpApiStatus: 404 }
) {}

/** 409 codes of the api's own conflicts: an Idempotency-Key sent again with another request (src/api/reports/reportReuse.ts). */
export const ConflictCode = Schema.Literals(["IDEMPOTENCY_KEY_REUSED"])
export type ConflictCode = typeof ConflictCode.Type

export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { message: Schema.optional(Schema.String), code: Schema.optional(ConflictCode), ...requestId },
  { httpApiStatus: 409 }
) {}

/** A request body larger than its operation allows (bodyLimit.ts): refused before it is read whole. */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { maxBytes: Schema.Int, ...requestId },
  { httpApiStatus: 413 }
) {}

/**
 * A request body of a content type the operation does not take (JSON, or the types an upload names):
 * refused before it is read.
 */
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { contentType: Schema.optional(Schema.String), message: Schema.optional(Schema.String), ...requestId },
  { httpApiStatus: 415 }
) {}

/**
 * Too many requests in a short time. A limit on harvesting (too many reports or searches by one user)
 * names itself and the seconds to wait, as the Retry-After header does.
 */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  {
    limit: Schema.optional(HarvestKind),
    retryAfterSeconds: Schema.optional(Schema.Int),
    ...requestId
  },
  { httpApiStatus: 429 }
) {}

export class InternalError extends Schema.TaggedError<InternalError>()(
  "InternalError",
  { message: Schema.optional(Schema.String), ...requestId },
  { httpApiStatus: 500 }
) {}

/** Why the server could not take the request now: it will take it after retryAfterSeconds. */
export const UnavailableReason = Schema.Literals(["PDF_BUSY", "DATABASE_UNAVAILABLE"])
export type UnavailableReason = typeof UnavailableReason.Type

/**
 * The server cannot take the request now but will shortly: the PDF workers and their short queue are
 * full, or the database connection was lost mid-request. Nothing was done; the same request may be sent
 * again after retryAfterSeconds, as the Retry-After header says. The message comes in both languages.
 */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  {
    reason: UnavailableReason,
    retryAfterSeconds: Schema.Int,
    message: Schema.optional(Schema.String),
    messageFr: Schema.optional(Schema.String),
    ...requestId
  },
  { httpApiStatus: 503 }
) {}

/** Every error of the catalogue: what the server may answer and the client knows, each with its status. */
export const catalogue = [
  BadRequest,
  Unauthorized,
  Forbidden,
  NotFound,
  Conflict,
  PayloadTooLarge,
  UnsupportedMediaType,
  TooManyRequests,
  InternalError,
  ServiceUnavailable
] as const
export type CatalogueError = InstanceType<(typeof catalogue)[number]>
