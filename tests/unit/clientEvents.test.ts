import { afterEach, describe, expect, it, vi } from "vitest"
import { reportClientEvents } from "../../src/services/monitoring"

/** A window reduced to what the reporting reads: events, its address, navigation timing. */
const fakeWindow = (loadEventEnd: number) => {
  const target = new EventTarget() as EventTarget & Pick<Window, "location" | "performance">
  Object.assign(target, {
    location: { origin: "https://portal.example", pathname: "/reports/driver" },
    performance: { getEntriesByType: () => [{ loadEventEnd }] }
  })
  return target as unknown as Window
}

const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse((init as RequestInit).body as string) as unknown }))

afterEach(() => vi.unstubAllGlobals())

describe("browser monitoring", () => {
  it("reports an error with the page it happened on, without control characters", () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal("fetch", fetchMock)
    const target = fakeWindow(0)
    reportClientEvents(target)
    target.dispatchEvent(Object.assign(new Event("error"), { message: "TypeError: x\u0000 is undefined\n  at y" }))
    expect(sentBodies(fetchMock)).toEqual([
      {
        url: "https://portal.example/api/clientEvents",
        body: { kind: "error", page: "/reports/driver", message: "TypeError: x is undefined\n  at y" }
      }
    ])
  })

  it("reports the page's load time once it has loaded", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal("fetch", fetchMock)
    const target = fakeWindow(1234.4)
    reportClientEvents(target)
    target.dispatchEvent(new Event("load"))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(sentBodies(fetchMock)).toEqual([
      { url: "https://portal.example/api/clientEvents", body: { kind: "pageLoad", page: "/reports/driver", durationMs: 1234 } }
    ])
  })

  it("stops after twenty reports, so an error in a loop does not flood the server", () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error("offline")))
    vi.stubGlobal("fetch", fetchMock)
    const target = fakeWindow(0)
    reportClientEvents(target)
    for (let n = 0; n < 50; n++) target.dispatchEvent(Object.assign(new Event("error"), { message: `failure ${n}` }))
    expect(fetchMock).toHaveBeenCalledTimes(20)
  })
})
