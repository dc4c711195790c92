import { Data, Deferred, Duration, Effect, Exit, Option, Queue, Result, type Scope } from "effect"
import { Worker, type WorkerOptions } from "node:worker_threads"

/** A task a worker did not finish: it answered an error, crashed, stopped or ran out of time. */
export class WorkerTaskError extends Data.TaggedError("WorkerTaskError")<{ readonly reason: string }> {
  override get message() {
    return this.reason
  }
}

/** A worker's answer to one task: the value (its buffers transferred), or why it failed. */
export type WorkerAnswer<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: string }

export interface WorkerPool<I, A> {
  /** Runs one task on the next free worker. */
  readonly run: (task: I) => Effect.Effect<A, WorkerTaskError>
}

export interface WorkerPoolOptions {
  readonly url: URL
  readonly size: number
  /** A task running longer is abandoned and its worker replaced. */
  readonly timeout: Duration.Input
  readonly workerOptions?: WorkerOptions
}

interface Job<I, A> {
  readonly task: I
  readonly done: Deferred.Deferred<A, WorkerTaskError>
}

/** A worker (none when it could not start) and the news of its end. */
interface Running {
  readonly worker: Worker | undefined
  readonly lost: Deferred.Deferred<never, WorkerTaskError>
}

const lose = (lost: Running["lost"], reason: string) => Deferred.doneUnsafe(lost, Effect.fail(new WorkerTaskError({ reason })))

/** Follows a started worker for its whole life: an "error" event nobody listens to would end the server. */
const watch =
  (live: Set<Worker>) =>
  (worker: Worker): Running => {
    const lost = Deferred.makeUnsafe<never, WorkerTaskError>()
    live.add(worker)
    worker.on("error", (error) => lose(lost, `the worker crashed: ${error.stack ?? error.message}`))
    worker.on("messageerror", (error) => lose(lost, `the worker's answer could not be read: ${error.message}`))
    worker.on("exit", (code) => {
      live.delete(worker)
      lose(lost, `the worker stopped with exit code ${code}`)
    })
    return { worker, lost }
  }

const notStarted = (error: WorkerTaskError): Running => {
  const lost = Deferred.makeUnsafe<never, WorkerTaskError>()
  Deferred.doneUnsafe(lost, Effect.fail(error))
  return { worker: undefined, lost }
}

const answer = <A>(worker: Worker, task: unknown) =>
  Effect.callback<WorkerAnswer<A>>((resume) => {
    const onMessage = (message: WorkerAnswer<A>) => resume(Effect.succeed(message))
    worker.once("message", onMessage)
    worker.postMessage(task)
    return Effect.sync(() => worker.off("message", onMessage))
  })

/**
 * A fixed number of worker threads, each running one task at a time from a shared queue. A worker
 * that crashes, exits or overruns the timeout fails the task it held and is replaced; a task the
 * worker answers with an error fails alone. The workers end with the scope.
 */
export const makeWorkerPool = <I, A>(options: WorkerPoolOptions): Effect.Effect<WorkerPool<I, A>, never, Scope.Scope> =>
  Effect.gen(function* () {
    const jobs = yield* Queue.unbounded<Job<I, A>>()
    const live = new Set<Worker>()
    const stopped = new WorkerTaskError({ reason: "the workers have stopped" })
    const timedOut = new WorkerTaskError({
      reason: `the task took longer than ${Duration.format(Duration.fromInputUnsafe(options.timeout))}`
    })

    const spawn: Effect.Effect<Running> = Effect.try({
      try: () => new Worker(options.url, options.workerOptions),
      catch: (error) => new WorkerTaskError({ reason: `the worker did not start: ${String(error)}` })
    }).pipe(Effect.match({ onFailure: notStarted, onSuccess: watch(live) }))

    const retire = ({ worker }: Running) =>
      Effect.promise(async () => {
        if (!worker) return
        live.delete(worker)
        await worker.terminate()
      })

    /** The worker's answer; fails when the worker is lost or overruns the timeout. */
    const ask = ({ worker, lost }: Running, task: I) =>
      (worker ? Effect.raceFirst(answer<A>(worker, task), Deferred.await(lost)) : Deferred.await(lost)).pipe(
        Effect.timeoutOption(options.timeout),
        Effect.flatMap(Option.match({ onNone: () => Effect.fail(timedOut), onSome: Effect.succeed }))
      )

    /** One worker's loop: take a task, answer it, replace the worker once it is gone. */
    const serve = Effect.gen(function* () {
      let running = yield* spawn
      yield* Effect.forever(
        Effect.gen(function* () {
          const job = yield* Queue.take(jobs)
          // A worker that died between tasks is replaced before it is given one.
          if (Deferred.isDoneUnsafe(running.lost)) running = yield* spawn
          const outcome = yield* Effect.result(ask(running, job.task)).pipe(
            Effect.onInterrupt(() => Deferred.fail(job.done, stopped))
          )
          if (Result.isSuccess(outcome)) {
            const reply = outcome.success
            yield* Deferred.done(
              job.done,
              reply.ok ? Exit.succeed(reply.value) : Exit.fail(new WorkerTaskError({ reason: reply.error }))
            )
            return
          }
          yield* Deferred.done(job.done, Exit.fail(outcome.failure))
          yield* Effect.logWarning(`A worker was replaced: ${outcome.failure.reason}`)
          yield* retire(running)
          running = yield* spawn
        })
      )
    })

    // Registered before the loops start, so it runs after they are interrupted.
    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        const waiting = yield* Queue.clear(jobs)
        yield* Effect.forEach(waiting, (job) => Deferred.fail(job.done, stopped), { discard: true })
        yield* Queue.shutdown(jobs)
        yield* Effect.promise(() => Promise.all([...live].map((worker) => worker.terminate())))
        live.clear()
      })
    )
    for (let i = 0; i < options.size; i++) yield* Effect.forkScoped(serve)

    return {
      run: (task: I) =>
        Effect.gen(function* () {
          const done = yield* Deferred.make<A, WorkerTaskError>()
          if (!(yield* Queue.offer(jobs, { task, done }))) return yield* stopped
          return yield* Deferred.await(done)
        })
    }
  })
