import { createHash, randomBytes } from "node:crypto"

/** The secret of an invitation link: 32 random bytes, base64url. */
export const newInvitationToken = () => randomBytes(32).toString("base64url")

/** What the database keeps of a link's token: its SHA-256, so a copy of the table opens no account. */
export const hashInvitationToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex")

/** The SPA's invitation route: the sign-in screen that carries the token to the provider as invitation_id. */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/login/${token}`
