import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * Signing in the manner of the Standard Webhooks specification: a secret "whsec_" + base64 of 24
 * random bytes; each try's webhook-signature is "v1," + base64 of HMAC-SHA256, keyed with the
 * secret's base64 part decoded, over "{webhook-id}.{webhook-timestamp}.{body}".
 */
export const secretPrefix = "whsec_"

/** A new signing secret. */
export const newWebhookSecret = (): string => `${secretPrefix}${randomBytes(24).toString("base64")}`

/** What the endpoint shows of its secret: its last four characters. */
export const secretHint = (secret: string): string => secret.slice(-4)

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret, "base64")

/** The webhook-signature header of one try. */
export const webhookSignature = (secret: string, id: string, timestamp: number, body: string): string =>
  `v1,${createHmac("sha256", keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`

/** Whether a webhook-signature header (space-separated versioned signatures) holds the expected one. */
export const signatureMatches = (secret: string, id: string, timestamp: number, body: string, header: string): boolean => {
  const expected = Buffer.from(webhookSignature(secret, id, timestamp, body))
  return header
    .split(" ")
    .map((part) => Buffer.from(part))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected))
}
