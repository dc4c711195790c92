import { Effect } from "effect"
import { Auth } from "../session/auth"
import { ConnectionLost } from "./portalFailure"

/** The server's answer to an upload, as it came: its status, its body and the id of the request. */
export interface UploadAnswer {
  readonly status: number
  readonly body: string
  readonly requestId: string | undefined
}

/**
 * POST of a file as the request's body, with the signed-in user's token. Sent by XMLHttpRequest with
 * the file as it is, which the browser reads from disk as it sends: a browser streams a request body
 * given as a stream only over HTTP/2, so a contract's streamed payload cannot be sent by fetch here.
 */
export const postFile = (path: string, query: URLSearchParams, file: Blob, contentType: string) =>
  Effect.gen(function* () {
    const auth = yield* Auth
    const token = auth.accessToken()
    return yield* Effect.callback<UploadAnswer, ConnectionLost>((resume) => {
      const xhr = new XMLHttpRequest()
      xhr.open("POST", `${window.location.origin}/api${path}?${query}`)
      if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`)
      xhr.setRequestHeader("Content-Type", contentType)
      xhr.onload = () =>
        resume(
          Effect.succeed({
            status: xhr.status,
            body: xhr.responseText,
            requestId: xhr.getResponseHeader("x-request-id") ?? undefined
          })
        )
      xhr.onerror = () => resume(Effect.fail(new ConnectionLost()))
      xhr.send(file)
      // Interrupted (the dialog closed, the page left): the upload stops, and the server keeps nothing of it.
      return Effect.sync(() => xhr.abort())
    })
  })
