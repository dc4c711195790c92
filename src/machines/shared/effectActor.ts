import type { Effect } from "effect"
import { fromCallback, fromPromise, type EventObject, type PromiseActorLogic } from "xstate"
import { ConnectionLost, toPortalFailure, type PortalFailure } from "../../services/api/portalFailure"
import type { PortalRuntime, PortalServices } from "../../services/portalRuntime"

/** Code fetched on demand: failing to fetch it reads as a lost connection. */
const fetched = <Module>(load: () => Promise<Module>): Promise<Module> =>
  load().catch(() => {
    throw new ConnectionLost()
  })

// effect and the api client load on the first call, not with the page: the sign-in page paints without them.
const loadRunner = () => fetched(() => import("../../services/effectRunner"))

/**
 * The one way a machine calls a service: an actor made from an Effect, interrupted when the
 * machine stops. It resolves with the Effect's value; its error event carries the Effect's
 * tagged error (read it with `failureOf`).
 */
export const fromEffect = <Output, Input = void, E = never>(
  effect: (input: Input) => Effect.Effect<Output, E, PortalServices>,
  runtime?: PortalRuntime
) =>
  fromPromise<Output, Input>(async ({ input, signal }) => {
    const { runForActor } = await loadRunner()
    return runForActor(effect(input), signal, runtime)
  })

type Call = (input: never) => Effect.Effect<unknown, unknown, PortalServices>
type CallActor<F> = F extends (...args: infer Args) => Effect.Effect<infer Output, unknown, PortalServices>
  ? PromiseActorLogic<Output, Args extends [] ? void : Args[0]>
  : never

/** An area's service calls, each the actor of the same name, for a live module's `provide({ actors })`. */
export const effectActors = <const Calls extends Record<string, Call>>(calls: Calls) =>
  Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, fromEffect(call as (input: unknown) => never)])) as {
    readonly [Name in keyof Calls]: CallActor<Calls[Name]>
  }

/**
 * The same for services whose module loads on the first call: the sign-in page's and the session's,
 * so that nothing of effect is fetched before the page paints.
 */
export const fromLazyEffect = <Module, Output, Input = void, E = never>(
  load: () => Promise<Module>,
  effect: (module: Module, input: Input) => Effect.Effect<Output, E, PortalServices>
) =>
  fromPromise<Output, Input>(async ({ input, signal }) => {
    const [module, { runForActor }] = await Promise.all([fetched(load), loadRunner()])
    return runForActor(effect(module, input), signal)
  })

/** The placeholders a machine declares in `setup`, for the test that every live module fills them. */
const placeholders = new WeakSet<object>()
const placeholder = <T extends object>(value: T): T => {
  placeholders.add(value)
  return value
}
export const isPlaceholder = (value: unknown): boolean =>
  (typeof value === "object" || typeof value === "function") && value !== null && placeholders.has(value)

/** A machine declares each service it calls by its types; the area's live module gives the real one. */
export const awaits = <Output, Input = void>(name: string) =>
  placeholder(fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is given by the live module`))))

/** The same for a long-lived actor that sends events back (a subscription, a channel). */
export const listens = <Received extends EventObject = EventObject, Input = void>(name: string) =>
  placeholder(
    fromCallback<Received, Input>(() => {
      throw new Error(`${name} is given by the live module`)
    })
  )

/** The typed failure an error event carries (a service's own tagged errors are matched by `_tag` on `event.error`). */
export const failureOf = (event: { readonly error: unknown }): PortalFailure => toPortalFailure(event.error)

/** Actions without params a machine declares (its notices), each given by the area's live module. */
export const givenEach = <const Names extends ReadonlyArray<string>>(...names: Names) =>
  Object.fromEntries(names.map((name) => [name, given(name)])) as { readonly [Name in Names[number]]: ReturnType<typeof given> }

/** An action a machine declares, given by the area's live module (a notice, a navigation, a download). */
export const given = <Params = undefined>(name: string) =>
  placeholder(
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    (_args: unknown, _params: Params): void => {
      throw new Error(`${name} is given by the live module`)
    }
  )
