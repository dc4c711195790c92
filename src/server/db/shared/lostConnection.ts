import { isSqlError } from "effect/sql/SqlError"

/**
 * A lost or refused database connection: the driver's connection errors, any failure to connect (the
 * database not taking connections now), SQLSTATE class 08, 57P0x (the server ended the session), or
 * 25006 (a write on a server that became a standby: a failover is under way, the pool reconnects).
 */
export const isLostConnection = (defect: unknown): boolean => {
  if (!isSqlError(defect)) return false
  if (defect.reason._tag === "ConnectionError" || defect.reason.operation === "connect") return true
  const code = (defect.reason.cause as { code?: unknown } | undefined)?.code
  return typeof code === "string" && /^(08|57P0|25006)/.test(code)
}
