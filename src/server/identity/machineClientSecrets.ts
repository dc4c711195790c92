import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** A new client secret: 32 random bytes, shown once to whoever issues it. */
export const newClientSecret = () => randomBytes(32).toString("base64url")

/** What is kept of a secret: its SHA-256 (a secret of 256 random bits needs no slow hash). */
export const hashClientSecret = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex")

/** Whether a secret sent by a client is the one whose hash is kept, in constant time. */
export const clientSecretMatches = (keptHash: string, sent: string) => {
  const sentHash = Buffer.from(hashClientSecret(sent), "hex")
  const kept = Buffer.from(keptHash, "hex")
  return kept.length === sentHash.length && timingSafeEqual(kept, sentHash)
}

/** The claim of a client-credentials token that names the secret it was issued with. */
export const secretIdClaimName = "client_secret_id"

/**
 * The id of a secret, from its kept hash: what a token names, so that a token issued with an earlier
 * secret is refused at its next call. It tells nothing of the secret nor of its hash.
 */
export const clientSecretId = (keptHash: string) =>
  createHash("sha256").update(`client-secret-id:${keptHash}`, "utf8").digest("base64url").slice(0, 22)

/** The extra claims of a machine client's token: the id of the secret it authenticated with. */
export const secretIdClaim = (keptHash: unknown) =>
  typeof keptHash === "string" ? { [secretIdClaimName]: clientSecretId(keptHash) } : undefined
