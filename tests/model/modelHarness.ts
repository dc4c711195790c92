import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from "@xstate/graph"
import { expect, vi } from "vitest"
import {
  __unsafe_getAllOwnEventDescriptors,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type StateValue
} from "xstate"

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>

/** Sample events for the traversal: user events with payloads, and the outcomes of invoked actors. */
export type SampleEvents = (snapshot: AnyMachineSnapshot) => ReadonlyArray<EventObject>

const serializeEventText = (event: EventObject) => JSON.stringify(event)
const valueAndContext = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context })

/**
 * Paths through the machine's graph, from @xstate/graph:
 * - shortest paths where a vertex is a state *and the transition that reached it*, so every
 *   transition (with each sample event) ends at least one path;
 * - simple paths (no state visited twice), for the longer journeys (up to `maxSimpleLength` steps).
 * Paths that are a prefix of a longer one are dropped.
 */
export const modelPaths = (
  machine: AnyStateMachine,
  options: {
    readonly input?: unknown
    readonly events: SampleEvents
    /** Fewer samples for the simple paths, whose number grows fast with each sample. */
    readonly simpleEvents?: SampleEvents
    readonly maxSimpleLength?: number
  }
): ReadonlyArray<ModelPath> => {
  const events = handledBy(options.events)
  const shortest = getShortestPaths(machine, {
    input: options.input,
    events,
    serializeState: (state, event, previous) =>
      event && previous
        ? `${valueAndContext(state)} via ${serializeEventText(event)} from ${JSON.stringify(previous.value)}`
        : valueAndContext(state)
  }) as ReadonlyArray<ModelPath>
  const simpleEvents = options.simpleEvents ?? options.events
  const simple = (
    getSimplePaths(machine, {
      input: options.input,
      events: handledBy(simpleEvents),
      serializeState: valueAndContext
    }) as ReadonlyArray<ModelPath>
  ).filter((path) => path.steps.length <= (options.maxSimpleLength ?? 8))
  return withoutPrefixes([...shortest, ...simple])
}

/** Only the samples the current state handles (a custom `events` option replaces the graph's own filter). */
const handledBy =
  (samples: SampleEvents) =>
  (snapshot: AnyMachineSnapshot): Array<EventObject> => {
    if (snapshot.status !== "active") return []
    const handled = new Set<string>(__unsafe_getAllOwnEventDescriptors(snapshot))
    return samples(snapshot).filter((event) => handled.has(event.type))
  }

const eventSequence = (path: ModelPath) => path.steps.slice(1).map((step) => serializeEventText(step.event))

const withoutPrefixes = (paths: ReadonlyArray<ModelPath>): ReadonlyArray<ModelPath> => {
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length)
  const kept: Array<{ path: ModelPath; sequence: ReadonlyArray<string> }> = []
  for (const path of sorted) {
    const sequence = eventSequence(path)
    const covered = kept.some(
      (longer) => longer.sequence.length >= sequence.length && sequence.every((event, i) => longer.sequence[i] === event)
    )
    if (!covered) kept.push({ path, sequence })
  }
  return kept.map((entry) => entry.path).reverse()
}

const shortEvent = (event: EventObject): string => {
  const { type, ...payload } = event as EventObject & Record<string, unknown>
  const name = type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\.([^.]+)\..*$/, "after:$1")
  const details = Object.keys(payload).length ? ` ${JSON.stringify(Object.values(payload)[0])}` : ""
  return `${name}${details.length > 60 ? `${details.slice(0, 57)}...` : details}`
}

/** A readable test title: the events of the path and the state it ends in. */
export const pathTitle = (path: ModelPath): string => {
  const events = path.steps.slice(1).map((step) => shortEvent(step.event))
  return `${events.length ? events.join(" → ") : "(start)"} ⇒ ${JSON.stringify(path.state.value)}`
}

interface Pending {
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/** Test actors: each call is recorded and waits until the path says how it ends. */
export class ActorDoubles {
  readonly calls: Record<string, Array<unknown>> = {}
  private readonly pending = new Map<string, Pending>()

  promise<TOutput, TInput = unknown>(name: string) {
    return fromPromise<TOutput, TInput>(({ input }) => {
      ;(this.calls[name] ??= []).push(input)
      return new Promise<TOutput>((resolve, reject) => {
        this.pending.set(name, { resolve: resolve as (value: unknown) => void, reject })
      })
    })
  }

  callsOf(name: string): ReadonlyArray<unknown> {
    return this.calls[name] ?? []
  }

  settle(name: string, outcome: "resolve" | "reject", value: unknown): void {
    const pending = this.pending.get(name)
    if (!pending) throw new Error(`the machine did not call ${name}`)
    this.pending.delete(name)
    pending[outcome](value)
  }
}

/** Lets promise callbacks (and the done/error events they send) run. */
export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/**
 * Makes the step's event happen to a live actor: a user event is sent, an actor outcome settles
 * the test actor's promise, and a delayed transition lets the fake clock run exactly that long
 * (one millisecond short first, to check nothing happens early).
 */
export const replayStep = async (
  actor: AnyActorRef,
  event: EventObject,
  doubles: ActorDoubles,
  delayMs: (delay: string, snapshot: AnyMachineSnapshot) => number
): Promise<void> => {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  const delayed = /^xstate\.after\.([^.]+)\./.exec(event.type)
  if (event.type === "xstate.init") return
  if (outcome) {
    const payload = event as EventObject & { output?: unknown; error?: unknown }
    doubles.settle(
      outcome[2]!,
      outcome[1] === "done" ? "resolve" : "reject",
      outcome[1] === "done" ? payload.output : payload.error
    )
  } else if (delayed) {
    const before = actor.getSnapshot() as AnyMachineSnapshot
    const ms = delayMs(delayed[1]!, before)
    if (ms > 0) {
      vi.advanceTimersByTime(ms - 1)
      const early = actor.getSnapshot() as AnyMachineSnapshot
      expect({ value: early.value, context: early.context }, `nothing happens before ${ms} ms`).toEqual({
        value: before.value,
        context: before.context
      })
      vi.advanceTimersByTime(1)
    } else vi.advanceTimersByTime(0)
  } else {
    actor.send(event)
  }
  await flush()
}

/**
 * Walks one model path on a live actor: starts it, makes each step happen, checks the actor is where
 * the model says, then gives `check` the snapshot and the events so far (the spec's oracle).
 */
export const walkPath = async (
  actor: AnyActorRef,
  path: ModelPath,
  doubles: ActorDoubles,
  coverage: Coverage,
  check: (live: AnyMachineSnapshot, seen: ReadonlyArray<EventObject>) => void,
  delayMs: (delay: string, snapshot: AnyMachineSnapshot) => number = () => 0
): Promise<void> => {
  actor.start()
  coverage.countPath()
  const seen: Array<EventObject> = []
  for (const step of path.steps) {
    await replayStep(actor, step.event, doubles, delayMs)
    if (step.event.type !== "xstate.init") seen.push(step.event)
    const live = actor.getSnapshot() as AnyMachineSnapshot
    coverage.visit(live)
    expectSameAsModel(live, step.state)
    check(live, seen)
  }
  actor.stop()
}

/** The live actor must be where the model says, with the same context (and output once done). */
export const expectSameAsModel = (live: AnyMachineSnapshot, model: AnyMachineSnapshot) => {
  expect(live.value).toEqual(model.value)
  expect(live.context).toEqual(model.context)
  expect(live.status).toEqual(model.status)
  if (model.status === "done") expect(live.output).toEqual(model.output)
}

const toStateValue = (path: ReadonlyArray<string>): StateValue =>
  path.slice(0, -1).reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path[path.length - 1]!)

interface TransitionLike {
  readonly source: {
    readonly id: string
    readonly transitions: ReadonlyMap<string, ReadonlyArray<unknown>>
    readonly always?: ReadonlyArray<unknown>
  }
  readonly eventType: string
}

/** `<state id> <event type> #<index among that event's transitions>`; eventless transitions are `always`. */
const transitionKey = (transition: TransitionLike): string =>
  transition.eventType === ""
    ? `${transition.source.id} always #${transition.source.always?.indexOf(transition) ?? -1}`
    : `${transition.source.id} ${transition.eventType} #${transition.source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1}`

/** What may stay uncovered, each with the reason: state ids (`session.starting`) and transition keys. */
export type CoverageAllowlist = Readonly<Record<string, string>>

interface TaskLike {
  readonly type: string
  readonly mode: string
  readonly result?: { readonly state?: string }
  readonly tasks?: ReadonlyArray<TaskLike>
}

const testsOf = (task: TaskLike): ReadonlyArray<TaskLike> => (task.type === "test" ? [task] : (task.tasks ?? []).flatMap(testsOf))

/**
 * Which state nodes and transitions the executed paths went through, against all the machine has.
 * `afterAll(coverage.assertComplete)` prints one line and fails when anything reachable was missed.
 */
export class Coverage {
  private readonly states = new Set<string>()
  private readonly transitions = new Set<string>()
  private readonly allStates: ReadonlyArray<{ readonly id: string; readonly path: ReadonlyArray<string> }>
  private readonly allTransitions: ReadonlySet<string>
  private paths = 0

  constructor(
    private readonly name: string,
    machine: AnyStateMachine,
    private readonly options: { readonly allow?: CoverageAllowlist } = {}
  ) {
    // A history pseudo-state is never a state the machine is in; the transitions into it count.
    const nodes = getStateNodes(machine.root).filter((node) => node.type !== "history")
    this.allStates = nodes
    const keys = new Set<string>()
    for (const node of [machine.root, ...nodes]) {
      for (const list of node.transitions.values()) {
        for (const transition of list) keys.add(transitionKey(transition as unknown as TransitionLike))
      }
      for (const transition of node.always ?? []) keys.add(transitionKey(transition as unknown as TransitionLike))
    }
    this.allTransitions = keys
  }

  /** Give to createActor's `inspect` option. */
  readonly inspect = (event: InspectionEvent) => {
    if (event.type !== "@xstate.microstep") return
    for (const transition of event._transitions) {
      const key = transitionKey(transition as unknown as TransitionLike)
      if (this.allTransitions.has(key)) this.transitions.add(key)
    }
  }

  visit(snapshot: AnyMachineSnapshot) {
    for (const node of this.allStates) {
      if (snapshot.matches(toStateValue(node.path))) this.states.add(node.id)
    }
  }

  countPath() {
    this.paths += 1
  }

  /** `<machine>: N paths, states a/b, transitions c/d`, with the allowed gaps counted. */
  summary(): string {
    const allow = this.options.allow ?? {}
    const allowed = (missing: ReadonlyArray<string>) => {
      const count = missing.filter((key) => key in allow).length
      return count ? ` (${count} allowed)` : ""
    }
    const { states, transitions } = this.missing()
    return (
      `${this.name}: ${this.paths} paths, states ${this.states.size}/${this.allStates.length}${allowed(states)}, ` +
      `transitions ${this.transitions.size}/${this.allTransitions.size}${allowed(transitions)}`
    )
  }

  /**
   * For `afterAll`: prints the summary, then fails when a state or transition was not covered and is
   * not in the allowlist, or when the allowlist names one that is covered or does not exist. A run
   * where a test failed or was filtered out is not checked (its own failures say enough).
   */
  // vitest reads a hook's first parameter as a fixtures pattern, so it must be one; the file comes second.
  // eslint-disable-next-line no-empty-pattern
  readonly assertComplete = ({}: object, file: TaskLike) => {
    const tests = testsOf(file)
    const incomplete = tests.filter((test) => test.mode !== "run" || test.result?.state !== "pass").length
    console.log(incomplete ? `${this.summary()} (not checked: ${incomplete} tests failed or skipped)` : this.summary())
    if (incomplete) return
    const allow = this.options.allow ?? {}
    const { states, transitions } = this.missing()
    const missing = [...states, ...transitions]
    const problems = [
      ...missing.filter((key) => !(key in allow)).map((key) => `not covered: "${key}"`),
      ...Object.keys(allow)
        .filter((key) => !missing.includes(key))
        .map((key) =>
          this.allStates.some((node) => node.id === key) || this.allTransitions.has(key)
            ? `covered, yet in the allowlist: "${key}"`
            : `in the allowlist but not in the machine: "${key}"`
        )
    ]
    if (problems.length) {
      throw new Error(
        `${this.name} coverage: cover these with a path, or add them to the Coverage allowlist with the reason they cannot be reached:\n  ${problems.join("\n  ")}`
      )
    }
  }

  private missing() {
    return {
      states: this.allStates.filter((node) => !this.states.has(node.id)).map((node) => node.id),
      transitions: [...this.allTransitions].filter((key) => !this.transitions.has(key))
    }
  }
}
