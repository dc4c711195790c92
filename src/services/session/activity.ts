const activityEvents = ["mousemove", "mousedown", "keydown", "scroll", "touchstart"] as const

/** Calls back on the user's mouse, keys, scrolling and touches, at most once a second; returns the unsubscribe function. */
export const watchUserActivity = (listener: () => void, target: Window = window): (() => void) => {
  let last = 0
  const onActivity = () => {
    const now = Date.now()
    if (now - last < 1000) return
    last = now
    listener()
  }
  activityEvents.forEach((name) => target.addEventListener(name, onActivity, { passive: true }))
  return () => activityEvents.forEach((name) => target.removeEventListener(name, onActivity))
}
