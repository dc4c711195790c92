/** Seconds a client waits before sending again a request the lost database connection ended. */
export const databaseRetryAfterSeconds = 2

/** The catalogue's 503 of a request that lost its database connection: nothing was done, send it again. */
export const databaseUnavailableFields = {
  reason: "DATABASE_UNAVAILABLE",
  retryAfterSeconds: databaseRetryAfterSeconds,
  message: `The service is briefly unavailable; send the request again in ${databaseRetryAfterSeconds} seconds.`,
  messageFr: `Le service est brièvement indisponible; renvoyez la demande dans ${databaseRetryAfterSeconds} secondes.`
} as const
