/**
 * node --import tsx scripts/portalCluster.ts: PORTAL_PROCESSES portal processes (src/server/main.ts,
 * default one per core) on the one PORT, through Node's cluster module. The primary accepts each
 * connection and hands it to the next process in turn, then takes no further part in it: no proxy hop,
 * and a client's few kept-alive connections are spread evenly (SO_REUSEPORT spreads them by a hash of
 * their addresses, which leaves two processes with 6 and 2 of 8 connections as often as not).
 * Each process prints its startup message once its routes are in place. SIGTERM stops them all.
 */
import cluster from "node:cluster"
import { availableParallelism } from "node:os"

if (cluster.isPrimary) {
  cluster.schedulingPolicy = cluster.SCHED_RR
  const count = Number(process.env.PORTAL_PROCESSES ?? availableParallelism())
  if (!Number.isInteger(count) || count < 1) throw new Error(`PORTAL_PROCESSES: a whole number of processes (got ${count})`)
  let stopping = false
  // The first process migrates and seeds alone (two at once collide on the demo world's rows); it
  // listens once that is done, and the others start then.
  cluster.fork()
  cluster.once("listening", () => {
    for (let i = 1; i < count; i++) cluster.fork()
  })
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`Portal process ${worker.process.pid} stopped (${signal ?? code}); stopping the others`)
    stopping = true
    for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM")
    process.exitCode = 1
  })
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM")
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
} else {
  await import("../src/server/main")
}
