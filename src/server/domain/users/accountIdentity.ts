import { Context, type Effect } from "effect"
import type { Forbidden } from "../../../api/errors"
import type { Caller } from "../../../api/security"

/**
 * What user administration asks of the identity provider: the invitation a new account gets (document 2
 * section 2), and a recent authentication of the administrator before a grant or a second factor's reset
 * (ASVS 3.7.1). Given by the handlers, on the database they run on.
 */
export class AccountIdentity extends Context.Service<
  AccountIdentity,
  {
    /** Mails the user's invitation, issued by the administrator; recorded in the user's history ("invited"). */
    readonly invite: (userId: number, issuedBy: number) => Effect.Effect<void>
    /** 403 REAUTHENTICATION_REQUIRED when the caller's session authenticated more than 15 minutes ago. */
    readonly requireRecentAuthentication: (caller: Caller) => Effect.Effect<void, Forbidden>
  }
>()("portal/AccountIdentity") {}
