/**
 * Each portal instance's memory while the load bench runs (the instances themselves, and the
 * round-robin address in front of them, are tests/api/support/instances.ts).
 */
import { readFileSync } from "node:fs"
import type { Instance } from "../tests/api/support/instances"

/** A process's resident memory now, in bytes (Linux /proc); its PDF worker threads are in it. */
const residentBytes = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
  return match ? Number(match[1]) * 1024 : 0
}

/** Samples each instance's resident memory; `peaks()` gives the highest seen since the last `reset()`. */
export const watchMemory = (instances: ReadonlyArray<Instance>, everyMs = 250) => {
  const peak = new Map<string, number>()
  const sample = () => {
    for (const i of instances) {
      if (i.child.pid === undefined || i.child.exitCode !== null) continue
      try {
        peak.set(i.name, Math.max(peak.get(i.name) ?? 0, residentBytes(i.child.pid)))
      } catch {
        // The process ended between the check and the read.
      }
    }
  }
  const timer = setInterval(sample, everyMs)
  sample()
  return {
    peaks: () => {
      sample()
      return instances.map((i) => ({ name: i.name, bytes: peak.get(i.name) ?? 0 }))
    },
    reset: () => peak.clear(),
    stop: () => clearInterval(timer)
  }
}
