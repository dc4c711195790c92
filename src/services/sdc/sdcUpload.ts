import { Effect, Schema } from "effect"
import { catalogue } from "../../api/errors"
import { SdcUploadResult, type SdcFileRow } from "../../api/sdc/schemas"
import { callApi, PortalClient } from "../api/portalClient"
import { UnexpectedAnswer, type PortalFailure } from "../api/portalFailure"
import { postFile, type UploadAnswer } from "../api/fileUpload"

/** What the upload dialog sends: the file chosen from disk, its type, the sending company and the upload's id. */
export interface SdcUploadRequest {
  readonly file: Blob
  readonly fileName: string
  readonly fileTypeId: number
  /** Left out when the user holds sdcReport for one company only. */
  readonly reportingCompanyId: number | undefined
  readonly uploadId: string
}

const decodeResult = Schema.decodeUnknownEffect(SdcUploadResult)
const decodeFailure = Schema.decodeUnknownEffect(Schema.Union(catalogue))

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/** The answer as the contract says it: the file's outcome, or one of the catalogue's errors. */
export const readUploadAnswer = (answer: UploadAnswer): Effect.Effect<SdcUploadResult, PortalFailure> => {
  const unexpected = () =>
    new UnexpectedAnswer({ status: answer.status, detail: `HTTP ${answer.status}`, requestId: answer.requestId })
  const json = parsed(answer.body)
  if (answer.status === 200) return decodeResult(json).pipe(Effect.mapError(unexpected))
  return decodeFailure(json).pipe(
    Effect.mapError(unexpected),
    Effect.flatMap((failure) => Effect.fail(failure as PortalFailure))
  )
}

/** Sends the file and waits for its outcome: accepted or rejected with its first errors. */
export const uploadSdcFile = (request: SdcUploadRequest) =>
  Effect.gen(function* () {
    const client = yield* PortalClient
    const query = new URLSearchParams({
      fileName: request.fileName,
      fileTypeId: String(request.fileTypeId),
      uploadId: request.uploadId
    })
    if (request.reportingCompanyId !== undefined) query.set("reportingCompanyId", String(request.reportingCompanyId))
    // Every failure is seen by the client's watchers, as the contract's calls are (a disabled account).
    return yield* postFile("/Sdc/Upload", query, request.file, "text/csv").pipe(
      Effect.flatMap(readUploadAnswer),
      Effect.tapError((failure) => Effect.sync(() => client.failed(failure)))
    )
  })

/** GET /Sdc/Upload/{uploadId}: how far the upload is (404 until its first bytes are read). */
export const readUploadProgress = (uploadId: string): Effect.Effect<SdcFileRow, unknown, PortalClient> =>
  callApi((api) => api.sdcUpload.getSdcUpload({ params: { uploadId } }))
