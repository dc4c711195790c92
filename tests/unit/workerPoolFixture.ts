/** A worker for the worker pool's tests: answers, fails, crashes, exits or hangs as each task asks. */
import { parentPort, threadId } from "node:worker_threads"

export type FixtureTask = "thread" | "fail" | "throw" | "exit" | "hang"

parentPort?.on("message", (task: FixtureTask) => {
  switch (task) {
    case "thread":
      return parentPort?.postMessage({ ok: true, value: threadId })
    case "fail":
      return parentPort?.postMessage({ ok: false, error: "asked to fail" })
    case "throw":
      setTimeout(() => {
        throw new Error("asked to crash")
      })
      return
    case "exit":
      return process.exit(3)
    case "hang":
      return
  }
})
