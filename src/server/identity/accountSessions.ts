import { Effect } from "effect"
import { deleteAccountSessions } from "../db/identity/accountSessions"

/**
 * Ends an account's sessions (ASVS 3.3.3): every provider session, its grant and the grant's refresh
 * tokens, except the session named by `except` (the one that asked, after a password change). The
 * access tokens of an ended session are refused at their next call (src/server/http/authorization.ts).
 * Answers the sessions ended.
 */
export const endAccountSessions = (sub: string, options: { readonly except?: string | undefined } = {}) =>
  deleteAccountSessions(sub, options.except === undefined ? {} : { except: options.except })

/** Ends one session of an account; false when the account has no such session alive. */
export const endAccountSession = (sub: string, sessionId: string) =>
  Effect.map(deleteAccountSessions(sub, { only: sessionId }), (ended) => ended.length > 0)
