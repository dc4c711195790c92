/**
 * The return URL after sign-in must share the app's origin (document 1 section 4); anything else
 * (another origin, a protocol-relative //host, javascript:, a malformed value) gives "/".
 * Returns the path with its query and hash, never an absolute URL.
 */
export const safeReturnUrl = (candidate: string | undefined, origin: string): string => {
  if (!candidate) return "/"
  const trimmed = candidate.trim()
  const absolute = /^https?:\/\//i.test(trimmed)
  // A backslash is read as a slash by browsers, so "/\host" would leave the origin.
  const plainPath = trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.includes("\\")
  if (!absolute && !plainPath) return "/"
  let url: URL
  let base: URL
  try {
    base = new URL(origin)
    url = new URL(trimmed, base)
  } catch {
    return "/"
  }
  if (url.origin !== base.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return "/"
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith("/") && !path.startsWith("//") ? path : "/"
}
