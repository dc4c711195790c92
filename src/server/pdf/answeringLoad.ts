import { Effect } from "effect"
import { cpus } from "node:os"
import { performance } from "node:perf_hooks"

/** How often the loads are sampled. */
const sampleEvery = "500 millis"

/** The machine's CPU time so far, summed over its cores: taken by work at normal priority, and in all. */
const machineTimes = () => {
  let taken = 0
  let all = 0
  for (const { times } of cpus()) {
    // Work at a lowered priority (nice: this server's renders ahead and file reading) yields to any
    // other, so it counts as spare.
    taken += times.user + times.sys + times.irq
    all += times.user + times.nice + times.sys + times.idle + times.irq
  }
  return { taken, all }
}

/**
 * The share of the last half second, from 0 to 1, that the server's answering thread (its event
 * loop) was busy, and that the machine's cores were busy with work at normal priority (every process:
 * the other instances on the machine, a database on it), sampled for as long as the calling scope lasts.
 */
export const makeAnsweringLoad = Effect.gen(function* () {
  let busy = 0
  let machineBusy = 0
  let last = performance.eventLoopUtilization()
  let lastMachine = machineTimes()
  yield* Effect.forkScoped(
    Effect.forever(
      Effect.sleep(sampleEvery).pipe(
        Effect.andThen(
          Effect.sync(() => {
            const now = performance.eventLoopUtilization()
            busy = performance.eventLoopUtilization(now, last).utilization
            last = now
            const machine = machineTimes()
            const all = machine.all - lastMachine.all
            machineBusy = all > 0 ? (machine.taken - lastMachine.taken) / all : 0
            lastMachine = machine
          })
        )
      )
    )
  )
  return { busy: () => busy, machineBusy: () => machineBusy }
})
