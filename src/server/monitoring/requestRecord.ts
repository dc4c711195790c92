import { Context, Effect } from "effect"

/** Who called, as the request's log line and security events name them: the account's key and User ID. */
export interface RequestActor {
  readonly userKey: number
  readonly userId: string
  /** The machine client calling as the account, when a system called with its client credentials. */
  readonly clientId?: string | undefined
}

/**
 * What the server learns about one request as it answers it: its id (sent back in X-Request-Id and in
 * every error body), the route that took it (a template, never the path itself) and the caller.
 */
export interface RequestRecord {
  readonly requestId: string
  route: string | undefined
  actor: RequestActor | undefined
}

/** The request being answered; none outside a request (start-up, the mail poller, the sign-in pages' own calls). */
export const CurrentRequestRecord = Context.Reference<RequestRecord | undefined>("portal/CurrentRequestRecord", {
  defaultValue: () => undefined
})

/** The operation that took the request, as a template (`GET /api/DriverReports/Pdf/{fileId}`). */
export const noteRoute = (route: string) =>
  Effect.map(Effect.service(CurrentRequestRecord), (record) => {
    if (record) record.route = route
  })

/** The signed-in caller, once the token named a known account; `clientId` when a machine client calls as it. */
export const noteCaller = (user: { readonly id: number; readonly userId: string }, clientId?: string) =>
  Effect.map(Effect.service(CurrentRequestRecord), (record) => {
    if (record) record.actor = { userKey: user.id, userId: user.userId, ...(clientId !== undefined && { clientId }) }
  })
