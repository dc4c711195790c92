import { Context, type Effect } from "effect"
import type { DatabaseError } from "../db/shared/onDatabase"

/**
 * Invitations (document 2 section 2): a new account gets an e-mail whose link lets the user set a
 * password at the embedded provider (or, with an external provider, sign in there) and activate the
 * account. Issuing one revokes the user's earlier links.
 */
export class Invitations extends Context.Service<
  Invitations,
  {
    /** Sends the invitation of the user `userId`, issued by the administrator `issuedBy`. */
    readonly issue: (userId: number, issuedBy: number) => Effect.Effect<void, DatabaseError>
  }
>()("portal/Invitations") {}
