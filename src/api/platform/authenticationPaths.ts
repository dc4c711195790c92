/**
 * The page the identity provider answers a silent sign-in to, inside a hidden frame of the portal
 * (document 1 section 4: silent sign-in first). The one app page that may be framed, by the portal itself.
 */
export const silentCallbackPath = "/authentication/silent-callback"
