import type { PortalFailure } from "../../services/api/portalFailure"
import { given } from "./effectActor"
import { failureNotice } from "./formEdit"

/**
 * The steps of a screen or a dialog that loads what it shows and calls a service on a row: the load
 * with its failure and Retry, a question asked before a call, and the call that closes it. A machine
 * spreads them into its `states` and names in its own `setup` the actions they use.
 */

/** An action's params: what the actor answered. */
export const outputOf = <Output>({ event }: { readonly event: { readonly output: Output } }): Output => event.output

/** The generic handler's notice (document 1 section 8), given the failed actor's failure. */
export const notifyFailure = { type: "notifyFailure", params: failureNotice } as const

/** Its declaration, spread into a machine's `setup({ actions })`: the live module shows the notice. */
export const failureNoticeAction = { notifyFailure: given<{ failure: PortalFailure }>("notifyFailure") }

interface Load<Src, Input, Assign, Then, Failed, Tags> {
  /** The actor that loads; the state invokes it under the same id. */
  readonly src: Src
  readonly input?: Input
  /** The action that keeps what was loaded (its params are the answer). */
  readonly assign: Assign
  /** Where the screen goes with it. */
  readonly then: Then
  /** Where a failure goes, after the generic notice; `loadFailed` unless given. */
  readonly failed?: Failed
  /** The tags of the state; `loading` unless given. */
  readonly tags?: Tags
}

/** The state that loads what the screen shows: done, it is kept and shown; failed, the notice and `failed`. */
export const loadingState = <
  const Src extends string,
  const Assign extends string,
  const Then extends string,
  const Failed extends string = "loadFailed",
  const Tags extends ReadonlyArray<string> = readonly ["loading"],
  Input = undefined
>({
  src,
  input,
  assign,
  then,
  failed,
  tags
}: Load<Src, Input, Assign, Then, Failed, Tags>) =>
  ({
    tags: tags ?? (["loading"] as const),
    invoke: {
      id: src,
      src,
      input: input as NoInfer<Input>,
      onDone: { target: then, actions: { type: assign, params: outputOf } },
      onError: { target: failed ?? ("loadFailed" as const), actions: notifyFailure }
    }
  }) as const

/** After a failed load: Retry loads again. */
export const loadFailedState = { tags: ["loadFailed"], on: { RETRY: "loading" } } as const

/** The two first states of a screen that loads: `loading` and `loadFailed`. */
export const loadThenShow = <const Src extends string, const Assign extends string, const Then extends string, Input = undefined>(
  load: Load<Src, Input, Assign, Then, "loadFailed", readonly ["loading"]>
) => ({ loading: loadingState(load), loadFailed: loadFailedState }) as const

/** A question asked before a call: Confirm makes the call (`then`), Cancel goes `back` and `close`s the question. */
export const askFirst = <const Then extends string, const Back extends string, const Close extends string>(
  then: Then,
  back: Back,
  close: Close
) => ({ on: { CONFIRM: then, CANCEL: { target: back, actions: close } } }) as const

interface Call<Src, Input, Back, Then, Close, Done, Refused, Tags> {
  /** The actor called; the state invokes it under the same id. */
  readonly src: Src
  readonly input: Input
  /** Where the screen goes afterwards, done (unless `then` says) or failed. */
  readonly back: Back
  /** Where the screen goes once done, when not `back` (a result shown). */
  readonly then?: Then
  /** What the call does once done. */
  readonly done: Done
  /** The failures worded on their own (each a transition, given first); any other is `close` and the generic notice. */
  readonly refused?: Refused
  /** Closes the question after a failure (nothing to close unless given). */
  readonly close?: Close
  /** The tags of the state; `busy` unless given. */
  readonly tags?: Tags
}

const failed = <Close extends string>(close: Close | undefined) =>
  close === undefined ? ([notifyFailure] as const) : ([close, notifyFailure] as const)

/** The call made once the question is confirmed: busy while it runs, then `back` (or `then` once done). */
export const callingState = <
  const Src extends string,
  Input,
  const Back extends string,
  const Done,
  const Close extends string = never,
  const Then extends string = Back,
  const Refused extends ReadonlyArray<unknown> = readonly [],
  const Tags extends ReadonlyArray<string> = readonly ["busy"]
>({
  src,
  input,
  back,
  then,
  done,
  refused,
  close,
  tags
}: Call<Src, Input, Back, Then, Close, Done, Refused, Tags>) =>
  ({
    tags: tags ?? (["busy"] as const),
    invoke: {
      id: src,
      src,
      input,
      onDone: { target: then ?? (back as unknown as Then), actions: done },
      onError: [...(refused ?? ([] as unknown as Refused)), { target: back, actions: failed(close) }] as const
    }
  }) as const
