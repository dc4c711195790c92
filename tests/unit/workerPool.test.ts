import { Cause, Effect, Exit, References, type Scope } from "effect"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import { describe, expect, it } from "vitest"
import { makeWorkerPool, type WorkerTaskError } from "../../src/server/pdf/workerPool"
import type { FixtureTask } from "./workerPoolFixture"

const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href

/** Runs a test with a pool in scope, without the warnings of the workers it replaces on purpose. */
const withPool = <A>(test: Effect.Effect<A, unknown, Scope.Scope>) =>
  test.pipe(Effect.scoped, Effect.provideService(References.MinimumLogLevel, "Error"), Effect.runPromise)

const pool = (size = 1) =>
  makeWorkerPool<FixtureTask, number>({
    url: new URL("./workerPoolFixture.ts", import.meta.url),
    size,
    timeout: "2 seconds",
    workerOptions: { execArgv: ["--import", tsx] }
  })

/** Why a task failed, as the pool tells it. */
const failure = <A>(exit: Exit.Exit<A, WorkerTaskError>) =>
  Exit.isFailure(exit) ? ((Cause.squash(exit.cause) as Partial<WorkerTaskError>).reason ?? "no reason") : "succeeded"

describe("worker pool", () => {
  it("fails a task its worker answers with an error, and keeps the worker", async () => {
    await withPool(
      Effect.gen(function* () {
        const workers = yield* pool()
        const before = yield* workers.run("thread")
        expect(failure(yield* Effect.exit(workers.run("fail")))).toContain("asked to fail")
        expect(yield* workers.run("thread")).toBe(before)
      })
    )
  }, 30_000)

  it("fails the task of a worker that crashes or exits, and replaces the worker", async () => {
    await withPool(
      Effect.gen(function* () {
        const workers = yield* pool()
        const first = yield* workers.run("thread")
        expect(failure(yield* Effect.exit(workers.run("throw")))).toContain("asked to crash")
        const second = yield* workers.run("thread")
        expect(second).not.toBe(first)
        expect(failure(yield* Effect.exit(workers.run("exit")))).toContain("exit code 3")
        expect(yield* workers.run("thread")).not.toBe(second)
      })
    )
  }, 30_000)

  it("abandons a task past the timeout and replaces its worker", async () => {
    await withPool(
      Effect.gen(function* () {
        const workers = yield* pool()
        const first = yield* workers.run("thread")
        expect(failure(yield* Effect.exit(workers.run("hang")))).toContain("took longer than")
        expect(yield* workers.run("thread")).not.toBe(first)
      })
    )
  }, 30_000)

  it("runs tasks on every worker of the pool at once", async () => {
    await withPool(
      Effect.gen(function* () {
        const workers = yield* pool(2)
        const threads = yield* Effect.all([workers.run("thread"), workers.run("thread")], { concurrency: "unbounded" })
        expect(new Set(threads).size).toBe(2)
      })
    )
  }, 30_000)

  it("refuses tasks once its scope has closed", async () => {
    const workers = await Effect.runPromise(Effect.scoped(pool()))
    expect(failure(await Effect.runPromiseExit(workers.run("thread")))).toContain("stopped")
  }, 30_000)
})
