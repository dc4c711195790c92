/** Whether this tab holds a sign-in (a user or a pending request): the OpenID library's keys in session storage. */
export const hasStoredSignIn = (storage: Storage): boolean =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).some((key) => key?.startsWith("oidc."))
