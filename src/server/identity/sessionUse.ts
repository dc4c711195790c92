/** How often a session's last use is written: at most once a minute per session and server. */
export const sessionUseInterval = 60_000

/** At most this many sessions remembered; past it the ones not due again are forgotten. */
const sessionsKept = 20_000

/**
 * Whether a call's use of its session is due to be recorded. The session's liveness is read on every
 * call anyway; the statement that reads it writes the use too when this says so, so the record costs
 * no query of its own.
 */
export const makeSessionUse = (now: () => number = Date.now) => {
  const recorded = new Map<string, number>()
  return {
    due: (sessionId: string): boolean => {
      const at = now()
      const last = recorded.get(sessionId)
      if (last !== undefined && at - last < sessionUseInterval) return false
      if (recorded.size >= sessionsKept)
        for (const [id, when] of recorded) if (at - when >= sessionUseInterval) recorded.delete(id)
      recorded.set(sessionId, at)
      return true
    }
  }
}
