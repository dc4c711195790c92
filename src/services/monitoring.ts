import type { ClientEvent } from "../api/platform/clientEvents"

/** Reports beyond this many a page are dropped: a failure in a loop must not flood the server. */
const maxReports = 20

/**
 * Browser errors and the page's load time go to the server's monitoring (document 1 section 7),
 * where they are counted. Reporting never throws and never reports its own failure.
 */
export const reportClientEvents = (target: Window = window) => {
  let sent = 0
  const send = (event: ClientEvent) => {
    if (sent++ >= maxReports) return
    void fetch(`${target.location.origin}/api/clientEvents`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
      keepalive: true
    }).catch(() => undefined)
  }
  const page = () => target.location.pathname.slice(0, 200)
  // The server accepts text without control characters; a stack's line breaks are kept, the rest dropped.
  const clean = (text: string) => text.replace(/[^\P{Cc}\t\n\r]|\p{Cs}/gu, "").slice(0, 1000)
  target.addEventListener("error", (event) => send({ kind: "error", page: page(), message: clean(String(event.message)) }))
  target.addEventListener("unhandledrejection", (event) =>
    send({ kind: "error", page: page(), message: clean(String((event.reason as Error | undefined)?.message ?? event.reason)) })
  )
  target.addEventListener("load", () =>
    // loadEventEnd is set once the load handlers have run.
    setTimeout(() => {
      const [navigation] = target.performance.getEntriesByType("navigation") as Array<PerformanceNavigationTiming>
      if (navigation && navigation.loadEventEnd > 0)
        send({ kind: "pageLoad", page: page(), durationMs: Math.round(navigation.loadEventEnd) })
    }, 0)
  )
}
