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
