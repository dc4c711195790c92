import type { InspectionEvent } from "xstate"

const storageKey = "portal.inspect"

/**
 * Development builds only: `?inspect` in the address turns the Stately inspector on for this tab
 * (kept across the sign-in's redirects), `?inspect=off` turns it off. In a production build this is
 * `false` and the inspector's import below is dropped from the bundle.
 */
const wanted = (): boolean => {
  if (typeof window === "undefined") return false
  const asked = new URLSearchParams(window.location.search).get("inspect")
  if (asked === "off") window.sessionStorage.removeItem(storageKey)
  else if (asked !== null) window.sessionStorage.setItem(storageKey, "on")
  return window.sessionStorage.getItem(storageKey) === "on"
}

const start = (): ((event: InspectionEvent) => void) => {
  // Events of the actors that start before the inspector has loaded wait for it.
  const early: Array<InspectionEvent> = []
  let forward: ((event: InspectionEvent) => void) | undefined
  void import("@statelyai/inspect").then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector()
    forward = (event) => inspector.inspect.next?.(event)
    early.splice(0).forEach(forward)
  })
  return (event) => (forward ? forward(event) : void early.push(event))
}

/** For createActor and useActorRef options (`{ inspect }`); undefined unless inspection is on. */
export const inspect: ((event: InspectionEvent) => void) | undefined = import.meta.env.DEV && wanted() ? start() : undefined
